import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { creationId, goToStep, panel, prebuildId, signInAt, viewerSettled } from './editor-support';

// 002 §2 the model selector and the materials panels in Chromium on the seeded data: a part's
// material changes what the viewer draws (a pixel check) and undo restores it; the producer's
// material library (search, Newest / Oldest, 'Selected 2 Materials'); a creator's 'Selected
// Material List'; the empty states verbatim; axe; screenshots for a look.

test.describe.configure({ timeout: 300_000 });

const OUT = join('test-results', 'editor-materials');

async function openPrebuildEditor(page: Page, request: APIRequestContext) {
  const id = await prebuildId(request);
  await signInAt(page, 'producer@atelier.test');
  await page.goto(`/editor?edit_type=prebuild&prebuild_id=${id}`);
  await viewerSettled(page);
  await goToStep(page, 'design');
  return id;
}

async function openDesignPanel(page: Page, name: 'model' | 'materials') {
  await panel(page).locator(`button[data-panel="${name}"]`).click();
  await expect(panel(page).getByRole('button', { name: 'Back to design' })).toBeVisible();
}

const partTile = (page: Page, name: string) =>
  panel(page).locator('button[data-part]').filter({ hasText: name }).first();

/**
 * The mean colour of the middle of the viewer as the screen shows it: a screenshot of the
 * viewer, decoded by the browser. The garment fills the middle of the default camera's view.
 */
