import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { insertCreation } from './db/builders';
import { newId } from './lib/ids';
import { notify } from './notifications/notify';
import { describeOnDatabases, type Suite } from './test/harness';
import {
  buildStore,
  completeCreationBody,
  completePrebuildBody,
  PASSWORD,
  signIn,
  type TestStore,
} from './test/store';
import { insertProductionOrder } from './production/production-fixtures';
import { PATH_TO, placeTestOrder } from './orders/buyer-test-orders';

/**
 * The authorisation matrix: every mutating route called as a guest, as another user
 * and as the owner. A guest gets 401; another user 403 (or 404 where the object is
 * not theirs to see); the owner succeeds.
 */

interface Context {
  suite: Suite;
  store: TestStore;
  cookies: { owner: string; other: string };
  ids: { owner: string; other: string };
}

type Who = 'owner' | 'other';
interface Call {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Row {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as Hono lists it, e.g. /api/creations/:id. */
  route: string;
  /** Builds the call for one actor (fresh objects where the call consumes them). */
  call: (context: Context, who: Who | 'guest') => Promise<Call> | Call;
  other: 403 | 404 | 'n/a';
  /** 503: AI images on a server without an endpoint (generation: ai/ai-images.test.ts). */
  ok: 200 | 201 | 503;
  /** Who owns: the creator, or (for producer routes) the producer's member. */
  owner?: 'creator' | 'member';
}

const fresh = async ({ suite, store }: Context, options: { draft?: boolean } = {}) =>
  insertCreation(suite.database.db, {
    userId: store.creator.id,
    prebuildId: store.prebuildId,
    producerId: store.producerId,
    name: 'Matrix piece',
    totalPrice: 60_000,
    is_draft: options.draft ?? false,
    mediaUrls: ['x.png'],
    categoryIds: [store.categories.men],
  });

const MATRIX_ADDRESS = {
  recipient: 'Matrix Buyer',
  phone: '+852 6000 0000',
  line1: '1 Matrix Road',
  city: 'Central',
  country: 'HK',
};

/** A fresh address in the owner's address book. */
const ownerAddress = async ({ suite, store }: Context): Promise<string> => {
  const id = newId('ad');
  const now = new Date().toISOString();
  await suite.database.db
    .insertInto('addresses')
    .values({
      id,
      user_id: store.creator.id,
      data: JSON.stringify(MATRIX_ADDRESS),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
};

const versionOf = async (context: Context, id: string) =>
  (
    await context.suite.database.db
      .selectFrom('creations')
      .select('updated_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).updated_at;

let png: string;

const rows: Row[] = [
  {
    method: 'PUT',
    route: '/api/auth/session/role',
    call: () => ({ path: '/api/auth/session/role', body: { role: 'creator' } }),
    other: 403, // the other user is not a creator: the role is not theirs
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/auth/become-creator',
    call: () => ({ path: '/api/auth/become-creator' }),
    other: 'n/a',
    ok: 200,
  },
  {
    method: 'PATCH',
    route: '/api/me/profile',
    call: () => ({ path: '/api/me/profile', body: { name: 'Renamed' } }),
    other: 'n/a',
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/me/email',
    call: () => ({
      path: '/api/me/email',
      body: { email: `${newId('moved')}@example.test`, password: PASSWORD },
    }),
    other: 'n/a',
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/me/password',
    // The same password again: the owner's session stays, and so do the fixtures.
    call: () => ({ path: '/api/me/password', body: { current_password: PASSWORD, new_password: PASSWORD } }),
    other: 'n/a',
    ok: 200,
  },
  {
    method: 'PATCH',
    route: '/api/me/preferences',
    call: () => ({ path: '/api/me/preferences', body: { theme: 'dark' } }),
    other: 'n/a',
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/actions/user/cart',
    call: async (context, who) => {
      // Edit a cart item of the owner's: another user cannot touch it.
      const added = await context.suite.client.post(
        '/api/actions/user/cart',
        {
          creation_id: context.store.published[0],
          quantity: { size: 'M', amount: 1 },
          price: 0,
          type: 'instant-purchase',
        },
        { cookie: context.cookies.owner },
      );
      void who;
      return {
        path: '/api/actions/user/cart',
        body: { id: added.body.data.id, data: { quantity: { amount: 2 } } },
      };
    },
    other: 404,
    ok: 200,
  },
  {
    method: 'DELETE',
    route: '/api/actions/user/cart',
    call: async (context) => {
      const added = await context.suite.client.post(
        '/api/actions/user/cart',
        {
          creation_id: context.store.published[0],
          quantity: { size: 'M', amount: 1 },
          price: 0,
          type: 'instant-purchase',
        },
        { cookie: context.cookies.owner },
      );
      return { path: '/api/actions/user/cart', body: { id: added.body.data.id } };
    },
    other: 404,
    ok: 200,
  },
  {
    method: 'PUT',
    route: '/api/me/shop',
    call: () => ({
      path: '/api/me/shop',
      body: {
        bio: '',
        notice: { enabled: false, title: '', text: '' },
        banner: { enabled: false, url: null, link: null, aspectRatio: 4 },
        headerCards: [],
      },
    }),
    other: 403, // the other user is not a creator: shops are for creators
    ok: 200,
  },
  {
    method: 'PUT',
    route: '/api/users/:at_name/follow',
    call: (context) => ({ path: `/api/users/${context.store.producerMember.at_name}/follow` }),
    other: 'n/a',
    ok: 200,
  },
  {
    method: 'DELETE',
    route: '/api/users/:at_name/follow',
    call: (context) => ({ path: `/api/users/${context.store.producerMember.at_name}/follow` }),
    other: 'n/a',
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/creations',
    call: (context) => ({ path: '/api/creations', body: completeCreationBody(context.store) }),
    other: 403, // not a creator
    ok: 201,
  },
  {
    method: 'PATCH',
    route: '/api/creations/:id',
    call: async (context) => {
      const id = await fresh(context);
      return {
        path: `/api/creations/${id}`,
        body: { updatedAt: await versionOf(context, id), description: 'Mine' },
      };
    },
    other: 403,
    ok: 200,
  },
  {
    method: 'PATCH',
    route: '/api/creations/:id (a draft)',
    call: async (context) => {
      const id = await fresh(context, { draft: true });
      return {
        path: `/api/creations/${id}`,
        body: { updatedAt: await versionOf(context, id), description: 'Mine' },
      };
    },
    other: 404,
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/creations/:id/publish',
    call: async (context) => {
      const id = await fresh(context, { draft: true });
      return { path: `/api/creations/${id}/publish`, body: {} };
    },
    other: 404,
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/creations/:id/unpublish',
    call: async (context) => ({ path: `/api/creations/${await fresh(context)}/unpublish`, body: {} }),
    other: 403,
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/creations/:id/duplicate',
    call: async (context) => ({ path: `/api/creations/${await fresh(context)}/duplicate` }),
    other: 403,
    ok: 201,
  },
  {
    method: 'PUT',
    route: '/api/creations/:id/pin',
    call: async (context) => ({ path: `/api/creations/${await fresh(context)}/pin` }),
    other: 403,
    ok: 200,
  },
  {
    method: 'DELETE',
    route: '/api/creations/:id/pin',
    call: async (context) => ({ path: `/api/creations/${await fresh(context)}/pin` }),
    other: 403,
    ok: 200,
  },
  {
    method: 'PUT',
    route: '/api/creations/:id/favorite',
    call: async (context) => ({ path: `/api/creations/${await fresh(context, { draft: true })}/favorite` }),
    other: 404, // a draft is not there for anyone but its creator
    ok: 200,
  },
  {
    method: 'DELETE',
    route: '/api/creations/:id/favorite',
    call: async (context) => ({ path: `/api/creations/${await fresh(context, { draft: true })}/favorite` }),
    other: 404,
    ok: 200,
  },
  {
    method: 'DELETE',
    route: '/api/creations/:id',
    call: async (context) => ({ path: `/api/creations/${await fresh(context)}` }),
    other: 403,
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/prebuilds',
    owner: 'member',
    call: (context) => ({ path: '/api/prebuilds', body: completePrebuildBody(context.store) }),
    other: 403,
    ok: 201,
  },
  {
    method: 'PATCH',
    route: '/api/prebuilds/:id',
    owner: 'member',
    call: async (context) => {
      const current = await context.suite.client.get(`/api/prebuilds/${context.store.prebuildId}`);
      return {
        path: `/api/prebuilds/${context.store.prebuildId}`,
        body: { updated_at: current.body.prebuild.updated_at, description: 'Ours' },
      };
    },
    other: 403,
    ok: 200,
  },
  {
    method: 'PATCH',
    route: '/api/prebuilds/:id (a draft)',
    owner: 'member',
    call: async (context) => {
      const row = await context.suite.database.db
        .selectFrom('prebuilds')
        .select('updated_at')
        .where('id', '=', context.store.draftPrebuildId)
        .executeTakeFirstOrThrow();
      return {
        path: `/api/prebuilds/${context.store.draftPrebuildId}`,
        body: { updated_at: row.updated_at, description: 'Ours' },
      };
    },
    other: 404,
    ok: 200,
  },
  {
    method: 'PATCH',
    route: '/api/producers/:at_name',
    owner: 'member',
    call: (context) => ({
      path: `/api/producers/${context.store.producerAtName}`,
      body: { name: 'Renamed Maker' },
    }),
    other: 403,
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/notifications/:id/read',
    call: async (context) => {
      const id = await notify(context.suite.app.services, {
        userId: context.ids.owner,
        eventId: 'matrix',
        message: { key: 'follow', params: { name: 'Matrix' } },
      });
      return { path: `/api/notifications/${id}/read` };
    },
    other: 404,
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/notifications/read-all',
    call: () => ({ path: '/api/notifications/read-all' }),
    other: 'n/a',
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/img/original/:file',
    call: (context) => ({
      path: '/api/img/original/avatar.png',
      body: { image: png, user_id: context.ids.owner },
    }),
    other: 403, // user_id is not theirs
    ok: 201,
  },
  {
    method: 'POST',
    route: '/api/ai/images',
    call: () => ({ path: '/api/ai/images', body: { prompt: 'A tiger' } }),
    other: 'n/a', // the user's own images only
    ok: 503, // past the session check, to the missing endpoint
  },
  {
    method: 'POST',
    route: '/api/producers/:at_name/production/orders/:orderId/events',
    owner: 'member',
    call: async (context) => {
      const db = context.suite.database.db;
      // The member acts in the producer's role (production needs it, not just membership).
      await db
        .updateTable('sessions')
        .set({ role: `producer-manager-${context.store.producerId}` })
        .where('user_id', '=', context.store.producerMember.id)
        .execute();
      const orderId = await insertProductionOrder(db, {
        buyerId: context.ids.other,
        creationId: context.store.published[0] as string,
        producerId: context.store.producerId,
        status: 'in_production',
        paymentTaken: true,
      });
      return {
        path: `/api/producers/${context.store.producerAtName}/production/orders/${orderId}/events`,
        body: { type: 'ship', tracking: { carrier: 'DHL', number: 'MATRIX1' } },
      };
    },
    other: 403, // not a member of the producer
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/orders/:id/events',
    // Cancel an order of the owner's that awaits a transfer: another buyer's is not found.
    call: async ({ suite, store }) => {
      const id = await placeTestOrder(suite.database.db, {
        userId: store.creator.id,
        creationId: store.published[0]!,
        producerId: store.producerId,
        at: new Date().toISOString(),
        events: PATH_TO.awaiting_payment,
      });
      return { path: `/api/orders/${id}/events`, body: { type: 'cancel' } };
    },
    other: 404,
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/me/addresses',
    call: () => ({ path: '/api/me/addresses', body: { address: MATRIX_ADDRESS } }),
    other: 'n/a', // the caller's own address book
    ok: 201,
  },
  {
    method: 'PUT',
    route: '/api/me/addresses/:id',
    call: async (context) => ({
      path: `/api/me/addresses/${await ownerAddress(context)}`,
      body: { address: { ...MATRIX_ADDRESS, city: 'Kowloon' } },
    }),
    other: 404, // another's address is not theirs to see
    ok: 200,
  },
  {
    method: 'DELETE',
    route: '/api/me/addresses/:id',
    call: async (context) => ({ path: `/api/me/addresses/${await ownerAddress(context)}` }),
    other: 404,
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/checkout',
    // The owner's own cart, one piece in it; every caller places only their own cart.
    call: async (context, who) => {
      if (who === 'owner') {
        const added = await context.suite.client.post(
          '/api/actions/user/cart',
          {
            creation_id: context.store.published[0],
            quantity: { size: 'M', amount: 1 },
            price: 1,
            type: 'instant-purchase',
          },
          { cookie: context.cookies.owner },
        );
        expect(added.status, added.text).toBe(200);
      }
      return {
        path: '/api/checkout',
        headers: { 'Idempotency-Key': newId('matrix') },
        body: { address: MATRIX_ADDRESS, contact: { name: 'Matrix', email: 'matrix@atelier.test' } },
      };
    },
    other: 'n/a',
    ok: 201,
  },
];

/** Routes anyone may call, signed in or not (they do not touch anyone's objects). */
const PUBLIC_MUTATIONS = [
  'POST /api/auth/sign-up',
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-out',
  // Opened from a mail, signed in or not: the single-use link is the authentication
  // (resources/account.test.ts refuses unknown, used and expired links).
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'POST /api/auth/email/confirm',
  // The mailed sign-up link creates the account (auth/sign-up-limits.test.ts refuses unknown and used links).
  'POST /api/auth/sign-up/confirm',
  // Stripe calls it without a session: its signature is the authentication
  // (payments/stripe/stripe-webhook.test.ts refuses bad, stale and replayed events).
  'POST /api/payments/stripe/webhook',
  // The help page's contact form: anyone may write to the shop (contact/contact-routes.test.ts).
  'POST /api/contact',
  // Saved designs (issue 20): a guest saves by link, and changes or removes with the design's
  // write token; a member's design only its owner changes (designs/designs.test.ts and the
  // design rows of security/access-matrix.test.ts refuse everyone else).
  'POST /api/designs',
  'PUT /api/designs/:id',
  'PUT /api/designs/:id/capture',
  'DELETE /api/designs/:id',
  // A guest's design moves to the signed-in caller's account only with its write token
  // (designs/design-claim.test.ts: 401 without a session, 403 with a wrong token, 409 for a
  // design another member owns; nothing written on a refusal).
  'POST /api/designs/:id/claim',
  // AR try-on (issue 20): an exported model, stored by its content hash, is nobody's object;
  // guests use AR too (ar/ar-models.test.ts: type, size and GLB checks, and its rate limit).
  'POST /api/ar-models',
];

/**
 * Routes that act only on the caller's own sessions, so there is no other user's object to
 * refuse, and calling them as the owner would end the session the matrix goes on with:
 * resources/password-and-sessions.test.ts proves a guest gets 401 and other accounts are untouched.
 */
const SELF_ONLY_MUTATIONS = ['POST /api/auth/sign-out-everywhere'];

describeOnDatabases('authorisation matrix', (suite) => {
  const context = {} as Context;
  const cookieOf = (row: Row, who: Who) => {
    if (who === 'other') return context.cookies.other;
    return row.owner === 'member' ? memberCookie : context.cookies.owner;
  };
  let memberCookie = '';

  beforeAll(async () => {
    png = (
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
        .png()
        .toBuffer()
    ).toString('base64');
    context.suite = suite();
    context.store = await buildStore(suite().database.db);
    context.cookies = {
      owner: await signIn(suite().client, context.store.creator.email),
      other: await signIn(suite().client, context.store.other.email),
    };
    context.ids = { owner: context.store.creator.id, other: context.store.other.id };
    memberCookie = await signIn(suite().client, context.store.producerMember.email);
  });

  it('covers every mutating route', () => {
    const mutating = suite()
      .app.routes.filter(
        (route) =>
          route.path.startsWith('/api/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
      )
      .map((route) => `${route.method} ${route.path}`);
    const covered = new Set([
      ...rows.map((row) => `${row.method} ${row.route.split(' ')[0]}`),
      ...PUBLIC_MUTATIONS,
      ...SELF_ONLY_MUTATIONS,
    ]);
    expect(mutating.filter((route) => !covered.has(route))).toEqual([]);
  });

  it.each(rows.map((row) => [`${row.method} ${row.route}`, row] as const))('%s', async (_name, row) => {
    const { client } = suite();
    const send = async (who: Who | 'guest') => {
      const call = await row.call(context, who);
      const cookie = who === 'guest' ? null : cookieOf(row, who);
      return client.call(row.method, call.path, {
        ...(call.body !== undefined ? { body: call.body } : {}),
        ...(call.headers ? { headers: call.headers } : {}),
        cookie,
      });
    };
    const guest = await send('guest');
    expect(guest.status, `guest: ${guest.text}`).toBe(401);
    expect(guest.body.error.code).toBe('unauthorised');
    if (row.other !== 'n/a') {
      const other = await send('other');
      expect(other.status, `other user: ${other.text}`).toBe(row.other);
      expect(other.body.error).toBeDefined();
    }
    const owner = await send('owner');
    expect(owner.status, `owner: ${owner.text}`).toBe(row.ok);
  });

  it('lets anyone sign up, sign in and sign out', async () => {
    const { client } = suite();
    const signedUp = await client.signUp();
    expect(signedUp.cookie).toMatch(/^atelier_session=/);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
  });
});
