/**
 * @atelier/embed: the partner SDK. `createViewer(container, { origin, creationId })`
 * puts the Atelier 3D viewer in a page and returns it as a promise API. No three.js, no
 * React, no zod: only the protocol's zod-free client.
 */
export {
  createViewer,
  type AtelierViewer,
  type EventHandlers,
  type MethodName,
  type ViewerMethods,
  type ViewerOptions,
} from './create-viewer';
export { ProtocolError, viewerUrl, type ViewerUrlOptions } from '@atelier/protocol/client';
export type {
  ActionResult,
  CallOptions,
  CameraState,
  DesignDocument,
  DesignDocumentInput,
  DesignPatch,
  DesignPatchInput,
  ErrorCode,
  EventName,
  FunctionArgsInput,
  FunctionName,
  FunctionResult,
  Hello,
  HostEventMap,
  HostEventName,
  ImageResult,
  RaycastHit,
  SurfaceHit,
  ViewerErrorCode,
} from '@atelier/protocol/client';
