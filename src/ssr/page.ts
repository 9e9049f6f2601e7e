import type { ServerRender, LiveLists } from '../runtime/server-render';
import { SSR_PAGE_ATTRIBUTE } from '../runtime/server-render';
import { translate } from '../shared/i18n/catalog';
import { pageAlternates } from '../shared/seo';
import type { Lang } from '../runtime/store';
import loaderCss from '../runtime/styles/loader.css?inline';
import tokensCss from '../runtime/styles/tokens.css?inline';
import { newsFeedPath, newsFeedTitle } from '../content/news-pages';
import { pageHead, type PageHead } from '../shell/head';
import { findItemPage, type ItemPage } from '../shell/item-pages';
import { newsPageView } from '../shell/news-page';
import { shellMessages } from '../shell/messages';
import { documentTitle, findRoute, isAdminPath, isServerRenderedStaffPage, normalizePath } from '../shell/routes';
import shellCss from '../shell/shell.css?inline';
import { escapeHtml, renderToString } from '../shell/static-html';
import { pageView, publicFrame } from '../shell/views';
import { earlyPressesScript } from '../shell/early-presses';
import { renderElements } from './elements';
import { matchNewsPage, newsPageHead, newsPageUrl } from './news';

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
  /** 301: the page lives at `location` (a news item's address written before its title changed). */
  status: 200 | 301 | 404;
  lang: Lang;
  html: string;
  location?: string;
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
  /** The parameters of the address the page reads, checked (`pageQuery`): the events page's filters. */
  query?: Readonly<Record<string, string>>;
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

/** Every page names the news feed, so browsers and feed readers find it from anywhere on the site. */
const feedLink = (lang: Lang) => `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(newsFeedTitle[lang])}" href="${newsFeedPath}">`;

function head({ title, description, noindex }: PageHead, lang: Lang, css: string): string {
  return `<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
${noindex ? '<meta name="robots" content="noindex">\n' : ''}<meta name="theme-color" content="#0b5d37">
<link rel="icon" href="${FAVICON}">
${feedLink(lang)}
<style>${css}</style>`;
}

/** A page of one item of a list (`/events/12-…`): in the list's frame, its canonical address named. */
function itemHead(item: ItemPage, lang: Lang): PageHead {
  return { title: documentTitle(item.title[lang], lang), description: item.description[lang], noindex: false };
}

/** What a public address names: a page of the site map, a news item (or a redirect to its current address), an item of a list, or nothing (not found). */
function resolvePublicPath(requested: string, live?: LiveLists) {
  const route = findRoute(requested);
  const path = route ? route.path : normalizePath(requested);
  const news = route ? undefined : matchNewsPage(path, live);
  const item = route || news ? undefined : findItemPage(path, live);
  return { route, path, news, item };
}

/**
 * What `renderPublicPage` would answer for `path` with these lists, without rendering it: the
 * server asks before it gives a kept rendering, so that an address whose item was renamed or
 * withdrawn answers its redirect or its not-found page at the next request, never the item as it
 * was. Undefined for a staff page.
 */
export function publicPageStatus(path: string, live?: LiveLists): { status: 200 | 301 | 404; location?: string } | undefined {
  if (isAdminPath(path)) return undefined;
  const { route, news, item } = resolvePublicPath(path, live);
  if (news && 'redirect' in news) return { status: 301, location: news.redirect };
  return { status: route || news || item ? 200 : 404 };
}

