// ad-hoc: interleaved first-frame comparison of variants vs bare
import { chromium } from 'playwright';
import { build } from 'vite';
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync, mkdtempSync } from 'node:fs';
import { join, normalize, extname } from 'node:path';
import { tmpdir } from 'node:os';
const repo = '/work/main';
const here = join(repo, 'packages/engine/bench');
const assets = join(repo, 'assets');
const out = mkdtempSync(join(tmpdir(), 'probe-'));
await build({
  root: here,
  logLevel: 'silent',
  build: {
    outDir: out,
    assetsDir: 'bench-chunks',
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
    rollupOptions: { input: { engine: join(here, 'engine.html'), bare: join(here, 'bare.html') } },
  },
  worker: { format: 'es' },
});
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  const root = path.startsWith('/assets/') ? assets : out;
  const rel = path.startsWith('/assets/') ? path.slice(8) : path.slice(1);
  const f = normalize(join(root, rel));
  if (!existsSync(f) || !statSync(f).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    'cache-control': 'no-store',
    'content-type':
      { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json' }[extname(f)] ??
      'application/octet-stream',
  });
  createReadStream(f).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const { chromiumArgs, chromiumExecutable } = await import(join(repo, 'scripts/chromium.mjs'));
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
const variants = Object.fromEntries(
  (process.env.VARIANTS ?? 'base=mode=first-frame')
    .split(',')
    .map((v) => (v.split('=', 2).length ? [v.slice(0, v.indexOf('=')), v.slice(v.indexOf('=') + 1)] : [])),
);
variants.bare = 'BARE';
const res = {};
const runs = Number(process.env.RUNS ?? 4);
async function one(q) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await ctx.newPage();
  const url =
    q === 'BARE'
      ? `/bare.html?model=${encodeURIComponent('/assets/models/tshirt.glb')}`
      : `/engine.html?${q}`;
  await page.goto(`http://127.0.0.1:${server.address().port}${url}`);
  await page.waitForFunction(() => window.benchResult, null, { timeout: 300000, polling: 50 });
  const r = await page.evaluate(() => window.benchResult);
  await ctx.close();
  if (r.error) throw new Error(r.error);
  return r;
}
for (const q of Object.values(variants)) await one(q);
for (let i = 0; i < runs; i++)
  for (const [k, q] of Object.entries(variants)) {
    const r = await one(q);
    (res[k] ??= []).push(Math.round(r.firstFrame));
    if (r.phases && process.env.PHASES)
      console.log(
        k,
        JSON.stringify(Object.fromEntries(Object.entries(r.phases).map(([a, b]) => [a, Math.round(b)]))),
      );
  }
const med = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)];
};
for (const [k, v] of Object.entries(res))
  console.log(k, v.join(' '), 'median', med(v), 'ratio', (med(v) / med(res.bare)).toFixed(2));
await browser.close();
server.close();
