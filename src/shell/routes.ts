import type { Lang } from '../runtime/store';
import { commune } from '../content/commune';
import { sitePages, type SitePage } from '../content/pages';
import { paths, type SitePath } from '../content/site-map';
import { collectionPages } from '../admin/collection/pages';
import type { AdminPath } from '../collections/define';
import type { PageModule } from './page';
import { pageModules } from './pages';

/*
 * The site's route table, SPEC §2: every page of the site map (src/content/pages.ts), then the
 * staff page of each collection without a screen of its own (src/admin/collection/pages.ts, read
 * from the collections' descriptors), each with the view of its page module (src/shell/pages/).
 * Plain data and pure functions (no DOM), so vite.shell.config.ts can read it at build time to
 * write one HTML page per route.
 */

export type { Area } from '../content/pages';
export type ElementTag = `commune-${string}`;

export interface Route extends Omit<SitePage, 'path'> {
  /** A path of the site map, or a collection's generic screen (`/admin-dtima/content/documents`). */
  path: SitePath | AdminPath;
  /** What the page's main area shows; admin pages have none yet (the admin frame shows the heading). */
  view?: PageModule['view'];
  /** The parameters of its address it reads, checked (see PageModule). */
  query?: PageModule['query'];
}

export const ADMIN_PREFIX = paths.admin;

const modules = new Map<string, PageModule>();
for (const module of pageModules) {
  for (const path of typeof module.path === 'string' ? [module.path] : module.path) {
    if (modules.has(path)) throw new Error(`Two page modules in src/shell/pages render ${path}.`);
    modules.set(path, module);
  }
}

const collectionRoutes: Omit<Route, 'view'>[] = collectionPages.map(({ path, title, description, summary }) => ({ path, title, description, summary, area: 'admin' }));

export const routes: readonly Route[] = [...sitePages, ...collectionRoutes].map((page) => ({ ...page, view: modules.get(page.path)?.view, query: modules.get(page.path)?.query }));

/** Every commune element a piece of markup places, in order of appearance, each once. */
export function elementTags(markup: string): ElementTag[] {
  return [...new Set([...markup.matchAll(/<(commune-[a-z0-9-]+)[\s>]/g)].map((match) => match[1] as ElementTag))];
}

const byPath = new Map<string, Route>(routes.map((route) => [route.path, route]));

/** `/events/`, `/events/index.html` and `/events` are one page; `/index.html` is `/`. */
export function normalizePath(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}

export function findRoute(pathname: string): Route | undefined {
  return byPath.get(normalizePath(pathname));
}

/**
 * The parameters of an address that its page reads, checked, in a fixed order (`{}` for a page
 * that reads none, or no page): what its render depends on besides the path and the language.
 */
export function pageQuery(pathname: string, params: URLSearchParams): Record<string, string> {
  return findRoute(pathname)?.query?.(params) ?? {};
}

export function isAdminPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);
}

/**
 * The staff pages the content server renders at request time with what they show (each content
 * collection's screen and its first page of items), for the browser to take over: the others are
 * drawn in the browser.
 */
export function isServerRenderedStaffPage(pathname: string): boolean {
  const route = findRoute(pathname);
  return route !== undefined && route.path.startsWith(`${ADMIN_PREFIX}/content/`);
}

/** `<Page> · Commune de Dtima` / `<Page> · Dtima Council`. */
export function documentTitle(pageTitle: string, lang: Lang): string {
  return `${pageTitle} · ${commune.name[lang]}`;
}

export function routeHeading(route: Route, lang: Lang): string {
  return (route.heading ?? route.title)[lang];
}

/** The file the build writes for a route: `index.html`, `events/index.html`, … */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}
