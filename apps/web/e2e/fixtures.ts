import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'atelier-demo';

/** Every page starts with the daily notice already seen, unless a test wants it. */
export const test = base.extend<{ freshVisitor: boolean }>({
  freshVisitor: [false, { option: true }],
  page: async ({ page, freshVisitor }, use) => {
    if (!freshVisitor) {
      await page.addInitScript(() => {
        if (!localStorage.getItem('atelier.homeNoticeShownAt'))
          localStorage.setItem('atelier.homeNoticeShownAt', new Date().toISOString());
      });
    }
    await use(page);
  },
});

export { expect };

/** axe-core on the current page: no serious or critical violations. */
export async function expectAccessible(page: Page, note = '') {
  // The settled page: a colour transition caught half-way (a theme switch) is not what anyone
  // reads. Endless animations (loading shimmers) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    bad.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
    note,
  ).toEqual([]);
}

export async function signIn(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Welcome to Atelier' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  // Checking a password is deliberately slow work on the server: wait for its answer, however
  // long a busy machine takes, then for the dialog to say so.
  const answered = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/auth/sign-in') && answer.request().method() === 'POST',
  );
  await dialog.locator('button[type="submit"]').click();
  expect((await answered).status()).toBe(200);
  await expect(dialog.getByText('You are signed in.')).toBeVisible();
  // 000 §2: the quick login closes itself about a second after a session exists.
  await expect(dialog).toBeHidden({ timeout: 5000 });
}

export const grid = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list', { name: /Trending|Latest|Discover|Shop|Following/ })
    .first();

/** Header menus load just after the first paint: wait for the real trigger, then open it. */
export async function openMenu(trigger: Locator) {
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.click();
}
