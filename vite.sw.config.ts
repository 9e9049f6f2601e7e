import { defineConfig } from 'vite';

/*
 * The site's service worker (src/shell/service-worker.ts) as one classic script, no imports:
 * dist/server/service-worker.js. scripts/service-worker.mjs then writes dist/sw.js from it with
 * the release's id and the files to keep (a worker at the site's root controls every page).
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/server',
    emptyOutDir: false,
    target: 'es2022',
    reportCompressedSize: false,
    lib: { entry: 'src/shell/service-worker.ts', formats: ['iife'], name: 'communeServiceWorker', fileName: () => 'service-worker.js' },
    rolldownOptions: { output: { minify: true } },
  },
});
