import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { BlobTarget } from '../config';

export interface StoredBlob {
  data: Buffer;
  contentType: string;
}

/**
 * Where image bytes live. Keys are relative paths such as `original/abc.png` or
 * `variants/abc.png/500.webp`; blobs are immutable once written.
 */
export interface BlobStorage {
  readonly kind: 'filesystem' | 's3' | 'memory';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The blob, or null when no blob has that key. */
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._/-]*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    throw new Error(`Unsafe blob key '${key}'`);
  }
}

/** Files under one folder; the content type is kept in a `.type` file beside each blob. */
export function filesystemStorage(dir: string): BlobStorage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const path = resolve(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error(`Unsafe blob key '${key}'`);
    return path;
  };
  return {
    kind: 'filesystem',
    async put(key, data, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temp, data);
      await writeFile(`${path}.type`, contentType);
      await rename(temp, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [data, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
        return { data, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.type`, { force: true });
    },
  };
}

/** Blobs in memory: for tests only (nothing that matters may live in process memory). */
export function memoryStorage(): BlobStorage {
  const blobs = new Map<string, StoredBlob>();
  return {
    kind: 'memory',
    async put(key, data, contentType) {
      assertSafeKey(key);
      blobs.set(key, { data: Buffer.from(data), contentType });
    },
    async get(key) {
      assertSafeKey(key);
      return blobs.get(key) ?? null;
    },
    async delete(key) {
      assertSafeKey(key);
      blobs.delete(key);
    },
  };
}

/** Opens the configured storage; the S3 client is loaded only when S3 is configured. */
export async function openBlobStorage(target: BlobTarget): Promise<BlobStorage> {
  if (target.kind === 'filesystem') return filesystemStorage(target.dir);
  const { s3Storage } = await import('./s3-storage');
  return s3Storage(target);
}
