import type { ServerRender, LiveLists } from '../runtime/server-render';
import { SSR_PAGE_ATTRIBUTE } from '../runtime/server-render';
import { translate } from '../shared/i18n/catalog';
import { LANGUAGES, type Lang } from '../runtime/store';
import loaderCss from '../runtime/styles/loader.css?inline';
import tokensCss from '../runtime/styles/tokens.css?inline';
import { pageHead } from '../shell/head';
import { shellMessages } from '../shell/messages';
import { findRoute, isAdminPath, normalizePath, type Route } from '../shell/routes';
import shellCss from '../shell/shell.css?inline';
import { escapeHtml, renderToString } from '../shell/static-html';
import { pageView } from '../shell/views';
import { renderElements } from './elements';

/*
 * Whole pages. A public page (and the not-found page) is rendered here in the reader's language,
 * every element in its declarative shadow root, with the published lists it shows: at build time
 * with the bundled content (dist/, for any static host), and by the content server at request
 * time with the database's. A staff page is the shell's frame, drawn in the browser by the router.
 */

const FAVICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b5d37"/>' +
      '<circle cx="16" cy="12" r="6" fill="#f4b400"/><path d="M7 25h18M11 21h10" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/></svg>',
  );

/** Comments out, whitespace collapsed; leaves selectors and values alone. */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .trim();
}

/** A server-rendered page needs no space held for elements: they arrive drawn. */
const renderedPageCss = compactCss(`${tokensCss}\n${shellCss}`);
/** A page the browser draws holds each element's space until its script has run. */
const drawnPageCss = compactCss(`${tokensCss}\n${loaderCss}\n${shellCss}`);

/**
 * Read by elements through an inherited custom property: without script, a control that only
 * works with it (the header's search) takes `display: var(--commune-script-only, …)` and is gone.
 */
const NO_SCRIPT_CSS = ':root{--commune-script-only:none}';

export interface PageAssets {
  /** The script that takes server-rendered elements over (`/assets/hydrate-….js`). */
  hydrate: string;
}

export interface RenderedPage {
  status: 200 | 404;
  lang: Lang;
  html: string;
}

export interface PageRequest {
  /** The URL path asked for (`/events`, `/events/`, `/nowhere`). */
  path: string;
  lang: Lang;
  /** The published lists from the database; none: the content bundled with the library. */
  live?: LiveLists;
  /** The site's origin, for absolute alternate links (`https://dtima.cm`). */
  origin?: string;
  /** On the search page: the words asked (`?q=`) and what the server found. */
  search?: ServerRender['search'];
}

/** `?lang=en` on a path: the address of a page in a language, which also sets the reader's cookie. */
export function pageInLanguage(path: string, lang: Lang, origin = ''): string {
  return `${origin}${path}?lang=${lang}`;
}

/** `</script>` or `<!--` in staff's text must not end a data block: `<` is written `\u003c`. */
const escapeForScript = (json: string) => json.replaceAll('<', '\\u003c');

/** The published lists a page's elements showed, for the browser to hydrate with the same items. */
function liveBlocks(env: ServerRender): string {
  return [...env.read]
    .flatMap((collection) => {
      const items = env.live?.[collection];
      if (!items) return [];
      return [`<script type="application/json" data-commune-live="${escapeHtml(collection)}">${escapeForScript(JSON.stringify({ items }))}</script>`];
    })
    .join('');
}

function head(route: Route | undefined, lang: Lang, css: string): string {
  const { title, description, noindex } = pageHead(route, lang);
  return `<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
${noindex ? '<meta name="robots" content="noindex">\n' : ''}<meta name="theme-color" content="#0b5d37">
<link rel="icon" href="${FAVICON}">
<style>${css}</style>`;
}

/** A public page, or the not-found page, rendered in `lang`. Undefined for a staff page. */
export function renderPublicPage(request: PageRequest, assets: PageAssets): RenderedPage | undefined {
  if (isAdminPath(request.path)) return undefined;
  const route = findRoute(request.path);
  const path = route ? route.path : normalizePath(request.path);
  const { lang } = request;
  const env: ServerRender = { lang, live: request.live, read: new Set(), search: request.search };
  const app = renderElements(renderToString(pageView(route, { lang, path })), env);
  const alternates = route
    ? [
        ...LANGUAGES.map((other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(pageInLanguage(route.path, other, request.origin))}">`),
        `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${request.origin ?? ''}${route.path}`)}">`,
      ].join('\n')
    : '';
  const html = `<!doctype html>
<html lang="${lang}" ${SSR_PAGE_ATTRIBUTE}>
<head>
${head(route, lang, renderedPageCss)}
${alternates}
<noscript><style>${NO_SCRIPT_CSS}</style></noscript>
<link rel="modulepreload" href="${assets.hydrate}">
<script type="module" src="${assets.hydrate}"></script>
</head>
<body>
<div id="app">${app}</div>
${liveBlocks(env)}
</body>
</html>
`;
  return { status: route ? 200 : 404, lang, html };
}

export interface ShellAssets {
  /** The router's script (`/assets/shell-….js`). */
  router: string;
  /** Module files worth fetching with the page: the first screen's elements and their chunks. */
  preloads: readonly string[];
}

/** A staff page: the shell's frame (header, sidebar, the screen's element), drawn in the browser. */
export function renderShellPage(path: string, assets: ShellAssets): string {
  const lang: Lang = 'fr';
  const route = findRoute(path);
  const app = renderToString(pageView(route, { lang, path: route?.path ?? path }));
  return `<!doctype html>
<html lang="${lang}">
<head>
${head(route, lang, drawnPageCss)}
${[assets.router, ...assets.preloads].map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
<script type="module" src="${assets.router}"></script>
</head>
<body>
<div id="app">${app}</div>
<noscript><p class="noscript">${escapeHtml(translate(shellMessages, lang, 'noscript'))}</p></noscript>
</body>
</html>
`;
}
