import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import {
  PRODUCER,
  currentStep,
  goToStep,
  panel,
  prebuildId,
  signInAt,
  viewerSettled,
} from './editor-support';

// Issue 14: nothing the user made is lost. Undo and redo across steps, work restored after a
// reload, the leave guard, a producer's publishing info saved, and a signed-out visitor who
// signs in to save.

test.describe.configure({ timeout: 300_000 });

const mainCategory = (page: Page, name: string) =>
  panel(page).getByRole('group', { name: 'Main categories' }).getByRole('button', { name, exact: true });

/** The name and categories the editor keeps in IndexedDB under `key` (null before its first write). */
const keptWork = (page: Page, key: string) =>
  page.evaluate(
    (key) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('atelier-editor');
        open.onupgradeneeded = () => open.result.createObjectStore('drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('drafts').objectStore('drafts').get(key);
          read.onsuccess = () =>
            resolve(
              (read.result as { doc?: { item?: { name?: string } } } | undefined)?.doc?.item?.name ?? null,
            );
          read.onerror = () => reject(read.error);
        };
      }),
    key,
  );

test('undo and redo across steps, by the buttons and by Ctrl+Z / Ctrl+Shift+Z', async ({ page, request }) => {
  const id = await prebuildId(request);
  await signInAt(page, 'creator@atelier.test');
  await page.goto(`/editor?edit_type=creation&prebuild_id=${id}`);
  await viewerSettled(page);
  const undo = page.getByTestId('editor-undo');
  const redo = page.getByTestId('editor-redo');
  await expect(undo).toBeDisabled();

  await goToStep(page, 'info');
  await panel(page).getByLabel('Name').fill('Undo Hoodie');
  await mainCategory(page, 'Men').click();
  await expect(mainCategory(page, 'Men')).toHaveAttribute('aria-pressed', 'true');
  await goToStep(page, 'sale');
  const xs = panel(page).getByRole('checkbox', { name: 'XS' });
  await xs.uncheck();
  await expect(xs).not.toBeChecked();

  // Ctrl+Z outside a text field: the last change (on this step), then the one before (on Info).
  await page.keyboard.press('Control+z');
  await expect(xs).toBeChecked();
  await page.keyboard.press('Control+z');
  await goToStep(page, 'info');
  await expect(mainCategory(page, 'Men')).toHaveAttribute('aria-pressed', 'false');
  await expect(panel(page).getByLabel('Name')).toHaveValue('Undo Hoodie');

  // Ctrl+Shift+Z redoes; the buttons do the same.
  await mainCategory(page, 'Women').focus();
  await page.keyboard.press('Control+Shift+z');
  await expect(mainCategory(page, 'Men')).toHaveAttribute('aria-pressed', 'true');
  await undo.click();
  await expect(mainCategory(page, 'Men')).toHaveAttribute('aria-pressed', 'false');
  await undo.click();
  await expect(panel(page).getByLabel('Name')).toHaveValue('');
  await redo.click();
  await redo.click();
  await expect(panel(page).getByLabel('Name')).toHaveValue('Undo Hoodie');
  await expect(mainCategory(page, 'Men')).toHaveAttribute('aria-pressed', 'true');
  await goToStep(page, 'sale');
  await redo.click();
  await expect(xs).not.toBeChecked();
  await expect(redo).toBeDisabled();
});

test('a reload mid-edit restores the work, with a word and a way to discard it', async ({
  page,
  request,
}) => {
  const id = await prebuildId(request);
  await signInAt(page, 'creator@atelier.test');
  await page.goto(`/editor?edit_type=creation&prebuild_id=${id}`);
  await viewerSettled(page);
  await goToStep(page, 'info');
  await panel(page).getByLabel('Name').fill('Reloaded Hoodie');
  await panel(page).getByLabel('Name').press('Tab');
  // Kept when the browser is idle after the change: wait for it, not for a time.
  await expect
    .poll(() => keptWork(page, `creation:new:prebuild:${id}`), { timeout: 30_000 })
    .toBe('Reloaded Hoodie');
  // A change and a step move just before the reload, with no wait: kept as the page goes away.
  await mainCategory(page, 'Women').click();
  await expect(mainCategory(page, 'Women')).toHaveAttribute('aria-pressed', 'true');
  await goToStep(page, 'sale');

  await page.reload();
  await viewerSettled(page);
  await expect(page.getByTestId('editor-restored')).toContainText(
    'We restored your unsaved work from your last visit.',
  );
  // Back at the step last shown, with all the work.
  await expect(currentStep(page)).toHaveAttribute('data-step', 'sale');
  await goToStep(page, 'info');
  await expect(panel(page).getByLabel('Name')).toHaveValue('Reloaded Hoodie');
  await expect(mainCategory(page, 'Women')).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Discard it' }).click();
  await expect(page.getByTestId('editor-restored')).toBeHidden();
  await goToStep(page, 'info');
  await expect(panel(page).getByLabel('Name')).toHaveValue('');
  await expect.poll(() => keptWork(page, `creation:new:prebuild:${id}`)).toBeNull();
});

