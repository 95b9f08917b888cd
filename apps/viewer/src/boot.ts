import {
  Viewer,
  createBrowserServices,
  createImageUrlResolver,
  type EngineServices,
  type ViewerError,
} from '@atelier/engine';
import {
  COMMERCE_FUNCTION_NAMES,
  DESIGN_FUNCTION_NAMES,
  DESIGN_SECTIONS,
  EDITOR_FUNCTION_NAMES,
  FUNCTION_NAMES,
  ProtocolServer,
  isOriginPattern,
  readViewerParams,
  windowTransport,
  type CommerceFunctionHandlers,
  type EditorFunctionHandlers,
  type MessageTransport,
  type PointerEvent,
  type SceneFunctionHandlers,
  type SceneFunctionName,
  type ViewerErrorCode,
  type ViewerParams,
} from '@atelier/protocol';
import type { CombinationConfig, CombinationConfigInput } from '@atelier/schema';
import { applyDesignToEngine } from './apply-design';
import type { Commerce } from './commerce';
import { fetchViewerContext, type ViewerContext } from './context';
import { toProtocolHit } from './protocol-hit';
import {
  BASIC_TEXTS_EN,
  loadViewerTexts,
  say,
  viewerLanguage,
  type BasicTexts,
  type ViewerTextKey,
} from './texts';
import { ViewerChrome } from './ui';

export interface BootOptions {
  /** The element the viewer fills (`#viewer`). */
  root: HTMLElement;
  /** The page address (default `location.href`). */
  address?: string;
  /** Network access (default the global fetch). */
  fetch?: typeof fetch;
  /** The context, instead of asking the API (tests). */
  context?: ViewerContext | (() => Promise<ViewerContext>);
  /**
   * The image types the browser decodes, as the page names them (`readImageTypes`): textures
   * ask for them at once. Absent, the engine decodes a sample of each type first.
   */
  imageTypes?: string | null;
  /** The window-message transport (default: this window and its parent). */
  transport?: MessageTransport;
  /**
   * Where the demo assets (scene presets, catalogue textures) are served; relative
   * references in designs resolve against it. Default: {@link viewerAssetBase}.
   */
  assetBase?: string;
  /** Engine services to override (tests). */
  services?: Partial<EngineServices>;
  /** The reader's language preferences (default `navigator.languages`); the address's `lang` comes first. */
  languages?: readonly string[];
  /** Stand-in for the engine's construction (tests: a browser without WebGL). */
  createViewer?: (canvas: HTMLCanvasElement, services: EngineServices) => Viewer;
}

export interface ViewerApp {
  readonly chrome: ViewerChrome;
  readonly params: ViewerParams;
  /** Null when WebGL is unavailable. */
  readonly viewer: Viewer | null;
  readonly server: ProtocolServer;
  readonly trustedOrigins: readonly string[];
  /** Resolves once the stand-alone creation was handed to the engine (or failed). */
  readonly started: Promise<void>;
  dispose(): void;
}

/** Engine error codes as the protocol's `error` event names them. */
export function protocolErrorCode(code: ViewerError['code']): ViewerErrorCode {
  switch (code) {
    case 'model-load-failed':
      return 'model_failed';
    case 'invalid-design':
      return 'design_invalid';
    case 'texture-load-failed':
    case 'decal-load-failed':
    case 'background-load-failed':
    case 'environment-load-failed':
      return 'texture_failed';
    default:
      return 'internal';
  }
}

export { viewerQuality } from './apply-design';

/**
 * The assets' address: `assets/` beside the viewer's own folder (`/viewer/` -> `/assets/`)
 * on the viewer's own origin, as an absolute URL, so a design's relative preset paths
 * (`environments/studio.exr`) load the same on a partner's page as on Atelier's.
 */
export function viewerAssetBase(pageAddress: string, viewerBase = import.meta.env.BASE_URL): string {
  return new URL('../assets/', new URL(viewerBase, pageAddress)).href;
}

