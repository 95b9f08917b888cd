import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, expectAccessible, test } from './fixtures';
import { panel, prebuildId, signInAt, viewerSettled } from './editor-support';

// 002 §2 the scene settings panel in the editor on the seeded prebuild: background,
// environment and lighting change what the viewer draws (read from its pixels), by keyboard
// too, with no serious axe violation; and /aistudio says how to enable AI images when the
// server has none (the e2e server is started without AI_IMAGES_*).

test.describe.configure({ timeout: 240_000 });

type Rgb = readonly [number, number, number];

/** The viewer as drawn: the mean colour of a box (fractions of its width and height). */
async function viewerColour(page: Page, box: { x: number; y: number; w: number; h: number }): Promise<Rgb> {
  const png = PNG.sync.read(await page.locator('.editor-viewer iframe').screenshot());
  const [x0, y0] = [Math.floor(box.x * png.width), Math.floor(box.y * png.height)];
  const [x1, y1] = [Math.floor((box.x + box.w) * png.width), Math.floor((box.y + box.h) * png.height)];
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const at = (y * png.width + x) * 4;
      for (let c = 0; c < 3; c++) sum[c]! += png.data[at + c]!;
      count++;
    }
  return sum.map((value) => Math.round(value / count)) as unknown as Rgb;
}

/** The backdrop: a strip along the top, where no garment is drawn. */
const BACKDROP = { x: 0.05, y: 0.02, w: 0.9, h: 0.06 };
/** The garment: the middle of the view. */
const GARMENT = { x: 0.4, y: 0.35, w: 0.2, h: 0.3 };

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const brightness = (rgb: Rgb) => (rgb[0] + rgb[1] + rgb[2]) / 3;
const hex = (value: string): Rgb =>
  [1, 3, 5].map((at) => parseInt(value.slice(at, at + 2), 16)) as unknown as Rgb;

async function openScene(page: Page) {
  const editor = panel(page);
  await editor.locator('[data-panel="scene"]').click();
  await expect(editor.getByTestId('scene-tiles')).toBeVisible({ timeout: 30_000 });
  return editor;
}

