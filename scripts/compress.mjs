// Last step of `npm run build`: writes `x.br` (brotli 11) and `x.gz` (gzip 9) next to every
// compressible file of dist/, so the server (or nginx, Caddy, Apache) sends them as they are
// instead of compressing on each request.
//   node scripts/compress.mjs [dir]     default: dist
import { availableParallelism } from 'node:os';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml', '.webmanifest']);
/** Below this, a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const encoders = {
  '.br': (bytes) =>
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  '.gz': (bytes) => gzipAsync(bytes, { level: 9 }),
};

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes the siblings of one file; removes a stale one when compressing no longer pays. */
async function compress(file) {
  const bytes = await readFile(file);
  for (const [suffix, encode] of Object.entries(encoders)) {
    const compressed = await encode(bytes);
    if (compressed.length < bytes.length) {
      await writeFile(file + suffix, compressed);
    } else {
      await rm(file + suffix, { force: true });
    }
  }
}

async function candidates(dir) {
  const found = [];
  for await (const file of filesUnder(dir)) {
    if (COMPRESSIBLE.has(extname(file)) && (await stat(file)).size > MIN_BYTES) found.push(file);
  }
  return found;
}

const dir = process.argv[2] ?? 'dist';
const started = performance.now();
const queue = await candidates(dir);
const count = queue.length;
// Brotli 11 is slow: one worker per core, no more.
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), count) }, async () => {
    for (let file = queue.pop(); file; file = queue.pop()) await compress(file);
  }),
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Compressed ${count} files of ${dir}/ (.br and .gz) in ${seconds} s.`);
