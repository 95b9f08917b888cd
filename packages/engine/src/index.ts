export { createPreview, type Preview, type PreviewOptions } from './preview';
