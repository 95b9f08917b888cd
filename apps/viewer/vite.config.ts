import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * Marks the top-level schema declarations of the shared packages (`export const X =
 * z.object(...)`, `IdSchema.optional()`, ...) as pure, so the ones the viewer never uses
 * are dropped from its bundle (they only declare; their calls have no effect).
 */
const pureSchemaDeclarations = (): Plugin => ({
  name: 'atelier-pure-schema-declarations',
  enforce: 'pre',
  transform(code, id) {
    if (!/packages[\\/](schema|protocol)[\\/]src[\\/].*\.ts$/.test(id)) return null;
    return {
      code: code.replace(
        /^((?:export )?const [A-Za-z_$][\w$]*(?:: [^=]+)? = )(?=[A-Za-z_$][\w$.]*\s*(?:<[^>]*>)?\()/gm,
        '$1/* @__PURE__ */ ',
      ),
      map: null,
    };
  },
});

const buildFile = (name: string) => fileURLToPath(new URL(`./src/build/${name}`, import.meta.url));

/**
 * Points zod's JSON Schema generator and its per-type processors at stand-ins
 * (src/build/): dead code for the viewer, and about 6 kB gzipped of its first frame.
 */
const withoutZodJsonSchema = (): Plugin => ({
  name: 'atelier-zod-without-json-schema',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer || !/[\\/]zod[\\/]/.test(importer)) return null;
    if (/(^|\/)to-json-schema\.js$/.test(source)) return buildFile('zod-no-json-schema.js');
    if (/(^|\/)json-schema-processors\.js$/.test(source))
      return buildFile('zod-no-json-schema-processors.js');
    return null;
  },
});

/**
 * Lazy chunks every first frame waits for, fetched with the page instead of one round trip
 * after the entry has run (on a phone's slow 4G, 560 ms each): the meshopt decoder (the demo
 * garments are meshopt-compressed), the texts' catalogue and the image-format check that the
 * material textures wait for. They stay lazy chunks (an uncompressed partner model never runs
 * the decoder); only their download starts earlier.
 */
const FIRST_FRAME_LAZY = /^(meshopt_decoder\.module|texts-catalogue|image-formats)$/;

const preloadFirstFrameChunks = (): Plugin => ({
  name: 'atelier-preload-first-frame-chunks',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const files = Object.values(context.bundle ?? {})
        .filter(
          (chunk) => chunk.type === 'chunk' && chunk.isDynamicEntry && FIRST_FRAME_LAZY.test(chunk.name),
        )
        .map((chunk) => chunk.fileName)
        .sort();
      const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/viewer/${file}">`);
      return html.replace(/\n\s*<\/head>/, () => `\n    ${links.join('\n    ')}\n  </head>`);
    },
  },
});

// The viewer is served at /viewer/ by the API (and embedded by partner sites there).
export default defineConfig({
  base: '/viewer/',
  plugins: [pureSchemaDeclarations(), withoutZodJsonSchema(), preloadFirstFrameChunks()],
  // The FBX, EXR and HDR loaders need no help: the engine imports them on demand, so
  // they are lazy chunks of their own.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: {
        // The shared packages and zod only declare things (the domain: pure functions);
        // what the viewer does not use (other records' schemas, most of zod, the domain's
        // other rules) is dropped.
        moduleSideEffects: (id: string) =>
          !/packages[\\/](schema|protocol|domain)[\\/]src|[\\/]zod[\\/]/.test(id),
        manualPureFunctions: ['z'],
      },
    },
  },
});
