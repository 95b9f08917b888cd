import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { BlobTarget, DatabaseTarget } from '../config';
import { type BlobCopy, copyBlobs } from './blob-files';
import {
  fsyncPath,
  integrityCheck,
  snapshotSqlite,
  sqliteHeldByAnotherProcess,
  tableCounts,
} from './sqlite-files';

/**
 * `pnpm backup` and `pnpm restore` (docs/deploy.md "Backups"): a backup folder holds the SQLite
 * database as of one commit, the file blob store copied after it, and `manifest.json`, written
 * last, so a folder without one is an interrupted backup. PostgreSQL is backed up with pg_dump.
 */

export const MANIFEST = 'manifest.json';
const FORMAT = 'atelier-backup/1';
const DATABASE_FILE = 'atelier.sqlite';
const BLOB_FOLDER = 'blobs';

export interface Manifest {
  format: typeof FORMAT;
  /** When the database snapshot was taken: every write acknowledged before it is in the backup. */
  takenAt: string;
  finishedAt: string;
  database: {
    kind: 'sqlite';
    file: string;
    sha256: string;
    bytes: number;
    source: string;
    tables: Record<string, number>;
  };
  blobs:
    | { kind: 'filesystem'; folder: string; count: number; source: string }
    | { kind: 's3'; bucket: string; prefix: string; copied: false };
}

/** A refusal the commands print as it is (no stack): the operator has something to do. */
export class DurabilityRefusal extends Error {
  constructor(
    message: string,
    /** The command's exit code: 1 refused, 2 this tool does not do it (PostgreSQL). */
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

/** A URL fit to print: the password replaced. */
const shownUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
};

/** What to do instead when the database is PostgreSQL (printed by both commands). */
export function postgresAdvice(url: string, dir = '<dir>'): string {
  return [
    `DATABASE_URL is PostgreSQL (${shownUrl(url)}): back it up with PostgreSQL's own tools, which take`,
    'a consistent snapshot while the servers keep running:',
    `  pg_dump --format=custom --file=${dir}/atelier.dump "$DATABASE_URL"`,
    'and restore into an empty database (with every server stopped) with:',
    `  pg_restore --no-owner --dbname="$DATABASE_URL" ${dir}/atelier.dump`,
    'See docs/deploy.md "Backups". Nothing was written.',
  ].join('\n');
}

/** What happens to images kept in S3 (printed by both commands). */
export const s3Advice = (
  blobs: Extract<BlobTarget, { kind: 's3' }>,
  dir: string,
  restoring = false,
): string => {
  const bucket = `s3://${blobs.bucket}/${blobs.prefix}`;
  return restoring
    ? `Images are in ${bucket} and were not touched: the bucket keeps its own (turn on versioning; docs/deploy.md).`
    : `Images are in ${bucket} and were not copied: keep them with the bucket's versioning or replication, or copy them with\n  aws s3 sync ${bucket} ${dir}/s3-images`;
};

/** A folder name for now: `atelier-2026-11-29T10-15-00Z`. */
export const defaultBackupName = (now: Date): string =>
  `atelier-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}`;

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function writeManifest(dir: string, manifest: Manifest): void {
  const path = join(dir, MANIFEST);
  writeFileSync(`${path}.partial`, `${JSON.stringify(manifest, null, 2)}\n`);
  fsyncPath(`${path}.partial`);
  renameSync(`${path}.partial`, path);
  fsyncPath(dir);
}

export interface BackupResult {
  dir: string;
  manifest: Manifest;
  notes: string[];
}

/** Takes a backup of a running (or stopped) installation into `dir`, which must be new or empty. */
export async function takeBackup(
  target: { database: DatabaseTarget; blobs: BlobTarget },
  dir: string,
  clock: { now(): Date } = { now: () => new Date() },
): Promise<BackupResult> {
  const { database, blobs } = target;
  if (database.kind === 'postgres') throw new DurabilityRefusal(postgresAdvice(database.url, dir), 2);
  if (database.file === ':memory:')
    throw new DurabilityRefusal('An in-memory database has nothing to back up.');
  if (!existsSync(database.file)) throw new DurabilityRefusal(`There is no database at ${database.file}.`);
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new DurabilityRefusal(
      `${dir} is not empty: name a new folder, so no earlier backup is overwritten.`,
    );
  mkdirSync(dir, { recursive: true });

  const takenAt = clock.now().toISOString();
  const file = join(dir, DATABASE_FILE);
  snapshotSqlite(database.file, file);
  const integrity = integrityCheck(file);
  if (integrity !== 'ok')
    throw new DurabilityRefusal(`The copy of the database failed its integrity check:\n${integrity}`);

  const notes: string[] = [];
  let blobPart: Manifest['blobs'];
  if (blobs.kind === 'filesystem') {
    // After the snapshot: every blob the copied database names was written before it.
    const copy: BlobCopy = await copyBlobs(blobs.dir, join(dir, BLOB_FOLDER));
    blobPart = { kind: 'filesystem', folder: BLOB_FOLDER, count: copy.blobs, source: blobs.dir };
  } else {
    blobPart = { kind: 's3', bucket: blobs.bucket, prefix: blobs.prefix, copied: false };
    notes.push(s3Advice(blobs, dir));
  }
  const manifest: Manifest = {
    format: FORMAT,
    takenAt,
    finishedAt: clock.now().toISOString(),
    database: {
      kind: 'sqlite',
      file: DATABASE_FILE,
      sha256: await sha256Of(file),
      bytes: statSync(file).size,
      source: database.file,
      tables: tableCounts(file),
    },
    blobs: blobPart,
  };
  writeManifest(dir, manifest);
  return { dir, manifest, notes };
}

/** Reads and checks a backup folder: complete, untouched, and whole by SQLite's own check. */
export async function readBackup(dir: string): Promise<Manifest> {
  const path = join(dir, MANIFEST);
  if (!existsSync(path))
    throw new DurabilityRefusal(
      `${dir} holds no ${MANIFEST}: it is not a backup, or the backup was interrupted before it finished.`,
    );
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    throw new DurabilityRefusal(`${path} is not readable JSON.`);
  }
  if (manifest.format !== FORMAT)
    throw new DurabilityRefusal(`${path} is not an Atelier backup of format ${FORMAT}.`);
  const file = join(dir, basename(manifest.database.file));
  if (!existsSync(file)) throw new DurabilityRefusal(`The backup's database ${file} is missing.`);
  if ((await sha256Of(file)) !== manifest.database.sha256)
    throw new DurabilityRefusal(
      `The backup's database ${file} changed since the backup (its SHA-256 differs).`,
    );
  const integrity = integrityCheck(file);
  if (integrity !== 'ok')
    throw new DurabilityRefusal(`The backup's database failed its integrity check:\n${integrity}`);
  return manifest;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the database that was replaced was kept (null when there was none). */
  keptAside: string | null;
  blobs: BlobCopy | null;
  notes: string[];
}

