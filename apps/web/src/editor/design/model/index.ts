import type { DesignPanelModule } from '../panels/contract';
import { loadModelCatalogue } from './i18n';
import { ModelPanel } from './ModelPanel';

/** 002 §2 Model selector (docs/editor.md, how a panel plugs in). */
export const Panel: DesignPanelModule['Panel'] = ModelPanel;
export const loadCatalogue: DesignPanelModule['loadCatalogue'] = loadModelCatalogue;
