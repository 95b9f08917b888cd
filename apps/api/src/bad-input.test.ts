import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import type { Database } from './db/types';
import { SignInBodySchema, SignUpBodySchema, RoleBodySchema } from './resources/auth';
import {
  EmailChangeBodySchema,
  EmailConfirmBodySchema,
  PasswordResetBodySchema,
  PasswordResetConfirmBodySchema,
} from './resources/account';
import { CartDeleteSchema, CartPostSchema } from './resources/cart';
import { CategoriesQuerySchema } from './resources/catalogue-meta';
import {
  CreateCreationSchema,
  CreationPatchSchema,
  ListQuerySchema,
  VersionBodySchema,
} from './creations/schemas';
import { ImageQuerySchema, UploadBodySchema } from './resources/images';
import { PreferencesPatchSchema, ProfilePatchSchema } from './resources/me';
import { NotificationListQuerySchema } from './resources/notifications';
import { CreatePrebuildSchema, ModelsQuerySchema, PrebuildPatchSchema } from './prebuilds/schemas';
import { MaterialQuerySchema, ProducerPatchSchema } from './resources/producers';
import { CreatorCreationsQuery, FavouritesQuerySchema, UserListQuerySchema } from './resources/users';
import { describeOnDatabases } from './test/harness';
import { buildStore, signIn, type TestStore } from './test/store';

/**
 * Property-based bad input: for every route, any body or query its schema rejects is
 * answered with a 4xx JSON error (never a 500), and nothing is written.
 */

const TABLES = [
  'users',
  'sessions',
  'rate_limits',
  'producers',
  'producer_members',
  'follows',
  'categories',
  'assets',
  'prebuilds',
  'creations',
  'creation_media',
  'creation_categories',
  'creation_prebuilds',
  'favourites',
  'cart_items',
  'orders',
  'order_items',
  'notifications',
  'images',
  'home_items',
  'case_settings',
] as const;

/** Row counts and the latest change of every table: equal fingerprints mean nothing was written. */
async function fingerprint(db: Kysely<Database>): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    parts.push(`${table}:${Number(row?.n ?? 0)}`);
  }
  for (const table of ['users', 'creations', 'prebuilds', 'producers', 'cart_items'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max('updated_at').as('latest'))
      .executeTakeFirst();
    parts.push(`${table}@${String(row?.latest ?? '')}`);
  }
  const read = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.count('read_at').as('n'))
    .executeTakeFirst();
  parts.push(`read:${Number(read?.n ?? 0)}`);
  return parts.join(',');
}

/** Values of every JSON kind, nested a little. */
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      '',
      ' ',
      'M',
      'sample',
      'instant-purchase',
      '2024-01-01T00:00:00.000Z',
      'public',
      '../etc',
      '<script>',
    ),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 10 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Objects with the route's own keys (so validation goes deep), with wrong or missing values. */
const bodyFor = (keys: string[]) =>
  fc.oneof(
    jsonValue,
    fc.dictionary(fc.constantFrom(...keys, 'extra'), jsonValue, { maxKeys: keys.length + 1 }),
    fc.record(Object.fromEntries(keys.map((key) => [key, jsonValue])), { requiredKeys: [] }),
  );

/** Query strings with the route's own parameter names, repeated or not. */
const queryFor = (keys: string[]) =>
  fc.array(
    fc.tuple(
      fc.constantFrom(...keys, 'x'),
      fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('-1', '0', '999999', 'true', 'latest', '')),
    ),
    {
      minLength: 1,
      maxLength: 5,
    },
  );

/** The query as the validator sees it: one value as a string, repeated ones as a list. */
function queryObject(pairs: [string, string][]): Record<string, string | string[]> {
  const result: Record<string, string[]> = {};
  for (const [key, value] of pairs) (result[key] ??= []).push(value);
  return Object.fromEntries(
    Object.entries(result).map(([key, values]) => [key, values.length === 1 ? values[0]! : values]),
  );
}

const keysOf = (schema: ZodType): string[] => {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : ['id', 'data', 'creation_id', 'quantity', 'price', 'type'];
};

interface BodyRoute {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (store: TestStore) => string;
  schema: ZodType;
}

interface QueryRoute {
  path: (store: TestStore) => string;
  schema: ZodType;
}

