import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig, repoRoot } from '../config';
import { DurabilityRefusal, defaultBackupName, takeBackup } from '../durability/backup';

// `pnpm backup [dir]`: a consistent backup of the SQLite database and the image files while the
// server runs (default dir: data/backups/atelier-<time>). PostgreSQL: prints the pg_dump to run.
const usage = 'usage: pnpm backup [dir]   (a new or empty folder; default data/backups/atelier-<time>)';
let dir: string;
try {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true, options: {} });
  if (positionals.length > 1) throw new Error('name at most one folder');
  // pnpm runs this in apps/api; a relative folder is the one the operator typed it from.
  const base = process.env.INIT_CWD ?? process.cwd();
  const [named] = positionals;
  dir = named
    ? isAbsolute(named)
      ? named
      : resolve(base, named)
    : join(repoRoot, 'data', 'backups', defaultBackupName(new Date()));
} catch (error) {
  console.error(`backup: ${(error as Error).message}`);
  console.error(usage);
  process.exit(2);
}

try {
  const config = readConfig();
  const { manifest, notes } = await takeBackup(config, dir);
  const images =
    manifest.blobs.kind === 'filesystem' ? `${manifest.blobs.count} images` : 'images not copied (S3)';
  console.log(`backup: ${dir}`);
  console.log(`  database: ${manifest.database.source} as of ${manifest.takenAt} (integrity ok)`);
  console.log(`  ${images}`);
  for (const note of notes) console.log(`  ${note}`);
} catch (error) {
  if (!(error instanceof DurabilityRefusal)) throw error;
  console.error(`backup: ${error.message}`);
  process.exit(error.exitCode);
}
