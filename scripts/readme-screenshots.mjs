// The README's storefront pictures, taken from a running server (`npm start`, or
// `node apps/api/dist/server.mjs` on a fresh database):
//   BASE=http://127.0.0.1:3000 node scripts/readme-screenshots.mjs
// They are refreshed on demand, never by a test run.
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';

const base = new URL(process.env.BASE ?? 'http://127.0.0.1:3000');
const out = new URL('../docs/screenshots/', import.meta.url).pathname;
await mkdir(out, { recursive: true });

const DESKTOP = { width: 1440, height: 900, scale: 1 };
const PHONE = { width: 390, height: 844, scale: 2 };

const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });

/** A creation with photos for the detail pictures: the first listed hoodie. */
async function firstCreationPath() {
  const answer = await fetch(new URL('/api/creations?q=hoodie&limit=12', base));
  const { items } = await answer.json();
  const pick = items.find((item) => item.purchaseType !== 'sample') ?? items[0];
  return `/${pick.user?.at_name ?? pick.creator?.at_name}/creation?creation_id=${pick.id}`;
}

async function shoot(name, path, { size = DESKTOP, theme = 'light', language, host } = {}) {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: size.scale,
    colorScheme: theme,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ({ language }) => {
      // The daily welcome notice would cover the page.
      localStorage.setItem('atelier.homeNoticeShownAt', new Date().toISOString());
      if (language) localStorage.setItem('atelier.preferences', JSON.stringify({ language }));
    },
    { language },
  );
  const page = await context.newPage();
  const url = new URL(path, base);
  if (host) url.hostname = `${host}.localhost`;
  await page.goto(url.href, { waitUntil: 'networkidle' });
  // The page's own content rendered (a busy machine renders the shell first) ...
  await page.waitForFunction(
    () => (document.querySelector('main')?.textContent ?? '').trim().length > 0,
    null,
    {
      timeout: 60_000,
    },
  );
  // ... and every image in view, lazy ones included, loaded and decoded.
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.width > 0 && box.top < window.innerHeight && box.bottom > 0;
        })
        .every((image) => image.complete && image.naturalWidth > 0),
    null,
    { timeout: 60_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  // Data asked for after the first render (a shop's own header, say) brings more pictures: the
  // picture is taken once the page has held still for a second.
  let last = '';
  for (let round = 0; round < 30; round += 1) {
    await page.waitForLoadState('networkidle');
    const now = await page.evaluate(
      () =>
        [...document.images].map((image) => `${image.currentSrc}:${image.complete}`).join() +
        document.body.innerText.length,
    );
    if (now === last) break;
    last = now;
    await page.waitForTimeout(1000);
  }
  await page.screenshot({ path: `${out}${name}.png` });
  await context.close();
  console.log(`docs/screenshots/${name}.png`);
}

const detail = await firstCreationPath();
await shoot('home-light-desktop', '/');
await shoot('shop-light-desktop', '/shop');
await shoot('shop-dark-desktop', '/shop', { theme: 'dark' });
await shoot('detail-light-desktop', detail);
await shoot('detail-dark-desktop', detail, { theme: 'dark' });
await shoot('home-light-mobile', '/', { size: PHONE });
await shoot('detail-dark-mobile', detail, { size: PHONE, theme: 'dark' });
await shoot('creators-light-desktop', '/creators');
await shoot('creator-shop-light-desktop', '/', { host: 'mei' });
await shoot('help-refunds-dark-desktop', '/help/refunds', { theme: 'dark' });
await shoot('shop-arabic-mobile', '/shop', { size: PHONE, language: 'ar' });
await browser.close();
