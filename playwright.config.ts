import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4317);
// The e2e database's file, in the environment so the test workers (which inherit it) can run
// commands such as `pnpm settle` against the server's database.
process.env.E2E_DB ??= join(tmpdir(), `atelier-e2e-${process.pid}.sqlite`);

// End-to-end tests drive the production build (`pnpm build`) served by the API,
// exactly as `npm start` serves it, on a throwaway SQLite database.
export default defineConfig({
  testDir: '.',
  testMatch: ['apps/*/e2e/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  // The pages draw WebGL with SwiftShader on the CPU, two at a time on a two-core machine that
  // may be busy with other work: journeys wait for states, and these limits only end a hang.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node apps/api/dist/server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${process.env.E2E_DB}`,
    },
  },
});
