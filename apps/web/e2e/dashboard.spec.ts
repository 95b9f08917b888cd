import { expect, expectAccessible, signIn, test } from './fixtures';

/**
 * Issue 16 (creator dashboard), 000 §6 /dashboard: the demo creator sees their creations with
 * their state, pre-order bars, a non-zero number of units sold from the seeded orders, and the
 * sales chart, in light and dark; a shopper is told the page is for creators.
 */
const SHOTS = 'test-results/dashboard';

test("the creator's dashboard: creations, units sold and the sales chart, light and dark", async ({
  page,
}) => {
  await page.goto('/dashboard?login=true');
  await signIn(page, 'creator@atelier.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const rows = page.getByTestId('dashboard-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(page.getByTestId('dashboard-table').getByText('Published').first()).toBeVisible();

  const units = page.getByTestId('dashboard-card-units').locator('.dashboard-card__value');
  await expect(units).toHaveText(/^\d+$/);
  expect(Number(await units.textContent())).toBeGreaterThan(0);
  await expect(page.getByTestId('dashboard-card-revenue')).toContainText('HK$');

  // The chart is drawn (recharts' SVG), after its lazily loaded chunk.
  const chart = page.getByTestId('sales-chart');
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeAttached();

  // Keyboard: the first creation's link takes focus in reading order.
  const firstLink = rows.first().getByRole('link');
  await firstLink.focus();
  await expect(firstLink).toBeFocused();

  await expectAccessible(page, 'dashboard, light');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  await page.screenshot({ path: `${SHOTS}/dashboard-light.png`, fullPage: true });
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expectAccessible(page, 'dashboard, dark');
  await page.screenshot({ path: `${SHOTS}/dashboard-dark.png`, fullPage: true });
});

test('a shopper is told the dashboard is for creators', async ({ page }) => {
  await page.goto('/dashboard?login=true');
  await signIn(page, 'shopper@atelier.test');
  await expect(page.getByRole('link', { name: 'Become creator' }).last()).toBeVisible();
  await expect(page.getByTestId('dashboard-table')).toHaveCount(0);
});
