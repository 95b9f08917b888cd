import type { Material } from '@atelier/schema';

/** What `GET /api/viewer/context` answers (apps/api/src/resources/viewer.ts). */
export interface ViewerContext {
  /** Exact origins or `https://*.domain` patterns allowed to drive this viewer. */
  trustedOrigins: string[];
  /** Stand-alone mode: the public creation's design parts. */
  creation?: {
    id: string;
    name: string;
    producer: string | null;
    combination_config: Record<string, unknown>;
    model: { id?: string; url: string } | null;
    materials: Material[];
    /** The creation's cover image, shown while the 3D loads; absent from older servers. */
    poster?: { src: string; srcset?: string } | null;
  };
  creationError?: 'creation_not_found' | 'creation_private';
}

/** Asks the API (the viewer's own origin) whom to trust and, with a creation id, what to show. */
export async function fetchViewerContext(
  fetchFn: typeof fetch,
  params: { creationId: string | null; hostOrigin: string | null },
  base = location.origin,
): Promise<ViewerContext> {
  const url = new URL('/api/viewer/context', base);
  if (params.creationId) url.searchParams.set('creation', params.creationId);
  if (params.hostOrigin) url.searchParams.set('host', params.hostOrigin);
  const response = await fetchFn(url, { credentials: 'omit', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The viewer context answered HTTP ${response.status}`);
  const body = (await response.json()) as ViewerContext;
  if (!Array.isArray(body.trustedOrigins)) throw new Error('The viewer context has no trusted origins');
  return body;
}

/** The element the server writes the context into (apps/api/src/web/viewer-page.ts). */
export const PAGE_CONTEXT_ID = 'viewer-context';

/**
 * The context the server wrote into the page, when it did: the viewer then skips its own
 * request and the model is already downloading (the page preloads it). Null when the page
 * has none or it is not a context (the viewer then asks the API itself).
 */
export function readPageContext(page: Pick<Document, 'getElementById'>): ViewerContext | null {
  const text = page.getElementById(PAGE_CONTEXT_ID)?.textContent;
  if (!text) return null;
  try {
    const body = JSON.parse(text) as ViewerContext;
    return Array.isArray(body.trustedOrigins) ? body : null;
  } catch {
    return null;
  }
}

/** The meta element the server writes with the image types of the navigation's Accept. */
export const IMAGE_TYPES_META = 'atelier-image-types';

/**
 * The image types (AVIF, WebP) the browser named when it asked for the page, as the server
 * wrote them (apps/api/src/web/viewer-page.ts), or null: the engine then finds them itself.
 */
export function readImageTypes(page: Pick<Document, 'querySelector'>): string | null {
  const content = page.querySelector(`meta[name="${IMAGE_TYPES_META}"]`)?.getAttribute('content') ?? '';
  const types = content.split(',').filter((type) => type === 'image/avif' || type === 'image/webp');
  return types.length > 0 ? types.join(',') : null;
}