/**
 * Puts a backup in place of the configured database, with no server running on it (refused
 * otherwise). The database it replaces is not deleted: it is moved aside with its WAL, as
 * `<file>.before-restore-<time>`. Blobs are added to the store (a key names one immutable
 * blob, so blobs already there are kept).
 */
export async function restoreBackup(
  target: { database: DatabaseTarget; blobs: BlobTarget },
  dir: string,
  clock: { now(): Date } = { now: () => new Date() },
): Promise<RestoreResult> {
  const { database, blobs } = target;
  if (database.kind === 'postgres') throw new DurabilityRefusal(postgresAdvice(database.url, dir), 2);
  if (database.file === ':memory:') throw new DurabilityRefusal('Cannot restore into an in-memory database.');
  const manifest = await readBackup(dir);
  if (sqliteHeldByAnotherProcess(database.file))
    throw new DurabilityRefusal(
      `The database ${database.file} is open in a running Atelier server (or another program): ` +
        'stop every server using it, then run the restore again. Nothing was changed.',
    );

  let keptAside: string | null = null;
  mkdirSync(dirname(database.file), { recursive: true });
  if (existsSync(database.file)) {
    keptAside = `${database.file}.before-restore-${defaultBackupName(clock.now()).replace(/^atelier-/, '')}`;
    // The WAL and its index go with their database: left behind, SQLite would replay the old
    // database's last transactions into the restored one.
    for (const suffix of ['', '-wal', '-shm'])
      if (existsSync(`${database.file}${suffix}`))
        renameSync(`${database.file}${suffix}`, `${keptAside}${suffix}`);
  }
  const incoming = `${database.file}.restoring`;
  await copyFile(join(dir, basename(manifest.database.file)), incoming);
  fsyncPath(incoming);
  renameSync(incoming, database.file);
  fsyncPath(dirname(database.file));

  const notes: string[] = [];
  let copied: BlobCopy | null = null;
  const saved = manifest.blobs;
  if (saved.kind === 'filesystem') {
    if (blobs.kind === 'filesystem') copied = await copyBlobs(join(dir, saved.folder), blobs.dir);
    else
      notes.push(
        `The backup's images are files (${join(dir, saved.folder)}) but S3_BUCKET is set: they were not ` +
          'uploaded. Restore with the file store (no S3_BUCKET), or move them yourself.',
      );
  } else if (blobs.kind === 's3') {
    notes.push(s3Advice(blobs, dir, true));
  } else {
    notes.push(
      `The backup was taken with images in s3://${saved.bucket}/${saved.prefix}: none were copied into ${blobs.dir}.`,
    );
  }
  return { manifest, keptAside, blobs: copied, notes };
}
