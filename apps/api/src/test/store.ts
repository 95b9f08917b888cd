import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password';
import {
  addProducerMember,
  insertAsset,
  insertCategory,
  insertCreation,
  insertPrebuild,
  insertProducer,
  insertUser,
} from '../db/builders';
import type { Database } from '../db/types';
import { cookieFrom, TEST_PASSWORD_HASH_COST, type TestClient } from './harness';

export const PASSWORD = 'atelier-test-password';
let passwordHash: Promise<string> | null = null;

/** A unique suffix, so several stores can live in one database. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface TestStore {
  tag: string;
  producerId: string;
  producerAtName: string;
  prebuildId: string;
  draftPrebuildId: string;
  modelId: string;
  materialIds: string[];
  categories: Record<'men' | 'women' | 'unisex' | 'accessories' | 'hoodies', string>;
  creator: { id: string; at_name: string; email: string };
  other: { id: string; at_name: string; email: string };
  producerMember: { id: string; at_name: string; email: string };
  /** Published creations of the creator (oldest first). */
  published: string[];
  draftId: string;
  privateId: string;
}

/**
 * A small store: a producer with a member, a model, two materials, a published and a
 * draft prebuild, categories, a creator with creations, and another user.
 */
export async function buildStore(
  db: Kysely<Database>,
  options: { creations?: number } = {},
): Promise<TestStore> {
  const tag = unique();
  passwordHash ??= hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST);
  const hash = await passwordHash;
  const user = async (name: string, creator = false) => {
    const at_name = `${name}_${tag}`;
    const email = `${name}.${tag}@example.test`;
    const id = await insertUser(db, {
      email,
      name: `${name} ${tag}`,
      at_name,
      passwordHash: hash,
      is_creator: creator,
    });
    return { id, at_name, email };
  };
  const producerAtName = `maker_${tag}`;
  const producerId = await insertProducer(db, { name: `Maker ${tag}`, at_name: producerAtName });
  const producerMember = await user('member');
  await addProducerMember(db, producerId, producerMember.id);
  const categories = {
    men: await insertCategory(db, { name: 'Men', value: `men_${tag}`, is_main: true, position: 1 }),
    women: await insertCategory(db, { name: 'Women', value: `women_${tag}`, is_main: true, position: 2 }),
    unisex: await insertCategory(db, { name: 'Unisex', value: `unisex_${tag}`, is_main: true, position: 3 }),
    accessories: await insertCategory(db, {
      name: 'Accessories',
      value: `accessories_${tag}`,
      is_main: true,
      position: 4,
    }),
    hoodies: await insertCategory(db, { name: 'Hoodies', value: `hoodies_${tag}`, position: 5 }),
  };
  const materialIds = [
    await insertAsset(db, {
      type: 'MATERIAL',
      producerId,
      name: 'Brushed cotton',
      createdAt: '2024-01-01T00:00:00.000Z',
    }),
    await insertAsset(db, {
      type: 'MATERIAL',
      producerId,
      name: 'Raw denim',
      createdAt: '2024-02-01T00:00:00.000Z',
    }),
  ];
  const modelId = await insertAsset(db, { type: 'MODEL', producerId, name: 'Hoodie', materialIds });
  const prebuildId = await insertPrebuild(db, {
    producerId,
    name: 'Classic hoodie',
    category: ['hoodies'],
    modelIds: [modelId],
    materialIds,
    cost_config: [
      { quantity: 1, cost: 40_000 },
      { quantity: 20, cost: 30_000 },
    ],
    waterflow_config: { media_placement: [{ id: 1, type: 'image/link', url: 'hoodie.png', fit: 'cover' }] },
  });
  // A draft that passes the save checks (001 §5), so its members can save it as it is.
  const draftPrebuildId = await insertPrebuild(db, {
    producerId,
    name: 'Secret jacket',
    is_draft: true,
    category: ['jackets'],
    waterflow_config: { media_placement: [{ id: 2, type: 'image/link', url: 'jacket.png', fit: 'cover' }] },
  });
  const creator = await user('creator', true);
  const other = await user('other');
  const published: string[] = [];
  const count = options.creations ?? 5;
  for (let i = 0; i < count; i += 1) {
    published.push(
      await insertCreation(db, {
        userId: creator.id,
        prebuildId,
        producerId,
        name: `Creation ${i} ${tag}`,
        description: i === 0 ? `Stitched in ${tag} blue` : '',
        totalPrice: 50_000 + i * 100,
        purchaseType: 'instant-purchase',
        mediaUrls: [`m${i}.png`],
        categoryIds: i % 2 === 0 ? [categories.men, categories.hoodies] : [categories.women],
        createdAt: new Date(Date.UTC(2024, 0, 1 + i)),
      }),
    );
  }
  const draftId = await insertCreation(db, {
    userId: creator.id,
    prebuildId,
    producerId,
    name: `Draft ${tag}`,
    totalPrice: 60_000,
    is_draft: true,
    createdAt: new Date(Date.UTC(2024, 1, 1)),
  });
  const privateId = await insertCreation(db, {
    userId: creator.id,
    prebuildId,
    producerId,
    name: `Private ${tag}`,
    totalPrice: 60_000,
    visibility: 'private',
    mediaUrls: ['p.png'],
    createdAt: new Date(Date.UTC(2024, 1, 2)),
  });
  return {
    tag,
    producerId,
    producerAtName,
    prebuildId,
    draftPrebuildId,
    modelId,
    materialIds,
    categories,
    creator,
    other,
    producerMember,
    published,
    draftId,
    privateId,
  };
}

/** Signs in a store user and answers the Cookie header. */
export async function signIn(client: TestClient, email: string): Promise<string> {
  const answer = await client.post('/api/auth/sign-in', { email, password: PASSWORD });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.text}`);
  return cookieFrom(answer.headers);
}

/** A first save of a creation on the store's prebuild that passes every save check (001 §5). */
export const completeCreationBody = (store: TestStore, changes: Record<string, unknown> = {}) => ({
  prebuild_id: store.prebuildId,
  name: `Night shift ${store.tag}`,
  creation_category: { connect: [{ id: store.categories.unisex }] },
  waterflow_config: { media_placement: [{ id: 1, type: 'image/upload', url: 'night.png' }] },
  ...changes,
});

/** A first save of a prebuild of the store's producer that passes every save check (001 §5). */
export const completePrebuildBody = (store: TestStore, changes: Record<string, unknown> = {}) => ({
  producer_id: store.producerId,
  name: `Field jacket ${store.tag}`,
  category: ['jackets'],
  waterflow_config: { media_placement: [{ id: 1, type: 'image/link', url: 'field.png' }] },
  sizing: { options: [{ name: 'M', cost_weight: 1 }] },
  extra_option: { allowPurchaseType: ['sample'] },
  cost_config: [{ quantity: 1, cost: 20_000 }],
  ...changes,
});
