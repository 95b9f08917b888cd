import { expect, expectAccessible, signIn, test } from './fixtures';

/**
 * Issue 16 (production management): a member of Atelier Studio opens its production page,
 * is told to switch role (they act as a consumer after signing in), switches, marks an order
 * in production shipped with its tracking number, sees it shipped with tracking, and opens
 * the order's production sheet, which prints on its own.
 */
const SHOTS = 'test-results/production';
const MANAGE = '/atelier_studio/production/manage';

test('a producer ships an order with tracking and prints its production sheet', async ({ page }) => {
  // A long journey (two pages, three accessibility checks) on a busy two-core machine.
  test.slow();
  await page.goto(`${MANAGE}?login=true`);
  await signIn(page, 'producer@atelier.test');

  // Signed in as a consumer: told to switch role, not that they are not a member.
  await expect(page.getByRole('heading', { name: 'Switch role to manage production' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to Atelier Studio' }).click();
  await expect(page.getByRole('heading', { name: 'Production management', level: 1 })).toBeVisible();

  // The In production tab: its count is what the queue lists.
  const tabs = page.getByRole('group', { name: 'Filter by status' });
  const inProduction = tabs.getByRole('button', { name: /^In production/ });
  await inProduction.click();
  await expect(inProduction).toHaveAttribute('aria-pressed', 'true');
  const lines = page.getByTestId('production-line');
  await expect(lines.first()).toBeVisible();
  const countText = (await inProduction.locator('.production-tab__count').textContent()) ?? '0';
  await expect(lines).toHaveCount(Number(countText));
  const line = lines.first();
  const orderId = (await line.getAttribute('data-order-id')) ?? '';
  expect(orderId).not.toBe('');
  await expect(line.getByText('In production', { exact: true })).toBeVisible();
  await expect(line.getByRole('list', { name: 'Sizes' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/queue-light.png` });
  await expectAccessible(page, 'the production queue');

  // Ship: the dialog asks for the carrier and the tracking number before anything changes.
  await line.getByRole('button', { name: 'Ship', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Ship order/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog.getByText('Enter the carrier.')).toBeVisible();
  await expect(dialog.getByText('Enter the tracking number.')).toBeVisible();
  await dialog.getByLabel('Carrier').fill('SF Express');
  await dialog.getByLabel('Tracking number').fill('SF1234567890');
  const shipped = page.waitForResponse(
    (answer) => answer.url().endsWith(`/orders/${orderId}/events`) && answer.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  expect((await shipped).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Shipped' }).first()).toBeVisible();

  // It left the In production tab and is under Shipped, with its tracking.
  await expect(page.locator(`[data-order-id="${orderId}"]`)).toHaveCount(0);
  await tabs.getByRole('button', { name: /^Shipped/ }).click();
  const shippedLine = page.locator(`[data-order-id="${orderId}"]`);
  await expect(shippedLine.getByText('Tracking: SF Express SF1234567890')).toBeVisible();
  await expect(shippedLine.getByRole('button', { name: 'Mark delivered' })).toBeVisible();

  // The order as the database now holds it (the buyer's side: commerce-journey.spec.ts).
  const sheetAnswer = await page.request.get(
    `/api/producers/atelier_studio/production/orders/${orderId}/sheet`,
  );
  expect(sheetAnswer.status()).toBe(200);
  const { sheet } = (await sheetAnswer.json()) as {
    sheet: {
      order: { status: string; tracking: { carrier: string; number: string } };
      events: { status: string }[];
    };
  };
  expect(sheet.order).toMatchObject({
    status: 'shipped',
    tracking: { carrier: 'SF Express', number: 'SF1234567890' },
  });
  expect(sheet.events.at(-1)?.status).toBe('shipped');

  // The production sheet: model, materials, sizes, tracking; printing is the browser's.
  await shippedLine.getByRole('link', { name: /^Production sheet/ }).click();
  await expect(page).toHaveURL(new RegExp(`/production/manage/sheet/${orderId}$`));
  const printable = page.getByTestId('production-sheet');
  await expect(printable.getByRole('heading', { name: 'Production sheet' })).toBeVisible();
  await expect(printable.getByRole('heading', { name: 'Materials per part' })).toBeVisible();
  await expect(printable.getByRole('columnheader', { name: 'Size' })).toBeVisible();
  await expect(printable.getByText('Tracking: SF Express SF1234567890')).toBeVisible();
  await expect(printable.getByText(orderId)).toBeVisible();
  await expectAccessible(page, 'the production sheet');
  await page.evaluate(() => {
    const counter = window as unknown as { printed: number };
    counter.printed = 0;
    window.print = () => {
      counter.printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.screenshot({ path: `${SHOTS}/sheet-screen.png`, fullPage: true });

  // On paper: no header, no buttons, only the sheet.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.shell-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
  await expect(printable).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sheet-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The queue in the dark theme.
  await page.goto(MANAGE);
  await expect(page.getByRole('heading', { name: 'Production management', level: 1 })).toBeVisible();
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await page.screenshot({ path: `${SHOTS}/queue-dark.png` });
  await expectAccessible(page, 'the production queue in the dark theme');
});
