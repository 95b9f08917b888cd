import { Box3, BufferAttribute, LoadingManager, Mesh, Vector3, type Object3D } from 'three';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import type { FetchService } from '../services/services';
import { HttpStatusError, fetchBytes, type LoadProgress } from './fetch-bytes';
import { gltfExtensionsUsed, usesMeshopt } from './gltf-extensions';
import { loadMeshoptDecoder } from './meshopt';

export type ModelFormat = 'gltf' | 'glb' | 'fbx';

/** Where a design's model comes from. */
export interface ModelSource {
  url: string;
  /** Guessed from the url's extension (or the GLB magic) when absent. */
  format?: ModelFormat;
}

/**
 * Why a model could not be loaded: the server said it has no such file (404, 410) or
 * answered another error status, no answer came at all (offline, DNS, CORS, reset), or
 * the bytes are not a model the loaders can read (a truncated or corrupt file).
 */
export type ModelFailureKind = 'not-found' | 'http' | 'network' | 'unreadable';

function fetchFailureKind(error: unknown): ModelFailureKind {
  if (!(error instanceof HttpStatusError)) return 'network';
  return error.status === 404 || error.status === 410 ? 'not-found' : 'http';
}

/** Thrown (and reported as an `error` event) when a model cannot be fetched or parsed. */
export class ModelLoadError extends Error {
  constructor(
    readonly url: string,
    readonly reason: string,
    readonly kind: ModelFailureKind,
  ) {
    super(`Failed to load model "${url}": ${reason}`);
    this.name = 'ModelLoadError';
  }
}

/** The bounding size models are scaled to, so the fixed default camera frames every garment. */
export const NORMALIZED_MODEL_SIZE = 3;

const GLB_MAGIC = 0x46546c67; // 'glTF'

export function guessModelFormat(url: string, bytes?: ArrayBuffer): ModelFormat {
  if (bytes && bytes.byteLength >= 4 && new DataView(bytes).getUint32(0, true) === GLB_MAGIC) return 'glb';
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  if (path.endsWith('.fbx')) return 'fbx';
  if (path.endsWith('.gltf')) return 'gltf';
  if (bytes && bytes.byteLength >= 18) {
    const head = new TextDecoder().decode(new Uint8Array(bytes, 0, 18));
    if (head.startsWith('Kaydara FBX Binary') || head.startsWith('; FBX')) return 'fbx';
  }
  return 'glb';
}

function resourcePath(url: string): string {
  const clean = url.split(/[?#]/)[0]!;
  const slash = clean.lastIndexOf('/');
  return slash >= 0 ? clean.slice(0, slash + 1) : '';
}

/**
 * FBX stores UVs with v up from the bottom of the image; glTF (and the engine, decals
 * included) with v down from the top. Flipping once at load gives every model one
 * convention.
 */
function flipUvV(root: Object3D): void {
  root.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    for (const name of ['uv', 'uv1', 'uv2']) {
      const attribute = object.geometry.getAttribute(name);
      if (!(attribute instanceof BufferAttribute)) continue;
      for (let i = 0; i < attribute.count; i++) attribute.setY(i, 1 - attribute.getY(i));
      attribute.needsUpdate = true;
    }
  });
}

/**
 * Centres the model at the origin and scales it so its largest side is
 * {@link NORMALIZED_MODEL_SIZE}: the specification's camera is fixed at [0,1,6] looking at
 * the origin, and garments come in any unit (metres, centimetres).
 */
export function normalizeModel(root: Object3D): void {
  root.updateMatrixWorld(true);
  const box = new Box3().setFromObject(root);
  if (box.isEmpty()) return;
  const size = box.getSize(new Vector3());
  const centre = box.getCenter(new Vector3());
  const largest = Math.max(size.x, size.y, size.z);
  const scale = largest > 0 ? NORMALIZED_MODEL_SIZE / largest : 1;
  root.scale.multiplyScalar(scale);
  root.position.sub(centre.multiplyScalar(scale));
  root.updateMatrixWorld(true);
}

/**
 * The FBX loader's module, loaded on first use: most models are glTF, and the loader is
 * a large part of three's addons (a page showing only glTF never downloads it).
 */
const importFbxLoader = () => import('three/addons/loaders/FBXLoader.js');

/** Whether a model is (likely) FBX before its bytes are here: declared so, or named `.fbx`. */
const looksLikeFbx = (source: ModelSource): boolean =>
  source.format === 'fbx' || (!source.format && source.url.split(/[?#]/)[0]!.toLowerCase().endsWith('.fbx'));

/**
 * Fetches and parses a glTF/GLB or FBX model. Bytes come through the injected fetch;
 * resources referenced by the file (external .bin, images) resolve next to it. The FBX
 * loader is imported on demand (alongside the download when the source names FBX), and so
 * is the meshopt decoder when a glTF declares compressed geometry.
 */
export async function loadModel(
  fetch: FetchService,
  source: ModelSource,
  onProgress?: (progress: LoadProgress) => void,
  signal?: AbortSignal,
): Promise<Object3D> {
  // Start the FBX loader's download with the file's when the source tells; a rejection here
  // is reported by the await below.
  const fbxLoader = looksLikeFbx(source) ? importFbxLoader() : null;
  fbxLoader?.catch(() => {});
  let bytes: ArrayBuffer;
  try {
    bytes = await fetchBytes(fetch, source.url, onProgress, signal);
  } catch (error) {
    throw new ModelLoadError(
      source.url,
      error instanceof Error ? error.message : String(error),
      fetchFailureKind(error),
    );
  }
  const format = source.format ?? guessModelFormat(source.url, bytes);
  const manager = new LoadingManager();
  try {
    if (format === 'fbx') {
      const { FBXLoader } = await (fbxLoader ?? importFbxLoader());
      const root = new FBXLoader(manager).parse(bytes, resourcePath(source.url));
      flipUvV(root);
      return root;
    }
    const loader = new GLTFLoader(manager);
    // Decoders come with the files that need them (gltf-extensions.ts).
    if (usesMeshopt(gltfExtensionsUsed(bytes))) loader.setMeshoptDecoder(await loadMeshoptDecoder());
    const gltf = await loader.parseAsync(bytes, resourcePath(source.url));
    return gltf.scene;
  } catch (error) {
    throw new ModelLoadError(
      source.url,
      error instanceof Error ? error.message : String(error),
      'unreadable',
    );
  }
}
