import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contracts } from './src/generated/contracts';
import { buildManifest } from './scripts/manifest';

/** Every file in src/lib is a public entry: dist/lib/<name>.js. */
const entries = Object.fromEntries(
  readdirSync('src/lib')
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.includes('.test.'))
    .map((file) => [basename(file, '.ts'), `src/lib/${file}`]),
);

function customElementsManifest(): Plugin {
  return {
    name: 'commune-custom-elements-manifest',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source: JSON.stringify(buildManifest(contracts, Object.keys(entries)), null, 2) });
    },
  };
}

/** The element library that partners embed and the shell loads: dist/lib. */
export default defineConfig({
  plugins: [react(), customElementsManifest()],
  // Library mode leaves process.env.NODE_ENV alone, which would ship development React.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    outDir: 'dist/lib',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    lib: { entry: entries, formats: ['es'] },
    rolldownOptions: {
      output: {
        minify: true,
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'runtime', test: /node_modules[\\/](zustand|@r2wc|use-sync-external-store)[\\/]|src[\\/](runtime[\\/](store|element|links|styles|i18n[\\/](react|core-messages))|shared[\\/](contract|lang|i18n[\\/]catalog)|kit[\\/]define-widget)/ },
          ],
        },
      },
    },
  },
});
