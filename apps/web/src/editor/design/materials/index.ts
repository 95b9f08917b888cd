import type { DesignPanelModule } from '../panels/contract';
import { loadMaterialsCatalogue } from './i18n';
import { MaterialsPanel } from './MaterialsPanel';

/** 002 §2 Material initializer and Part material panel (docs/editor.md, how a panel plugs in). */
export const Panel: DesignPanelModule['Panel'] = MaterialsPanel;
export const loadCatalogue: DesignPanelModule['loadCatalogue'] = loadMaterialsCatalogue;
