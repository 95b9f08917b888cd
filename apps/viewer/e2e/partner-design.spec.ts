import type { Server } from 'node:http';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { SHOWCASE } from '../../api/src/seed/showcase-names';
import {
  API_ORIGIN,
  DESIGN_PARTNER_ORIGIN,
  callViewer,
  closeServer,
  servePage,
  trustPartners,
} from './partner-pages';

/**
 * Issue 20: a colourway a partner page chooses through the SDK (`setColorwayOption`) travels
 * with the design: the shared link's saved design answers it, and Atelier's page opened from
 * that link shows it chosen.
 */
const SHOP_PAGE = (creationId: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Partner shop</title></head>
  <body style="margin: 0">
    <div id="atelier-viewer" style="width: 480px; height: 360px"></div>
    <script src="${API_ORIGIN}/embed/atelier-embed.iife.js"></script>
    <script>
      AtelierViewer.createViewer(document.getElementById('atelier-viewer'), {
        origin: '${API_ORIGIN}',
        creationId: '${creationId}',
        connectTimeoutMs: 30000,
      }).then((viewer) => (window.viewer = viewer));
    </script>
  </body>
</html>`;

let shop: Server | undefined;
let creationId = '';
let body = { group: '', navy: '' };

test.beforeAll(async () => {
  const request = await playwrightRequest.newContext();
  // Every page of the creator's list: journeys running beside this one add creations.
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = (await (
      await request.get(`${API_ORIGIN}/api/users/mei/creations?limit=60${query}`)
    ).json()) as {
      items: { id: string; name: string }[];
      nextCursor: string | null;
    };
    creationId = page.items.find((item) => item.name === SHOWCASE.colourways)?.id ?? '';
    cursor = creationId ? null : page.nextCursor;
  } while (cursor);
  expect(creationId, SHOWCASE.colourways).not.toBe('');
  const context = (await (
    await request.get(`${API_ORIGIN}/api/viewer/context?creation=${creationId}`)
  ).json()) as {
    creation: {
      producer: string;
      combination_config: { groups: { value: string; options: { oValue: string; oName: string }[] }[] };
    };
  };
  const group = context.creation.combination_config.groups.find((entry) =>
    entry.options.some((option) => option.oName === 'Navy'),
  )!;
  body = { group: group.value, navy: group.options.find((option) => option.oName === 'Navy')!.oValue };
  await trustPartners(request, context.creation.producer);
  await request.dispose();
  shop = await servePage(DESIGN_PARTNER_ORIGIN, SHOP_PAGE(creationId));
});

test.afterAll(async () => {
  await closeServer(shop);
});

const call = callViewer;

test("a partner's colourway is saved with the design, and Atelier's page opened from its link shows it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${DESIGN_PARTNER_ORIGIN}/product.html`);
  await page.waitForFunction(() => 'viewer' in window, undefined, { timeout: 60_000 });
  await call(page, 'setColorwayOption', { group: body.group, option: body.navy });

  const { url } = (await call(page, 'getShareLink')) as { url: string };
  const designId = new URL(url).searchParams.get('design');
  expect(designId).toMatch(/^dg_[0-9a-z]{32}$/);
  // The saved design answers the colourway's question with the partner's choice.
  const saved = (await (await page.request.get(`${API_ORIGIN}/api/designs/${designId}`)).json()) as {
    data: { answers: Record<string, unknown> };
  };
  expect(Object.values(saved.data.answers)).toContain(body.navy);

  // A shopper opens the link on Atelier: the design's colourway is the one chosen.
  await page.goto(url);
  await page.getByRole('button', { name: /^Design/ }).click();
  await expect(page.getByRole('radio', { name: 'Navy' })).toBeChecked();
});
