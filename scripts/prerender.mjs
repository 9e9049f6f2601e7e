// Step of `npm run build` after the Vite builds: writes every page of the site into dist/ with the
// server-side renderer (dist/server/render.js) and the content bundled with the library:
//   dist/<route>/index.html      French (the default), every element in its declarative shadow root
//   dist/<route>/index.en.html   English, for a host that serves it by the `commune-lang` cookie
//                                 or `?lang=en` (docs/deploy.md)
//   dist/404.html, dist/404.en.html, and the staff pages (drawn in the browser by the router)
//   dist/flash-news/<id>-<title>/  each bundled news item's page, in both languages
//   dist/flash-news/feed.xml     the Atom feed of the bundled news
//   With PUBLIC_ORIGIN (`https://dtima.cm`), the news pages' Open Graph tags and the feed's links
//   are absolute; without it, the tags that must be absolute are left out.
//   dist/events/<slug>/index.html (and .en) each bundled event's page
//   dist/server/style-hashes.txt the CSP hashes of every inline <style> the pages carry
//   dist/server/staff-pages.json each staff page's scripts, for the server rendering it
//   dist/robots.txt, and with PUBLIC_ORIGIN set (https://dtima.cm) dist/sitemap.xml, for a static
//                                 host (the content server answers both itself, with live dates)
process.env.NODE_ENV ??= 'production';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

const DIST = 'dist';
// The site's address for a static host, which cannot know it (the same variable as the server's):
// the pages' alternate links and the sitemap are then absolute, as the server writes them.
const origin = process.env.PUBLIC_ORIGIN?.trim().replace(/\/+$/, '') || undefined;
if (origin && !/^https?:\/\/[^/]+$/.test(origin)) throw new Error(`PUBLIC_ORIGIN=${origin} must be an origin such as https://dtima.cm (no path).`);
const LIB_DIR = join(DIST, 'lib');
const renderer = await import(new URL('../dist/server/render.js', import.meta.url).href);
const assets = JSON.parse(readFileSync(join(DIST, 'server/assets.json'), 'utf8'));

/** `/lib/x.js` and every chunk it statically imports (not its lazy `import()`s), entry first. */
function libraryGraph(tags) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(LIB_DIR, file), 'utf8');
    for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\.?\/[^"']+\.js)["']/g)) {
      visit(posix.normalize(posix.join(posix.dirname(file), match[1])));
    }
  };
  for (const tag of tags) {
    const entry = `${tag}.js`;
    if (!existsSync(join(LIB_DIR, entry))) throw new Error(`${LIB_DIR}/${entry} does not exist: pages using <${tag}> would not show it.`);
    visit(entry);
  }
  return [...seen].map((file) => `/lib/${file}`);
}

/** The scripts of each staff page, for the content server rendering the page at request time. */
const staffPageAssets = {};

/** A staff page preloads its frame and its screen: every element it places. */
function shellPage(path) {
  const draft = renderer.renderShellPage(path, { router: assets.router, preloads: [] });
  const body = draft.slice(draft.indexOf('<body>'));
  staffPageAssets[path] = { router: assets.router, preloads: libraryGraph(renderer.elementTags(body)) };
  return renderer.renderShellPage(path, staffPageAssets[path]);
}

// Lazy parts of elements (React.lazy) resolve on their first render: render once, let their
// modules load, then render for real.
for (const lang of renderer.LANGUAGES) renderer.renderPublicPage({ path: '/', lang }, assets);
for (const route of renderer.routes) renderer.renderPublicPage({ path: route.path, lang: 'fr' }, assets);
await new Promise((resolve) => setTimeout(resolve, 100));

const styleHashes = new Set();
function write(file, html) {
  // The CSP refuses style attributes in HTML (no 'unsafe-inline'): a page carrying one would
  // show unstyled parts and report violations. Sizes go in SVG attributes or classes instead.
  const attribute = /<[a-z][^>]*\sstyle="[^"]*"/i.exec(html);
  if (attribute) throw new Error(`${file}: an inline style attribute the CSP would refuse: ${attribute[0].slice(0, 160)}`);
  const path = join(DIST, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, html);
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    styleHashes.add(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
  }
}

let pages = 0;
for (const route of renderer.routes) {
  const file = renderer.htmlFileFor(route.path);
  if (renderer.isAdminPath(route.path)) {
    write(file, shellPage(route.path));
    pages++;
    continue;
  }
  for (const lang of renderer.LANGUAGES) {
    const page = renderer.renderPublicPage({ path: route.path, lang, origin }, assets);
    write(lang === renderer.DEFAULT_LANG ? file : file.replace(/\.html$/, `.${lang}.html`), page.html);
    pages++;
  }
}
for (const path of renderer.newsPagePaths()) {
  const file = renderer.htmlFileFor(path);
  for (const lang of renderer.LANGUAGES) {
    const page = renderer.renderPublicPage({ path, lang, origin }, assets);
    if (page.status !== 200) throw new Error(`${path} (${lang}): ${page.status} instead of the news item's page.`);
    write(lang === renderer.DEFAULT_LANG ? file : file.replace(/\.html$/, `.${lang}.html`), page.html);
    pages++;
  }
}
// The pages of the bundled events (/events/<slug>), which the events page links to.
for (const path of renderer.itemPagePaths()) {
  for (const lang of renderer.LANGUAGES) {
    const page = renderer.renderPublicPage({ path, lang }, assets);
    if (page.status !== 200) throw new Error(`${path}: the page of a bundled item is not found.`);
    const file = renderer.htmlFileFor(path);
    write(lang === renderer.DEFAULT_LANG ? file : file.replace(/\.html$/, `.${lang}.html`), page.html);
    pages++;
  }
}
writeFileSync(join(DIST, renderer.newsFeedPath), renderer.renderNewsFeed({ origin }));
for (const lang of renderer.LANGUAGES) {
  write(lang === renderer.DEFAULT_LANG ? '404.html' : `404.${lang}.html`, renderer.renderPublicPage({ path: '/404', lang }, assets).html);
  pages++;
}
writeFileSync(join(DIST, 'server/staff-pages.json'), `${JSON.stringify(staffPageAssets, null, 2)}\n`);
writeFileSync(join(DIST, 'server/style-hashes.txt'), `${[...styleHashes].sort().join(' ')}\n`);

// For a static host: robots.txt, and the sitemap when the build knows the site's address.
writeFileSync(join(DIST, 'robots.txt'), renderer.robotsTxt({ disallow: renderer.notForRobots, origin }));
if (origin) {
  const builtAt = new Date();
  const publicPages = renderer.routes.filter((route) => !renderer.isAdminPath(route.path));
  writeFileSync(join(DIST, 'sitemap.xml'), renderer.sitemapXml(origin, publicPages.map((route) => ({ path: route.path, lastModified: builtAt }))));
} else {
  console.log('No PUBLIC_ORIGIN: dist/sitemap.xml is not written (the content server serves its own).');
}
console.log(`Prerendered ${pages} pages (${styleHashes.size} distinct inline styles).`);
