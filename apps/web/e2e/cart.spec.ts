import { expect, expectAccessible, signIn, test } from './fixtures';

/**
 * Issue 16 (cart), 000 §2, §5, §7, §8: a shopper adds a piece from the creation detail panel,
 * raises its quantity ('Item edited'), adds the same piece again (one line, quantity raised
 * on the server), removes it ('Item deleted') and sees the empty cart.
 */
const SHOTS = 'test-results/cart';

test('the cart: add, edit, add the same again, delete, empty', async ({ page }) => {
  await page.goto('/cart?login=true');
  await signIn(page, 'lena@atelier.test');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/');

  // An instant purchase creation (no Pre-order or Sample marker), from the detail panel.
  await page.goto('/shop');
  await page
    .getByRole('list', { name: 'Shop' })
    .locator('a[href*="items="]')
    .filter({ hasNot: page.locator('.ui-tile__badge') })
    .first()
    .click();
  const overlay = page.getByTestId('creation-overlay');
  const name = (await overlay.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await overlay.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Successfully added to cart')).toBeVisible();
  await page.getByRole('button', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(1);
  const line = lines.first();
  await expect(line.getByRole('link', { name })).toBeVisible();
  const amount = line.getByRole('spinbutton', { name: `Quantity of ${name}` });
  await expect(amount).toHaveValue('1');
  const unitPrice = (await line.locator('.price').textContent()) ?? '';

  // Keyboard: the + button, then Enter.
  await line.getByRole('button', { name: `More Quantity of ${name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Item edited' })).toBeVisible();
  await expect(amount).toHaveValue('2');
  await expect(line.locator('.price')).not.toHaveText(unitPrice);
  await expectAccessible(page, 'cart with a line');

  // The line's link opens the creation over the cart; adding it again raises the line.
  await line.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/cart\?items=/);
  await overlay.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Successfully added to cart')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(lines).toHaveCount(1);
  await expect(amount).toHaveValue('3');

  // The pictures without the toasts over them.
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  await page.screenshot({ path: `${SHOTS}/cart-light.png`, fullPage: true });
  // The member's saved theme is light: the page in the dark theme, as the theme switch sets it.
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await page.screenshot({ path: `${SHOTS}/cart-dark.png`, fullPage: true });
  await expectAccessible(page, 'cart in the dark theme');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/cart-phone-dark.png`, fullPage: true });
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  await page.screenshot({ path: `${SHOTS}/cart-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await line.getByRole('button', { name: `Remove ${name} from the cart` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item deleted' })).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(lines).toHaveCount(0);
  await expectAccessible(page, 'empty cart');
});
