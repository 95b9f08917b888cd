/**
 * The three.js loaders the first frame does not need, loaded on demand.
 *
 * The engine imports FBXLoader, EXRLoader and HDRLoader statically and calls their
 * synchronous `parse`. The viewer build (vite.config.ts) points those three imports at
 * the stand-ins in this folder, which delegate to the real loader once it is here; the
 * viewer's fetch ({@link lazyLoaderFetch}) makes sure it is, by loading the right chunk
 * while a model or environment file downloads.
 */
import type { FBXLoader } from 'three/examples/jsm/loaders/FBXLoader.js';
import type { EXRLoader } from 'three/examples/jsm/loaders/EXRLoader.js';
import type { HDRLoader } from 'three/examples/jsm/loaders/HDRLoader.js';

export type LazyLoaderName = 'fbx' | 'exr' | 'hdr';

interface LoaderClasses {
  fbx: typeof FBXLoader;
  exr: typeof EXRLoader;
  hdr: typeof HDRLoader;
}

const loaded: Partial<LoaderClasses> = {};
const pending = new Map<LazyLoaderName, Promise<unknown>>();

/** Loads a loader's chunk (once) and keeps its class for the stand-ins. */
export function ensureLoader(name: LazyLoaderName): Promise<unknown> {
  let promise = pending.get(name);
  if (!promise) {
    const load = {
      fbx: () =>
        import('three/examples/jsm/loaders/FBXLoader.js').then((m) => {
          loaded.fbx = m.FBXLoader;
        }),
      exr: () =>
        import('three/examples/jsm/loaders/EXRLoader.js').then((m) => {
          loaded.exr = m.EXRLoader;
        }),
      hdr: () =>
        import('three/examples/jsm/loaders/HDRLoader.js').then((m) => {
          loaded.hdr = m.HDRLoader;
        }),
    }[name];
    promise = load();
    promise.catch(() => pending.delete(name));
    pending.set(name, promise);
  }
  return promise;
}

/** Whether a loader's chunk is here. */
export function isLoaderReady(name: LazyLoaderName): boolean {
  return loaded[name] !== undefined;
}

/** The real loader class; throws when its chunk has not been loaded. */
export function loaderClass<Name extends LazyLoaderName>(name: Name): LoaderClasses[Name] {
  const found = loaded[name];
  if (!found) throw new Error(`The ${name.toUpperCase()} loader was used before it was loaded`);
  return found as LoaderClasses[Name];
}

const pathOf = (url: string): string => url.split(/[?#]/)[0]!.toLowerCase();

/**
 * Which loader a file needs, from its url (and, for a design's model, its declared
 * format): `.fbx` or a model of unknown type needs the FBX loader, `.exr` and `.hdr`
 * environments theirs.
 */
export function loaderFor(url: string, model?: { format?: string | undefined }): LazyLoaderName | null {
  const path = pathOf(url);
  if (path.endsWith('.exr')) return 'exr';
  if (path.endsWith('.hdr')) return 'hdr';
  if (path.endsWith('.fbx')) return 'fbx';
  if (model) {
    if (model.format === 'fbx') return 'fbx';
    if (model.format === 'glb' || model.format === 'gltf') return null;
    // No format and no telling extension: the bytes decide, so have the FBX loader ready.
    return path.endsWith('.glb') || path.endsWith('.gltf') ? null : 'fbx';
  }
  return null;
}

/**
 * Wraps a fetch so that a model or environment file resolves only once the loader it
 * needs is loaded (the chunk downloads in parallel with the file). `modelOf` tells the
 * design's model urls apart (with their declared format).
 */
export function lazyLoaderFetch(
  base: (url: string, init?: { signal?: AbortSignal }) => Promise<Response>,
  modelOf: (url: string) => { format?: string | undefined } | undefined,
): (url: string, init?: { signal?: AbortSignal }) => Promise<Response> {
  return async (url, init) => {
    const name = loaderFor(url, modelOf(url));
    if (!name || isLoaderReady(name)) return base(url, init);
    const [response] = await Promise.all([base(url, init), ensureLoader(name)]);
    return response;
  };
}