test('background, environment and lighting change what the viewer draws', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const id = await prebuildId(request);
  await page.goto(`/editor?edit_type=creation&prebuild_id=${id}`);
  await viewerSettled(page);
  const editor = await openScene(page);
  const tiles = editor.getByTestId('scene-tiles').getByRole('button');
  await expect(tiles).toHaveText([/^Background/, /^Environment/, /^Appearance/, /^FormNew/]);

  // Background: a colour fills the backdrop with it.
  await editor.getByRole('button', { name: /^Background/ }).click();
  await editor
    .getByRole('group', { name: 'Background type' })
    .getByRole('button', { name: 'Colour' })
    .click();
  await editor.getByRole('button', { name: /Viva Magenta/ }).click();
  await expect
    .poll(async () => distance(await viewerColour(page, BACKDROP), hex('#bb2649')), { timeout: 30_000 })
    .toBeLessThan(60);
  // By keyboard: the next swatch, Enter.
  await editor.getByRole('button', { name: /Classic Blue/ }).focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => distance(await viewerColour(page, BACKDROP), hex('#0f4c81')), { timeout: 30_000 })
    .toBeLessThan(60);
  await expectAccessible(page, 'background colours');
  // A stock image replaces the colour.
  await editor.getByRole('button', { name: 'Image', exact: true }).click();
  await editor.getByRole('button', { name: 'White marble' }).click();
  await expect
    .poll(async () => distance(await viewerColour(page, BACKDROP), hex('#0f4c81')), { timeout: 30_000 })
    .toBeGreaterThan(80);
  await editor.getByRole('button', { name: 'Back to scene settings' }).click();

  // Environment: the intensity at 0 leaves the garment in its lights alone, darker.
  await editor.getByRole('button', { name: /^Environment/ }).click();
  await editor.getByRole('button', { name: 'Warehouse' }).click();
  await expect(editor.getByRole('button', { name: 'Warehouse' })).toHaveAttribute('aria-pressed', 'true');
  const lit = brightness(await viewerColour(page, GARMENT));
  const intensity = editor.getByTestId('scene-intensity').getByRole('spinbutton');
  await intensity.fill('0');
  await expect(editor.getByTestId('scene-intensity').getByRole('slider')).toHaveAttribute(
    'aria-valuetext',
    '0 %',
  );
  await expect
    .poll(async () => brightness(await viewerColour(page, GARMENT)), { timeout: 30_000 })
    .toBeLessThan(lit - 8);
  await intensity.fill('100');
  await editor.getByRole('button', { name: 'Back to scene settings' }).click();

  // Lighting: the Light sub-panel's presets and angle.
  await editor.getByRole('button', { name: /^Appearance/ }).click();
  await expect(editor.getByRole('heading', { name: 'Light', exact: true })).toBeVisible();
  await editor.getByRole('button', { name: 'Dramatic Contrast' }).click();
  await expect(editor.getByRole('button', { name: 'Dramatic Contrast' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(async () => brightness(await viewerColour(page, GARMENT)), { timeout: 30_000 })
    .not.toBe(0);
  const dramatic = await viewerColour(page, GARMENT);
  await editor.getByRole('button', { name: 'Shadowy Abyss' }).click();
  await expect
    .poll(async () => distance(await viewerColour(page, GARMENT), dramatic), { timeout: 30_000 })
    .toBeGreaterThan(6);
  const abyss = await viewerColour(page, GARMENT);
  // The angle by keyboard: five presses of the arrow, 25 degrees.
  const angle = editor.getByTestId('scene-angle').getByRole('slider');
  await angle.focus();
  for (let press = 0; press < 5; press++) await page.keyboard.press('ArrowRight');
  await expect(angle).toHaveAttribute('aria-valuetext', '25°');
  await expect
    .poll(async () => distance(await viewerColour(page, GARMENT), abyss), { timeout: 30_000 })
    .toBeGreaterThan(1);
  await expectAccessible(page, 'light sub-panel');

  // Undo takes the angle back in one step (a gesture is one undo step).
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(angle).toHaveAttribute('aria-valuetext', '0°');
  await expect(editor.getByRole('button', { name: 'Shadowy Abyss' })).toHaveAttribute('aria-pressed', 'true');
});

test('the Form tile shows what the form builder will hold', async ({ page, request }) => {
  const id = await prebuildId(request);
  await page.goto(`/editor?edit_type=creation&prebuild_id=${id}`);
  await viewerSettled(page);
  const editor = await openScene(page);
  await editor.getByRole('button', { name: /^Form/ }).click();
  const form = editor.getByTestId('scene-form');
  await expect(form).toContainText('Form Builder');
  await expect(form).toContainText('New feature');
  await expect(form).toContainText("Applies only to the 'Made to order' sales type");
});

test('/aistudio says how to enable AI images when the server has none, and generates nothing', async ({
  page,
}) => {
  await signInAt(page, 'creator@atelier.test', '/aistudio');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Studio' })).toBeVisible();
  await expect(page.getByTestId('ai-not-configured')).toContainText(
    'This server has no AI image service yet. An administrator can enable it by setting AI_IMAGES_URL, AI_IMAGES_KEY, AI_IMAGES_MODEL (an OpenAI-compatible images endpoint) and restarting the server.',
  );
  await expect(page.getByRole('button', { name: 'Generate' })).toHaveCount(0);
  await expect(page.getByText('No images yet')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('aistudio.png') });
  const refused = await page.request.post('/api/ai/images', { data: { prompt: 'A tiger' } });
  expect(refused.status()).toBe(503);
  await expectAccessible(page, '/aistudio');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the scene panel looks right, ${theme}, desktop and phone`, async ({ page, request }) => {
    const out = join('docs', 'screenshots');
    mkdirSync(out, { recursive: true });
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    const id = await prebuildId(request);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/editor?edit_type=creation&prebuild_id=${id}`);
    await viewerSettled(page);
    await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
    const editor = await openScene(page);
    await editor.getByRole('button', { name: /^Environment/ }).click();
    await editor.getByRole('button', { name: 'Sunset' }).click();
    await editor.getByRole('button', { name: 'Back to scene settings' }).click();
    await editor.getByRole('button', { name: /^Background/ }).click();
    await editor.getByRole('button', { name: 'Ocean mist' }).click();
    await expect(editor.getByRole('button', { name: 'Ocean mist' })).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: test.info().outputPath(`background-${theme}.png`) });
    await expectAccessible(page, `background, ${theme}`);
    await editor.getByRole('button', { name: 'Back to scene settings' }).click();
    await expect(editor.getByTestId('scene-tiles')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(out, `editor-scene-${theme}.png`) });
    await editor.getByRole('button', { name: /^Appearance/ }).click();
    await page.screenshot({ path: test.info().outputPath(`light-${theme}.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await editor.getByRole('button', { name: 'Back to scene settings' }).click();
    await page.screenshot({ path: test.info().outputPath(`phone-${theme}.png`), fullPage: true });
    await expectAccessible(page, `tiles, ${theme}, phone`);
  });
}
