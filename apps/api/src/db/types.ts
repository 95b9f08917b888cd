import type { Generated } from 'kysely';

/** Key-value facts about this installation (schema of the seed, when it ran). */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

export interface Database {
  app_meta: AppMetaTable;
}
