import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, expectAccessible, test } from './fixtures';
import { goToStep, panel, prebuildId, signInAt, viewerSettled } from './editor-support';

// Colorways and Variations (002 §2, §4, §5, §6; 001 §4): a producer builds a colorway with two
// options on the seeded hoodie and switches between them, makes a variation hiding a part, and
// locks colorways for creators, which a creator then meets on a new creation. Every empty state
// and confirmation is asserted in the specification's words; axe runs on every panel state.

test.describe.configure({ timeout: 300_000 });

const OUT = join('test-results', 'editor-colorways');

/** The mean brightness (0-255) of the viewer's centre, where the hoodie's body is. */
async function centreBrightness(page: Page): Promise<number> {
  const png = PNG.sync.read(await page.getByTestId('editor-viewer-frame').screenshot());
  let sum = 0;
  let count = 0;
  for (let y = Math.floor(png.height * 0.4); y < png.height * 0.6; y += 2) {
    for (let x = Math.floor(png.width * 0.42); x < png.width * 0.58; x += 2) {
      const i = (y * png.width + x) * 4;
      sum += 0.2126 * png.data[i]! + 0.7152 * png.data[i + 1]! + 0.0722 * png.data[i + 2]!;
      count += 1;
    }
  }
  return sum / count;
}

/** How many pixels of the viewer differ (by more than a little) from `before`. */
async function changedPixels(page: Page, before: Buffer): Promise<number> {
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(await page.getByTestId('editor-viewer-frame').screenshot());
  if (a.width !== b.width || a.height !== b.height) return Number.POSITIVE_INFINITY;
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const delta =
      Math.abs(a.data[i]! - b.data[i]!) +
      Math.abs(a.data[i + 1]! - b.data[i + 1]!) +
      Math.abs(a.data[i + 2]! - b.data[i + 2]!);
    if (delta > 30) changed += 1;
  }
  return changed;
}

