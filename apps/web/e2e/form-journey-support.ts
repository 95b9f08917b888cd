import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { SHOWCASE } from '../../api/src/seed/showcase-names';
import { creationId, panel } from './editor-support';
import { expect } from './fixtures';

/**
 * The form journey's (form-journey.spec.ts) set-up and shared steps: a fresh draft of @mei's
 * to build a form on, the builder's landmarks, and the viewer's pixels.
 */

interface StoredCreation {
  id: string;
  name: string;
  description: string;
  totalPrice: number;
  sizing: unknown;
  waterflow_config: unknown;
  creation_category: { id: string }[];
  prebuilds: { id: string }[];
  combination_config: Record<string, unknown> & {
    groups: { value: string }[];
    decals: { placed: { value: string }[]; setup: unknown };
  };
}

const stored = async (request: APIRequestContext, id: string): Promise<StoredCreation> => {
  const answer = await request.get(`/api/creations/${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { creation: StoredCreation }).creation;
};

/**
 * A fresh, unpublished creation of @mei's (a new name each run, so reruns on the same database
 * never meet an earlier run's form) made as the showcase 'Colourway Crew Tee' is, on Atelier
 * Studio's T-shirt: its 'Body' colourway (the trims left free for a material question) and the
 * 'Masked Decal Tee''s chest bloom (the decal question's target). No form yet.
 */
export async function freshDraft(request: APIRequestContext, name: string): Promise<string> {
  const tee = await stored(request, await creationId(request, SHOWCASE.colourways));
  const decals = await stored(request, await creationId(request, SHOWCASE.decals));
  const bloom = decals.combination_config.decals.placed.filter(
    (decal) => decal.value === 'decal-front-bloom',
  );
  expect(bloom, "the 'Masked Decal Tee' chest bloom").toHaveLength(1);
  const config = tee.combination_config;
  const created = await request.post('/api/creations', {
    data: {
      prebuild_id: tee.prebuilds[0]!.id,
      mode: 'save',
      name,
      description:
        'Made to order from the form journey: a colourway, a collar rib, a chest print and a lining.',
      totalPrice: tee.totalPrice,
      purchaseType: 'instant-purchase',
      visibility: 'public',
      sizing: tee.sizing,
      waterflow_config: tee.waterflow_config,
      creation_category: { connect: tee.creation_category.map(({ id }) => ({ id })) },
      combination_config: {
        ...config,
        groups: config.groups.filter((group) => group.value === 'body'),
        decals: { ...config.decals, placed: bloom },
        form: {
          enabledForRoles: ['creator', 'consumer'],
          description: 'Product customization form',
          fields: [],
          sections: [],
          answers: { defaults: {}, current: {} },
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { creation } = (await created.json()) as { creation: { id: string; is_draft: boolean } };
  expect(creation.is_draft).toBe(true);
  return creation.id;
}

/** Scene settings > Form in the editor's panel. */
export async function openFormBuilder(page: Page): Promise<Locator> {
  const editor = panel(page);
  await editor.locator('[data-panel="scene"]').click();
  await expect(editor.getByTestId('scene-tiles')).toBeVisible({ timeout: 30_000 });
  await editor.getByRole('button', { name: /^Form/ }).click();
  const builder = editor.getByTestId('scene-form');
  await expect(builder).toContainText('Form Builder');
  return builder;
}

/**
 * Adds a question of `type` to `section` and opens its settings with its English title set;
 * answers the question's row (its settings inside).
 */
export async function addQuestion(builder: Locator, section: string, type: string, title: string) {
  const rows = builder.locator('[data-field]');
  const before = await rows.count();
  await builder.getByRole('combobox', { name: `Add a question to ${section}` }).selectOption(type);
  await expect(rows).toHaveCount(before + 1);
  const id = (await rows.nth(before).getAttribute('data-field')) ?? '';
  const row = builder.locator(`[data-field="${id}"]`);
  await row.getByRole('button', { name: 'Edit Untitled question' }).click();
  await row.getByLabel('Title (English)', { exact: true }).fill(title);
  await expect(row.getByRole('button', { name: `Edit ${title}` })).toHaveAttribute('aria-expanded', 'true');
  return row;
}

/** Closes a question's settings (one question is edited at a time). */
export async function closeQuestion(row: Locator, title: string) {
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(row.getByRole('button', { name: `Edit ${title}` })).toHaveAttribute('aria-expanded', 'false');
}

/**
 * The pixels of a 3D view, once settled (two captures alike): a change after an answer is then
 * the answer's, not a frame still being drawn.
 */
export async function settledPixels(view: Locator): Promise<Buffer> {
  let last = await view.screenshot();
  await expect
    .poll(
      async () => {
        const next = await view.screenshot();
        const same = Buffer.compare(next, last) === 0;
        last = next;
        return same;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return last;
}

/** Waits until the view's pixels differ from `before`. */
export async function pixelsChange(view: Locator, before: Buffer) {
  await expect
    .poll(async () => Buffer.compare(await view.screenshot(), before) !== 0, { timeout: 60_000 })
    .toBe(true);
}

/** README screenshots are written only when asked (SCREENSHOTS=1), in docs/screenshots/. */
export async function readmeShot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
}
