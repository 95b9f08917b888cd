import { SHOWCASE } from '../../api/src/seed/showcase-names';
import { expect, expectAccessible, signIn, test } from './fixtures';

/**
 * Issue 16 checkout journey: a shopper adds two pieces from the creation detail panel, edits
 * one line ('Item edited') and deletes the other ('Item deleted'), checks out with a new
 * address (a server field error shown at its field first), places the order and lands on
 * /orders/{id}; the order carries the server's price. Then a double click at the API: two
 * requests with one idempotency key make one order.
 */
const SHOTS = 'test-results/checkout';

test('add, edit, delete, check out with a new address, land on the order', async ({ page }) => {
  await page.goto('/cart?login=true');
  await signIn(page, 'ines@atelier.test');

  // Two instant-purchase pieces (tiles without a Pre-order or Sample marker).
  const instant = () =>
    page
      .getByRole('list', { name: 'Shop' })
      .locator('a[href*="items="]')
      .filter({ hasNot: page.locator('.ui-tile__badge') });
  const overlay = page.getByTestId('creation-overlay');
  for (const index of [0, 1]) {
    await page.goto('/shop');
    await instant().nth(index).click();
    await overlay.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Successfully added to cart').first()).toBeVisible();
  }
  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);

  // Edit the first line (+1), delete the second.
  await lines
    .first()
    .getByRole('button', { name: /^More Quantity of / })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Item edited' })).toBeVisible();
  await expect(lines.first().getByRole('spinbutton')).toHaveValue('2');
  await lines
    .nth(1)
    .getByRole('button', { name: /^Remove .* from the cart$/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Item deleted' })).toBeVisible();
  await expect(lines).toHaveCount(1);

  const cart = await (await page.request.get('/api/actions/user/cart')).json();
  const subtotal: number = cart.subtotal;
  expect(subtotal).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Order Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByText('Prices exclude shipping.')).toBeVisible();
  await expect(page.getByText(/^Refunds only for damaged or mislabeled items/)).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).not.toHaveValue('');

  // A new address: the server's field error is shown at its field, then it is saved.
  await page.getByRole('button', { name: 'Add an address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByLabel('Recipient').fill('Ines Duarte');
  await dialog.getByLabel('Phone').fill('call me');
  await dialog.getByLabel('Address', { exact: true }).fill('Flat 3, 12 Tai Ping Shan Street');
  await dialog.getByLabel('City or district').fill('Sheung Wan');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText('A phone number has digits, and may start with +.')).toBeVisible();
  await dialog.getByLabel('Phone').fill('+852 9123 4567');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /Ines Duarte/ })).toBeChecked();

  await page.screenshot({ path: `${SHOTS}/checkout-light.png`, fullPage: true });
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await page.screenshot({ path: `${SHOTS}/checkout-dark.png`, fullPage: true });
  await expectAccessible(page, 'checkout in the dark theme');
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  await expectAccessible(page, 'checkout');

  const placed = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/checkout') && answer.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  const answer = await placed;
  expect(answer.status()).toBe(201);
  const body = await answer.json();
  const orderId: string = body.orders[0].id;
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}\\?placed=1$`));
  // The order exists with the server's price, and the cart is empty.
  expect(body.checkout.total).toBe(subtotal);
  expect(body.orders).toHaveLength(1);
  expect(body.orders[0]).toMatchObject({ total: subtotal, status: 'awaiting_payment' });
  expect(body.payment.kind).toBe('awaiting_payment');
  expect((await (await page.request.get('/api/actions/user/cart')).json()).data).toEqual([]);
});

test('a double click at the API: two requests with one key make one order', async ({ page }) => {
  await page.goto('/cart?login=true');
  await signIn(page, 'yuki@atelier.test');
  const shop = await (await page.request.get('/api/creations?limit=30')).json().catch(() => null);
  const creations: { id: string; name: string; purchaseType?: string | null }[] =
    shop?.items ?? shop?.data ?? [];
  // Not the made-to-measure piece: its required questions are the customisation journey's.
  const instant = creations.find(
    (creation) =>
      (creation.purchaseType ?? 'instant-purchase') === 'instant-purchase' && creation.name !== SHOWCASE.form,
  );
  expect(instant, 'an instant-purchase creation in the demo store').toBeTruthy();
  // The first size on sale (a creation may leave some out).
  let status = 0;
  for (const size of ['M', 'L', 'S', 'XL', 'XS', '2XL']) {
    const added = await page.request.post('/api/actions/user/cart', {
      data: { creation_id: instant?.id, quantity: { size, amount: 1 }, price: 1, type: 'instant-purchase' },
    });
    status = added.status();
    if (status === 200) break;
  }
  expect(status).toBe(200);
  const address = {
    recipient: 'Yuki Tanaka',
    phone: '+852 6123 4567',
    line1: '8 Star Street',
    city: 'Wan Chai',
    country: 'HK',
  };
  const place = () =>
    page.request.post('/api/checkout', {
      headers: { 'Idempotency-Key': 'e2e-double-click-yuki' },
      data: { address, contact: { name: 'Yuki Tanaka', email: 'yuki@atelier.test' } },
    });
  const [first, second] = await Promise.all([place(), place()]);
  expect([first.status(), second.status()].sort()).toEqual([200, 201]);
  const [a, b] = [await first.json(), await second.json()];
  expect(a.checkout.id).toBe(b.checkout.id);
  expect(a.orders.map((o: { id: string }) => o.id)).toEqual(b.orders.map((o: { id: string }) => o.id));
  expect(a.orders).toHaveLength(1);
});
