import { defineConfig } from 'vite';

// The server is bundled into one file with the workspace packages inlined;
// npm dependencies stay external and load from node_modules.
export default defineConfig({
  build: {
    ssr: 'src/server.ts',
    outDir: 'dist',
    target: 'node24',
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'server.mjs' } },
  },
  ssr: { noExternal: [/^@atelier\//] },
});