const SERVED_ELSEWHERE: readonly string[] = [
  ...DESIGN_FUNCTION_NAMES,
  ...EDITOR_FUNCTION_NAMES,
  ...COMMERCE_FUNCTION_NAMES,
];
const SCENE_FUNCTION_NAMES = FUNCTION_NAMES.filter(
  (name): name is SceneFunctionName => !SERVED_ELSEWHERE.includes(name),
);

/**
 * Handlers whose code loads on the first call of any of them: the first frame needs
 * none of the scene functions (./handlers.ts), the editor's (./editor-messages.ts) or
 * the commerce ones (./commerce.ts).
 */
function lazyHandlers<Handlers>(names: readonly string[], load: () => Promise<Handlers>): Handlers {
  let loading: Promise<Handlers> | null = null;
  const entries = names.map((name) => [
    name,
    async (args: unknown, context: unknown) =>
      ((await (loading ??= load()))[name as keyof Handlers] as (args: unknown, context: unknown) => unknown)(
        args,
        context,
      ),
  ]);
  return Object.fromEntries(entries) as Handlers;
}

/** Errors after which nothing sensible is on screen: the page shows its error panel. */
const FATAL: ReadonlySet<ViewerErrorCode> = new Set([
  'webgl_unavailable',
  'model_failed',
  'design_invalid',
  'creation_not_found',
  'creation_private',
  'internal',
]);

/**
 * Boots the viewer page: the engine on a canvas inside `root`, the protocol server with
 * the trusted origins the API gives, and (with `?creation=ID`) the public creation.
 * Resolves once the server listens.
 */
