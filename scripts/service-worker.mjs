// Step of `npm run build` after the prerender: writes dist/sw.js, the site's service worker
// (src/shell/service-worker.ts, built into dist/server/service-worker.js), preceded by the
// release it serves: an id that changes whenever a kept file changes (so browsers install the
// new worker) and the files to keep from the start — the home and help pages in both languages,
// the page script, and every public element's code from /lib/ with the chunks it imports,
// lazily or not (the staff area's elements are left out).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const DIST = 'dist';
const LIB = join(DIST, 'lib');
const assets = JSON.parse(readFileSync(join(DIST, 'server/assets.json'), 'utf8'));

const entries = readdirSync(LIB).filter((file) => /^commune-.+\.js$/.test(file) && !file.startsWith('commune-admin-'));
const code = new Set();
const visit = (file) => {
  if (code.has(file)) return;
  code.add(file);
  const text = readFileSync(join(LIB, file), 'utf8');
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.\.?\/[^"']+\.js)["']/g)) visit(posix.normalize(posix.join(posix.dirname(file), match[1])));
};
entries.forEach(visit);

const files = [assets.hydrate, '/lib/commune.css', ...[...code].sort().map((file) => `/lib/${file}`)];
const pages = ['/', '/?lang=en', '/aide', '/aide?lang=en'];
const hash = createHash('sha256');
for (const file of files) hash.update(file).update(readFileSync(join(DIST, file)));
const release = { release: hash.digest('hex').slice(0, 12), precache: [...pages, ...files] };

const worker = readFileSync(join(DIST, 'server/service-worker.js'), 'utf8');
writeFileSync(join(DIST, 'sw.js'), `self.__COMMUNE_SW__ = ${JSON.stringify(release)};\n${worker}`);
console.log(`Service worker: release ${release.release}, ${release.precache.length} files kept from the start (${code.size} from /lib/).`);
