/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers read loosely */
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { hashPassword } from '../auth/password';
import { ADDRESS, CONTACT } from '../checkout/checkout-test-kit';
import { insertUser } from '../db/builders';
import type { Database } from '../db/types';
import { buildStore, completeCreationBody, PASSWORD, type TestStore } from '../test/store';

/**
 * A steady stream of real writes through a server's HTTP API: shoppers filling a cart and
 * placing it through the checkout, and a creator uploading an image and saving the next version
 * of a creation with it. Every answer is written in a ledger: what was acknowledged, and what
 * was in flight when the connection broke (its outcome unknown).
 */

export interface Shop {
  store: TestStore;
  shoppers: { id: string; email: string }[];
}

/** The store of the test (test/store.ts) and a few shoppers, written straight to the database. */
export async function prepareShop(db: Kysely<Database>, shopperCount = 3): Promise<Shop> {
  const store = await buildStore(db, { creations: 1 });
  const passwordHash = await hashPassword(PASSWORD);
  const shoppers = [];
  for (let i = 0; i < shopperCount; i += 1) {
    const email = `shopper${i}.${store.tag}@example.test`;
    const id = await insertUser(db, {
      email,
      name: `Shopper ${i}`,
      at_name: `shopper${i}_${store.tag}`,
      passwordHash,
    });
    shoppers.push({ id, email });
  }
  return { store, shoppers };
}

/** The connection broke before an answer: the request may or may not have been carried out. */
class InDoubt extends Error {}

interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  } catch (error) {
    if (error instanceof SyntaxError) throw error;
    throw new InDoubt(`${method} ${path}: ${(error as Error).message}`);
  }
}

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

export interface Sessions {
  creator: string;
  shoppers: { id: string; cookie: string }[];
  /** The creation the creator keeps saving. */
  creationId: string;
}

async function signIn(base: string, email: string): Promise<string> {
  const answer = await call(base, 'POST', '/api/auth/sign-in', { body: { email, password: PASSWORD } });
  if (answer.status !== 200)
    throw new Error(`sign-in of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return cookieOf(answer.headers);
}

/** Signs everyone in and makes the creation the creator will edit (sessions are rows: they outlive crashes). */
export async function openSessions(base: string, shop: Shop): Promise<Sessions> {
  const creator = await signIn(base, shop.store.creator.email);
  const shoppers = [];
  for (const shopper of shop.shoppers)
    shoppers.push({ id: shopper.id, cookie: await signIn(base, shopper.email) });
  const created = await call(base, 'POST', '/api/creations', {
    cookie: creator,
    body: completeCreationBody(shop.store, { mode: 'save' }),
  });
  if (created.status !== 201)
    throw new Error(`first save: ${created.status} ${JSON.stringify(created.body)}`);
  return { creator, shoppers, creationId: created.body.creation.id };
}

export interface AckedCheckout {
  key: string;
  userId: string;
  checkoutId: string;
  total: number;
  orders: { id: string; status: string; total: number }[];
}

export interface AckedVersion {
  version: number;
  updatedAt: string;
}

/** What one saved version of the creation holds: every field names its version. */
export const versionFields = (version: number, imageUrl: string) => ({
  name: `Version ${version}`,
  description: `Saved as version ${version}`,
  tags: [`v${version}`],
  totalPrice: 60_000 + version,
  waterflow_config: { media_placement: [{ id: 1, type: 'image/upload', url: imageUrl }] },
});

export class Ledger {
  /** Acknowledged placements, in the order their answers came. */
  readonly checkouts: AckedCheckout[] = [];
  /** Acknowledged saves, oldest first. */
  readonly versions: AckedVersion[] = [];
  /** Acknowledged uploads: image ids. */
  readonly images: string[] = [];
  /** Every version a save was sent for, with its image url (acknowledged or not). */
  readonly attempted = new Map<number, string>();
  /** Answers no run should give (a 5xx, a refusal): each one a line, so a failure says what. */
  readonly unexpected: string[] = [];
  /** Checkouts whose answer was lost: the key is sent again after the restart. */
  inDoubt: { key: string; shopper: number }[] = [];
  /** Requests cut by a crash. */
  cut = 0;
  private keys = 0;
  updatedAt = '';

  nextKey(shopper: number): string {
    this.keys += 1;
    return `durable-${shopper}-${this.keys}-${Date.now().toString(36)}`;
  }

  /** A copy of what was acknowledged so far (what a backup taken now must contain). */
  snapshot() {
    return {
      checkouts: [...this.checkouts],
      versions: [...this.versions],
      images: [...this.images],
    };
  }
}
export type Acknowledged = ReturnType<Ledger['snapshot']>;

const tinyPng = (seed: number) =>
  sharp({
    create: {
      width: 4,
      height: 4,
      channels: 3,
      background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 },
    },
  })
    .png()
    .toBuffer();

const checkoutBody = { address: ADDRESS, contact: CONTACT };

function recordCheckout(ledger: Ledger, key: string, userId: string, answer: Answer) {
  ledger.checkouts.push({
    key,
    userId,
    checkoutId: answer.body.checkout.id,
    total: answer.body.checkout.total,
    orders: answer.body.orders.map((order: any) => ({
      id: order.id,
      status: order.status,
      total: order.total,
    })),
  });
}

async function shopperLoop(
  base: string,
  sessions: Sessions,
  shop: Shop,
  ledger: Ledger,
  index: number,
  running: () => boolean,
) {
  const shopper = sessions.shoppers[index] as Sessions['shoppers'][number];
  const creationId = shop.store.published[0] as string;
  while (running()) {
    const added = await call(base, 'POST', '/api/actions/user/cart', {
      cookie: shopper.cookie,
      body: {
        creation_id: creationId,
        type: 'instant-purchase',
        price: 1,
        quantity: { size: 'M', amount: 1 },
      },
    });
    if (added.status !== 200 && added.status !== 201) {
      ledger.unexpected.push(`cart add ${added.status} ${JSON.stringify(added.body)}`);
      return;
    }
    const key = ledger.nextKey(index);
    let placed: Answer;
    try {
      placed = await call(base, 'POST', '/api/checkout', {
        cookie: shopper.cookie,
        headers: { 'idempotency-key': key },
        body: checkoutBody,
      });
    } catch (error) {
      if (error instanceof InDoubt) ledger.inDoubt.push({ key, shopper: index });
      throw error;
    }
    if (placed.status !== 201) {
      ledger.unexpected.push(`checkout ${placed.status} ${JSON.stringify(placed.body)}`);
      return;
    }
    recordCheckout(ledger, key, shopper.id, placed);
  }
}

async function creatorLoop(
  base: string,
  sessions: Sessions,
  shop: Shop,
  ledger: Ledger,
  running: () => boolean,
) {
  while (running()) {
    const version = ledger.attempted.size + 1;
    const uploaded = await call(base, 'POST', `/api/img/original/v${version}.png`, {
      cookie: sessions.creator,
      body: { image: (await tinyPng(version)).toString('base64'), user_id: shop.store.creator.id },
    });
    if (uploaded.status !== 201) {
      ledger.unexpected.push(`upload ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
      return;
    }
    ledger.images.push(uploaded.body.id);
    ledger.attempted.set(version, uploaded.body.imageUrl);
    const saved = await call(base, 'PATCH', `/api/creations/${sessions.creationId}`, {
      cookie: sessions.creator,
      body: { updatedAt: ledger.updatedAt, ...versionFields(version, uploaded.body.imageUrl) },
    });
    if (saved.status !== 200) {
      ledger.unexpected.push(`save ${saved.status} ${JSON.stringify(saved.body)}`);
      return;
    }
    ledger.updatedAt = saved.body.creation.updatedAt;
    ledger.versions.push({ version, updatedAt: ledger.updatedAt });
  }
}

