import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../auth/sessions';
import { insertCreation, insertUser } from '../db/builders';
import { newId } from '../lib/ids';
import { PATH_TO, placeTestOrder } from '../orders/buyer-test-orders';
import { insertProductionOrder, otherProducer } from '../production/production-fixtures';
import { describeOnDatabases, type Suite } from '../test/harness';
import { buildStore, type TestStore } from '../test/store';
import { hashPassword } from '../auth/password';
import { fingerprintAll } from './fingerprint';

/**
 * The access matrix of the objects that belong to someone: carts, addresses, orders, saved designs, designs
 * (creations, their drafts and versions, prebuild drafts), uploads and the production queue.
 * Each row is called by its owner and by every kind of stranger: another consumer, another
 * creator, another producer's member, another creator acting from their shop's sub-domain
 * (Host and Origin of it) and a guest. Each cell's status is asserted; a denied call writes
 * nothing, and a read that is allowed to a stranger (their own cart, their own list) never
 * carries the owner's object.
 */

const ACTORS = ['guest', 'consumer', 'creator', 'producer', 'shop', 'owner'] as const;
type Actor = (typeof ACTORS)[number];
type Stranger = Exclude<Actor, 'owner'>;

interface Context {
  suite: Suite;
  store: TestStore;
  buyerId: string;
  creator2: { id: string; at_name: string };
  rival: { producerId: string; at_name: string; memberId: string };
  png: string;
}

interface Call {
  path: string;
  body?: unknown;
  /** Must not appear in a stranger's successful answer. */
  secret?: string;
}

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Whose object it is. */
  owner: 'buyer' | 'creator' | 'member';
  /** Built for each call: a call that succeeds may use its object up. */
  call: (context: Context) => Promise<Call> | Call;
  /** The status of each stranger (a number for all of them, or per actor). */
  strangers: number | (Partial<Record<Stranger, number>> & { default: number });
  ok: number;
}

const ADDRESS = {
  recipient: 'Ada Buyer',
  phone: '+852 6000 0000',
  line1: '1 Matrix Road',
  city: 'Central',
  country: 'HK',
};

const design = ({ suite, store }: Context, options: { draft?: boolean; visibility?: 'private' } = {}) =>
  insertCreation(suite.database.db, {
    userId: store.creator.id,
    prebuildId: store.prebuildId,
    producerId: store.producerId,
    name: `Matrix design ${newId('n')}`,
    totalPrice: 60_000,
    purchaseType: 'instant-purchase',
    is_draft: options.draft ?? false,
    ...(options.visibility ? { visibility: options.visibility } : {}),
    mediaUrls: ['x.png'],
    categoryIds: [store.categories.men],
  });

/** The buyer's session, set before the rows run. */
let buyerCookie = '';

/** A line in the buyer's cart, added as the shopper adds it. */
const addToCart = async (context: Context) => {
  // A piece of its own each time: the same piece again would be merged into one line.
  const added = await context.suite.client.post(
    '/api/actions/user/cart',
    {
      creation_id: await design(context),
      quantity: { size: 'M', amount: 1 },
      price: 0,
      type: 'instant-purchase',
    },
    { cookie: buyerCookie },
  );
  if (added.status !== 200) throw new Error(`cart: ${added.status} ${added.text}`);
  return added.body.data.id as string;
};

const addAddress = async ({ suite, buyerId }: Context) => {
  const id = newId('ad');
  const now = new Date().toISOString();
  await suite.database.db
    .insertInto('addresses')
    .values({ id, user_id: buyerId, data: JSON.stringify(ADDRESS), created_at: now, updated_at: now })
    .execute();
  return id;
};

const placeOrder = ({ suite, store, buyerId }: Context) =>
  placeTestOrder(suite.database.db, {
    userId: buyerId,
    creationId: store.published[0]!,
    producerId: store.producerId,
    at: new Date().toISOString(),
    events: PATH_TO.awaiting_payment,
  });

/** A design saved to the buyer's account (issue 20). */
const saveDesign = async ({ suite, store }: Context) => {
  const saved = await suite.client.post(
    '/api/designs',
    { creationId: store.published[0]!, answers: {} },
    { cookie: buyerCookie },
  );
  if (saved.status !== 201) throw new Error(`design: ${saved.status} ${saved.text}`);
  return saved.body.data.id as string;
};

const productionOrder = ({ suite, store, buyerId }: Context) =>
  insertProductionOrder(suite.database.db, {
    buyerId,
    creationId: store.published[1]!,
    producerId: store.producerId,
    status: 'in_production',
    paymentTaken: true,
  });

