import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { DurabilityRefusal, restoreBackup } from '../durability/backup';

// `pnpm restore <dir>`: puts a backup made by `pnpm backup` back in place of the configured
// SQLite database and image folder. Refused while a server holds the database.
const usage = 'usage: pnpm restore <dir>   (a folder made by pnpm backup; stop the server first)';
let dir: string;
try {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true, options: {} });
  if (positionals.length !== 1) throw new Error('name the backup folder');
  const named = positionals[0] as string;
  dir = isAbsolute(named) ? named : resolve(process.env.INIT_CWD ?? process.cwd(), named);
} catch (error) {
  console.error(`restore: ${(error as Error).message}`);
  console.error(usage);
  process.exit(2);
}

try {
  const config = readConfig();
  const { manifest, keptAside, blobs, notes } = await restoreBackup(config, dir);
  if (config.database.kind !== 'sqlite') throw new Error('unreachable: restoreBackup refuses PostgreSQL');
  console.log(`restore: ${config.database.file} is now the backup taken at ${manifest.takenAt}`);
  if (keptAside) console.log(`  the database it replaced is kept as ${keptAside}`);
  if (blobs) console.log(`  images: ${blobs.blobs} in the backup, ${blobs.copied} files added`);
  for (const note of notes) console.log(`  ${note}`);
} catch (error) {
  if (!(error instanceof DurabilityRefusal)) throw error;
  console.error(`restore: ${error.message}`);
  process.exit(error.exitCode);
}