const bodyRoutes: BodyRoute[] = [
  { method: 'POST', path: () => '/api/auth/sign-up', schema: SignUpBodySchema },
  { method: 'POST', path: () => '/api/auth/sign-in', schema: SignInBodySchema },
  { method: 'PUT', path: () => '/api/auth/session/role', schema: RoleBodySchema },
  { method: 'POST', path: () => '/api/auth/password-reset', schema: PasswordResetBodySchema },
  { method: 'POST', path: () => '/api/auth/password-reset/confirm', schema: PasswordResetConfirmBodySchema },
  { method: 'POST', path: () => '/api/auth/email/confirm', schema: EmailConfirmBodySchema },
  { method: 'POST', path: () => '/api/me/email', schema: EmailChangeBodySchema },
  { method: 'PATCH', path: () => '/api/me/profile', schema: ProfilePatchSchema },
  { method: 'PATCH', path: () => '/api/me/preferences', schema: PreferencesPatchSchema },
  { method: 'POST', path: () => '/api/actions/user/cart', schema: CartPostSchema },
  { method: 'DELETE', path: () => '/api/actions/user/cart', schema: CartDeleteSchema },
  { method: 'POST', path: () => '/api/creations', schema: CreateCreationSchema },
  { method: 'PATCH', path: (store) => `/api/creations/${store.published[0]}`, schema: CreationPatchSchema },
  { method: 'POST', path: (store) => `/api/creations/${store.draftId}/publish`, schema: VersionBodySchema },
  { method: 'POST', path: () => '/api/prebuilds', schema: CreatePrebuildSchema },
  { method: 'PATCH', path: (store) => `/api/prebuilds/${store.prebuildId}`, schema: PrebuildPatchSchema },
  { method: 'PATCH', path: (store) => `/api/producers/${store.producerAtName}`, schema: ProducerPatchSchema },
  { method: 'POST', path: () => '/api/img/original/photo.png', schema: UploadBodySchema },
];

const queryRoutes: QueryRoute[] = [
  { path: () => '/api/creations', schema: ListQuerySchema },
  { path: () => '/api/actions/user', schema: UserListQuerySchema },
  { path: (store) => `/api/users/${store.creator.at_name}/creations`, schema: CreatorCreationsQuery },
  { path: (store) => `/api/users/${store.creator.at_name}/favorites`, schema: FavouritesQuerySchema },
  { path: (store) => `/api/producers/${store.producerAtName}/materials`, schema: MaterialQuerySchema },
  { path: () => '/api/assets/models', schema: ModelsQuerySchema },
  { path: () => '/api/categories', schema: CategoriesQuerySchema },
  { path: () => '/api/notifications', schema: NotificationListQuerySchema },
  { path: () => '/api/img/original/nothing.png', schema: ImageQuerySchema },
];

