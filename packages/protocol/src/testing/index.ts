/**
 * @atelier/protocol/testing: in-memory windows with origins, so hosts and the viewer
 * side can be tested together without a browser.
 */
export { MemoryPage, MemoryWindow, memoryTransport, settle, type PostRecord } from './memory-window';
