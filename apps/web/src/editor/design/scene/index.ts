import { placeholderPanel } from '../panels/placeholderPanel';

export const { Panel, loadCatalogue } = placeholderPanel('editorScene');
