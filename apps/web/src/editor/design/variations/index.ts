import type { DesignPanelModule } from '../panels/contract';
import { loadVariationsCatalogue } from './i18n';
import { VariationsPanel } from './VariationsPanel';

/** 002 §2 Variations, loaded when the panel first opens (its own chunk). */
export const Panel: DesignPanelModule['Panel'] = VariationsPanel;
export const loadCatalogue: DesignPanelModule['loadCatalogue'] = loadVariationsCatalogue;
export const hasOwnHeading = true;