test("a producer edits a prebuild's publishing info and saves; leaving unsaved asks first", async ({
  page,
  request,
}) => {
  const id = await prebuildId(request, 'Crew-neck T-shirt');
  await signInAt(page, 'producer@atelier.test');
  await page.goto(`/${PRODUCER}/production?prebuild=${id}`);
  // Members see 'Edit' on the producer page's prebuild view.
  await page.getByRole('link', { name: 'Edit: Crew-neck T-shirt' }).click();
  await expect(page).toHaveURL(`/editor?edit_type=prebuild&prebuild_id=${id}`);
  await viewerSettled(page);

  await goToStep(page, 'sale');
  const maximum = panel(page).getByLabel('Maximum order');
  await maximum.fill('900');
  await maximum.press('Tab');
  await expect(page.getByTestId('editor-unsaved')).toBeVisible();

  // The back arrow asks first (001 §5, prebuild mode); declining stays.
  await panel(page).getByRole('link', { name: 'Back' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave the editor?' });
  await expect(leave.getByText('You have unsaved changes. Are you sure you want to leave?')).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(`/editor?edit_type=prebuild&prebuild_id=${id}`);
  await expect(maximum).toHaveValue('900');

  // The browser's Back asks the same question; declining stays with the work, and asks again.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.goBack();
    await expect(leave.getByText('You have unsaved changes. Are you sure you want to leave?')).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(`/editor?edit_type=prebuild&prebuild_id=${id}`);
    await expect(maximum).toHaveValue('900');
  }

  // The browser's unload warning is armed for an edited item with a name.
  const unload = page.waitForEvent('dialog');
  void page.close({ runBeforeUnload: true });
  const dialog = await unload;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();

  await panel(page)
    .getByRole('button', { name: /^(Save draft|Update)$/ })
    .click();
  await expect(page.getByText('Update successfully')).toBeVisible();
  await expect(page.getByTestId('editor-unsaved')).toBeHidden();
  const stored = (await (await request.get(`/api/prebuilds/${id}`)).json()) as {
    prebuild: { maximum_order: number };
  };
  expect(stored.prebuild.maximum_order).toBe(900);

  // Saved: the browser's Back leaves without asking, and so does the back arrow.
  await page.goBack();
  await expect(page).toHaveURL(`/${PRODUCER}/production?prebuild=${id}`);
  await page.getByRole('link', { name: 'Edit: Crew-neck T-shirt' }).click();
  await viewerSettled(page);
  await panel(page).getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(`/${PRODUCER}/production?prebuild=${id}`);
});

test("a signed-out visitor edits, signs in through 'Login to save' and saves without losing the work", async ({
  page,
  request,
}) => {
  const name = `Guest Hoodie ${Date.now().toString(36)}`;
  const id = await prebuildId(request);
  await page.goto(`/editor?edit_type=creation&prebuild_id=${id}`);
  await viewerSettled(page);
  await goToStep(page, 'render');
  await panel(page).getByRole('button', { name: 'Capture of the 3D design' }).click();
  await panel(page).getByRole('button', { name: 'Refresh all capture image' }).click();
  await expect(panel(page).getByText('Captures updated')).toBeVisible({ timeout: 120_000 });
  await goToStep(page, 'info');
  await panel(page).getByLabel('Name').fill(name);
  await mainCategory(page, 'Women').click();

  await panel(page).getByRole('button', { name: 'Login to save' }).click();
  await signIn(page, 'creator@atelier.test');
  await expect(currentStep(page)).toHaveAttribute('data-step', 'info');
  await expect(panel(page).getByLabel('Name')).toHaveValue(name);
  await panel(page).getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Update successfully')).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/mei\/creation\/[^/]+\/edit\?v3=true$/);
  await expect(page.getByTestId('editor-badge')).toHaveText('Draft saved');
  await goToStep(page, 'info');
  await expect(panel(page).getByLabel('Name')).toHaveValue(name);
});
