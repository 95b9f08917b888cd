import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

const BASIS_FILES = [
  { name: 'basis_transcoder.js', type: 'text/javascript' },
  { name: 'basis_transcoder.wasm', type: 'application/wasm' },
] as const;

/**
 * The transcoder's embind glue builds its JavaScript invokers (of C++ bindings, and of the
 * JavaScript methods C++ calls) with `new Function`, which the viewer page's policy (script-src
 * 'self' 'wasm-unsafe-eval', inherited by the blob worker KTX2Loader runs it in) refuses: the
 * worker would never start. These are closures doing the same steps as the code the glue
 * generates (createJsInvoker, and the body built in __emval_get_method_caller), as Emscripten
 * writes them without dynamic code (`-sDYNAMIC_EXECUTION=0`).
 */
const EVAL_INVOKER =
  'let[args,invokerFnBody]=createJsInvoker(argTypes,isClassMethodFunc,returns,isAsync);args.push(invokerFnBody);var invokerFn=newFunc(Function,args)(...closureArgs);';
const CLOSURE_INVOKER = [
  'var invokerFn=function(...callArgs){',
  'if(callArgs.length!==argCount-2){throwBindingError("function "+humanName+" called with "+callArgs.length+" arguments, expected "+(argCount-2))}',
  'var destructors=needsDestructorStack?[]:null;var wired=[];',
  'if(isClassMethodFunc){wired.push(argTypes[1]["toWireType"](destructors,this))}',
  'for(var i=0;i<argCount-2;++i){wired.push(argTypes[i+2]["toWireType"](destructors,callArgs[i]))}',
  'var rv=cppInvokerFunc(cppTargetFunc,...wired);',
  'if(needsDestructorStack){runDestructors(destructors)}else{for(var i=isClassMethodFunc?1:2;i<argTypes.length;++i){if(argTypes[i].destructorFunction!==null){argTypes[i].destructorFunction(wired[isClassMethodFunc?i-1:i-2])}}}',
  'if(returns){return argTypes[0]["fromWireType"](rv)}};',
].join('');

const EVAL_METHOD_CALLER = 'params.push(functionBody);var invokerFunction=newFunc(Function,params)(...args);';
const CLOSURE_METHOD_CALLER = [
  'var offsets=[];for(var i=0,at=0;i<argCount;++i){offsets.push(at);at+=types[i]["argPackAdvance"]}',
  'var invokerFunction=function(obj,func,destructorsRef,argsPointer){',
  'var values=[];for(var i=0;i<argCount;++i){values.push(types[i].readValueFromPointer(argsPointer+offsets[i]))}',
  'var rv=kind===1?new func(...values):kind===0?func.call(obj,...values):func.call(...values);',
  'if(!retType.isVoid){return emval_returnValue(retType,destructorsRef,rv)}};',
].join('');

/** The transcoder's script with the closures above; fails the build if three's differs. */
function withoutEval(script: Buffer): Buffer {
  let text = script.toString('utf8');
  for (const [generated, closure] of [
    [EVAL_INVOKER, CLOSURE_INVOKER],
    [EVAL_METHOD_CALLER, CLOSURE_METHOD_CALLER],
  ] as const) {
    if (text.split(generated).length !== 2)
      throw new Error('basis_transcoder.js builds its invokers differently: update vite.config.ts');
    text = text.replace(generated, () => closure);
  }
  if (/newFunc\(Function/.test(text)) throw new Error('basis_transcoder.js still builds code at run time');
  return Buffer.from(text, 'utf8');
}

/** KTX2Loader's default transcoder URLs, beside its module (two: the script and the wasm). */
const KTX2_LOADER_DEFAULT_URL =
  /new URL\(\s*'\.\.\/libs\/basis\/basis_transcoder\.(?:js|wasm)',\s*import\.meta\.url\s*\)\.toString\(\)/g;

/**
 * three's Basis Universal transcoder (a script and its WebAssembly), which the engine's KTX2
 * loader fetches by these file names from one folder when a phone gets a KTX2 normal map. Built
 * into `assets/basis-<hash of their bytes>/`, so the server's year-long immutable caching of
 * assets holds (a new three, new bytes, a new folder); served from three's package in
 * development. Its script runs without `new Function` ({@link withoutEval}). The page hands the
 * folder to the engine (boot.ts, `basisTranscoderPath`). The
 * loader's own default URLs are emptied: the engine always names the folder, and Vite would
 * otherwise build a second, unused copy of both files.
 */
const basisTranscoder = (): Plugin => {
  const engine = createRequire(fileURLToPath(new URL('../../packages/engine/package.json', import.meta.url)));
  const folder = dirname(engine.resolve('three/examples/jsm/libs/basis/basis_transcoder.js'));
  const files = BASIS_FILES.map((file) => {
    const bytes = readFileSync(join(folder, file.name));
    return { ...file, bytes: file.name.endsWith('.js') ? withoutEval(bytes) : bytes };
  });
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.bytes);
  const served = `assets/basis-${hash.digest('hex').slice(0, 10)}/`;
  let base = '/';
  return {
    name: 'atelier-basis-transcoder',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]KTX2Loader\.js$/.test(id)) return null;
      const found = code.match(KTX2_LOADER_DEFAULT_URL)?.length ?? 0;
      if (found !== 2)
        this.error(`KTX2Loader names its default transcoder differently (${found} URLs found)`);
      return { code: code.replace(KTX2_LOADER_DEFAULT_URL, "''"), map: null };
    },
    config: () => ({ define: { 'import.meta.env.VITE_BASIS_TRANSCODER_FOLDER': JSON.stringify(served) } }),
    configResolved: (config) => {
      base = config.base;
    },
    configureServer: (server) => {
      server.middlewares.use((request, response, next) => {
        const file = files.find(({ name }) => request.url?.split('?')[0] === `${base}${served}${name}`);
        if (!file) return next();
        response.setHeader('Content-Type', file.type);
        response.end(file.bytes);
      });
    },
    generateBundle() {
      for (const file of files)
        this.emitFile({ type: 'asset', fileName: `${served}${file.name}`, source: file.bytes });
    },
  };
};

// The viewer is served at /viewer/ by the API (and embedded by partner sites there).
export default defineConfig({
  base: '/viewer/',
  plugins: [pureSchemaDeclarations(), withoutZodJsonSchema(), preloadFirstFrameChunks(), basisTranscoder()],
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
      // Imported constants (three's format and filter numbers) are written where they are used, not
      // exported from the entry to the lazy chunks that use them (the KTX2 loader names dozens).
      optimization: { inlineConst: true },
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
