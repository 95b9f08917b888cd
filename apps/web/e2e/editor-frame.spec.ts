import type { Page } from '@playwright/test';
import { creationId, PRODUCER, prebuildId } from './editor-support';
import { expect, expectAccessible, signIn, test } from './fixtures';

// The editor's frame (issue 14): routes and access, the stepper, save checks with the jump to
// their step, unpublish with its confirmation, a conflicting save from a second tab, restored
// work, and signing in without losing it. The steps' own fields come with the steps.

const panel = (page: Page) => page.getByRole('complementary', { name: 'Editor' });
const stepper = (page: Page) => page.getByRole('navigation', { name: 'Steps' });
const currentStep = (page: Page) => stepper(page).locator('[aria-current="step"]');

/**
 * The viewer iframe is same-origin, so it shares the page's main thread: with software WebGL
 * its first frames (shader compiling, texture uploads) hold the page for seconds. Tests wait
 * until it is shown and a frame has passed, rather than racing it.
 */
async function viewerSettled(page: Page) {
  await expect(page.locator('.editor-viewer')).toHaveAttribute('data-state', /ready|failed/, {
    timeout: 120_000,
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function signInHere(page: Page, email: string) {
  await page.goto(`/${PRODUCER}/production?login=true`);
  await signIn(page, email);
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test('a creator starts a creation from the producer page and meets the first save check at Info', async ({
  page,
  request,
}) => {
  const id = await prebuildId(request);
  await signInHere(page, 'creator@atelier.test');
  await page.getByRole('link', { name: 'Create: Pull-over Hoodie' }).click();
  await expect(page).toHaveURL(`/editor?edit_type=creation&prebuild_id=${id}`);
  await viewerSettled(page);

  // 001 §4: a new item starts at Design; Previous hidden there, Next hidden on Review.
  await expect(currentStep(page)).toHaveAttribute('data-step', 'design');
  await expect(page.getByTestId('editor-previous')).toBeHidden();
  await expect(panel(page).getByText('Never saved')).toBeVisible();
  for (const step of ['render', 'info', 'sale', 'preview']) {
    await page.getByTestId('editor-next').click();
    await expect(currentStep(page)).toHaveAttribute('data-step', step);
  }
  await expect(page.getByTestId('editor-next')).toBeHidden();
  // On Review every step carries its check mark.
  await expect(stepper(page).locator('li[data-checked]')).toHaveCount(5);
  await expectAccessible(page, 'editor, review step');

  // 001 §5: the alert, verbatim, and the jump to the step that fixes it.
  await panel(page).getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a name for your creation' }),
  ).toBeVisible();
  await expect(currentStep(page)).toHaveAttribute('data-step', 'info');
});

test('a signed-out visitor edits, then signs in without losing the place or the work', async ({
  page,
  request,
}) => {
  const id = await prebuildId(request);
  await page.goto(`/editor?edit_type=creation&prebuild_id=${id}`);
  await viewerSettled(page);
  await page.getByTestId('editor-next').click();
  await page.getByTestId('editor-next').click();
  await expect(currentStep(page)).toHaveAttribute('data-step', 'info');
  await panel(page).getByRole('button', { name: 'Login to save' }).click();
  await signIn(page, 'creator@atelier.test');
  await expect(panel(page).getByRole('button', { name: 'Save draft' })).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Publish' })).toBeVisible();
  await expect(currentStep(page)).toHaveAttribute('data-step', 'info');
});

test('only the owner edits a creation; others get a clear refusal', async ({ page, request }) => {
  const id = await creationId(request, 'Tram Fold Tee');
  await signInHere(page, 'kofi@atelier.test');
  await page.goto(`/mei/creation/${id}/edit?v3=true`);
  await expect(
    page.getByRole('heading', { name: 'Only the creator of this creation can edit it.' }),
  ).toBeVisible();
});

test('unpublish asks first; a save against a newer version offers reload or overwrite', async ({
  page,
  context,
  request,
}) => {
  // A piece of its own: while it is unpublished, journeys beside this one do not see it listed.
  const id = await creationId(request, 'Neon Stitch Tote');
  await signInHere(page, 'creator@atelier.test');
  await page.goto(`/mei/creation/${id}/edit?v3=true`);
  await viewerSettled(page);
  // An existing item opens at Review, published.
  await expect(currentStep(page)).toHaveAttribute('data-step', 'preview');
  await expect(page.getByTestId('editor-badge')).toHaveText('Already published');

  await panel(page).getByRole('button', { name: 'Unpublish' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unpublish' });
  await expect(confirm.getByText('Are you sure you want to unpublish?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('editor-badge')).toHaveText('Already published');

  // A second tab unpublishes first.
  const other = await context.newPage();
  await other.goto(`/mei/creation/${id}/edit?v3=true`);
  await viewerSettled(other);
  await other
    .getByRole('complementary', { name: 'Editor' })
    .getByRole('button', { name: 'Unpublish' })
    .click();
  await other.getByRole('dialog', { name: 'Unpublish' }).getByRole('button', { name: 'Unpublish' }).click();
  await expect(other.getByText('Update successfully')).toBeVisible();
  await expect(other.getByTestId('editor-badge')).toHaveText('Draft saved');

  // This tab's save names the older version: never silently overwritten.
  await panel(page).getByRole('button', { name: 'Unpublish' }).click();
  await confirm.getByRole('button', { name: 'Unpublish' }).click();
  const conflict = page.getByRole('dialog', { name: 'This item was changed elsewhere' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByTestId('editor-badge')).toHaveText('Draft saved');

  // Publish again (the save checks pass for a complete creation): back in the shop.
  await panel(page).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Update successfully')).toBeVisible();
  await expect(page.getByTestId('editor-badge')).toHaveText('Already published');
  await page.getByRole('button', { name: 'Back to view' }).click();
  await expect(page).toHaveURL(`/mei/creation?creation_id=${id}`);
});

test('work kept in the browser is restored on return, and can be discarded', async ({ page, request }) => {
  const id = await creationId(request, 'Tram Fold Tee');
  await signInHere(page, 'creator@atelier.test');
  await page.goto(`/mei/creation/${id}/edit?v3=true`);
  await expect(currentStep(page)).toHaveAttribute('data-step', 'preview');
  // Unsaved work from an earlier visit, as the editor keeps it (IndexedDB, key kind:id).
  await page.evaluate(async (creation) => {
    const answer = (await (await fetch(`/api/creations/${creation}`)).json()) as {
      creation: Record<string, unknown> & { prebuilds: unknown[] };
    };
    const item = answer.creation;
    const draft = {
      doc: {
        kind: 'creation',
        item: { ...item, name: 'Tram Fold Tee, second take' },
        prebuild: item.prebuilds[0],
      },
      base: item,
      step: 'preview',
      writtenAt: Date.now(),
    };
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('atelier-editor');
      open.onupgradeneeded = () => open.result.createObjectStore('drafts');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('drafts', 'readwrite');
        tx.objectStore('drafts').put(draft, `creation:${creation}`);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      };
    });
  }, id);
  await page.reload();
  await viewerSettled(page);
  await expect(page.getByTestId('editor-restored')).toContainText(
    'We restored your unsaved work from your last visit.',
  );
  await expect(panel(page).getByText('Tram Fold Tee, second take')).toBeVisible();
  await expect(page.getByTestId('editor-unsaved')).toBeVisible();

  await page.getByRole('button', { name: 'Discard it' }).click();
  await expect(page.getByTestId('editor-restored')).toBeHidden();
  await expect(panel(page).getByText('Tram Fold Tee', { exact: true })).toBeVisible();
  await expect(page.getByTestId('editor-unsaved')).toBeHidden();
  // Gone from the browser too: a reload opens the server's version without the notice.
  await page.reload();
  await expect(currentStep(page)).toHaveAttribute('data-step', 'preview');
  await expect(page.getByTestId('editor-restored')).toBeHidden();
});

test("a producer opens a prebuild's editor; other people are refused", async ({ page, request }) => {
  const id = await prebuildId(request, 'Canvas Tote Bag');
  await signInHere(page, 'producer@atelier.test');
  await page.goto(`/editor?edit_type=prebuild&prebuild_id=${id}`);
  await viewerSettled(page);
  await expect(currentStep(page)).toHaveAttribute('data-step', 'preview');
  await expect(panel(page).getByRole('button', { name: /Publishing info/ })).toBeVisible();
  await panel(page)
    .getByRole('button', { name: /Publishing info/ })
    .click();
  await expect(currentStep(page)).toHaveAttribute('data-step', 'sale');
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute(
    'href',
    `/${PRODUCER}/production?prebuild=${id}`,
  );

  const kofi = await page.context().browser()!.newPage();
  await kofi.goto(`/${PRODUCER}/production?login=true`);
  await signIn(kofi, 'kofi@atelier.test');
  await kofi.goto(`/editor?edit_type=prebuild&prebuild_id=${id}`);
  await expect(
    kofi.getByRole('heading', { name: 'Only members of the producer can edit its prebuilds.' }),
  ).toBeVisible();
  await kofi.close();
});
