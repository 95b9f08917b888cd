import { constants, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fsyncPath } from './sqlite-files';

/**
 * Copies the file blob store (storage/blob-storage.ts `filesystemStorage`). Blobs are immutable
 * and written under a temporary name then renamed, so every file with its final name is whole;
 * the temporary ones (`*.tmp`) are skipped. A blob is written before the database row that
 * names it, so copying the folder after the database snapshot finds every blob the snapshot
 * references (later ones are copied too, and are harmless orphans).
 */

const isTemporary = (name: string) => name.endsWith('.tmp');

async function* filesUnder(dir: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile() && !isTemporary(entry.name)) yield path;
  }
}

export interface BlobCopy {
  /** Blobs (not counting their `.type` companions) found in the source. */
  blobs: number;
  /** Files written to the target (existing ones are kept as they are). */
  copied: number;
}

/**
 * Copies every blob of `from` into `to`, keeping files `to` already has (a key names one
 * immutable blob), and syncs what it wrote.
 */
export async function copyBlobs(from: string, to: string): Promise<BlobCopy> {
  let blobs = 0;
  let copied = 0;
  const folders = new Set<string>();
  await mkdir(to, { recursive: true });
  for await (const source of filesUnder(from)) {
    if (!source.endsWith('.type')) blobs += 1;
    const target = join(to, relative(from, source));
    const folder = join(target, '..');
    if (!folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      folders.add(folder);
    }
    try {
      await copyFile(source, target, constants.COPYFILE_EXCL);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      // Only a temporary file can vanish under us; a final one is never deleted by the server.
      if (code === 'ENOENT' && !existsSync(source)) continue;
      throw error;
    }
    fsyncPath(target);
    copied += 1;
  }
  for (const folder of folders) fsyncPath(folder);
  return { blobs, copied };
}

/** Whether the blob `key` (e.g. `original/abc.png`) is in the store folder `dir`. */
export const blobExists = (dir: string, key: string): boolean =>
  existsSync(join(dir, key)) && existsSync(join(dir, `${key}.type`));
