import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { markSchemaCallsPure } from './scripts/pure-schema.ts';

// The workspace's pure packages (schema, domain, protocol) have no import-time side effects,
// so modules of theirs that the storefront does not use (zod schemas, editor rules) are dropped.
const PURE_WORKSPACE = /[\\/]packages[\\/](schema|domain|protocol)[\\/]src[\\/]/;
const SCHEMA_SOURCE = /[\\/]packages[\\/]schema[\\/]src[\\/].*\.ts$/;
const STOREFRONT_CHUNK =
  /apps[\\/]web[\\/]src[\\/](storefront[\\/]grid[\\/]|money[\\/]|lib[\\/]usePageTitle)|packages[\\/]ui[\\/]src[\\/]components[\\/](Skeleton|SegmentedControl|MediaGrid|Tile)[\\/]|lucide-react.*[\\/]chevron-right\./;
const CREATION_CHUNK =
  /apps[\\/]web[\\/]src[\\/](storefront[\\/]detail[\\/](CreationDetail|Gallery|OrderPanel|MoreFromCreator)\.tsx|account[\\/]Profile(Header|States)\.tsx)|packages[\\/]domain[\\/]src[\\/]storefront[\\/](listing|quantities)\.ts|packages[\\/]ui[\\/]src[\\/]components[\\/](QuantityStepper|ProgressBar|Disclosure)[\\/]|lucide-react.*[\\/](heart|search-x|user-x)\./;

/**
 * The domain imports a few constants that live beside zod schemas in @atelier/schema (e.g.
 * TREND_MEDIA_MAX_SPAN): the schemas' calls are marked pure, so unused ones drop out, zod too.
 */
function pureSchemaDeclarations(): Plugin {
  return {
    name: 'atelier:pure-schema-declarations',
    enforce: 'pre',
    transform(code, id) {
      if (!SCHEMA_SOURCE.test(id) || /\.test\.ts$/.test(id)) return null;
      return { code: markSchemaCallsPure(code, id), map: null };
    },
  };
}

/**
 * The app's code loads after what the HTML shows: the server writes each page's header and,
 * for home and a creation, its largest picture into the HTML (apps/api/src/web/first-paint.ts)
 * and preloads the pictures with high priority. Scripts at low priority let the browser paint
 * that and fetch those pictures first; the code follows on the same connection (issue 18).
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'atelier:scripts-after-first-paint',
    enforce: 'post',
    transformIndexHtml(html) {
      return html
        .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
        .replace(
          /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
          '<link rel="modulepreload" fetchpriority="low"',
        );
    },
  };
}

export default defineConfig({
  plugins: [pureSchemaDeclarations(), react(), scriptsAfterFirstPaint()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: the API reads it to preload a page's route chunks with the page.
    manifest: true,
    // One stylesheet, loaded with the page: no lazy chunk waits for its CSS (about 8 kB compressed).
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        // The first screens' route code in few files (HTTP/1.1 fetches at most 6 at a time): the
        // grid and its parts shared by home, shop and the creator pages; the creation page's parts.
        // Only the named modules move (no dependencies), so the initial chunks stay as they are.
        codeSplitting: {
          groups: [
            { name: 'storefront', test: STOREFRONT_CHUNK, includeDependenciesRecursively: false },
            { name: 'creation', test: CREATION_CHUNK, includeDependenciesRecursively: false },
          ],
        },
      },
      treeshake: {
        // undefined: the package's own "sideEffects" field decides (zod declares none).
        moduleSideEffects: (id) => (PURE_WORKSPACE.test(id) ? false : undefined),
        propertyReadSideEffects: false,
      },
    },
  },
  server: {
    // Creator shops on sub-domains in development: {creator}.localhost:5173 (000 §1).
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': 'http://localhost:3000',
      '/viewer': 'http://localhost:5174',
      '/assets': 'http://localhost:3000',
    },
  },
});
