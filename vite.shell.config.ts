import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

/*
 * The site's own scripts, no React in them (elements come from /lib/ like on partners' pages):
 * - src/shell/hydrate.ts → dist/assets/hydrate-[hash].js, on every server-rendered public page:
 *   it takes elements over when they are needed and keeps the reader's language;
 * - src/shell/main.ts → dist/assets/shell-[hash].js, the staff area's router (lit-html).
 * Runs after the library and the server-side renderer are built; scripts/prerender.mjs then
 * writes the pages, using dist/server/assets.json to name these files.
 */

function assetsManifest(): Plugin {
  return {
    name: 'commune-site-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entries = Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry);
      const named = (name: string) => entries.find((file) => file.name === name)?.fileName;
      const hydrate = named('hydrate');
      const router = named('shell');
      if (!hydrate || !router) return this.error('The shell entries (hydrate, shell) are missing.');
      const bundled = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []));
      const react = bundled.find((id) => /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id));
      if (react) return this.error(`The shell must not bundle React (found ${react}); load elements from /lib/ instead.`);
      mkdirSync('dist/server', { recursive: true });
      writeFileSync('dist/server/assets.json', JSON.stringify({ hydrate: `/${hydrate}`, router: `/${router}` }, null, 2));
      // Partners' page CSS: the design tokens, and space reserved for each element before its script runs.
      const tokens = readFileSync('src/runtime/styles/tokens.css', 'utf8');
      const loader = readFileSync('src/runtime/styles/loader.css', 'utf8');
      this.emitFile({ type: 'asset', fileName: 'lib/commune.css', source: `${tokens}\n${loader}` });
    },
  };
}

export default defineConfig({
  // public/: the content's images (public/images/…), copied to dist/ as they are.
  publicDir: 'public',
  plugins: [assetsManifest()],
  build: {
    outDir: 'dist',
    // dist/lib and dist/server were just written by the library and renderer builds.
    emptyOutDir: false,
    target: 'es2022',
    reportCompressedSize: false,
    modulePreload: false,
    rolldownOptions: {
      input: { shell: 'src/shell/main.ts', hydrate: 'src/shell/hydrate.ts' },
      output: {
        minify: true,
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
      },
    },
  },
  server: { host: '127.0.0.1' },
});