async function viewerColour(page: Page, viewer: Locator): Promise<{ r: number; g: number; b: number }> {
  const png = (await viewer.screenshot({ animations: 'disabled' })).toString('base64');
  return page.evaluate(async (data) => {
    const blob = await (await fetch(`data:image/png;base64,${data}`)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const x = Math.round(bitmap.width * 0.35);
    const y = Math.round(bitmap.height * 0.3);
    const { data: pixels } = context.getImageData(
      x,
      y,
      Math.round(bitmap.width * 0.3),
      Math.round(bitmap.height * 0.4),
    );
    let r = 0;
    let g = 0;
    let b = 0;
    const count = pixels.length / 4;
    for (let i = 0; i < pixels.length; i += 4) {
      r += pixels[i]!;
      g += pixels[i + 1]!;
      b += pixels[i + 2]!;
    }
    return { r: r / count, g: g / count, b: b / count };
  }, png);
}

/** How much redder than green the middle of the viewer is (a heather grey body: about 0). */
const redness = async (page: Page, viewer: Locator) => {
  const { r, g } = await viewerColour(page, viewer);
  return r - g;
};

test('a part takes another material and the viewer shows it; undo restores it', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPrebuildEditor(page, request);
  await openDesignPanel(page, 'materials');
  const viewer = page.locator('.editor-viewer__frame');
  // Wait for the first drawing to settle: two equal readings in a row.
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const now = await redness(page, viewer);
        const steady = Math.abs(now - last) < 1;
        last = now;
        return steady;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(true);
  const before = last;
  expect(Math.abs(before)).toBeLessThan(20);

  const body = partTile(page, 'Body');
  await expect(body).toContainText('Brushed fleece, heather grey');
  await expectAccessible(page, 'the parts grid');
  await body.click();
  await expect(panel(page).getByRole('heading', { name: 'Body', exact: true })).toBeFocused();
  const red = panel(page).getByRole('button', { name: /Cotton jersey, cherry red/ });
  await red.click();
  await expect(red).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => redness(page, viewer), { timeout: 60_000, intervals: [500] })
    .toBeGreaterThan(before + 40);
  await expectAccessible(page, 'the part material panel');

  await page.keyboard.press('Control+z');
  await expect(panel(page).getByRole('button', { name: /Brushed fleece, heather grey/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(async () => Math.abs((await redness(page, viewer)) - before), { timeout: 60_000, intervals: [500] })
    .toBeLessThan(5);

  await panel(page).getByRole('button', { name: 'Back to parts' }).click();
  await expect(partTile(page, 'Body')).toBeFocused();
  await expect(partTile(page, 'Body')).toContainText('Brushed fleece, heather grey');
});

test("the producer picks two materials from 'Your Material Library'", async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPrebuildEditor(page, request);
  await openDesignPanel(page, 'materials');
  await partTile(page, 'Aglets and eyelets').click();
  await panel(page).getByRole('button', { name: 'Edit Selectable Material' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Material Library' });
  const list = dialog.getByRole('list', { name: 'Your Material Library' });
  const rows = list.locator('label[data-material]');
  // The part's five metals first, marked, then the rest of the library, a page at a time.
  await expect(rows.first()).toBeVisible();
  await expect(list.locator('label:has-text("Chosen for this part")')).toHaveCount(5);
  await expect(rows.nth(4)).toContainText('Chosen for this part');
  await expect(rows.nth(5)).not.toContainText('Chosen for this part');
  await expect(dialog.getByRole('button', { name: 'Selected 5 Materials' })).toBeVisible();
  const firstPage = await rows.count();
  await dialog.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(firstPage);
  await expectAccessible(page, 'the material library');

  // Untick the part's metals: nothing ticked cannot be confirmed.
  const ticked = list.getByRole('checkbox', { checked: true });
  while ((await ticked.count()) > 0) await ticked.first().uncheck();
  await expect(dialog.getByRole('button', { name: 'Selected 0 Materials' })).toBeDisabled();
  await expect(dialog.getByText('Tick at least one material.')).toBeVisible();

  const search = dialog.getByRole('searchbox', { name: 'Search by name' });
  await search.fill('leather');
  await expect(rows).toHaveCount(5);
  for (const text of await rows.allTextContents()) expect(text.toLowerCase()).toContain('leather');
  const newest = await rows.evaluateAll((labels) =>
    labels.map((label) => (label as HTMLElement).dataset.material),
  );
  await dialog.getByRole('button', { name: 'Oldest' }).click();
  await expect(dialog.getByRole('button', { name: 'Oldest' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => rows.evaluateAll((labels) => labels.map((label) => (label as HTMLElement).dataset.material)))
    .toEqual([...newest].reverse());

  await dialog.getByRole('checkbox', { name: /^Smooth leather, black/ }).check();
  await dialog.getByRole('checkbox', { name: /^Pebbled leather, chalk/ }).check();
  await search.fill('velvet');
  await expect(dialog.getByText('No materials match “velvet”.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Selected 2 Materials' }).click();
  await expect(dialog).toBeHidden();

  const choices = panel(page)
    .getByRole('list', { name: 'Selectable materials' })
    .locator('button[data-material]');
  await expect(choices).toHaveText([/Smooth leather, black/, /Pebbled leather, chalk/]);
  // The default was not kept (a metal), so the first chosen one became it.
  await expect(choices.first()).toHaveAttribute('aria-pressed', 'true');
});

test('the model selector shows the prebuild model; a new prebuild has no parts yet', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const id = await openPrebuildEditor(page, request);
  await openDesignPanel(page, 'model');
  const models = panel(page).getByRole('list', { name: 'Models' });
  const current = models.getByRole('button', { pressed: true });
  await expect(current).toContainText(/Pull-over Hoodie/i);
  await expect(current).toContainText('Reference: ');
  await expect(current).toContainText('Current');
  await expect(current.locator('img')).toHaveAttribute('src', /\?w=100$/);
  await expect
    .poll(() => current.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expectAccessible(page, 'the model selector');

  const answer = await request.get(`/api/prebuilds/${id}`);
  const { prebuild } = (await answer.json()) as { prebuild: { models: { id: string }[] } };
  await page.goto(`/editor?edit_type=prebuild&asset_id=${prebuild.models[0]!.id}`);
  await viewerSettled(page);
  await openDesignPanel(page, 'materials');
  await expect(
    panel(page).getByText(
      'No parts available. Make sure your combination_config.parts is properly configured.',
      {
        exact: true,
      },
    ),
  ).toBeVisible();
});

test("a creator chooses among what the prebuild allows: 'Selected Material List'", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const id = await creationId(request, 'Monsoon Fold Tote');
  await signInAt(page, 'creator@atelier.test');
  await page.goto(`/mei/creation/${id}/edit?v3=true`);
  await viewerSettled(page);
  await goToStep(page, 'design');
  await openDesignPanel(page, 'model');
  await expect(
    panel(page).getByText("A creation wears its prebuild's model: the producer chooses it."),
  ).toBeVisible();
  await panel(page).getByRole('button', { name: 'Back to design' }).click();
  await openDesignPanel(page, 'materials');
  await panel(page).locator('button[data-part]').first().click();
  await expect(
    panel(page).getByText('The prebuild decides which materials this part may wear.'),
  ).toBeVisible();
  await panel(page).getByRole('button', { name: 'Edit Selectable Material' }).click();
  const dialog = page.getByRole('dialog', { name: 'Selected Material List' });
  await expect(dialog).toBeVisible();
  const ticked = await dialog.getByRole('checkbox', { checked: true }).count();
  await expect(dialog.getByRole('button', { name: `Selected ${ticked} Materials` })).toBeVisible();
  await expectAccessible(page, "the creator's selected material list");
});

for (const theme of ['light', 'dark'] as const) {
  test(`the materials panel, ${theme}, desktop and phone: captured for a look`, async ({ page, request }) => {
    mkdirSync(OUT, { recursive: true });
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPrebuildEditor(page, request);
    await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
    await openDesignPanel(page, 'materials');
    await expect(partTile(page, 'Body')).toBeVisible();
    await page.mouse.move(0, 0);
    // The README's pictures are refreshed on demand (UPDATE_SCREENSHOTS=1), so a test run leaves
    // the working tree as it was.
    const readme = process.env.UPDATE_SCREENSHOTS === '1';
    await page.screenshot({
      path: readme
        ? join('docs', 'screenshots', `editor-materials-${theme}.png`)
        : join(OUT, `desktop-${theme}-parts.png`),
    });
    await partTile(page, 'Body').click();
    await page.screenshot({ path: join(OUT, `desktop-${theme}-part.png`) });
    await panel(page).getByRole('button', { name: 'Edit Selectable Material' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Your Material Library' }).locator('label[data-material]').first(),
    ).toBeVisible();
    await page.screenshot({ path: join(OUT, `desktop-${theme}-library.png`) });
    await expectAccessible(page, `library, ${theme}`);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await panel(page).getByRole('button', { name: 'Back to parts' }).click();
    await page.screenshot({ path: join(OUT, `phone-${theme}-parts.png`), fullPage: true });
    await expectAccessible(page, `parts, ${theme}, phone`);
    await panel(page).getByRole('button', { name: 'Back to design' }).click();
    await openDesignPanel(page, 'model');
    const thumb = panel(page).locator('.model-tile img').first();
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.screenshot({ path: join(OUT, `phone-${theme}-model.png`), fullPage: true });
  });
}
