import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DEMO_PASSWORD, DEMO_SIGN_INS, seed } from '../db/seed';
import { openBlobStorage } from '../storage/blob-storage';

// `pnpm seed`: migrates, then seeds the demo store once (running it again changes nothing).
const config = readConfig();
const { db, dialect, close } = openDatabase(config.database);
await migrateToLatest(db);
const storage = await openBlobStorage(config.blobs);
const started = Date.now();
const { seeded } = await seed(db, { storage, assetsDir: config.assetsDir });
console.log(
  seeded
    ? `seeded the demo store in ${((Date.now() - started) / 1000).toFixed(1)} s (${dialect}, images: ${storage.kind})`
    : `already seeded (${dialect}); nothing changed`,
);
console.log(`demo sign-ins (password ${DEMO_PASSWORD}):`);
for (const entry of DEMO_SIGN_INS) console.log(`  ${entry.email.padEnd(28)} ${entry.role}`);
await close();