/** Presses Tab until `target` has focus: it is reachable by keyboard, in order. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reachable with Tab');
}

async function openPrebuildDesign(page: Page, id: string) {
  await page.goto(`/editor?edit_type=prebuild&prebuild_id=${id}`);
  await viewerSettled(page);
  await goToStep(page, 'design');
}

async function openPanel(page: Page, name: 'Colorways' | 'Variations') {
  await panel(page)
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await expect(panel(page).getByRole('button', { name: 'Back to design' })).toBeVisible();
}

/** Renames an option in 'Edit Option' and gives its Body a material. */
async function dressOption(page: Page, index: number, name: string, material: string) {
  await panel(page)
    .getByRole('region', { name: 'Colorway Grid' })
    .locator('tbody th button.design-grid__name')
    .nth(index)
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Option' });
  await edit.getByLabel('Option name').fill(name);
  await edit.getByRole('button', { name: new RegExp(`^Body in ${name}:`) }).click();
  const picker = page.getByRole('dialog', { name: 'Body' });
  await picker.getByRole('button', { name: material, exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(edit.getByRole('button', { name: `Body in ${name}: ${material}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
}

test('a producer builds a colorway with two options and switches between them in the viewer', async ({
  page,
  request,
}) => {
  mkdirSync(OUT, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  const id = await prebuildId(request);
  await signInAt(page, 'producer@atelier.test');
  await openPrebuildDesign(page, id);
  await openPanel(page, 'Colorways');

  const list = panel(page);
  await expect(list.getByRole('heading', { name: 'Colorways', exact: true, level: 3 })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'No group found' })).toBeVisible();
  await expectAccessible(page, 'colorways, empty');

  // Keyboard: from 'Back to design', Tab reaches 'Add colorway'; Enter adds 'New Com.'.
  await list.getByRole('button', { name: 'Back to design' }).focus();
  await tabTo(page, list.getByRole('button', { name: 'Add colorway' }));
  await page.keyboard.press('Enter');
  await expect(list.getByRole('heading', { name: 'New Com.' })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'No combinations available' })).toBeVisible();

  await list.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(
    list.getByRole('heading', { name: 'Select parts above to start creating colorways' }),
  ).toBeVisible();
  await list.getByLabel('Name', { exact: true }).fill('Body colour');
  await list
    .getByRole('group', { name: 'Select Parts' })
    .getByRole('checkbox', { name: 'Body', exact: true })
    .check();
  await expect(list.getByRole('region', { name: 'Colorway Grid' })).toBeVisible();
  for (let n = 0; n < 3; n += 1) await list.getByRole('button', { name: 'Add option' }).click();
  await expect(
    list
      .getByRole('region', { name: 'Colorway Grid' })
      .getByRole('button', { name: 'New Option', exact: true }),
  ).toHaveCount(3);

  await dressOption(page, 0, 'White', 'Cotton jersey, optic white');
  await dressOption(page, 1, 'Black', 'Cotton jersey, black');

  // The third goes, after the specification's question.
  await list.getByRole('button', { name: 'Delete New Option' }).click();
  const askOption = page.getByRole('dialog', { name: 'Delete option' });
  await expect(askOption.getByText('Are you sure to delete this option?', { exact: true })).toBeVisible();
  await askOption.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(list.getByRole('button', { name: 'Delete New Option' })).toHaveCount(0);

  await page.screenshot({ path: join(OUT, 'colorway-edit-light.png') });
  await page.screenshot({ path: join('docs', 'screenshots', 'editor-colorways-light.png') });
  await expectAccessible(page, 'colorway, edit mode');

  // 'Edit Option' and its permissions popup pass axe too.
  await list
    .getByRole('region', { name: 'Colorway Grid' })
    .getByRole('button', { name: 'White', exact: true })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Option' });
  await edit.getByRole('button', { name: 'Permissions' }).click();
  await expect(page.getByRole('checkbox', { name: 'Enable Creator Edit' })).toBeChecked();
  await expectAccessible(page, 'Edit Option with permissions');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  // View mode: the Combinations; choosing one dresses the body in the viewer.
  await list.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(list.getByRole('heading', { name: 'Combinations' })).toBeVisible();
  const black = list.getByRole('button', { name: /^Black/ });
  const white = list.getByRole('button', { name: /^White/ });
  const grey = await centreBrightness(page);
  await black.click();
  await expect(black).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => centreBrightness(page), { timeout: 60_000 }).toBeLessThan(grey - 25);
  const dark = await centreBrightness(page);
  await white.click();
  await expect(white).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => centreBrightness(page), { timeout: 60_000 }).toBeGreaterThan(dark + 60);
  await page.screenshot({ path: join(OUT, 'colorway-view-light.png') });
  await expectAccessible(page, 'colorway, view mode');

  // Back in the list: delete mode asks before deleting; cancelling keeps the colorway.
  await list.getByRole('button', { name: 'All colorways' }).click();
  await expect(list.getByRole('button', { name: /^Body colour/ })).toBeFocused();
  await list.getByRole('button', { name: 'Delete colorways' }).click();
  await list.getByRole('button', { name: 'Delete Body colour' }).click();
  const askGroup = page.getByRole('dialog', { name: 'Delete colorway' });
  await expect(askGroup.getByText('Are you sure to delete this group?', { exact: true })).toBeVisible();
  await expectAccessible(page, 'delete colorway confirmation');
  await askGroup.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.getByRole('button', { name: /^Body colour/ })).toBeVisible();

  // A second colorway is not offered the body, which the first one holds.
  await list.getByRole('button', { name: 'Add colorway' }).click();
  await list.getByRole('button', { name: 'Edit', exact: true }).click();
  const parts = list.getByRole('group', { name: 'Select Parts' });
  await expect(parts.getByRole('checkbox', { name: 'Hood', exact: true })).toBeVisible();
  await expect(parts.getByRole('checkbox', { name: 'Body', exact: true })).toHaveCount(0);

  // The prebuild-only settings popup.
  await list.getByRole('button', { name: 'All colorways' }).click();
  await list.getByRole('button', { name: 'Colorway settings' }).click();
  await expect(page.getByRole('checkbox', { name: 'Enable Colorway for Creator' })).toBeChecked();
});

test('a producer makes a variation hiding a part', async ({ page, request }) => {
  mkdirSync(OUT, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  const id = await prebuildId(request);
  await signInAt(page, 'producer@atelier.test');
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPrebuildDesign(page, id);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await openPanel(page, 'Variations');

  const list = panel(page);
  await expect(list.getByRole('heading', { name: 'Variation', exact: true, level: 3 })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'No variant found' })).toBeVisible();
  await list.getByRole('button', { name: 'Variation settings' }).click();
  await expect(page.getByRole('checkbox', { name: 'Enable Variation for Creator' })).toBeChecked();
  await expectAccessible(page, 'variations, empty, settings open');
  await page.keyboard.press('Escape');

  await list.getByRole('button', { name: 'Add variation' }).click();
  await expect(list.getByRole('heading', { name: 'New Variant' })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'No options available' })).toBeVisible();
  await list.getByRole('checkbox', { name: 'Hood', exact: true }).check();
  await list.getByRole('button', { name: 'Add option' }).click();
  await list.getByLabel('Option name').fill('Hoodless');
  await list.getByLabel('Option name').press('Tab');
  const before = await page.getByTestId('editor-viewer-frame').screenshot();

  // Keyboard: the option's default toggle and its eye are reached with Tab.
  const choose = list.getByRole('button', { name: 'Hoodless', exact: true });
  const eye = list.getByRole('button', { name: 'Show Hood in Hoodless' });
  await tabTo(page, eye);
  await page.keyboard.press('Enter');
  await expect(eye).toHaveAttribute('aria-pressed', 'false');
  await choose.focus();
  await page.keyboard.press('Enter');
  await expect(choose).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => changedPixels(page, before), { timeout: 60_000 }).toBeGreaterThan(2_000);

  await page.screenshot({ path: join(OUT, 'variation-dark.png') });
  await page.screenshot({ path: join('docs', 'screenshots', 'editor-variations-dark.png') });
  await expectAccessible(page, 'variation, dark');

  // Choosing the default again clears it (the part stays as it is).
  await choose.click();
  await expect(choose).toHaveAttribute('aria-pressed', 'false');

  // Deleting the variation asks first, then shows the hood again.
  await list.getByRole('button', { name: 'Save', exact: true }).click();
  await list.getByRole('button', { name: 'Delete variations' }).click();
  await list.getByRole('button', { name: 'Delete New Variant' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete variation' });
  await expect(ask.getByText('Are you sure to delete this variation?', { exact: true })).toBeVisible();
  await ask.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(list.getByRole('heading', { name: 'No variant found' })).toBeVisible();
  await expect.poll(() => changedPixels(page, before), { timeout: 60_000 }).toBeLessThan(2_000);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(OUT, 'variations-phone-dark.png'), fullPage: true });
});

test('a creator on a creation from a prebuild that forbids adding colorways sees no add or delete', async ({
  page,
  request,
}) => {
  const id = await prebuildId(request, 'Six-panel Cap');
  await signInAt(page, 'producer@atelier.test');
  await openPrebuildDesign(page, id);
  await openPanel(page, 'Colorways');
  const list = panel(page);
  await list.getByRole('button', { name: 'Add colorway' }).click();
  await list.getByRole('button', { name: 'Edit', exact: true }).click();
  await list.getByLabel('Name', { exact: true }).fill('Crown');
  await list.getByRole('group', { name: 'Select Parts' }).getByRole('checkbox').first().check();
  await list.getByRole('button', { name: 'Add option' }).click();
  await list.getByRole('button', { name: 'Done', exact: true }).click();
  await list.getByRole('button', { name: 'All colorways' }).click();
  await list.getByRole('button', { name: 'Colorway settings' }).click();
  await page.getByRole('checkbox', { name: 'Enable Colorway for Creator' }).uncheck();
  await page.keyboard.press('Escape');
  await list.getByRole('button', { name: /^(Save draft|Update)$/ }).click();
  await expect(page.getByText('Update successfully')).toBeVisible({ timeout: 60_000 });
  const stored = (await (await request.get(`/api/prebuilds/${id}`)).json()) as {
    prebuild: { combination_config: { groupsSetup?: { enabledForAddRemoveRoles?: string[] } } };
  };
  expect(stored.prebuild.combination_config.groupsSetup?.enabledForAddRemoveRoles).toEqual(['consumer']);

  // A creator starts a creation on it (a browser of her own).
  const context = await page.context().browser()!.newContext();
  const creator = await context.newPage();
  await signInAt(creator, 'creator@atelier.test');
  await creator.goto(`/editor?edit_type=creation&prebuild_id=${id}`);
  await viewerSettled(creator);
  await openPanel(creator, 'Colorways');
  const mine = panel(creator);
  await expect(mine.getByRole('button', { name: /^Crown/ })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Add colorway' })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: 'Delete colorways' })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: 'Colorway settings' })).toHaveCount(0);
  await expectAccessible(creator, 'creator, colorways locked for adding');
  await context.close();
});
