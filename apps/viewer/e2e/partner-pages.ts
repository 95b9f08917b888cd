import { createServer, type Server } from 'node:http';
import type { APIRequestContext, Page } from '@playwright/test';

/** The API under test (playwright.config.ts's webServer). */
export const API_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4317)}`;
/** A partner site the demo producer trusts (added to its partner origins by the tests). */
export const PARTNER_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PARTNER_PORT ?? 4318)}`;
/**
 * A second trusted partner site, for the failure tests: each spec file serves its own port, so
 * two workers running the two files at once never share (or close) each other's server.
 */
export const FAILURES_PARTNER_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_FAILURES_PARTNER_PORT ?? 4320)}`;
/** The partner shop of the commerce journey (issue 20), on its own port like the others. */
export const COMMERCE_PARTNER_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_COMMERCE_PARTNER_PORT ?? 4321)}`;
/** The partner shop whose colourway choice is saved as a design (issue 20), on its own port too. */
export const DESIGN_PARTNER_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_DESIGN_PARTNER_PORT ?? 4322)}`;
/** A site nobody trusts. */
export const STRANGER_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_STRANGER_PORT ?? 4319)}`;

/** Every partner origin the tests trust (see `trustPartners`). */
const PARTNER_ORIGINS = [
  PARTNER_ORIGIN,
  FAILURES_PARTNER_ORIGIN,
  COMMERCE_PARTNER_ORIGIN,
  DESIGN_PARTNER_ORIGIN,
];

/** A plain partner page: two containers and the SDK from the Atelier origin (docs/embedding.md). */
export const PARTNER_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Partner shop</title></head>
  <body style="margin: 0">
    <div id="first" style="width: 480px; height: 360px"></div>
    <div id="second" style="width: 320px; height: 240px"></div>
    <script src="${API_ORIGIN}/embed/atelier-embed.iife.js"></script>
  </body>
</html>`;

/** Serves `html` at every path from a second origin (another loopback port). */
export async function servePage(origin: string, html: string): Promise<Server> {
  const { hostname, port } = new URL(origin);
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), hostname, resolve);
  });
  return server;
}

export const closeServer = (server: Server | undefined): Promise<void> =>
  new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));

/**
 * The demo creation partners embed: a public tote of the platform producer (Atelier
 * Studio, whose members sign in as producer@atelier.test); its parts are body, bottom and
 * handles.
 */
export async function demoCreation(request: APIRequestContext): Promise<{ id: string; producer: string }> {
  const list = (await (await request.get(`${API_ORIGIN}/api/creations?tab=latest&limit=60`)).json()) as {
    items: { id: string }[];
  };
  for (const { id } of list.items) {
    const context = (await (await request.get(`${API_ORIGIN}/api/viewer/context?creation=${id}`)).json()) as {
      creation?: { producer: string | null; model: { url: string } | null };
    };
    const creation = context.creation;
    if (creation?.producer === 'atelier_studio' && creation.model?.url.endsWith('/tote.glb'))
      return { id, producer: 'atelier_studio' };
  }
  throw new Error('No public tote of atelier_studio in the demo store');
}

/**
 * Adds every test partner origin to the producer's partner origins, as docs/embedding.md "Adding
 * a partner" says. Both spec files add all of them, so when two workers read and write the
 * metadata at once, whichever writes last still leaves every origin trusted.
 */
export async function trustPartners(request: APIRequestContext, producer: string) {
  const signIn = await request.post(`${API_ORIGIN}/api/auth/sign-in`, {
    data: { email: 'producer@atelier.test', password: 'atelier-demo' },
  });
  if (!signIn.ok()) throw new Error(`Sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  const current = (await (await request.get(`${API_ORIGIN}/api/producers/${producer}`)).json()) as {
    producer: { metadata: { partnerOrigins?: string[] } & Record<string, unknown> };
  };
  const metadata = current.producer.metadata;
  const partnerOrigins = [...new Set([...(metadata.partnerOrigins ?? []), ...PARTNER_ORIGINS])];
  const patch = await request.patch(`${API_ORIGIN}/api/producers/${producer}`, {
    data: { metadata: { ...metadata, partnerOrigins } },
  });
  if (!patch.ok()) throw new Error(`Adding the partner failed: ${patch.status()} ${await patch.text()}`);
}

/** Calls a viewer method in the shop's page (its `window.viewer`), as the shop's own code would. */
export const callViewer = (page: Page, method: string, args?: unknown) =>
  page.evaluate(
    ({ method, args }) =>
      (window as never as { viewer: Record<string, (args?: unknown, options?: object) => Promise<unknown>> })
        .viewer[method]!(args, { timeoutMs: 30_000 }),
    { method, args },
  );
