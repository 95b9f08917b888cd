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

// The viewer is served at /viewer/ by the API (and embedded by partner sites there).
export default defineConfig({
  base: '/viewer/',
  plugins: [pureSchemaDeclarations(), withoutZodJsonSchema()],
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
