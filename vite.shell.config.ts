import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import type { Lang } from './src/core/store';
import { pageHead } from './src/shell/head';
import { shellMessages } from './src/shell/messages';
import { elementTags, htmlFileFor, routes, type ElementTag, type Route } from './src/shell/routes';
import { escapeHtml, renderToString } from './src/shell/static-html';
import { pageView, type ViewContext } from './src/shell/views';

/*
 * The site: src/shell/main.ts → dist/assets/shell-[hash].js (lit-html, the router and the
 * language store, no React), and one static HTML page per route of the route table, so deep
 * links work on any static host. Runs after `vite build` has written dist/lib.
 */

const DEFAULT_LANG: Lang = 'fr';
const LIB_DIR = 'dist/lib';

const FAVICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b5d37"/>' +
      '<circle cx="16" cy="12" r="6" fill="#f4b400"/><path d="M7 25h18M11 21h10" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/></svg>',
  );

/** Comments out, whitespace collapsed; leaves selectors and values alone. */
function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .trim();
}

const pageCss = compactCss(
  ['src/core/styles/tokens.css', 'src/core/styles/loader.css', 'src/shell/shell.css'].map((file) => readFileSync(file, 'utf8')).join('\n'),
);

/** `/lib/x.js` and every chunk it statically imports (not its lazy `import()`s), entry first. */
function libraryGraph(tags: readonly ElementTag[], warn: (message: string) => void): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(LIB_DIR, file), 'utf8');
    for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\.?\/[^"']+\.js)["']/g)) {
      visit(posix.normalize(posix.join(posix.dirname(file), match[1])));
    }
  };
  for (const tag of tags) {
    const entry = `${tag}.js`;
    if (existsSync(join(LIB_DIR, entry))) visit(entry);
    else warn(`${LIB_DIR}/${entry} does not exist: pages using <${tag}> will not show it.`);
  }
  return [...seen].map((file) => `/lib/${file}`);
}

function staticContext(path: string): ViewContext {
  return { lang: DEFAULT_LANG, path };
}

/** The elements around the main area that every page of their kind shows at once. */
const FRAME_TAGS = new Set<string>(['commune-header', 'commune-help', 'commune-admin-header', 'commune-admin-sidebar']);

/** How many of the main area's elements a phone's first screen shows, at most. */
const FIRST_SCREEN_ELEMENTS = 2;

/**
 * The elements worth fetching with the page: the header (and the admin's sidebar), the first
 * elements of the main area and the fixed help button. The rest load when they come near the viewport.
 */
function firstScreenTags(app: string): ElementTag[] {
  const main = app.slice(app.indexOf('<main'));
  const firstInMain = elementTags(main.slice(0, main.indexOf('</main>'))).slice(0, FIRST_SCREEN_ELEMENTS);
  return elementTags(app).filter((tag) => FRAME_TAGS.has(tag) || firstInMain.includes(tag));
}

function pageHtml(route: Route | undefined, path: string, script: string, preloadsFor: (tags: readonly ElementTag[]) => readonly string[]): string {
  const head = pageHead(route, DEFAULT_LANG);
  const app = renderToString(pageView(route, staticContext(path)));
  const preloads = preloadsFor(firstScreenTags(app));
  return `<!doctype html>
<html lang="${DEFAULT_LANG}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(head.title)}</title>
<meta name="description" content="${escapeHtml(head.description)}">
${head.noindex ? '<meta name="robots" content="noindex">\n' : ''}<meta name="theme-color" content="#0b5d37">
<link rel="icon" href="${FAVICON}">
${[script, ...preloads].map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
<style>${pageCss}</style>
<script type="module" src="${script}"></script>
</head>
<body>
<div id="app">${app}</div>
<noscript><p class="noscript">${escapeHtml(shellMessages.fr.noscript)}</p></noscript>
</body>
</html>
`;
}

function sitePages(): Plugin {
  return {
    name: 'commune-site-pages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!entry || entry.type !== 'chunk') return this.error('The shell entry chunk is missing.');
      const bundled = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []));
      const react = bundled.find((id) => /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id));
      if (react) return this.error(`The shell must not bundle React (found ${react}); load elements from /lib/ instead.`);

      if (!existsSync(LIB_DIR)) this.warn(`${LIB_DIR} is missing: run \`vite build\` (the library) first.`);
      const script = `/${entry.fileName}`;
      const warned = new Set<string>();
      const warn = (message: string) => {
        if (!warned.has(message)) this.warn(message);
        warned.add(message);
      };
      const pages: Array<[fileName: string, route: Route | undefined, path: string]> = [
        ...routes.map((route): [string, Route, string] => [htmlFileFor(route.path), route, route.path]),
        ['404.html', undefined, ''],
      ];
      for (const [fileName, route, path] of pages) {
        const preloadsFor = (tags: readonly ElementTag[]) => (existsSync(LIB_DIR) ? libraryGraph(tags, warn) : []);
        this.emitFile({ type: 'asset', fileName, source: pageHtml(route, path, script, preloadsFor) });
      }
      // Partners' page CSS: space reserved for each element before its script runs.
      this.emitFile({ type: 'asset', fileName: 'lib/commune.css', source: readFileSync('src/core/styles/loader.css', 'utf8') });
    },
  };
}

export default defineConfig({
  // public/: the content's images (public/images/…), copied to dist/ as they are.
  publicDir: 'public',
  plugins: [sitePages()],
  build: {
    outDir: 'dist',
    // dist/lib was just written by the library build.
    emptyOutDir: false,
    target: 'es2022',
    reportCompressedSize: false,
    modulePreload: false,
    rolldownOptions: {
      input: { shell: 'src/shell/main.ts' },
      output: {
        minify: true,
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
      },
    },
  },
  server: { host: '127.0.0.1' },
});
