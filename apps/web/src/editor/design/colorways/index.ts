import type { DesignPanelModule } from '../panels/contract';
import { ColorwaysPanel } from './ColorwaysPanel';
import { loadColorwaysCatalogue } from './i18n';

/** 002 §2 Colorways, loaded when the panel first opens (its own chunk). */
export const Panel: DesignPanelModule['Panel'] = ColorwaysPanel;
export const loadCatalogue: DesignPanelModule['loadCatalogue'] = loadColorwaysCatalogue;
export const hasOwnHeading = true;
