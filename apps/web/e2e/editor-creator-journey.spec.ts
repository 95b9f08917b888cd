import { expect, test } from './fixtures';
import { currentStep, panel, prebuildId, signInAt, stepper, viewerSettled } from './editor-support';

// Issue 14's whole creator journey: from '+ Create' to a published creation in the shop with
// the image the viewer captured, stored through the image API.

test.describe.configure({ timeout: 360_000 });

test('a creator starts from a prebuild, goes through the five steps, publishes and finds it in the shop', async ({
  page,
  request,
}) => {
  const name = `Harbour Capture Hoodie ${Date.now().toString(36)}`;
  const id = await prebuildId(request);
  await signInAt(page, 'creator@atelier.test', '/');
  // The header's '+ Create' leads to the prebuilds one can start from.
  await page.getByRole('banner').getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL('/prebuilds');
  await page.getByRole('link', { name: 'Create: Pull-over Hoodie' }).click();
  await expect(page).toHaveURL(`/editor?edit_type=creation&prebuild_id=${id}`);
  await viewerSettled(page);

  // A new item: at Design, never saved, and no 'Draft saved' badge (nothing is saved yet).
  await expect(currentStep(page)).toHaveAttribute('data-step', 'design');
  await expect(page.getByTestId('editor-last-saved')).toHaveText('Never saved');
  await expect(page.getByTestId('editor-badge')).toBeHidden();

  // Render: a capture plate, captured by the viewer.
  await page.getByTestId('editor-next').click();
  await expect(currentStep(page)).toHaveAttribute('data-step', 'render');
  await panel(page).getByRole('button', { name: 'Capture of the 3D design' }).click();
  await expect(panel(page).getByText('Not captured yet')).toBeVisible();
  await panel(page).getByRole('button', { name: 'Refresh all capture image' }).click();
  await expect(panel(page).getByText('Captures updated')).toBeVisible({ timeout: 120_000 });
  await expect(panel(page).getByText('Not captured yet')).toBeHidden();
  const capture = panel(page).locator('.render-step__plates img').first();
  await expect(capture).toHaveAttribute('src', /^data:image\//);

  // Info: the name and a category.
  await page.getByTestId('editor-next').click();
  await expect(currentStep(page)).toHaveAttribute('data-step', 'info');
  const nameField = panel(page).getByLabel('Name');
  await expect(nameField).toHaveAttribute('placeholder', 'Name your creation');
  await nameField.fill(name);
  await panel(page)
    .getByRole('group', { name: 'Main categories' })
    .getByRole('button', { name: 'Men', exact: true })
    .click();
  await expect(
    panel(page)
      .getByRole('group', { name: 'Main categories' })
      .getByRole('button', { name: 'Men', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Sale: the retail price and the sizes.
  await page.getByTestId('editor-next').click();
  await expect(currentStep(page)).toHaveAttribute('data-step', 'sale');
  const price = panel(page).getByLabel('Retail price (HKD)');
  await price.fill('880');
  await panel(page).getByRole('button', { name: 'Confirm price' }).click();
  await expect(price).toHaveValue('880');
  await panel(page).getByRole('checkbox', { name: '2XL' }).uncheck();
  await expect(panel(page).getByRole('checkbox', { name: '2XL' })).not.toBeChecked();

  // Review, every step checked; publish.
  await page.getByTestId('editor-next').click();
  await expect(currentStep(page)).toHaveAttribute('data-step', 'preview');
  await expect(stepper(page).locator('li[data-checked]')).toHaveCount(5);
  await expect(panel(page).getByText(name)).toBeVisible();
  await panel(page).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Update successfully')).toBeVisible({ timeout: 60_000 });

  // The first save moves the new creation to its own edit page.
  await expect(page).toHaveURL(/\/mei\/creation\/[^/]+\/edit\?v3=true$/);
  const creation = /\/mei\/creation\/([^/]+)\/edit/.exec(page.url())?.[1] ?? '';
  await expect(page.getByTestId('editor-badge')).toHaveText('Already published');
  await expect(page.getByTestId('editor-last-saved')).not.toHaveText('Never saved');

  // Stored as the editor showed it: the capture is an image of the image API, not a data URL.
  const stored = (await (await request.get(`/api/creations/${creation}`)).json()) as {
    creation: {
      name: string;
      totalPrice: number;
      is_draft: boolean;
      sizing: { blacklist: string[] };
      combination_config: { version?: string };
      waterflow_config: { media_placement: { type: string; url?: string }[] };
    };
  };
  expect(stored.creation.name).toBe(name);
  expect(stored.creation.is_draft).toBe(false);
  expect(stored.creation.totalPrice).toBe(88000);
  expect(stored.creation.sizing.blacklist).toEqual(['2XL']);
  expect(stored.creation.combination_config.version).toBe('v3');
  const plate = stored.creation.waterflow_config.media_placement[0];
  expect(plate?.type).toBe('capture');
  expect(plate?.url ?? '').not.toMatch(/^data:/);
  const image = await request.get(`/api/img/original/${plate?.url}?w=400`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);

  // In the shop (searched by its name, as a shopper would find it), with that image.
  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  const tile = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(name) })
    .first();
  await expect(tile).toBeVisible({ timeout: 30_000 });
  await expect(tile.locator('img').first()).toHaveAttribute(
    'src',
    new RegExp(`/api/img/original/${plate?.url}`),
  );
});
