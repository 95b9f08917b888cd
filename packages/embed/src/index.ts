export { viewerUrl } from './viewer-url';