const versionOf = async ({ suite }: Context, table: 'creations' | 'prebuilds', id: string) =>
  (
    await suite.database.db
      .selectFrom(table)
      .select('updated_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).updated_at;

const rows: Row[] = [
  // Carts: a stranger's cart is their own, so another's line is "not found".
  {
    name: "read one's cart",
    method: 'GET',
    owner: 'buyer',
    call: async (context) => ({ path: '/api/actions/user/cart', secret: await addToCart(context) }),
    strangers: { default: 200, guest: 401 },
    ok: 200,
  },
  {
    name: "change another's cart line",
    method: 'POST',
    owner: 'buyer',
    call: async (context) => ({
      path: '/api/actions/user/cart',
      body: { id: await addToCart(context), data: { quantity: { amount: 2 } } },
    }),
    strangers: { default: 404, guest: 401 },
    ok: 200,
  },
  {
    name: "remove another's cart line",
    method: 'DELETE',
    owner: 'buyer',
    call: async (context) => ({ path: '/api/actions/user/cart', body: { id: await addToCart(context) } }),
    strangers: { default: 404, guest: 401 },
    ok: 200,
  },
  // Address book.
  {
    name: 'list addresses',
    method: 'GET',
    owner: 'buyer',
    call: async (context) => ({ path: '/api/me/addresses', secret: await addAddress(context) }),
    strangers: { default: 200, guest: 401 },
    ok: 200,
  },
  {
    name: "change another's address",
    method: 'PUT',
    owner: 'buyer',
    call: async (context) => ({
      path: `/api/me/addresses/${await addAddress(context)}`,
      body: { address: { ...ADDRESS, city: 'Kowloon' } },
    }),
    strangers: { default: 404, guest: 401 },
    ok: 200,
  },
  {
    name: "remove another's address",
    method: 'DELETE',
    owner: 'buyer',
    call: async (context) => ({ path: `/api/me/addresses/${await addAddress(context)}` }),
    strangers: { default: 404, guest: 401 },
    ok: 200,
  },
  // Orders.
  {
    name: 'list orders',
    method: 'GET',
    owner: 'buyer',
    call: async (context) => ({ path: '/api/orders', secret: await placeOrder(context) }),
    strangers: { default: 200, guest: 401 },
    ok: 200,
  },
  {
    name: "read another's order",
    method: 'GET',
    owner: 'buyer',
    call: async (context) => ({ path: `/api/orders/${await placeOrder(context)}` }),
    strangers: { default: 404, guest: 401 },
    ok: 200,
  },
  {
    name: "cancel another's order",
    method: 'POST',
    owner: 'buyer',
    call: async (context) => ({
      path: `/api/orders/${await placeOrder(context)}/events`,
      body: { type: 'cancel' },
    }),
    strangers: { default: 404, guest: 401 },
    ok: 200,
  },
  // Saved designs (issue 20): the link is the key, so anyone holding it reads the design; only
  // its owner lists, changes and removes it.
  {
    name: 'list saved designs',
    method: 'GET',
    owner: 'buyer',
    call: async (context) => ({ path: '/api/me/designs', secret: await saveDesign(context) }),
    strangers: { default: 200, guest: 401 },
    ok: 200,
  },
  {
    name: 'read a design by its link',
    method: 'GET',
    owner: 'buyer',
    call: async (context) => ({ path: `/api/designs/${await saveDesign(context)}` }),
    strangers: 200,
    ok: 200,
  },
  {
    name: "change another's design",
    method: 'PUT',
    owner: 'buyer',
    call: async (context) => ({ path: `/api/designs/${await saveDesign(context)}`, body: { answers: {} } }),
    strangers: { default: 403, guest: 401 },
    ok: 200,
  },
  {
    name: "set another's design capture",
    method: 'PUT',
    owner: 'buyer',
    call: async (context) => ({
      path: `/api/designs/${await saveDesign(context)}/capture`,
      body: { image: context.png },
    }),
    strangers: { default: 403, guest: 401 },
    ok: 200,
  },
  {
    name: "remove another's design",
    method: 'DELETE',
    owner: 'buyer',
    call: async (context) => ({ path: `/api/designs/${await saveDesign(context)}` }),
    strangers: { default: 403, guest: 401 },
    ok: 200,
  },
  // Designs: a published creation is anyone's to see and only its creator's to change; a
  // draft and a private creation are nobody else's to see.
  {
    name: 'read a draft creation',
    method: 'GET',
    owner: 'creator',
    call: async (context) => ({ path: `/api/creations/${await design(context, { draft: true })}` }),
    strangers: 404,
    ok: 200,
  },
  {
    name: 'open a creation in the editor',
    method: 'GET',
    owner: 'creator',
    call: async (context) => ({ path: `/api/creations/${await design(context)}/edit` }),
    strangers: { default: 403, guest: 401 },
    ok: 200,
  },
  {
    name: 'open a draft creation in the editor',
    method: 'GET',
    owner: 'creator',
    call: async (context) => ({ path: `/api/creations/${await design(context, { draft: true })}/edit` }),
    strangers: { default: 404, guest: 401 },
    ok: 200,
  },
  {
    name: 'save a new version of a creation',
    method: 'PATCH',
    owner: 'creator',
    call: async (context) => {
      const id = await design(context);
      return {
        path: `/api/creations/${id}`,
        body: { updatedAt: await versionOf(context, 'creations', id), description: 'v2' },
      };
    },
    strangers: { default: 403, guest: 401 },
    ok: 200,
  },
  {
    name: 'save a draft creation',
    method: 'PATCH',
    owner: 'creator',
    call: async (context) => {
      const id = await design(context, { draft: true });
      return {
        path: `/api/creations/${id}`,
        body: { updatedAt: await versionOf(context, 'creations', id), description: 'v2' },
      };
    },
    strangers: { default: 404, guest: 401 },
    ok: 200,
  },
  {
    name: 'publish a draft creation',
    method: 'POST',
    owner: 'creator',
    call: async (context) => ({
      path: `/api/creations/${await design(context, { draft: true })}/publish`,
      body: {},
    }),
    strangers: { default: 404, guest: 401 },
    ok: 200,
  },
  {
    name: 'unpublish a creation',
    method: 'POST',
    owner: 'creator',
    call: async (context) => ({ path: `/api/creations/${await design(context)}/unpublish`, body: {} }),
    strangers: { default: 403, guest: 401 },
    ok: 200,
  },
  {
    name: 'duplicate a creation',
    method: 'POST',
    owner: 'creator',
    call: async (context) => ({ path: `/api/creations/${await design(context)}/duplicate` }),
    strangers: { default: 403, guest: 401 },
    ok: 201,
  },
  {
    name: 'delete a creation',
    method: 'DELETE',
    owner: 'creator',
    call: async (context) => ({ path: `/api/creations/${await design(context)}` }),
    strangers: { default: 403, guest: 401 },
    ok: 200,
  },
  {
    name: 'delete a draft creation',
    method: 'DELETE',
    owner: 'creator',
    call: async (context) => ({ path: `/api/creations/${await design(context, { draft: true })}` }),
    strangers: { default: 404, guest: 401 },
    ok: 200,
  },
  // Prebuild drafts are their producer's members' only.
  {
    name: 'read a draft prebuild',
    method: 'GET',
    owner: 'member',
    call: ({ store }) => ({ path: `/api/prebuilds/${store.draftPrebuildId}` }),
    strangers: 404,
    ok: 200,
  },
  {
    name: 'open a prebuild in the editor',
    method: 'GET',
    owner: 'member',
    call: ({ store }) => ({ path: `/api/prebuilds/${store.prebuildId}/edit` }),
    strangers: { default: 403, guest: 401 },
    ok: 200,
  },
  {
    name: 'save a draft prebuild',
    method: 'PATCH',
    owner: 'member',
    call: async (context) => ({
      path: `/api/prebuilds/${context.store.draftPrebuildId}`,
      body: {
        updated_at: await versionOf(context, 'prebuilds', context.store.draftPrebuildId),
        description: 'Ours',
      },
    }),
    strangers: { default: 404, guest: 401 },
    ok: 200,
  },
  // Uploads are stored in the uploader's own name.
  {
    name: "upload an image in another's name",
    method: 'POST',
    owner: 'creator',
    call: ({ store, png }) => ({
      path: '/api/img/original/matrix.png',
      body: { image: png, user_id: store.creator.id },
    }),
    strangers: { default: 403, guest: 401 },
    ok: 201,
  },
  // The production queue is its producer's members'.
  {
    name: 'read the production queue',
    method: 'GET',
    owner: 'member',
    call: async (context) => ({
      path: `/api/producers/${context.store.producerAtName}/production/queue`,
      secret: await productionOrder(context),
    }),
    strangers: { default: 403, guest: 401 },
    ok: 200,
  },
  {
    name: 'print a production sheet',
    method: 'GET',
    owner: 'member',
    call: async (context) => ({
      path: `/api/producers/${context.store.producerAtName}/production/orders/${await productionOrder(context)}/sheet`,
    }),
    strangers: { default: 403, guest: 401 },
    ok: 200,
  },
  {
    name: 'ship a production order',
    method: 'POST',
    owner: 'member',
    call: async (context) => ({
      path: `/api/producers/${context.store.producerAtName}/production/orders/${await productionOrder(context)}/events`,
      body: { type: 'ship', tracking: { carrier: 'DHL', number: 'MATRIX1' } },
    }),
    strangers: { default: 403, guest: 401 },
    ok: 200,
  },
];

const expected = (row: Row, actor: Actor): number => {
  if (actor === 'owner') return row.ok;
  if (typeof row.strangers === 'number') return row.strangers;
  return row.strangers[actor] ?? row.strangers.default;
};

describeOnDatabases('access matrix', (suite) => {
  const context = {} as Context;
  const cookies = {} as Record<Exclude<Actor, 'guest' | 'owner'> | 'buyer' | 'creator' | 'member', string>;

  beforeAll(async () => {
    const { app, database } = suite();
    const db = database.db;
    const store = await buildStore(db);
    const hash = await hashPassword('matrix-password');
    const creator2 = { id: '', at_name: `rival_${store.tag}` };
    creator2.id = await insertUser(db, {
      email: `rival.creator.${store.tag}@example.test`,
      name: 'Rival creator',
      at_name: creator2.at_name,
      passwordHash: hash,
      is_creator: true,
    });
    const consumer2 = await insertUser(db, {
      email: `consumer2.${store.tag}@example.test`,
      name: 'Another consumer',
      at_name: `consumer2_${store.tag}`,
      passwordHash: hash,
    });
    const rival = await otherProducer(db, store, hash);
    const png = (
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
        .png()
        .toBuffer()
    ).toString('base64');
    Object.assign(context, { suite: suite(), store, buyerId: store.other.id, creator2, rival, png });
    const session = async (userId: string, role: string) =>
      `${SESSION_COOKIE}=${(await createSession(app.services, userId, role)).token}`;
    cookies.buyer = await session(store.other.id, 'consumer');
    buyerCookie = cookies.buyer;
    cookies.creator = await session(store.creator.id, 'creator');
    cookies.member = await session(store.producerMember.id, `producer-manager-${store.producerId}`);
    cookies.consumer = await session(consumer2, 'consumer');
    cookies.producer = await session(rival.memberId, `producer-manager-${rival.producerId}`);
    cookies.shop = await session(creator2.id, 'creator');
  });

  it.each(rows.map((row) => [`${row.method} ${row.name}`, row] as const))('%s', async (_name, row) => {
    const { client, database } = suite();
    const cells: string[] = [];
    const wanted: string[] = [];
    for (const actor of ACTORS) {
      const call = await row.call(context);
      const headers: Record<string, string> = {};
      // Another creator's shop: their sub-domain is the Host, and the page there is the Origin.
      if (actor === 'shop') {
        headers.host = `${context.creator2.at_name}.localhost`;
        headers.origin = `http://${context.creator2.at_name}.localhost`;
      }
      // "creator": the same rival creator, on the main site.
      const cookie =
        actor === 'guest'
          ? null
          : actor === 'owner'
            ? cookies[row.owner]
            : actor === 'shop'
              ? cookies.shop
              : actor === 'creator'
                ? cookies.shop
                : cookies[actor];
      const before = await fingerprintAll(database.db);
      const answer = await client.call(row.method, call.path, {
        ...(call.body !== undefined ? { body: call.body } : {}),
        headers,
        cookie,
      });
      const want = expected(row, actor);
      cells.push(`${actor}:${answer.status}`);
      wanted.push(`${actor}:${want}`);
      if (answer.status >= 400) {
        expect(answer.body?.error?.code, `${actor}: ${answer.text}`).toEqual(expect.any(String));
        expect(await fingerprintAll(database.db), `${actor} was refused but something was written`).toBe(
          before,
        );
      } else if (actor !== 'owner' && call.secret) {
        expect(answer.text, `${actor} sees the owner's ${call.secret}`).not.toContain(call.secret);
      }
    }
    expect(cells).toEqual(wanted);
  });
});
