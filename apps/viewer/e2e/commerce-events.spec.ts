import type { Server } from 'node:http';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import {
  API_ORIGIN,
  COMMERCE_PARTNER_ORIGIN,
  callViewer,
  closeServer,
  demoCreation,
  servePage,
  trustPartners,
} from './partner-pages';

/**
 * Issue 20: a partner shop on another origin sells an Atelier creation. Its page is the one
 * docs/embedding.md shows: the SDK from the Atelier origin, the commerce events pushed to the
 * shop's own analytics (`dataLayer`), and the shop's own cart (`cart: 'partner'`).
 */
const SHOP_PAGE = (creationId: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Partner shop</title></head>
  <body style="margin: 0">
    <div id="atelier-viewer" style="width: 480px; height: 360px"></div>
    <p id="price"></p>
    <script src="${API_ORIGIN}/embed/atelier-embed.iife.js"></script>
    <script>
      window.dataLayer = window.dataLayer || [];
      window.cart = [];
      const track = (event) => (data) => window.dataLayer.push({ event: 'atelier_' + event, ...data });
      AtelierViewer.createViewer(document.getElementById('atelier-viewer'), {
        origin: '${API_ORIGIN}',
        creationId: '${creationId}',
        connectTimeoutMs: 30000,
        on: {
          loaded: track('loaded'),
          optionChosen: track('option_chosen'),
          priceChanged: (price) => {
            track('price_changed')(price);
            document.getElementById('price').textContent = 'HK$' + (price.unitPrice / 100).toFixed(2);
          },
          addToCartRequested: (request) => {
            track('add_to_cart')(request);
            window.cart.push(request);
          },
          designSaved: track('design_saved'),
        },
      }).then(async (viewer) => {
        await viewer.setCartMode({ cart: 'partner' });
        window.viewer = viewer;
      });
    </script>
  </body>
</html>`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Pushed = { event: string } & Record<string, any>;

let shop: Server | undefined;
let creationId = '';
/** What Atelier's server prices the creation at, asked directly (the viewer must tell the same). */
let serverPrice: { unitPrice: number; base: number; extras: number; page: string };

test.beforeAll(async () => {
  const request = await playwrightRequest.newContext();
  const demo = await demoCreation(request);
  creationId = demo.id;
  await trustPartners(request, demo.producer);
  const answer = await request.get(`${API_ORIGIN}/api/viewer/price?creation=${creationId}`);
  expect(answer.ok()).toBe(true);
  serverPrice = (await answer.json()) as typeof serverPrice;
  await request.dispose();
  shop = await servePage(COMMERCE_PARTNER_ORIGIN, SHOP_PAGE(creationId));
});

test.afterAll(async () => {
  await closeServer(shop);
});

const pushed = (page: Page) =>
  page.evaluate(() => (window as never as { dataLayer: Pushed[] }).dataLayer.map((entry) => ({ ...entry })));
const events = async (page: Page, name: string) =>
  (await pushed(page)).filter((entry) => entry.event === `atelier_${name}`);

const call = callViewer;

test('a partner page receives the commerce events: option chosen, the server price, add to cart, design saved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${COMMERCE_PARTNER_ORIGIN}/product.html`);
  // Loaded, and the shop has asked for its own cart.
  await expect.poll(async () => (await events(page, 'loaded')).length, { timeout: 30_000 }).toBe(1);
  await page.waitForFunction(() => 'viewer' in window);
  const viewerFrame = page.frameLocator('#atelier-viewer iframe');
  const addToCart = viewerFrame.getByRole('button', { name: 'Add to cart' });
  await expect(addToCart).toBeVisible();

  // The shopper picks the second colourway (the demo tote has none: the shop adds two, the
  // editor's way, which is not a choice and tells nothing).
  const parts = (await call(page, 'getPartList')) as { value: string; materials: string[] }[];
  const body = parts.find((part) => part.value === 'body')!;
  await call(page, 'patchDesign', {
    groups: {
      upsert: [
        {
          value: 'group_main',
          name: 'Main colour',
          includeParts: ['body'],
          defaultOption: 'opt_a',
          options: [
            { oValue: 'opt_a', oName: 'A', oParts: [{ value: 'body', default: body.materials[0] }] },
            { oValue: 'opt_b', oName: 'B', oParts: [{ value: 'body', default: body.materials[1] }] },
          ],
        },
      ],
    },
  });
  expect(await events(page, 'option_chosen')).toEqual([]);
  await call(page, 'setColorwayOption', { group: 'group_main', option: 'opt_b' });

  await expect.poll(async () => (await events(page, 'price_changed')).length).toBe(1);
  const chosen = await events(page, 'option_chosen');
  expect(chosen).toContainEqual({
    event: 'atelier_option_chosen',
    kind: 'colorway',
    target: 'group_main',
    option: 'opt_b',
  });
  // The colourway gave the body its material: told as the material chosen with it.
  expect(chosen).toContainEqual({
    event: 'atelier_option_chosen',
    kind: 'material',
    target: 'body',
    option: body.materials[1],
  });
  const [price] = await events(page, 'price_changed');
  expect(price).toEqual({
    event: 'atelier_price_changed',
    creationId,
    currency: 'HKD',
    unitPrice: serverPrice.unitPrice,
    base: serverPrice.base,
    extras: serverPrice.extras,
  });
  await expect(page.locator('#price')).toHaveText(`HK$${(serverPrice.unitPrice / 100).toFixed(2)}`);

  // Add to cart in the viewer: the shop's cart gets the line, with the server's price.
  await addToCart.click();
  await expect.poll(async () => (await events(page, 'add_to_cart')).length).toBe(1);
  const cart = await page.evaluate(() => (window as never as { cart: unknown[] }).cart);
  expect(cart).toEqual([
    {
      cart: 'partner',
      price: {
        creationId,
        currency: 'HKD',
        unitPrice: serverPrice.unitPrice,
        base: serverPrice.base,
        extras: serverPrice.extras,
      },
      answers: {},
      url: serverPrice.page,
    },
  ]);
  // The shop stays on its page: its own cart, not Atelier's.
  expect(page.context().pages()).toHaveLength(1);

  // The calls a shop makes for its price label and share button.
  expect(await call(page, 'getPrice')).toEqual({
    creationId,
    currency: 'HKD',
    unitPrice: serverPrice.unitPrice,
    base: serverPrice.base,
    extras: serverPrice.extras,
  });
  expect(serverPrice.page).toBe(new URL(serverPrice.page, API_ORIGIN).href);
  expect(serverPrice.page).toMatch(new RegExp(`/creation\\?creation_id=${creationId}$`));
  // Sharing saves the design on Atelier: the link names it by id (never its answers), and the
  // shop hears designSaved with the same id and link; asking again shares the same design.
  const { url: shared } = (await call(page, 'getShareLink')) as { url: string };
  const link = new URL(shared);
  expect(`${link.origin}${link.pathname}?creation_id=${link.searchParams.get('creation_id')}`).toBe(
    serverPrice.page,
  );
  const designId = link.searchParams.get('design')!;
  expect(designId).toMatch(/^dg_[0-9a-z]{32}$/);
  expect([...link.searchParams.keys()]).toEqual(['creation_id', 'design']);
  await expect.poll(async () => (await events(page, 'design_saved')).length).toBe(1);
  expect(await events(page, 'design_saved')).toEqual([
    { event: 'atelier_design_saved', designId, url: shared },
  ]);
  expect(await call(page, 'getShareLink')).toEqual({ url: shared });
  const saved = await page.request.get(`${API_ORIGIN}/api/designs/${designId}`);
  expect(((await saved.json()) as { data: unknown }).data).toMatchObject({
    id: designId,
    creationId,
    ownerId: null,
    mine: false,
  });
  expect(await events(page, 'design_saved')).toHaveLength(1);

  // Atelier's cart instead: the shopper is sent to the creation's page in a new tab, and the
  // shop still hears the request for its analytics.
  await call(page, 'setCartMode', { cart: 'atelier' });
  const [atelierPage] = await Promise.all([page.context().waitForEvent('page'), addToCart.click()]);
  await expect(atelierPage).toHaveURL(serverPrice.page);
  await expect
    .poll(async () => (await events(page, 'add_to_cart')).map((entry) => entry.cart))
    .toEqual(['partner', 'atelier']);
  await atelierPage.close();

  // Without a cart the button goes away.
  await call(page, 'setCartMode', { cart: 'none' });
  await expect(addToCart).toBeHidden();
});
