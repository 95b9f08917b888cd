import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The partner SDK in two builds: an ES module (`atelier-embed.js`) and a script-tag
 * build (`atelier-embed.iife.js`) that defines the global `AtelierViewer`.
 */
export default defineConfig({
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    // Vite keeps the ES build's whitespace in library mode; partners load this file as is.
    // No Symbol.toStringTag on the script tag's global: nothing reads it, and it costs bytes.
    rolldownOptions: { output: { minify: true, generatedCode: { symbols: false } } },
    lib: {
      entry: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      name: 'AtelierViewer',
      formats: ['es', 'iife'],
      fileName: (format) => (format === 'es' ? 'atelier-embed.js' : `atelier-embed.${format}.js`),
    },
  },
});
