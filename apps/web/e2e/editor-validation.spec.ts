import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  alertSaying,
  creationId,
  currentStep,
  goToStep,
  panel,
  prebuildId,
  seedDraft,
  signInAt,
  viewerSettled,
} from './editor-support';

// 001 §5: every save check's alert, verbatim, and the jump to the step that fixes it. Each
// state is reached through the UI where the UI allows it; where the UI rightly refuses it
// (the last size cannot be unticked, a purchase type is always chosen), through the work the
// editor keeps in the browser, as a crash or an older editor could leave it.

test.describe.configure({ timeout: 300_000 });

/** Saves as it stands (a new or draft item: 'Save draft'; a published one: 'Update'). */
async function save(page: Page) {
  await panel(page)
    .getByRole('button', { name: /^(Save draft|Update)$/ })
    .click();
}

async function expectRefused(page: Page, text: string, step: string) {
  await expect(alertSaying(page, text)).toBeVisible();
  await expect(currentStep(page)).toHaveAttribute('data-step', step);
}

test('a new creation: name, category, media and first capture, each with the jump to its step', async ({
  page,
  request,
}) => {
  const id = await prebuildId(request);
  await signInAt(page, 'creator@atelier.test');
  await page.goto(`/editor?edit_type=creation&prebuild_id=${id}`);
  await viewerSettled(page);
  await goToStep(page, 'preview');

  await save(page);
  await expectRefused(page, 'Please enter a name for your creation', 'info');
  // The placeholder is no name either.
  await panel(page).getByLabel('Name').fill('Name your creation');
  await goToStep(page, 'sale');
  await save(page);
  await expectRefused(page, 'Please enter a name for your creation', 'info');

  await panel(page).getByLabel('Name').fill('Checked Hoodie');
  await save(page);
  await expectRefused(page, 'Please select a category', 'info');

  await panel(page)
    .getByRole('group', { name: 'Main categories' })
    .getByRole('button', { name: 'Women', exact: true })
    .click();
  await save(page);
  await expectRefused(page, 'Please add a media', 'render');

  await panel(page).getByRole('button', { name: 'Capture of the 3D design' }).click();
  await goToStep(page, 'preview');
  await save(page);
  await expectRefused(page, 'Please click "Refresh all capture image" to setup your first media', 'render');

  // Nothing was saved: still a new creation.
  await expect(page).toHaveURL(`/editor?edit_type=creation&prebuild_id=${id}`);
  await expect(page.getByTestId('editor-last-saved')).toHaveText('Never saved');
});

test('a creation: no size left for sale, and no purchase type, jump to Sale', async ({ page, request }) => {
  const id = await creationId(request, 'Tram Fold Tee');
  await signInAt(page, 'creator@atelier.test');
  await page.goto(`/mei/creation/${id}/edit?v3=true`);
  await expect(currentStep(page)).toHaveAttribute('data-step', 'preview');

  // Every size of the prebuild on the blacklist (the Sale step never lets the last one go).
  const sizes = (await (await request.get(`/api/creations/${id}`)).json()) as {
    creation: { prebuilds: { sizing: { options: { name: string }[] } }[] };
  };
  const all = sizes.creation.prebuilds[0]!.sizing.options.map((option) => option.name);
  await seedDraft(page, 'creation', id, { sizing: { blacklist: all } });
  await viewerSettled(page);
  await expect(page.getByTestId('editor-restored')).toBeVisible();
  await save(page);
  await expectRefused(page, 'At least one size should be available', 'sale');

  // No purchase type (the Sale step always has one chosen).
  await seedDraft(page, 'creation', id, { purchaseType: null });
  await viewerSettled(page);
  await expect(page.getByTestId('editor-restored')).toBeVisible();
  await save(page);
  await expectRefused(page, 'At least one purchase type is required', 'sale');
});

test('a prebuild: its name, its sizes and its purchase types', async ({ page, request }) => {
  const id = await prebuildId(request, 'Canvas Tote Bag');
  await signInAt(page, 'producer@atelier.test');
  await page.goto(`/editor?edit_type=prebuild&prebuild_id=${id}`);
  await viewerSettled(page);

  await goToStep(page, 'info');
  const name = panel(page).getByLabel('Name');
  await name.fill('New prebuild');
  await goToStep(page, 'preview');
  await save(page);
  await expectRefused(page, 'Please enter a name for your prebuild', 'info');
  await name.fill('');
  await save(page);
  await expectRefused(page, 'Please enter a name for your prebuild', 'info');
  await name.fill('Canvas Tote Bag');

  // The tote's only size removed (sizes are set on Info for a prebuild), then undone.
  await panel(page).getByRole('button', { name: 'Remove size M' }).click();
  await expect(panel(page).getByText('No sizes yet')).toBeVisible();
  await goToStep(page, 'preview');
  await save(page);
  await expectRefused(page, 'At least one size should be available', 'info');
  await page.getByTestId('editor-undo').click();
  await expect(panel(page).getByRole('button', { name: 'Remove size M' })).toBeVisible();

  // No allowed purchase type: the Sale step refuses to untick the last one, so from kept work.
  const answer = (await (await request.get(`/api/prebuilds/${id}`)).json()) as {
    prebuild: { extra_option: Record<string, unknown> };
  };
  await seedDraft(page, 'prebuild', id, {
    extra_option: { ...answer.prebuild.extra_option, allowPurchaseType: [] },
  });
  await viewerSettled(page);
  await expect(page.getByTestId('editor-restored')).toBeVisible();
  await save(page);
  await expectRefused(page, 'At least one purchase type is required', 'sale');
});
