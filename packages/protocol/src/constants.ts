/**
 * The protocol's names and limits. This module has no dependencies, so the zod-free
 * client (`@atelier/protocol/client`) and the zod schemas share one source of truth.
 */

/** The protocol's name on the wire, so foreign window messages are told apart at once. */
export const PROTOCOL_NAME = 'atelier-optic';
/** The version this package speaks. */
export const PROTOCOL_VERSION = 1;
/** Every version the iframe serves; a message in another version is refused. */
export const SUPPORTED_VERSIONS: readonly number[] = [PROTOCOL_VERSION];

/**
 * Message types. The four families of document 001 §7 (`opticAction`, `opticFunction`,
 * `opticEvent`, `opticRaycaster`) plus the handshake (`opticReady`, `opticInit`) and the
 * reply to every request (`opticReply`).
 */
export const MESSAGE_TYPES = [
  'opticReady',
  'opticInit',
  'opticAction',
  'opticFunction',
  'opticReply',
  'opticEvent',
  'opticRaycaster',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Messages a host sends to the viewer iframe; each is a request and gets one `opticReply`. */
/** `opticEvent` goes both ways: the host forwards pointer events (POINTER_EVENT_NAMES) for a decal drag. */
export const HOST_MESSAGE_TYPES = ['opticInit', 'opticAction', 'opticFunction', 'opticEvent'] as const;
export type HostMessageType = (typeof HOST_MESSAGE_TYPES)[number];

/** Messages the viewer iframe sends to its host. */
export const VIEWER_MESSAGE_TYPES = ['opticReady', 'opticReply', 'opticEvent', 'opticRaycaster'] as const;
export type ViewerMessageType = (typeof VIEWER_MESSAGE_TYPES)[number];

/**
 * Functions served through `opticFunction`, by wire name. The first four are the
 * document's (001 §7); `Spawn_at_front` keeps its historical spelling.
 */
export const FUNCTION_NAMES = [
  'captureThumbnail',
  'getCameraPosRot',
  'get2DPositionFrom3DPosition',
  'Spawn_at_front',
  'setCameraTransform',
  'resetViewport',
  'getPartList',
  'getMaterialList',
  'setPartVisibility',
  'setPartMaterial',
  'setColorwayOption',
  'setVariationOption',
  'pick',
  'getScreenshot',
  'setRaycastMode',
  'captureMediaPlates',
  'getShortcuts',
  'setFormAnswers',
  'getPrice',
  'getShareLink',
  'setCartMode',
] as const;
export type FunctionName = (typeof FUNCTION_NAMES)[number];

/**
 * Functions the protocol server answers from the design it holds (so every design
 * change reaches the engine through one path, `onAction`); the engine serves the rest.
 */
export const DESIGN_FUNCTION_NAMES = [
  'getPartList',
  'getMaterialList',
  'setPartVisibility',
  'setPartMaterial',
  'setColorwayOption',
  'setVariationOption',
  'setFormAnswers',
] as const satisfies readonly FunctionName[];
export type DesignFunctionName = (typeof DESIGN_FUNCTION_NAMES)[number];
/**
 * The editor's functions (001 §4, §7) the viewer app serves beside the scene functions:
 * media-plate capture and the shortcuts list.
 */
export const EDITOR_FUNCTION_NAMES = [
  'captureMediaPlates',
  'getShortcuts',
] as const satisfies readonly FunctionName[];
export type EditorFunctionName = (typeof EDITOR_FUNCTION_NAMES)[number];
/**
 * Issue 20's commerce functions, served by the viewer app from the server's price (never a
 * price the page computed) and the creation's page.
 */
export const COMMERCE_FUNCTION_NAMES = [
  'getPrice',
  'getShareLink',
  'setCartMode',
] as const satisfies readonly FunctionName[];
export type CommerceFunctionName = (typeof COMMERCE_FUNCTION_NAMES)[number];
export type SceneFunctionName = Exclude<
  FunctionName,
  DesignFunctionName | EditorFunctionName | CommerceFunctionName
>;

/** Events carried by `opticEvent`. */
export const EVENT_NAMES = [
  'mousemove',
  'mouseup',
  'ready',
  'progress',
  'loaded',
  'error',
  'cameraStart',
  'cameraStop',
  'decalChanged',
  'optionChosen',
  'priceChanged',
  'addToCartRequested',
  'designSaved',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/**
 * Pointer events a host sends to the viewer as `opticEvent` (001 §4 decal handles): a
 * `mousedown` on a handle starts a drag, `mousemove` moves it, `mouseup` ends it.
 */
export const POINTER_EVENT_NAMES = ['mousedown', 'mousemove', 'mouseup'] as const;
export type PointerEventName = (typeof POINTER_EVENT_NAMES)[number];

/** The name a host subscribes to for `opticRaycaster` messages (`on('raycaster', ...)`). */
export const RAYCASTER_EVENT = 'raycaster';
/** Everything a host can subscribe to. */
export type HostEventName = EventName | typeof RAYCASTER_EVENT;

/** The exact message of the error answered for an unknown function (001 §7). */
export const FUNCTION_NOT_FOUND_MESSAGE = 'Function not found';

/** Codes of the errors a reply (or the client) can carry. */
export const ERROR_CODES = [
  'function_not_found',
  'invalid_message',
  'invalid_arguments',
  'unsupported_version',
  'message_too_large',
  'invalid_design',
  'no_design',
  'part_not_found',
  'material_not_found',
  'material_not_allowed',
  'group_not_found',
  'variant_not_found',
  'option_not_found',
  'field_not_found',
  'price_unavailable',
  'handler_failed',
  'timeout',
  'not_connected',
  'destroyed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Codes of the `error` event: what the viewer shows as its error state. */
export const VIEWER_ERROR_CODES = [
  'webgl_unavailable',
  'model_failed',
  'texture_failed',
  'creation_not_found',
  'creation_private',
  'design_invalid',
  'internal',
] as const;
export type ViewerErrorCode = (typeof VIEWER_ERROR_CODES)[number];

/**
 * Largest message the iframe accepts, measured as the length of its JSON text.
 * Requests other than `opticAction` are small (a function name and a few numbers).
 */
export const MAX_MESSAGE_SIZE = 64 * 1024;
/**
 * Largest `opticAction`. A design being edited may carry decal images as data URLs
 * until the editor saves (001 §5 uploads them then); a 5 MB upload (002 §5) is about
 * 6.7 MB of base64, so a design with a couple of fresh layers fits.
 */
export const MAX_ACTION_SIZE = 16 * 1024 * 1024;

/** How long the client waits for a reply, unless a call says otherwise. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** How long the client waits for the handshake (the iframe must load the viewer first). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 20_000;

/** Query parameters of the viewer page (`/viewer/?creation=ID&instance=ID&host=ORIGIN`). */
export const VIEWER_PATH = '/viewer/';
export const VIEWER_PARAMS = { creation: 'creation', instance: 'instance', host: 'host' } as const;
