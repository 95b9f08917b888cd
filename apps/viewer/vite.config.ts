import { defineConfig } from 'vite';

// The viewer is served at /viewer/ by the API (and embedded by partner sites there).
export default defineConfig({
  base: '/viewer/',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 800 },
});
