import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn } from './fixtures';

// Shared by the editor's journeys (editor-*.spec.ts): the seeded items they start from, the
// panel's landmarks, and the waits a busy two-core machine needs.

export const PRODUCER = 'atelier_studio';

export async function prebuildId(request: APIRequestContext, name = 'Pull-over Hoodie'): Promise<string> {
  const answer = await request.get(`/api/producers/${PRODUCER}/prebuilds`);
  const { data } = (await answer.json()) as { data: { id: string; name: string }[] };
  const found = data.find((prebuild) => prebuild.name === name);
  if (!found) throw new Error(`No seeded prebuild named ${name}`);
  return found.id;
}

export async function creationId(request: APIRequestContext, name: string, owner = 'mei'): Promise<string> {
  // Every page: journeys running beside this one add creations, which list first.
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const answer = await request.get(`/api/users/${owner}/creations?limit=60${query}`);
    const body = (await answer.json()) as {
      items: { id: string; name: string }[];
      nextCursor: string | null;
    };
    const found = body.items.find((creation) => creation.name === name);
    if (found) return found.id;
    cursor = body.nextCursor;
  } while (cursor);
  throw new Error(`No seeded creation named ${name}`);
}

export const panel = (page: Page) => page.getByRole('complementary', { name: 'Editor' });
export const stepper = (page: Page) => page.getByRole('navigation', { name: 'Steps' });
export const currentStep = (page: Page) => stepper(page).locator('[aria-current="step"]');

/**
 * The viewer iframe is same-origin, so it shares the page's main thread: with software WebGL
 * its first frames hold the page for seconds. Tests wait until it is shown and a frame has
 * passed, rather than racing it.
 */
export async function viewerSettled(page: Page) {
  await expect(page.locator('.editor-viewer')).toHaveAttribute('data-state', /ready|failed/, {
    timeout: 120_000,
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

export async function signInAt(page: Page, email: string, path = `/${PRODUCER}/production`) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}login=true`);
  await signIn(page, email);
}

export async function goToStep(page: Page, step: 'design' | 'render' | 'info' | 'sale' | 'preview') {
  await stepper(page).locator(`[data-step="${step}"]`).click();
  await expect(currentStep(page)).toHaveAttribute('data-step', step);
}

/**
 * The save checks answer with a toast (role alert) in the specification's words; the newest
 * one when an earlier save said the same (toasts stack until they time out).
 */
export const alertSaying = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).last();

/**
 * Unsaved work as the editor keeps it in IndexedDB (database atelier-editor, store drafts,
 * key `kind:id`): the server's item with `changes` over its top-level fields, then the editor
 * opened again to restore it. Used where the UI rightly refuses to reach a state (the last size
 * cannot be unticked). The editor's page is left first, so its own last writes (queued before
 * this one) cannot replace the seeded draft, and their synchronous copy is dropped.
 */
export async function seedDraft(
  page: Page,
  kind: 'creation' | 'prebuild',
  id: string,
  changes: Record<string, unknown>,
) {
  const editor = page.url();
  await page.goto('/api/health');
  await page.evaluate(
    async ({ kind, id, changes }) => {
      const answer = (await (await fetch(`/api/${kind}s/${id}`)).json()) as Record<
        string,
        Record<string, unknown> & { prebuilds?: unknown[] }
      >;
      const item = answer[kind]!;
      const doc =
        kind === 'creation'
          ? { kind, item: { ...item, ...changes }, prebuild: item.prebuilds?.[0] }
          : { kind, item: { ...item, ...changes } };
      const draft = { doc, base: item, step: 'preview', writtenAt: Date.now() };
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('atelier-editor');
        open.onupgradeneeded = () => open.result.createObjectStore('drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('drafts', 'readwrite');
          tx.objectStore('drafts').put(draft, `${kind}:${id}`);
          localStorage.removeItem(`atelier-editor-draft:${kind}:${id}`);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      });
    },
    { kind, id, changes },
  );
  await page.goto(editor);
}