export interface Load {
  /** Ends the loops after their current request; resolves when all have ended. */
  stop(): Promise<void>;
  /** Resolves when every loop has ended (stopped, or cut by a crash). */
  ended: Promise<void>;
}

/**
 * Runs one loop per shopper and one for the creator against `base` until stopped or until
 * the server goes away (a loop whose request is cut counts it and ends).
 */
export function startLoad(base: string, sessions: Sessions, shop: Shop, ledger: Ledger): Load {
  let running = true;
  const alive = () => running;
  const guard = (loop: Promise<void>) =>
    loop.catch((error: unknown) => {
      if (error instanceof InDoubt) ledger.cut += 1;
      else ledger.unexpected.push(`loop failed: ${(error as Error).stack ?? String(error)}`);
    });
  const ended = Promise.all([
    ...sessions.shoppers.map((_, index) => guard(shopperLoop(base, sessions, shop, ledger, index, alive))),
    guard(creatorLoop(base, sessions, shop, ledger, alive)),
  ]).then(() => undefined);
  return {
    ended,
    stop: async () => {
      running = false;
      await ended;
    },
  };
}

/**
 * After a restart: a checkout whose answer was lost is sent again with its key (the answer is
 * its first result, 200, or the placement made now, 201), and the creator reads the version
 * the server holds before saving the next.
 */
export async function resumeAfterCrash(base: string, sessions: Sessions, ledger: Ledger): Promise<void> {
  for (const { key, shopper } of ledger.inDoubt) {
    const session = sessions.shoppers[shopper] as Sessions['shoppers'][number];
    const again = await call(base, 'POST', '/api/checkout', {
      cookie: session.cookie,
      headers: { 'idempotency-key': key },
      body: checkoutBody,
    });
    if (again.status !== 200 && again.status !== 201)
      ledger.unexpected.push(`checkout sent again ${again.status} ${JSON.stringify(again.body)}`);
    else recordCheckout(ledger, key, session.id, again);
  }
  ledger.inDoubt = [];
  await readVersion(base, sessions, ledger);
}

/** The creation's current version, as the editor reads it. */
export async function readVersion(base: string, sessions: Sessions, ledger: Ledger): Promise<void> {
  const read = await call(base, 'GET', `/api/creations/${sessions.creationId}/edit`, {
    cookie: sessions.creator,
  });
  if (read.status !== 200) throw new Error(`editor read: ${read.status} ${JSON.stringify(read.body)}`);
  ledger.updatedAt = read.body.creation.updatedAt;
}
