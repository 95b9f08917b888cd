import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { BlobStorage } from '../storage/blob-storage';
import type { SeedImage } from './images';

export const DAY = 86_400_000;

/**
 * What every part of the demo seed shares. `random` and `id` draw from one seeded
 * sequence, so the parts must be planned and written in a fixed order (db/seed.ts) for
 * the store to come out the same on every run.
 */
export interface SeedContext {
  now: Date;
  /** `now` as stored in updated_at and created_at columns. */
  stamp: string;
  random: () => number;
  id: (prefix: string) => string;
  storage: BlobStorage;
  /** Every image put in storage; each gets a row in the images table. */
  images: SeedImage[];
  /** Reads a file of the asset catalogue (assets/). */
  readAsset: (path: string) => Promise<Buffer>;
}

/** The transaction the seed writes in. */
export type SeedWriter = Kysely<Database>;
