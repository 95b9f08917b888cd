import type { APIRequestContext, Page } from '@playwright/test';
import { emptyCart, session } from './commerce-support';
import { expect, expectAccessible, test } from './fixtures';

/**
 * Issue 17 the shopper's customisation: the creator gives one of their creations a customer
 * form (a colourway question and a lining with a HK$24.00 extra) through the API, as the
 * editor saves it; a shopper opens the creation, answers, sees the garment change in the 3D
 * view and the price move, and finds the answers on the cart line.
 */

interface Part {
  value: string;
  text: string;
  default: string;
  materials: string[];
}
interface Creation {
  id: string;
  updatedAt: string;
  purchaseType: string | null;
  is_draft: boolean;
  visibility: string;
  combination_config: Record<string, unknown> & { parts: Part[]; groups?: unknown[] };
}

/** One of @mei's public instant-purchase creations whose main part may be made in two materials. */
async function customisableCreation(request: APIRequestContext): Promise<{ creation: Creation; part: Part }> {
  const listed = await (await request.get('/api/users/mei/creations?limit=60')).json();
  for (const { id } of listed.items as { id: string }[]) {
    const { creation } = (await (await request.get(`/api/creations/${id}`)).json()) as { creation: Creation };
    const part = creation.combination_config.parts.find((each) => each.materials.length > 1);
    // Not a showcase piece with colourways of its own (a part is in one group only); this
    // test's own colourway from an earlier run is replaced.
    const others = (creation.combination_config.groups ?? []).filter(
      (group) => (group as { value?: string }).value !== 'group_e2e',
    );
    // Nor a piece whose form another journey wrote (its questions may be required).
    const fields = (
      (creation.combination_config.form as { fields?: { id: string }[] } | undefined)?.fields ?? []
    ).filter((field) => !field.id.startsWith('field_e2e_'));
    if (
      part &&
      others.length === 0 &&
      fields.length === 0 &&
      !creation.is_draft &&
      creation.visibility === 'public' &&
      (creation.purchaseType ?? 'instant-purchase') === 'instant-purchase'
    )
      return { creation, part };
  }
  throw new Error('No public instant purchase of @mei with a part in two materials');
}

/**
 * The creator's design: a colourway of the main part in two materials, asked as a question,
 * and a lining with a HK$24.00 extra.
 */
function customised(creation: Creation, part: Part) {
  const [first, second] = part.materials.filter((material) => material !== part.default);
  const materials = [part.default, first ?? second] as [string, string];
  const group = {
    value: 'group_e2e',
    name: 'Colourway',
    defaultOption: 'opt_e2e_a',
    includeParts: [part.value],
    options: materials.map((material, index) => ({
      oValue: index === 0 ? 'opt_e2e_a' : 'opt_e2e_b',
      oName: index === 0 ? 'As designed' : 'Contrast',
      oThumbnailMaterialID: material,
      oParts: [{ value: part.value, default: material }],
    })),
    enabledEditForRoles: ['creator', 'consumer'],
  };
  return {
    ...creation.combination_config,
    groups: [group],
    form: {
      enabledForRoles: ['creator', 'consumer'],
      sections: [{ id: 'section_e2e', title: { en: 'Make it yours' } }],
      fields: [
        {
          id: 'field_e2e_colour',
          type: 'colorwaySelect',
          title: { en: 'Colourway' },
          sectionId: 'section_e2e',
          targetColorway: 'group_e2e',
          options: group.options.map((option) => ({ value: option.oValue, label: option.oName })),
        },
        {
          id: 'field_e2e_lining',
          type: 'option',
          title: { en: 'Lining' },
          sectionId: 'section_e2e',
          options: [
            { id: 'lining_plain', text: { en: 'Plain' } },
            { id: 'lining_silk', text: { en: 'Silk' }, extraPrice: { type: 'fixed', value: 2400 } },
          ],
        },
      ],
      answers: { defaults: {}, current: {} },
    },
  };
}

/** The viewer's pixels (its iframe's canvas), to tell whether the garment changed. */
const viewerPixels = (page: Page) => page.locator('.viewer3d__frame iframe').screenshot();

test('a shopper customises a creation: the 3D view and the price follow, and the cart line keeps the answers', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const creator = await session(browser, 'creator@atelier.test');
  const { creation, part } = await customisableCreation(creator.request);
  const saved = await creator.request.patch(`/api/creations/${creation.id}`, {
    data: { updatedAt: creation.updatedAt, combination_config: customised(creation, part) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await creator.context().close();

  const page = await session(browser, 'shopper@atelier.test');
  await emptyCart(page.request);
  await page.goto(`/mei/creation?creation_id=${encodeURIComponent(creation.id)}`);
  await expect(page.getByRole('heading', { name: 'Customise' })).toBeVisible();
  const total = page.locator('.order__total');
  const before = await total.textContent();

  // The 'Design' section (the shopper's own decal) opens first; the creator's questions follow.
  await page.getByRole('button', { name: /^Make it yours/ }).click();
  // The first answer switches the media to the 3D view.
  await page.getByRole('radio', { name: /Silk/ }).check();
  await expect(page.getByText(/^Options \+HK\$\s?24\.00$/)).toBeVisible();
  await expect(total).not.toHaveText(before ?? '');
  const viewer = page.locator('.viewer3d');
  await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 90_000 });
  // The reference picture once the view has settled (two captures alike), so a change after
  // the colourway answer is the answer's and not a frame still being drawn.
  let first = await viewerPixels(page);
  await expect
    .poll(
      async () => {
        const next = await viewerPixels(page);
        const settled = Buffer.compare(next, first) === 0;
        first = next;
        return settled;
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  // The colourway tiles are labels around visually hidden radios: a shopper clicks the tile.
  await page.locator('.cf-choice', { hasText: 'Contrast' }).click();
  await expect(page.getByRole('radio', { name: /Contrast/ })).toBeChecked();
  await expect
    .poll(async () => Buffer.compare(await viewerPixels(page), first) !== 0, { timeout: 30_000 })
    .toBe(true);
  await page.screenshot({ path: test.info().outputPath('customised.png'), fullPage: false });
  await expectAccessible(page, 'the customised creation');

  const added = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/actions/user/cart') && answer.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const answer = await added;
  expect(answer.status(), await answer.text()).toBe(200);
  const line = (await answer.json()).data as { properties: Record<string, unknown> };
  expect(line.properties).toMatchObject({
    field_e2e_lining: 'lining_silk',
    field_e2e_colour: 'opt_e2e_b',
  });

  await page.goto('/cart');
  await expect(page.getByText('Silk')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cart.png'), fullPage: false });
});
