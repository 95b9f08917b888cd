import { spawnSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import {
  addToCart,
  detail,
  emptyCart,
  listed,
  type ListedCreation,
  placeOrder,
  producerEvent,
  producerSession,
  session,
} from './commerce-support';
import { expect, openMenu, test } from './fixtures';

/**
 * Issue 16 across the three people an order touches. A shopper places an order through the
 * checkout API; the producer's member marks it paid, starts it and ships it with tracking on
 * the production API; the shopper sees it shipped on their order page and is told in the bell;
 * the creator's dashboard counts the sale. Then two all-or-nothing pre-orders are settled by
 * `pnpm settle --now` once the clock passes their ends: one reaches its goal (in production),
 * one misses it (the bank transfer refunded).
 */

/** The units of one creation the creator's dashboard counts as sold. */
async function unitsSold(page: Page, creationId: string): Promise<number> {
  const body = await (await page.request.get('/api/me/dashboard')).json();
  const row = (body.creations as { id: string; unitsSold: number }[]).find(
    (entry) => entry.id === creationId,
  );
  return row?.unitsSold ?? 0;
}

test('an order from checkout to shipped: the buyer sees it and is told; the dashboard counts it', async ({
  browser,
}) => {
  test.slow();
  const shopper = await session(browser, 'shopper@atelier.test');
  await emptyCart(shopper.request);
  const instant = (await listed(shopper.request, 'creator=mei&producer=atelier_studio')).find(
    (creation) => (creation.purchaseType ?? 'instant-purchase') === 'instant-purchase',
  );
  expect(instant, "an instant purchase of @mei's made by Atelier Studio").toBeTruthy();
  const creator = await session(browser, 'creator@atelier.test');
  // Per creation: a pre-order settled by another journey at the same time changes the totals.
  // Other journeys may sell this piece too, so the count rises by at least our two.
  const before = await unitsSold(creator, instant!.id);
  await addToCart(shopper.request, instant!.id, 'instant-purchase', 2);
  const orderId = await placeOrder(shopper.request, 'shopper@atelier.test');

  const producer = await producerSession(browser);
  await producerEvent(producer, orderId, { type: 'mark_paid' });
  await producerEvent(producer, orderId, { type: 'start_production' });
  await producerEvent(producer, orderId, {
    type: 'ship',
    tracking: { carrier: 'SF Express', number: 'SF0016E2E' },
  });

  // The buyer's page: shipped, with the carrier and tracking number on the timeline.
  await shopper.goto(`/orders/${orderId}`);
  await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shopper.getByText('SF0016E2E').first()).toBeVisible();
  await expect(shopper.getByText('Shipped').first()).toBeVisible();
  // …and the bell says so.
  await openMenu(shopper.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }));
  const panel = shopper.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Order shipped').first()).toBeVisible();
  await expect(panel.getByText(/SF0016E2E/).first()).toBeVisible();

  // The creator's dashboard counts the two pieces, in its data and on its page.
  await expect.poll(() => unitsSold(creator, instant!.id)).toBeGreaterThanOrEqual(before + 2);
  await creator.goto('/dashboard');
  const row = creator.getByTestId('dashboard-row').filter({ hasText: instant!.name });
  await expect(row).toHaveCount(1);
  const shown = Number((await row.locator('td').nth(2).textContent())?.trim());
  expect(shown).toBeGreaterThanOrEqual(before + 2);
});

test('pre-orders settled once the clock passes their ends: one reaches its goal, one misses it', async ({
  browser,
}) => {
  test.slow();
  const shopper = await session(browser, 'shopper@atelier.test');
  await emptyCart(shopper.request);
  const preorders = (await listed(shopper.request, 'producer=atelier_studio')).filter(
    (creation) => creation.purchaseType === 'retail-preorder',
  );
  const open: ListedCreation[] = [];
  for (const creation of preorders) {
    const full = await detail(shopper.request, creation.id);
    if (full.preorder?.open && full.kickstart_end) open.push(full);
  }
  // A campaign at most 10 pieces short (one order can reach it) and one further away.
  const reachable = open.find(
    (creation) =>
      creation.preorder!.minimum - creation.preorder!.ordered <= 10 &&
      creation.preorder!.minimum > creation.preorder!.ordered,
  );
  const distant = open.find(
    (creation) => creation !== reachable && creation.preorder!.minimum - creation.preorder!.ordered > 2,
  );
  expect(reachable, 'an open pre-order within 10 pieces of its goal').toBeTruthy();
  expect(distant, 'an open pre-order far from its goal').toBeTruthy();

  const short = reachable!.preorder!.minimum - reachable!.preorder!.ordered;
  await addToCart(shopper.request, reachable!.id, 'retail-preorder', short);
  const reachedOrder = await placeOrder(shopper.request, 'shopper@atelier.test');
  await addToCart(shopper.request, distant!.id, 'retail-preorder', 1);
  const missedOrder = await placeOrder(shopper.request, 'shopper@atelier.test');

  // Bank transfers: the shop confirms the money, so both orders count towards their goals.
  const producer = await producerSession(browser);
  await producerEvent(producer, reachedOrder, { type: 'mark_paid' });
  await producerEvent(producer, missedOrder, { type: 'mark_paid' });
  for (const orderId of [reachedOrder, missedOrder]) {
    const order = await (await shopper.request.get(`/api/orders/${orderId}`)).json();
    expect(order.status ?? order.order?.status).toBe('awaiting_goal');
  }

  // The clock passes both ends: the settle command decides each campaign once.
  const after = Math.max(Date.parse(reachable!.kickstart_end!), Date.parse(distant!.kickstart_end!)) + 1;
  const settle = () =>
    spawnSync('pnpm', ['--silent', 'settle', '--now', new Date(after).toISOString()], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: `file:${process.env.E2E_DB}` },
    });
  const first = settle();
  expect(first.status, first.stderr + first.stdout).toBe(0);
  // A second run changes nothing.
  const second = settle();
  expect(second.status, second.stderr).toBe(0);

  await shopper.goto(`/orders/${reachedOrder}`);
  await expect(shopper.getByText('In production').first()).toBeVisible();
  await shopper.goto(`/orders/${missedOrder}`);
  await expect(shopper.getByText('Refunded').first()).toBeVisible();
  const reached = await (await shopper.request.get(`/api/orders/${reachedOrder}`)).json();
  const missed = await (await shopper.request.get(`/api/orders/${missedOrder}`)).json();
  expect(reached.status ?? reached.order?.status).toBe('in_production');
  expect(missed.status ?? missed.order?.status).toBe('refunded');

  await openMenu(shopper.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }));
  const panel = shopper.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Pre-order goal reached').first()).toBeVisible();
  await expect(panel.getByText('Pre-order goal missed').first()).toBeVisible();
});
