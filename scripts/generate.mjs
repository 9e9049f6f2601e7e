// npm run generate: writes what follows from the widget folders and their contracts — the
// src/lib entries, src/generated/contracts.ts, the page list, the typings, the reservation CSS
// and the README's element table — and from the collection descriptors — the registry
// (src/collections/registry.ts) and their tables (server/db/content-tables.ts); see
// scripts/codegen.ts. Run by `npm run build` too.
//
//   node scripts/generate.mjs          write the files that changed
//   node scripts/generate.mjs --check  write nothing; exit 1 if a file is stale
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

// Contracts are TypeScript: Vite's module runner loads them (and the generator) without a build.
const load = async (file) => (await runnerImport(file, { configFile: false, logLevel: 'error' })).module;
const codegen = await load(join(root, 'scripts/codegen.ts'));

// The collections' registry first: contracts read it (the generic collection screen's
// `collection` values), so the widgets below must see a new collection.
const REGISTRY = 'src/collections/registry.ts';
const changed = [];
if (!check) {
  const registry = codegen.renderRegistry(await codegen.discoverCollections(root, load));
  const path = join(root, REGISTRY);
  if (!existsSync(path) || readFileSync(path, 'utf8') !== registry) {
    writeFileSync(path, registry);
    changed.push(REGISTRY);
  }
}

const sources = await codegen.discover(root, load);
const files = codegen.renderHouse(root, sources);
const stale = codegen.staleEntries(root, files);

for (const [file, text] of files) {
  const path = join(root, file);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  if (current === text) continue;
  changed.push(file);
  if (!check) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
}
if (!check) for (const file of stale) rmSync(join(root, file));

const summary = `${sources.widgets.length} widgets, ${sources.pages.length} page modules, ${sources.collections.length} collections`;
if (check) {
  const problems = [...changed.map((file) => `stale: ${file}`), ...stale.map((file) => `not produced by any widget: ${file}`)];
  if (problems.length) {
    console.error(`Generated files are out of date (${summary}); run \`npm run generate\`:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Generated files are up to date (${summary}).`);
} else {
  const removed = stale.map((file) => `removed ${file}`);
  console.log(`Generated from ${summary}: ${[...changed, ...removed].join(', ') || 'nothing changed'}.`);
}
