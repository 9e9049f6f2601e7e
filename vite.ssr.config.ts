import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/*
 * The server-side renderer: src/ssr/render.ts → dist/server/render.js, an ES module for Node
 * that renders pages and elements to HTML (react-dom/server). Dependencies stay external: the
 * content server and the build run it with the project's node_modules.
 */
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    ssr: 'src/ssr/render.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    reportCompressedSize: false,
    rolldownOptions: { output: { entryFileNames: 'render.js' } },
  },
  ssr: { noExternal: [] },
});
