import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { SHOWCASE } from '../../api/src/seed/showcase-names';
import { expect, signIn } from './fixtures';

/**
 * Orders made the way people make them, for the commerce journeys: a signed-in shopper's cart
 * through `POST /api/checkout`, and a producer's member moving the order on the production API.
 */

export interface ListedCreation {
  id: string;
  name: string;
  purchaseType?: string | null;
  kickstart_end?: string;
  preorder?: { ordered: number; minimum: number; open: boolean; kind: string } | null;
}

export const ADDRESS = {
  recipient: 'Ana Lima',
  phone: '+852 6000 1234',
  line1: '1 Queen’s Road',
  city: 'Central',
  country: 'HK',
};

/** A new browser context signed in as `email` (the daily notice already seen). */
export async function session(browser: Browser, email: string, path = '/?login=true'): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() =>
    localStorage.setItem('atelier.homeNoticeShownAt', new Date().toISOString()),
  );
  const page = await context.newPage();
  await page.goto(path);
  await signIn(page, email);
  return page;
}

export async function listed(request: APIRequestContext, query: string): Promise<ListedCreation[]> {
  const answer = await request.get(`/api/creations?limit=60&${query}`);
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  // The made-to-measure piece and the form journey's pieces have required questions: the
  // customisation journeys buy them.
  return ((body.items ?? body.data ?? []) as ListedCreation[]).filter(
    (creation) => creation.name !== SHOWCASE.form && !creation.name.startsWith('Form Journey'),
  );
}

/** The creation's page data: its pre-order progress and campaign end. */
export async function detail(request: APIRequestContext, id: string): Promise<ListedCreation> {
  const answer = await request.get(`/api/creations/${id}`);
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  return body.creation ?? body.data ?? body;
}

/** An instant purchase made by Atelier Studio (whose member the producer account is). */
export async function studioInstantPiece(request: APIRequestContext, query = ''): Promise<ListedCreation> {
  const piece = (await listed(request, `producer=atelier_studio${query}`)).find(
    (creation) => (creation.purchaseType ?? 'instant-purchase') === 'instant-purchase',
  );
  expect(piece, 'an instant purchase made by Atelier Studio').toBeTruthy();
  return piece!;
}

/** Takes whatever the demo cart holds out, so an order is exactly what the test adds. */
export async function emptyCart(request: APIRequestContext) {
  const cart = await (await request.get('/api/actions/user/cart')).json();
  for (const line of cart.data as { id: string }[])
    expect((await request.delete('/api/actions/user/cart', { data: { id: line.id } })).status()).toBe(200);
}

/** Adds `amount` pieces in the first size on sale. */
export async function addToCart(
  request: APIRequestContext,
  creationId: string,
  type: string,
  amount: number,
) {
  for (const size of ['M', 'L', 'S', 'XL', 'XS', '2XL']) {
    const added = await request.post('/api/actions/user/cart', {
      data: { creation_id: creationId, quantity: { size, amount }, price: 1, type },
    });
    if (added.status() === 200) return size;
  }
  throw new Error(`no size of ${creationId} could be added`);
}

let placements = 0;

/** Places the whole cart; answers the first order's id. */
export async function placeOrder(request: APIRequestContext, email: string): Promise<string> {
  placements += 1;
  const placed = await request.post('/api/checkout', {
    headers: { 'Idempotency-Key': `e2e-${Date.now()}-${placements}-${email}` },
    data: { address: ADDRESS, contact: { name: 'Ana Lima', email } },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).orders[0].id as string;
}

/** The producer's member, switched to the producer's role (production needs it). */
export async function producerSession(browser: Browser): Promise<Page> {
  const page = await session(browser, 'producer@atelier.test');
  const me = await (await page.request.get('/api/auth/session')).json();
  const role = (me.session.roles as string[]).find((entry) => entry.startsWith('producer-'));
  expect(role, 'a producer role').toBeTruthy();
  expect((await page.request.put('/api/auth/session/role', { data: { role } })).status()).toBe(200);
  return page;
}

export async function producerEvent(page: Page, orderId: string, data: Record<string, unknown>) {
  const answer = await page.request.post(
    `/api/producers/atelier_studio/production/orders/${orderId}/events`,
    { data },
  );
  expect(answer.status(), await answer.text()).toBe(200);
}