/** A public page, or the not-found page, rendered in `lang`. Undefined for a staff page. */
export function renderPublicPage(request: PageRequest, assets: PageAssets): RenderedPage | undefined {
  if (isAdminPath(request.path)) return undefined;
  const { route, path, news, item } = resolvePublicPath(request.path, request.live);
  const { lang } = request;
  if (news && 'redirect' in news) return { status: 301, lang, html: '', location: news.redirect };
  const env: ServerRender = { lang, live: request.live, read: new Set(), search: request.search };
  const newsHead = news && newsPageHead(news.item, lang, request.origin);
  const view = news
    ? newsPageView({ lang, path }, news.item.id, newsPageUrl(news.item, lang, request.origin))
    : item
      ? publicFrame({ lang, path: item.parent }, item.view())
      : pageView(route, { lang, path, query: request.query });
  const app = renderElements(renderToString(view), env);
  const pageMeta: PageHead = newsHead ? { title: documentTitle(newsHead.title, lang), description: newsHead.description, noindex: false } : item ? itemHead(item, lang) : pageHead(route, lang);
  // The same addresses as the sitemap's (src/shared/seo.ts): French at the path, English at ?lang=en.
  const own = route?.path ?? item?.path;
  const alternates = newsHead
    ? newsHead.tags
    : own
    ? [
        ...pageAlternates(own, request.origin).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`),
        ...(item ? [`<link rel="canonical" href="${escapeHtml(`${request.origin ?? ''}${item.path}`)}">`] : []),
      ].join('\n')
    : '';
  const html = `<!doctype html>
<html lang="${lang}" ${SSR_PAGE_ATTRIBUTE}>
<head>
${head(pageMeta, lang, renderedPageCss)}
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
  return { status: route || news || item ? 200 : 404, lang, html };
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
  return shellDocument(route, lang, app, assets, '');
}

/**
 * A staff page's document. Drawn in the browser, it preloads the code of its elements from the
 * head. Rendered by the server, it is readable before any of that code: the head names only the
 * router, and the elements' files are listed for the router to preload once the page is painted
 * (58 preloads in the head cost the parser some 60 ms before its first line on this machine).
 */
function shellDocument(route: ReturnType<typeof findRoute>, lang: Lang, app: string, assets: ShellAssets, after: string, rendered = false): string {
  const preloads = rendered ? [assets.router] : [assets.router, ...assets.preloads];
  const later = rendered ? `<script type="application/json" data-commune-preloads>${escapeForScript(JSON.stringify(assets.preloads))}</script>\n` : '';
  // Drawn by the server: its buttons can be pressed before the shell's code has come (early-presses.ts).
  const early = rendered ? `<script>${earlyPressesScript()}</script>\n` : '';
  return `<!doctype html>
<html lang="${lang}"${rendered ? ` ${SSR_PAGE_ATTRIBUTE}` : ''}>
<head>
${head(pageHead(route, lang), lang, drawnPageCss)}
${early}${preloads.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
<script type="module" src="${assets.router}"></script>
</head>
<body>
<div id="app">${app}</div>
${after}${later}<noscript><p class="noscript">${escapeHtml(translate(shellMessages, lang, 'noscript'))}</p></noscript>
</body>
</html>
`;
}

export interface StaffPageRequest {
  /** The URL path (`/admin-dtima/content/news`) and its query string (`?page=2&sort=title`, or ''). */
  path: string;
  search: string;
  lang: Lang;
  /** The staff API's answers by URL (`/api/v1/news?status=all&page=1…`), for the signed-in member. */
  answers: Readonly<Record<string, unknown>>;
}

export interface RenderedStaffPage {
  html: string;
  /** The staff API URLs the screens read: a render with `answers` lacking one of them shows it loading. */
  asked: string[];
}

/**
 * A staff page rendered for a signed-in member of staff at request time, or undefined for one
 * the browser draws (isServerRenderedStaffPage): its frame and screen in their declarative shadow
 * roots, with the answers they showed written in the page for the browser to take over from.
 */
export function renderStaffPage(request: StaffPageRequest, assets: ShellAssets): RenderedStaffPage | undefined {
  if (!isServerRenderedStaffPage(request.path)) return undefined;
  const route = findRoute(request.path)!;
  const { lang } = request;
  const staff = { search: request.search, answers: request.answers, asked: new Set<string>() };
  const env: ServerRender = { lang, read: new Set(), staff };
  const app = renderElements(renderToString(pageView(route, { lang, path: route.path })), env);
  const shown = Object.fromEntries([...staff.asked].filter((url) => url in request.answers).map((url) => [url, request.answers[url]]));
  const answers = Object.keys(shown).length > 0 ? `<script type="application/json" data-commune-answers>${escapeForScript(JSON.stringify(shown))}</script>\n` : '';
  return { html: shellDocument(route, lang, app, assets, answers, true), asked: [...staff.asked] };
}
