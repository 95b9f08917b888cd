import type { UserRoleInProducer } from '@atelier/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { isSet } from '../lib/json';

/** The user fields everyone may read (name, handle, images). */
export interface PublicUser {
  id: string;
  name: string;
  at_name: string;
  is_creator: boolean;
  profile_image: string | null;
  profile_banner: string | null;
  user_profile: { profile_image?: string; profile_banner?: string };
}

export interface Preferences {
  language: string;
  currency: string;
  theme: 'light' | 'dark';
  nav_bar_placement: 'top' | 'bottom';
  nav_bar_style: 'docking' | 'floating';
}

/** The signed-in user as they see themselves. */
export interface Me extends PublicUser {
  email: string;
  visibility: 'public' | 'private';
  userRoleInProducer: UserRoleInProducer[];
  preferences: Preferences;
}

interface UserRowLike {
  id: string;
  name: string;
  at_name: string;
  is_creator: number;
  profile_image: string | null;
  profile_banner: string | null;
}

export function toPublicUser(row: UserRowLike): PublicUser {
  return {
    id: row.id,
    name: row.name,
    at_name: row.at_name,
    is_creator: isSet(row.is_creator),
    profile_image: row.profile_image,
    profile_banner: row.profile_banner,
    user_profile: {
      ...(row.profile_image ? { profile_image: row.profile_image } : {}),
      ...(row.profile_banner ? { profile_banner: row.profile_banner } : {}),
    },
  };
}

export const PUBLIC_USER_COLUMNS = [
  'users.id',
  'users.name',
  'users.at_name',
  'users.is_creator',
  'users.profile_image',
  'users.profile_banner',
] as const;

/** 000 §3 userRoleInProducer: the producers the user has a role in. */
export async function producerRolesOf(db: Kysely<Database>, userId: string): Promise<UserRoleInProducer[]> {
  const rows = await db
    .selectFrom('producer_members')
    .innerJoin('producers', 'producers.id', 'producer_members.producer_id')
    .select([
      'producer_members.role',
      'producers.id',
      'producers.name',
      'producers.at_name',
      'producers.profile_image',
    ])
    .where('producer_members.user_id', '=', userId)
    .orderBy('producers.at_name')
    .execute();
  return rows.map((row) => ({
    role: row.role,
    producer: {
      id: row.id,
      name: row.name,
      at_name: row.at_name,
      ...(row.profile_image ? { profile_image: row.profile_image } : {}),
    },
  }));
}

export async function loadMe(db: Kysely<Database>, userId: string): Promise<Me | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) return null;
  return {
    ...toPublicUser(row),
    email: row.email,
    visibility: row.visibility === 'private' ? 'private' : 'public',
    userRoleInProducer: await producerRolesOf(db, userId),
    preferences: {
      language: row.language,
      currency: row.currency,
      theme: row.theme === 'dark' ? 'dark' : 'light',
      nav_bar_placement: row.nav_placement === 'bottom' ? 'bottom' : 'top',
      nav_bar_style: row.nav_style === 'floating' ? 'floating' : 'docking',
    },
  };
}

export async function findUserByAtName(db: Kysely<Database>, atName: string) {
  return db
    .selectFrom('users')
    .select([...PUBLIC_USER_COLUMNS, 'users.visibility'])
    .where('at_name_key', '=', atName.toLowerCase())
    .executeTakeFirst();
}

/**
 * How many creations a profile shows as its creator's (published, public, not deleted), as a
 * query so its plan can be checked: it must read `creations_user_listed_idx` alone, never the
 * shop's index, which would make it read the rows of the whole shop (docs/performance.md, Load).
 */
export function listedCreationCount(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('creations')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('is_draft', '=', 0)
    .where('is_deleted', '=', 0)
    .where('visibility', '=', 'public');
}
