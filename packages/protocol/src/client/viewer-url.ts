import { VIEWER_PARAMS, VIEWER_PATH } from '../constants';

export interface ViewerUrlOptions {
  /** The public creation to show (stand-alone mode); absent: the host sends the design. */
  creationId?: string;
  /** The instance id every message of this viewer carries. */
  instanceId?: string;
  /** The embedding page's origin, where the viewer announces `opticReady`. */
  hostOrigin?: string;
}

/**
 * The address of the embeddable viewer (ARCHITECTURE.md: `/viewer/?creation=ID`), at
 * the root of `origin` whatever path it carries:
 * `${origin}/viewer/?creation=ID&instance=ID&host=ORIGIN`.
 */
export function viewerUrl(origin: string, options: ViewerUrlOptions = {}): string {
  const url = new URL(VIEWER_PATH, origin);
  const { creationId, instanceId, hostOrigin } = options;
  if (creationId !== undefined) {
    if (!creationId.trim()) throw new Error('A creation id is required to embed the viewer.');
    url.searchParams.set(VIEWER_PARAMS.creation, creationId);
  }
  if (instanceId) url.searchParams.set(VIEWER_PARAMS.instance, instanceId);
  if (hostOrigin) url.searchParams.set(VIEWER_PARAMS.host, hostOrigin);
  return url.toString();
}

/** What the viewer page reads from its address. */
export interface ViewerParams {
  creationId: string | null;
  /** `default` when the page was opened without one. */
  instanceId: string;
  /** The announced host origin, or null when absent or not an origin. */
  hostOrigin: string | null;
}

/** Reads the viewer page's query string (`location.search` or a full URL). */
export function readViewerParams(address: string): ViewerParams {
  const params = new URL(address, 'http://viewer.invalid').searchParams;
  const creation = params.get(VIEWER_PARAMS.creation)?.trim();
  const instance = params.get(VIEWER_PARAMS.instance)?.trim();
  const host = params.get(VIEWER_PARAMS.host);
  let hostOrigin: string | null = null;
  if (host) {
    try {
      const parsed = new URL(host);
      hostOrigin = parsed.origin === host ? host : null;
    } catch {
      hostOrigin = null;
    }
  }
  return {
    creationId: creation ? creation : null,
    instanceId: instance && instance.length <= 64 ? instance : 'default',
    hostOrigin,
  };
}
