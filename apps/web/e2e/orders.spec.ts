import type { Browser, Page } from '@playwright/test';
import {
  addToCart,
  emptyCart,
  placeOrder,
  producerEvent,
  producerSession,
  studioInstantPiece,
} from './commerce-support';
import { expect, expectAccessible, openMenu, signIn, test } from './fixtures';

/**
 * Issue 16 (orders): a buyer opens /orders from the user menu, opens an order and reads its
 * timeline (carrier and tracking number of a shipped one), then cancels an order that awaits
 * a bank transfer and sees it 'Cancelled' on its page and in the list. The orders are placed
 * through the checkout and moved by the producer's member on the production API.
 */
const SHOTS = 'test-results/orders';

/** One piece ordered through the checkout: it awaits its bank transfer. */
async function placed(page: Page): Promise<string> {
  await emptyCart(page.request);
  const piece = await studioInstantPiece(page.request);
  await addToCart(page.request, piece.id, 'instant-purchase', 1);
  return placeOrder(page.request, 'omar@atelier.test');
}

/** An order the producer has been paid for, made and shipped with SF Express. */
async function shipped(page: Page, browser: Browser): Promise<string> {
  const id = await placed(page);
  const producer = await producerSession(browser);
  await producerEvent(producer, id, { type: 'mark_paid' });
  await producerEvent(producer, id, { type: 'start_production' });
  await producerEvent(producer, id, {
    type: 'ship',
    tracking: { carrier: 'SF Express', number: 'SF123456789' },
  });
  await producer.context().close();
  return id;
}

test('the buyer reads an order timeline and cancels an order awaiting payment', async ({ page, browser }) => {
  test.slow();
  await page.goto('/?login=true');
  await signIn(page, 'omar@atelier.test');
  const shippedId = await shipped(page, browser);
  const awaitingId = await placed(page);

  await openMenu(page.getByRole('button', { name: 'Account' }));
  await page.getByRole('menuitem', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const rows = page.getByTestId('order-row');
  // Newest first: the order awaiting payment, then the shipped one.
  await expect(rows.first()).toHaveAttribute('href', `/orders/${awaitingId}`);
  await expect(rows.first()).toContainText('Awaiting payment');
  await expect(rows.nth(1)).toContainText('Shipped');
  await expectAccessible(page, 'orders list');
  await page.screenshot({ path: `${SHOTS}/orders-light.png`, fullPage: true });

  // A shipped order: its timeline from placing to shipping, with the carrier and number.
  await rows.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${shippedId}$`));
  const timeline = page.getByRole('list', { name: 'Timeline' });
  const entries = timeline.getByRole('listitem');
  await expect(entries).toHaveCount(5);
  await expect(entries.first()).toContainText('Order placed');
  await expect(entries.first()).toContainText('By you');
  await expect(entries.last()).toContainText('Shipped');
  await expect(entries.last()).toContainText('SF Express, tracking number SF123456789');
  await expect(page.getByRole('button', { name: 'Mark as received' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expectAccessible(page, 'a shipped order');
  await page.screenshot({ path: `${SHOTS}/order-shipped.png`, fullPage: true });

  // Just placed: the thank-you, and where to send the transfer (the order id as reference).
  await page.goto(`/orders/${awaitingId}?placed=1`);
  await expect(page.getByText('Thank you for your order')).toBeVisible();
  await expect(page.getByTestId('order-pay')).toContainText(awaitingId);
  await expect(page.getByTestId('order-pay')).toContainText('FPS ID');
  await expectAccessible(page, 'an order awaiting payment');
  await page.screenshot({ path: `${SHOTS}/order-awaiting-light.png`, fullPage: true });
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await page.screenshot({ path: `${SHOTS}/order-awaiting-dark.png`, fullPage: true });
  await expectAccessible(page, 'an order awaiting payment, dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/order-awaiting-phone-dark.png`, fullPage: true });
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  await page.setViewportSize({ width: 1280, height: 720 });

  // Cancel, asked once; the page then says Cancelled and offers nothing more.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order cancelled' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.order-header [data-status]')).toHaveText('Cancelled');
  await expect(entries.last()).toContainText('Cancelled');
  await expect(entries.last()).toContainText('By you');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByTestId('order-pay')).toHaveCount(0);

  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(rows.first()).toHaveAttribute('href', `/orders/${awaitingId}`);
  await expect(rows.first()).toContainText('Cancelled');

  // The shipped order in a language with long words and in one with CJK (DESIGN.md).
  for (const [language, shipped] of [
    ['de', 'Versandt'],
    ['ja', '発送済み'],
  ] as const) {
    const saved = await page.request.patch('/api/me/preferences', { data: { language } });
    expect(saved.status()).toBe(200);
    await page.goto(`/orders/${shippedId}`);
    await expect(page.locator('.order-header [data-status]')).toHaveText(shipped);
    await page.screenshot({ path: `${SHOTS}/order-shipped-${language}.png`, fullPage: true });
  }
});
