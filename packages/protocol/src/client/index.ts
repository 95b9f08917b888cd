/**
 * @atelier/protocol/client: the host side of the viewer protocol with no runtime
 * dependencies (no zod), for hosts that must stay small (the embed SDK). Types come
 * from the schemas through type-only imports, which erase.
 */
export {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  ERROR_CODES,
  EVENT_NAMES,
  FUNCTION_NAMES,
  FUNCTION_NOT_FOUND_MESSAGE,
  PROTOCOL_NAME,
  POINTER_EVENT_NAMES,
  PROTOCOL_VERSION,
  RAYCASTER_EVENT,
  type ErrorCode,
  type EventName,
  type FunctionName,
  type HostEventName,
  type PointerEventName,
  type ViewerErrorCode,
} from '../constants';
export { ProtocolError, type ProtocolErrorInfo } from '../errors';
export { isTrustedOrigin, originOf } from '../origins';
export {
  windowTransport,
  type IncomingMessage,
  type MessageTransport,
  type PeerLike,
  type WindowLike,
} from '../transport';
export {
  ProtocolClient,
  type CallOptions,
  type ConnectOptions,
  type ProtocolClientOptions,
  type Timers,
} from './protocol-client';
export { readViewerParams, viewerUrl, type ViewerParams, type ViewerUrlOptions } from './viewer-url';
export type {
  DesignDocument,
  DesignDocumentInput,
  DesignSection,
  DesignPatch,
  DesignPatchInput,
  ModelRef,
  Quality,
} from '@atelier/schema';
export type { DecalHandle, HostEventMap, PointerEventMap } from '../events';
export type {
  CameraState,
  FunctionArgs,
  FunctionArgsInput,
  FunctionResult,
  ImageMimeType,
  ImageResult,
  RaycastHit,
  SurfaceHit,
} from '../functions';
export type { ActionResult, Hello } from '../messages';
export type { CartMode, DesignSaved, OptionChosen, Price } from '../commerce';
