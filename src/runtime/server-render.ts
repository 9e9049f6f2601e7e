import type { Lang } from './store';

/*
 * What a render on the server knows that a browser reads from its page: the language of the
 * request, the published lists from the database, and the commune site's origin when the HTML
 * goes to another site (a partner's server-side include). `renderToString` is synchronous, so
 * one module-level value set around each render is exact: no two renders interleave.
 */

/** The published items of a collection, as `GET /api/v1/<collection>` gives them. */
export type LiveLists = Readonly<Partial<Record<string, readonly unknown[]>>>;

export interface ServerRender {
  lang: Lang;
  /** The published lists; a collection that is absent renders the bundled content. */
  live?: LiveLists;
  /** The commune site's origin, for HTML placed on another site; absent: links stay site paths. */
  siteOrigin?: string;
  /** The collections the render read, so the page can carry them for the browser to hydrate with. */
  read: Set<string>;
  /** The search page's request and what it found (`/recherche?q=`). */
  search?: { query: string; items: readonly SearchResult[] };
  /** A staff page: its address and the staff API's answers its screens show (src/admin/page-answers.ts). */
  staff?: StaffRender;
}

/**
 * What an admin screen rendered on the server reads: the page's query string (the list's page,
 * sort and search), the staff API's answers by URL, and the URLs it asked for, answered or not
 * (the server renders once to learn them, asks its API, then renders with the answers).
 */
export interface StaffRender {
  search: string;
  answers: Readonly<Record<string, unknown>>;
  asked: Set<string>;
}

/** One result of the site's search, as `GET /api/v1/search` gives it. */
export interface SearchResult {
  type: string;
  title: string;
  url: string;
  excerpt: string;
}

let current: ServerRender | undefined;

/** Runs `render` as a server render with `env`; the browser never calls this. */
export function withServerRender<T>(env: ServerRender, render: () => T): T {
  const previous = current;
  current = env;
  try {
    return render();
  } finally {
    current = previous;
  }
}

/** The server render under way, or undefined (in a browser, always). */
export function serverRender(): ServerRender | undefined {
  return current;
}

/** The attribute the commune's server-rendered pages carry on `<html>`. */
export const SSR_PAGE_ATTRIBUTE = 'data-commune-ssr';

/** Whether this page's elements arrived rendered by the commune's server (its own site, not a partner's page). */
export function pageIsServerRendered(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(SSR_PAGE_ATTRIBUTE);
}

/**
 * Dispatched on an element (not bubbling) once React has taken over the server's HTML in its
 * shadow root: its first commit after hydration. The staff pages' script waits for it to press
 * again a button pressed before (src/shell/main.ts).
 */
export const HYDRATED_EVENT = 'commune-hydrated';
