import type { DesignPanelModule } from '../panels/contract';
import { DecalPanel } from './DecalPanel';
import { loadDecalsCatalogue } from './i18n';

/** 002 §2 the decal panel (its own chunk, loaded on first open). */
export const Panel: DesignPanelModule['Panel'] = DecalPanel;
export const loadCatalogue: DesignPanelModule['loadCatalogue'] = loadDecalsCatalogue;
/** 002 §2: the panel's own header says 'Design' beside its wrench (the back arrow is the host's). */
export const hasOwnHeading = true;
