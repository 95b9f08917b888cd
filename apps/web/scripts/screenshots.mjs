#!/usr/bin/env node
// Screenshots of home, shop and a creation detail in light and dark, desktop (1440 x 900) and
// mobile (390 x 844), from a running server: node apps/web/scripts/screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../../../scripts/chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? 'docs/screenshots';
const only = process.argv[4];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
const first = await (await fetch(`${base}/api/creations?tab=latest&limit=1`)).json();
const detailId = first.items[0].id;
const pages = { home: '/', shop: '/shop', detail: `/?items=${detailId}` };
const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } };

for (const theme of ['light', 'dark']) {
  for (const [device, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme: theme });
    await context.addInitScript((chosen) => {
      localStorage.setItem('atelier.homeNoticeShownAt', new Date().toISOString());
      localStorage.setItem('atelier.preferences', JSON.stringify({ theme: chosen, language: 'en' }));
    }, theme);
    const page = await context.newPage();
    for (const [name, path] of Object.entries(pages)) {
      if (only && !name.startsWith(only)) continue;
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(600);
      const file = join(out, `${name}-${theme}-${device}.png`);
      await page.screenshot({ path: file });
      process.stdout.write(`${file}\n`);
    }
    await context.close();
  }
}
await browser.close();