describeOnDatabases('bad input', (suite, target) => {
  const numRuns = target.name === 'sqlite' ? 30 : 12;
  let store: TestStore;
  let cookie: string;

  beforeAll(async () => {
    store = await buildStore(suite().database.db);
    // The producer's member: every route validates before it decides anything for them.
    cookie = await signIn(suite().client, store.producerMember.email);
  });

  it.each(
    bodyRoutes.map(
      (route) =>
        [
          `${route.method} ${route.path({ published: [':id'], draftId: ':id', prebuildId: ':id', producerAtName: ':at_name' } as unknown as TestStore)}`,
          route,
        ] as const,
    ),
  )(
    'answers 4xx JSON to bad bodies of %s and writes nothing',
    async (_name, route) => {
      const { client, database } = suite();
      const before = await fingerprint(database.db);
      await fc.assert(
        fc.asyncProperty(bodyFor(keysOf(route.schema)), async (body) => {
          fc.pre(!route.schema.safeParse(body).success);
          const answer = await client.call(route.method, route.path(store), { body, cookie });
          expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
          expect(answer.status, answer.text).toBeLessThan(500);
          expect(answer.body?.error?.code, answer.text).toEqual(expect.any(String));
        }),
        { numRuns, seed: 20_261_121 },
      );
      // Not even JSON.
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 40 }), async (raw) => {
          fc.pre(
            (() => {
              try {
                JSON.parse(raw);
                return false;
              } catch {
                return true;
              }
            })(),
          );
          const answer = await client.call(route.method, route.path(store), {
            raw,
            cookie,
            headers: { 'content-type': 'application/json' },
          });
          expect(answer.status, answer.text).toBe(400);
        }),
        { numRuns: Math.ceil(numRuns / 3), seed: 7 },
      );
      expect(await fingerprint(database.db)).toBe(before);
    },
    60_000,
  );

  /** First saves and changes that are well-formed but may break a rule (001 §5, the sale rules). */
  const DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';
  const plates = fc.constantFrom(
    [],
    [{ id: 1, type: 'capture' }],
    [{ id: 1, type: 'image/upload', url: DATA_URL }],
    [{ id: 1, type: 'image/upload', url: 'ok.png' }],
  );
  const creationDocument = (currentStore: TestStore) =>
    fc.record(
      {
        name: fc.constantFrom('', '  ', 'Name your creation', 'A fine name'),
        creation_category: fc.constantFrom(
          { connect: [] },
          { connect: [{ id: 'no-such-category' }] },
          { connect: [{ id: currentStore.categories.men }] },
        ),
        waterflow_config: plates.map((media_placement) => ({ media_placement })),
        sizing: fc.subarray(['XS', 'S', 'M', 'L', 'XL', '2XL']).map((blacklist) => ({ blacklist })),
        totalPrice: fc.integer({ min: 0, max: 80_000 }),
        minimum_order: fc.integer({ min: 1, max: 40 }),
        maximum_order: fc.integer({ min: 1, max: 40 }),
        purchaseType: fc.constantFrom(null, 'sample', 'retail-preorder', 'instant-purchase'),
        combination_config: fc.constantFrom(
          { version: 'v2' },
          { decals: { placed: [{ text: 'L', value: 'l', material_config: { map: DATA_URL } }] } },
        ),
      },
      { requiredKeys: [] },
    );
  const prebuildDocument = fc.record(
    {
      name: fc.constantFrom('', 'New prebuild', 'Field jacket'),
      category: fc.constantFrom([], ['jackets']),
      waterflow_config: plates.map((media_placement) => ({ media_placement })),
      sizing: fc.record({
        options: fc.constantFrom([], [{ name: 'M', cost_weight: 1 }]),
        chart_url: fc.constantFrom('chart.png', DATA_URL),
      }),
      extra_option: fc.constantFrom({ allowPurchaseType: [] }, { allowPurchaseType: ['sample'] }),
      minimum_order: fc.integer({ min: 1, max: 40 }),
      maximum_order: fc.integer({ min: 1, max: 40 }),
    },
    { requiredKeys: [] },
  );

  it('answers well-formed saves that break a rule with 4xx and writes nothing for them', async () => {
    const { client, database } = suite();
    const creatorCookie = await signIn(client, store.creator.email);
    const existing = await client.get(`/api/creations/${store.published[0]}`, { cookie: creatorCookie });
    const sends: [
      string,
      fc.Arbitrary<Record<string, unknown>>,
      (body: Record<string, unknown>) => Promise<number>,
    ][] = [
      [
        'POST /api/creations',
        creationDocument(store),
        async (body) =>
          (
            await client.post(
              '/api/creations',
              { prebuild_id: store.prebuildId, ...body },
              { cookie: creatorCookie },
            )
          ).status,
      ],
      [
        'PATCH /api/creations/:id',
        creationDocument(store),
        async (body) => {
          const current = await client.get(`/api/creations/${store.published[0]}`, { cookie: creatorCookie });
          const answer = await client.patch(
            `/api/creations/${store.published[0]}`,
            { updatedAt: current.body.creation.updatedAt, ...body },
            { cookie: creatorCookie },
          );
          // Put back what a successful change wrote, so the next run starts from a savable creation.
          if (answer.status === 200) {
            const { name, creation_category, waterflow_config, sizing, totalPrice, purchaseType } =
              existing.body.creation;
            const restored = await client.patch(
              `/api/creations/${store.published[0]}`,
              {
                updatedAt: answer.body.creation.updatedAt,
                name,
                creation_category: {
                  connect: creation_category.map(({ id }: { id: string }) => ({ id })),
                  disconnect: answer.body.creation.creation_category.map(({ id }: { id: string }) => ({
                    id,
                  })),
                },
                waterflow_config,
                sizing,
                totalPrice,
                purchaseType,
                minimum_order: 5,
                maximum_order: null,
              },
              { cookie: creatorCookie },
            );
            expect(restored.status, restored.text).toBe(200);
          }
          return answer.status;
        },
      ],
      [
        'POST /api/prebuilds',
        prebuildDocument,
        async (body) =>
          (await client.post('/api/prebuilds', { producer_id: store.producerId, ...body }, { cookie }))
            .status,
      ],
    ];
    for (const [name, documents, send] of sends) {
      await fc.assert(
        fc.asyncProperty(documents, async (body) => {
          const before = await fingerprint(database.db);
          const status = await send(body);
          expect(status, `${name} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (status >= 400) expect(await fingerprint(database.db), name).toBe(before);
        }),
        { numRuns, seed: 20_261_122 },
      );
    }
  }, 120_000);

  it.each(
    queryRoutes.map(
      (route) =>
        [
          route.path({
            creator: { at_name: ':at_name' },
            producerAtName: ':at_name',
          } as unknown as TestStore),
          route,
        ] as const,
    ),
  )(
    'answers 4xx JSON to bad queries of GET %s and writes nothing',
    async (_name, route) => {
      const { client, database } = suite();
      const before = await fingerprint(database.db);
      await fc.assert(
        fc.asyncProperty(queryFor(keysOf(route.schema)), async (pairs) => {
          fc.pre(!route.schema.safeParse(queryObject(pairs)).success);
          const query = new URLSearchParams(pairs).toString();
          const answer = await client.get(`${route.path(store)}?${query}`, { cookie });
          expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
          expect(answer.status, answer.text).toBeLessThan(500);
          expect(answer.body?.error?.code, answer.text).toEqual(expect.any(String));
        }),
        { numRuns, seed: 20_261_121 },
      );
      expect(await fingerprint(database.db)).toBe(before);
    },
    60_000,
  );
});
