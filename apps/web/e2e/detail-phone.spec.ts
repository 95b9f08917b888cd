import { mediaSrc } from '@atelier/domain';
import type { Page } from '@playwright/test';
import { SHOWCASE } from '../../api/src/seed/showcase-names';
import { creationId } from './editor-support';
import { expect, expectAccessible, test } from './fixtures';

/**
 * Issue 18: a creation's page on a phone (a swipeable gallery, a sticky buy bar, a single size
 * stated, the login words of each purchase type) and its gallery sharp on a 2x desktop screen.
 * The pieces are @mei's showcase: 'Colourway Crew Tee' (an instant purchase, several sizes) and
 * 'Studio Colourway Cap' (a pre-order, one size). Nothing is changed: guests only.
 */

const SHOTS = 'test-results/detail-phone';
const PHONE = { width: 390, height: 844 };

/** The gallery's counter ('2 / 5'), the buy bar and the order panel's own button. */
const counter = (page: Page) => page.getByTestId('gallery-counter');
const buyBar = (page: Page) => page.getByTestId('buy-bar');

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the other pictures wait for the first one, which has the connection to itself', async ({
    page,
    request,
  }) => {
    const id = await creationId(request, SHOWCASE.colourways);
    const { creation } = await (await request.get(`/api/creations/${id}`)).json();
    const paths = (creation.waterflow_config.media_placement as { type: string; url?: string }[])
      .filter((plate) => !['empty', 'video', 'youtube'].includes(plate.type) && plate.url)
      .map((plate) => new URL(mediaSrc(plate.url, 1200) ?? '', 'http://x').pathname);
    expect(paths.length).toBeGreaterThan(1);
    const [first, ...others] = paths as [string, ...string[]];
    // The first picture is held back until the test lets it go.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === first,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const asked: string[] = [];
    page.on('request', (asking) => asked.push(new URL(asking.url()).pathname));
    // Not until "load": the first picture is in the server's HTML (its first paint), and the
    // document's load waits for it, which the test holds back.
    await page.goto(`/mei/creation?creation_id=${id}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: SHOWCASE.colourways })).toBeVisible();
    await expect(page.locator('.gallery img')).toHaveCount(paths.length);
    await expect.poll(() => asked.filter((path) => path === first).length).toBeGreaterThan(0);
    expect(asked.filter((path) => others.includes(path))).toEqual([]);
    release();
    await expect.poll(() => others.filter((path) => asked.includes(path)).length).toBeGreaterThan(0);
  });

  test('an instant purchase: swipe the gallery, the buy bar orders as the panel does (log in to order)', async ({
    page,
    request,
  }) => {
    const id = await creationId(request, SHOWCASE.colourways);
    await page.goto(`/mei/creation?creation_id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: SHOWCASE.colourways })).toBeVisible();
    // The 3D switch stays at hand above the gallery.
    await expect(page.getByRole('button', { name: '3D' })).toBeVisible();
    const track = page.getByRole('list', { name: SHOWCASE.colourways });
    await expect(counter(page)).toHaveText(/^1 \/ \d+$/);
    const total = Number((await counter(page).textContent())?.split('/')[1]);
    expect(total).toBeGreaterThan(1);
    // A swipe: the row scrolls sideways (a trackpad or wheel does the same) and snaps.
    await track.hover();
    await page.mouse.wheel(PHONE.width, 0);
    await expect(counter(page)).toHaveText(`2 / ${total}`);
    // The keyboard: Home back to the first, then the arrow key.
    await track.focus();
    await page.keyboard.press('Home');
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`2 / ${total}`);
    await expect(page.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    await page.screenshot({ path: `${SHOTS}/phone-top-light.png` });
    await expectAccessible(page, 'phone detail, top');

    // The panel's button in sight: no bar. Out of sight (here above the panel, scrolled down
    // from the top into the details): the bar shows the panel's price and its button.
    // The panel's own button (the bar's is inside the panel too, on the page's edge).
    const panelButton = page.locator('.order > button', { hasText: 'Add to cart' });
    const price = (await page.locator('.order__total').textContent()) ?? '';
    expect(price).toMatch(/^HK\$ [\d,]+\.\d{2}$/);
    await panelButton.scrollIntoViewIfNeeded();
    await expect(buyBar(page)).toHaveAttribute('data-shown', 'false');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.wheel(0, 500);
    await expect(panelButton).not.toBeInViewport();
    await expect(buyBar(page)).toHaveAttribute('data-shown', 'true');
    await expect(buyBar(page).getByText(price, { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phone-bar-light.png` });
    await buyBar(page).getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Please log in to order.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phone-toast-light.png` });
    await expect(page.getByText('To preorder, please log in first.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expectAccessible(page, 'phone detail, buy bar');
  });

  test('a pre-order in the overlay, dark: one size stated, the bar pre-orders (log in first)', async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const id = await creationId(request, SHOWCASE.creatorOnlyColourway);
    await page.goto(`/shop?items=${id}`);
    const overlay = page.getByTestId('creation-overlay');
    await expect(
      overlay.getByRole('heading', { level: 2, name: SHOWCASE.creatorOnlyColourway }),
    ).toBeVisible();
    // One size: stated, no selector.
    const oneSize = overlay.getByTestId('one-size');
    await expect(oneSize).toContainText('M');
    await expect(oneSize).toContainText('One size only');
    await expect(overlay.getByRole('group', { name: 'Size' })).toHaveCount(0);
    // One production time, the pre-order's.
    await overlay.getByText('Details', { exact: true }).click();
    await expect(overlay.getByText('Made to order: 10-15 working days')).toBeVisible();
    await expect(overlay.getByText(/Average production/)).toHaveCount(0);
    await overlay.screenshot({ path: `${SHOTS}/overlay-dark.png` });
    await expectAccessible(page, 'phone overlay, dark');

    // The panel's button in sight: no bar; scrolled back up, out of sight: the bar pre-orders.
    await overlay.locator('.order > button', { hasText: 'Preorder now' }).scrollIntoViewIfNeeded();
    await expect(buyBar(page)).toHaveAttribute('data-shown', 'false');
    await overlay.locator('.ui-dialog__body').evaluate((body) => body.scrollTo(0, 0));
    await expect(buyBar(page)).toHaveAttribute('data-shown', 'true');
    await page.screenshot({ path: `${SHOTS}/overlay-bar-dark.png` });
    await buyBar(page).getByRole('button', { name: 'Preorder now' }).click();
    await expect(page.getByText('To preorder, please log in first.')).toBeVisible();
    await expectAccessible(page, 'phone overlay buy bar, dark');
  });
});

test.describe('on a 2x desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });

  test('the gallery stands as a waterfall, its images not upscaled, and no buy bar', async ({
    page,
    request,
  }) => {
    const id = await creationId(request, SHOWCASE.colourways);
    await page.goto(`/mei/creation?creation_id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: SHOWCASE.colourways })).toBeVisible();
    await expect(counter(page)).toHaveCount(0);
    await expect(buyBar(page)).toHaveCount(0);
    const images = page.locator('.gallery img');
    await expect(images.first()).toBeVisible();
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      // Decoded: its natural size is known.
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
      const { natural, rendered, source } = await image.evaluate((element: HTMLImageElement) => ({
        natural: element.naturalWidth,
        rendered: element.getBoundingClientRect().width,
        source: element.currentSrc,
      }));
      expect(
        natural >= rendered * 2 || source.includes('w=1500'),
        `${source}: ${natural} px for ${rendered} css px`,
      ).toBe(true);
    }
    await page.screenshot({ path: `${SHOTS}/desktop-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/desktop-dark.png` });
    await expectAccessible(page, 'desktop detail, dark');
  });
});
