/**
 * @atelier/protocol: the window-message protocol between the viewer iframe and its
 * hosts. zod schemas of every message, function and event; the design and its
 * idempotent patches; the iframe-side server; and (re-exported from
 * `@atelier/protocol/client`, which has no zod) the host-side client.
 */
export {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  DESIGN_FUNCTION_NAMES,
  ERROR_CODES,
  EVENT_NAMES,
  FUNCTION_NAMES,
  FUNCTION_NOT_FOUND_MESSAGE,
  HOST_MESSAGE_TYPES,
  MAX_ACTION_SIZE,
  MAX_MESSAGE_SIZE,
  MESSAGE_TYPES,
  PROTOCOL_NAME,
  PROTOCOL_VERSION,
  RAYCASTER_EVENT,
  SUPPORTED_VERSIONS,
  VIEWER_ERROR_CODES,
  VIEWER_MESSAGE_TYPES,
  VIEWER_PARAMS,
  VIEWER_PATH,
  type DesignFunctionName,
  type ErrorCode,
  type EventName,
  type FunctionName,
  type HostEventName,
  type HostMessageType,
  type MessageType,
  type SceneFunctionName,
  type ViewerErrorCode,
  type ViewerMessageType,
} from './constants';
export { EnvelopeSchema, readEnvelope, type Envelope } from './envelope';
export { ProtocolError, type ProtocolErrorInfo } from './errors';
export {
  DESIGN_SECTIONS,
  DesignSchema,
  LIST_KEYS,
  MODEL_FORMATS,
  ModelRefSchema,
  QualitySchema,
  TEXTURE_SIZES,
  combinationConfigFromDesign,
  designFromCombinationConfig,
  emptyDesign,
  type Design,
  type DesignInput,
  type DesignSection,
  type ModelRef,
  type Quality,
} from './design';
export {
  DesignPatchSchema,
  GroupsPatchSchema,
  MaterialsPatchSchema,
  PartsPatchSchema,
  PlacedDecalsPatchSchema,
  VariantPatchSchema,
  applyDesignPatch,
  patchedSections,
  type DesignPatch,
  type DesignPatchInput,
} from './design-patch';
export { planDesignFunction, type DesignFunctionPlan } from './design-functions';
export {
  CameraStateSchema,
  FUNCTION_SCHEMAS,
  IMAGE_MIME_TYPES,
  ImageMimeTypeSchema,
  ImageResultSchema,
  RaycastHitSchema,
  SurfaceHitSchema,
  type CameraState,
  type FunctionArgs,
  type FunctionArgsInput,
  type FunctionResult,
  type FunctionSchemas,
  type ImageMimeType,
  type ImageResult,
  type RaycastHit,
  type SurfaceHit,
} from './functions';
export { EVENT_SCHEMAS, type EventSchemas, type HostEventInputMap, type HostEventMap } from './events';
export {
  ActionMessageSchema,
  ActionResultSchema,
  EventMessageSchema,
  FunctionMessageSchema,
  HelloSchema,
  HostMessageSchema,
  InitMessageSchema,
  MESSAGE_SCHEMAS,
  RaycasterMessageSchema,
  ReadyMessageSchema,
  ReplyErrorSchema,
  ReplyMessageSchema,
  ViewerMessageSchema,
  WireIdSchema,
  type ActionMessage,
  type ActionMessageInput,
  type ActionResult,
  type EventMessage,
  type FunctionMessage,
  type Hello,
  type HostMessage,
  type InitMessage,
  type RaycasterMessage,
  type ReadyMessage,
  type ReplyMessage,
  type ViewerMessage,
} from './messages';
export { isOriginPattern, isTrustedOrigin, originOf } from './origins';
export { measureJsonSize } from './size';
export {
  windowTransport,
  type IncomingMessage,
  type MessageTransport,
  type PeerLike,
  type WindowLike,
} from './transport';
export {
  ProtocolServer,
  type DesignChange,
  type DropReason,
  type DroppedMessage,
  type HandlerContext,
  type ProtocolServerOptions,
  type ProtocolServerStats,
  type SceneFunctionHandlers,
} from './server/protocol-server';
export {
  ProtocolClient,
  type CallOptions,
  type ConnectOptions,
  type ProtocolClientOptions,
  type Timers,
} from './client/protocol-client';
export { readViewerParams, viewerUrl, type ViewerParams, type ViewerUrlOptions } from './client/viewer-url';