export async function bootViewer(options: BootOptions): Promise<ViewerApp> {
  const { root } = options;
  const address = options.address ?? location.href;
  const chrome = new ViewerChrome(root);
  const language = viewerLanguage(address, options.languages ?? navigator.languages);
  let english: BasicTexts = BASIC_TEXTS_EN;
  // Settles either way: without the catalogue the page and the host get the basic English.
  const textsLoaded = loadViewerTexts().then(
    (texts) => {
      english = texts.en;
      chrome.setTexts(texts[language], language);
    },
    (error: unknown) => console.warn('viewer: no texts', error),
  );

  const params = readViewerParams(address);
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cleanups: (() => void)[] = [];

  const basisFolder = import.meta.env.VITE_BASIS_TRANSCODER_FOLDER;
  const imageTypes = options.imageTypes;
  const services = createBrowserServices({
    // The types the navigation named (the server writes them): the first textures ask at once.
    ...(imageTypes ? { imageAccept: () => Promise.resolve(`${imageTypes},*/*;q=0.8`) } : {}),
    fetch: (url, init) => fetchFn(url, init),
    resolveImageUrl: createImageUrlResolver(undefined, options.assetBase ?? viewerAssetBase(location.href)),
    // Phones then take normal maps as KTX2 (the build serves three's transcoder; vite.config.ts).
    ...(basisFolder ? { basisTranscoderPath: `${import.meta.env.BASE_URL}${basisFolder}` } : {}),
    ...options.services,
  });

  let viewer: Viewer | null = null;
  try {
    viewer = options.createViewer
      ? options.createViewer(chrome.canvas, services)
      : new Viewer({ canvas: chrome.canvas, services });
  } catch (error) {
    console.warn('viewer: WebGL is unavailable', error);
  }

  const contextPromise: Promise<ViewerContext | null> = (
    typeof options.context === 'function'
      ? options.context()
      : options.context
        ? Promise.resolve(options.context)
        : fetchViewerContext(fetchFn, params)
  ).catch((error: unknown) => {
    console.error('viewer: could not read the viewer context', error);
    return null;
  });
  const context = await contextPromise;
  const poster = context?.creation?.poster;
  if (poster && viewer) chrome.showPoster(poster);
  const trustedOrigins = (context?.trustedOrigins ?? [location.origin]).filter((entry) => {
    if (isOriginPattern(entry)) return true;
    console.warn(`viewer: ignoring the trusted-origin entry "${entry}"`);
    return false;
  });

  let lastModelUrl: string | null = null;
  const engineHandlers = (engine: Viewer) => ({
    ...lazyHandlers<SceneFunctionHandlers>(SCENE_FUNCTION_NAMES, () =>
      import('./handlers').then((module) => module.createSceneHandlers(engine)),
    ),
    ...lazyHandlers<EditorFunctionHandlers>(EDITOR_FUNCTION_NAMES, () =>
      import('./editor-messages').then((module) => module.createEditorHandlers(engine)),
    ),
  });

  // Issue 20: a shown creation can be sold; its commerce code loads on first use. Its form
  // as stored (`sold`, kept when the creation is loaded) says which answers go with a sale.
  let commerce: Promise<Commerce> | null = null;
  let sold: CombinationConfig | null = null;
  const loadCommerce = (): Promise<Commerce> =>
    (commerce ??= import('./commerce').then((module) =>
      module.createCommerce({
        server,
        root,
        creationId: params.creationId!,
        fetch: fetchFn,
        language,
        sold: () => sold,
      }),
    ));

  // The decal drag (001 §4, the editor's) loads on the host's first pointer event; the
  // events meanwhile wait, in order.
  let decalDrag: { onPointer(event: PointerEvent): void } | null = null;
  let dragLoading: PointerEvent[] | null = null;
  const onPointer = (event: PointerEvent): void => {
    if (decalDrag || !viewer) return decalDrag?.onPointer(event);
    if (dragLoading) return void dragLoading.push(event);
    const waiting = (dragLoading = [event]);
    const engine = viewer;
    void import('./editor-messages').then(({ bridgeDecalDrag }) => {
      const bridge = bridgeDecalDrag(engine, server, () => server.design);
      cleanups.push(bridge.dispose);
      decalDrag = bridge;
      for (const queued of waiting) bridge.onPointer(queued);
    });
  };

  const server: ProtocolServer = new ProtocolServer({
    transport:
      options.transport ?? windowTransport(window, () => (window.parent === window ? null : window.parent)),
    instanceId: params.instanceId,
    hostOrigin: params.hostOrigin,
    trustedOrigins,
    handlers: {
      ...(viewer ? engineHandlers(viewer) : {}),
      ...(params.creationId
        ? lazyHandlers<CommerceFunctionHandlers>(COMMERCE_FUNCTION_NAMES, () =>
            loadCommerce().then((loaded) => loaded.handlers),
          )
        : {}),
    },
    onPointer,
    // Only the sections that changed go to the engine. The reply waits for a returned
    // promise, so the model load is not returned: `loaded` and `error` report it.
    onAction: (change) => {
      // A choice made through a design function is told to the host (optionChosen, priceChanged).
      // Should the commerce code not load (offline), the choice stands and getPrice says why.
      if (change.source === 'function' && params.creationId)
        loadCommerce().then((loaded) => loaded.onChange(change), console.warn);
      const { design, sections } = change;
      if (!viewer) return;
      const model = design.model;
      if (model && model.url !== lastModelUrl) {
        lastModelUrl = model.url;
        chrome.setState('loading');
      }
      applyDesignToEngine(viewer, design, sections).done.catch(() => {}); // reported as the engine's `error` event
    },
    onDrop: (drop) => {
      if (drop.reason !== 'foreign_instance') console.warn('viewer protocol: dropped', drop);
    },
  });

  /**
   * Tells the host (in English, for its logs: it shows its own words by `code`) and, when
   * nothing sensible is on screen, shows the page's words with a retry button if given.
   */
  const fail = (code: ViewerErrorCode, text: ViewerTextKey = code, retry?: () => void): void => {
    // The host's words wait for the catalogue (its details), so they do not depend on timing.
    void textsLoaded.then(() => server.emit('error', { code, message: say(english, text) }));
    if (FATAL.has(code)) chrome.showError(code, text, retry);
  };

  /** Hands the design the server holds to the engine again, whole (the model included). */
  const retryDesign = (): void => {
    const design = server.design;
    if (!viewer || !design?.model) return;
    lastModelUrl = design.model.url;
    chrome.setState('loading');
    applyDesignToEngine(viewer, design, DESIGN_SECTIONS).done.catch(() => {}); // reported as `error`
  };

  if (viewer) {
    const engine = viewer;
    // Issue 20: "View in your space" (./ar.ts), loaded with the first garment shown.
    let ar: Promise<unknown> | undefined;
    cleanups.push(
      engine.on('progress', ({ loaded, total, ratio }) => {
        chrome.setProgress(ratio);
        server.emit('progress', { loaded, total, ratio: ratio ?? 0 });
      }),
      // The poster gives way to the 3D with the first frame that shows the model.
      engine.on('load', () => {
        const stop = engine.on('frame', () => {
          stop();
          chrome.modelDrawn();
        });
      }),
      engine.on('designapplied', () => {
        ar ??= import('./ar').then((module) => module.offerAr(root, engine));
        if (chrome.state !== 'error') chrome.setState('ready');
        server.emit('loaded', {});
      }),
      engine.on('error', (error) => {
        // A failed capture is answered to the caller; the view itself is fine.
        if (error.code === 'capture-failed') return;
        const code = protocolErrorCode(error.code);
        if (code !== 'model_failed') return fail(code);
        lastModelUrl = null;
        fail(code, error.reason ?? code, retryDesign);
      }),
      // Nothing broken shows while the GPU is away: the backdrop and a notice, until the
      // engine has drawn the design again.
      engine.on('contextlost', () => chrome.setContextLost(true)),
      engine.on('contextrestored', () => chrome.setContextLost(false)),
    );

    // The engine reports the person's camera gestures, the pointer over the canvas and,
    // in raycast mode or during a decal drag, the surface under it (once per frame).
    cleanups.push(
      engine.on('camerastart', (camera) => server.emit('cameraStart', camera)),
      engine.on('camerastop', (camera) => server.emit('cameraStop', camera)),
      engine.on('surfacehit', (hit) => server.emit('raycaster', toProtocolHit(hit))),
      engine.on('pointer', ({ type, x, y, button, buttons }) => {
        if (type === 'move') server.emit('mousemove', { x, y, buttons });
        else if (type === 'up') server.emit('mouseup', { x, y, button });
      }),
    );
  }

  server.start();

  const started = (async () => {
    if (!viewer) return fail('webgl_unavailable');
    server.emit('ready', {});
    if (!params.creationId) {
      // Editor mode: the host sends the design.
      if (!server.design) chrome.setState('waiting');
      return;
    }
    if (!context) return fail('internal', 'server_unreachable');
    if (context.creationError) return fail(context.creationError);
    const creation = context.creation;
    if (!creation) return fail('creation_not_found');
    if (!creation.model) return fail('model_failed', 'model_missing');
    try {
      // Validated once, by the server, like a host's design.
      await server.loadDesign({
        config: creation.combination_config as CombinationConfigInput,
        materials: creation.materials,
        model: creation.model.id
          ? { id: creation.model.id, url: creation.model.url }
          : { url: creation.model.url },
      });
      sold = server.design?.config ?? null;
    } catch (error) {
      console.error('viewer: the creation cannot be shown', error);
      fail('design_invalid');
    }
  })();

  return {
    chrome,
    params,
    viewer,
    server,
    trustedOrigins,
    started,
    dispose() {
      server.stop();
      void commerce?.then((loaded) => loaded.dispose());
      for (const cleanup of cleanups.splice(0)) cleanup();
      viewer?.dispose();
    },
  };
}
