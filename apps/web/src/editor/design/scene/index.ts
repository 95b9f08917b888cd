import type { DesignPanelModule } from '../panels/contract';
import { loadSceneCatalogue } from './i18n';
import { ScenePanel } from './ScenePanel';

/** 002 §2 the scene settings panel (docs/editor.md "How a panel plugs in"). */
export const Panel: DesignPanelModule['Panel'] = ScenePanel;
export const loadCatalogue: DesignPanelModule['loadCatalogue'] = loadSceneCatalogue;
