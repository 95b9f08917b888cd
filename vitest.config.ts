import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.mjs';
import { validateGltf } from './scripts/gltf-validate.mjs';

const nodeProject = (name: string, root: string, include = ['src/**/*.test.ts'], testTimeout?: number) => ({
  test: { name, root, environment: 'node' as const, include, ...(testTimeout ? { testTimeout } : {}) },
});

/**
 * API tests run the real app on SQLite and PostgreSQL and real image encoding (sharp): on a busy
 * two-core machine one can take several seconds. They wait for answers, never for times, so the
 * limit only matters when something hangs.
 */
const API_TEST_TIMEOUT_MS = 30_000;

// One object per project: vitest labels the browser instances after their project.
const browser = () => ({
  enabled: true,
  headless: true,
  screenshotFailures: false,
  provider: playwright({ launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
});

/**
 * WebGL tests draw with SwiftShader on the CPU: on a busy two-core machine one render can take
 * seconds. They wait for states (loaded, frame drawn), so a generous limit only matters when
 * something hangs.
 */
const WEBGL_TEST_TIMEOUT_MS = 60_000;

export default defineConfig({
  test: {
    projects: [
      nodeProject('@atelier/schema', 'packages/schema'),
      nodeProject('@atelier/domain', 'packages/domain'),
      nodeProject('@atelier/protocol', 'packages/protocol'),
      nodeProject('@atelier/embed', 'packages/embed'),
      nodeProject('@atelier/api', 'apps/api', undefined, API_TEST_TIMEOUT_MS),
      nodeProject('scripts', 'scripts', ['*.test.ts']),
      {
        test: {
          ...nodeProject('@atelier/assets', 'tools/assets').test,
          // V8's Maglev tier (Node 24.22) miscompiles the UV packing in about one fresh process
          // in fifteen: an island's box misses its last rows, so a model's bytes change from run
          // to run. Shown by tools/assets/src/uv-range-check.ts; the generator runs without it too.
          execArgv: ['--no-maglev'],
        },
      },
      // The engine's API report is read with the TypeScript compiler, on Node.
      nodeProject('@atelier/engine-api', 'packages/engine', ['scripts/*.test.ts']),
      {
        // Imported only by the AR export and its test: found late, they would reload the page mid-run.
        optimizeDeps: {
          include: [
            'three/addons/exporters/GLTFExporter.js',
            'three/addons/exporters/USDZExporter.js',
            'three/addons/libs/fflate.module.js',
          ],
        },
        test: {
          name: '@atelier/engine',
          testTimeout: WEBGL_TEST_TIMEOUT_MS,
          root: 'packages/engine',
          include: ['src/**/*.test.ts'],
          // The AR export's GLB is checked by the Khronos validator, which runs in Node.
          browser: {
            ...browser(),
            commands: { validateGltf: (_context: unknown, base64: string) => validateGltf(base64) },
          },
        },
      },
      {
        // The engine's Storybook stories, rendered with WebGL (packages/engine/stories/).
        plugins: [react()],
        test: {
          name: '@atelier/engine-stories',
          testTimeout: WEBGL_TEST_TIMEOUT_MS,
          root: 'packages/engine',
          include: ['stories/**/*.test.tsx'],
          browser: browser(),
        },
      },
      {
        test: {
          name: '@atelier/viewer',
          testTimeout: WEBGL_TEST_TIMEOUT_MS,
          root: 'apps/viewer',
          include: ['src/**/*.test.ts'],
          browser: browser(),
        },
      },
      {
        plugins: [react()],
        test: {
          name: '@atelier/ui',
          root: 'packages/ui',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: '@atelier/web',
          root: 'apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.browser.test.{ts,tsx}'],
        },
      },
      {
        // The web app's pixel work (canvas, image decoding, workers), which happy-dom cannot do.
        plugins: [react()],
        test: {
          name: '@atelier/web-browser',
          root: 'apps/web',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          browser: browser(),
        },
      },
    ],
  },
});
