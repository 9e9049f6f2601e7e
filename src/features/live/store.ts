import { libraryOrigin } from '../../runtime/api';

/*
 * The content server's public lists, fetched once per URL per page and shared by every element
 * that shows them. Framework free: `watch` and `itemsAt` suit `useSyncExternalStore`.
 *
 * A failure is normal here (a static host has no API, a phone loses the network): it leaves the
 * last good answer (or none) in place and says nothing. Only an answer in JSON that is not
 * `{ "items": [...] }` warns, since it means a server that is wrong rather than absent.
 */

/** The collections the public elements read. */
export type LiveCollection = 'news' | 'events' | 'programs' | 'quick-links' | 'mayor-updates' | 'alerts';

/** An answer is asked again after this long, when an element mounts or the tab comes back. */
export const FRESH_MS = 60_000;

interface Entry {
  /** The last good answer's items; undefined until one arrives. */
  items: readonly unknown[] | undefined;
  /** Its items as JSON, so an identical answer changes nothing. */
  text: string;
  /** When the last request started (0: never). */
  at: number;
  loading: boolean;
  listeners: Set<() => void>;
}

const entries = new Map<string, Entry>();
const warnedSources = new Set<string>();

/**
 * The answer the commune's server wrote into its own page
 * (`<script type="application/json" data-commune-live="events">`), or into an element it
 * rendered for a partner's page, so the elements show the live content from their first
 * render — the one the server rendered too: no request, and nothing moves.
 */
function inlineAnswer(url: string): Pick<Entry, 'items' | 'text' | 'at'> | undefined {
  if (typeof document === 'undefined' || typeof location === 'undefined') return undefined;
  const { origin, pathname } = new URL(url);
  const collection = pathname.slice('/api/v1/'.length);
  // The commune's own pages name a list by its collection; a partner's page that includes an
  // element from the commune's server (`/embed/…`) names it by its full address.
  const name = origin === location.origin ? collection : url;
  const script = document.querySelector(`script[type="application/json"][data-commune-live="${CSS.escape(name)}"]`);
  if (!script?.textContent) return undefined;
  try {
    const items = (JSON.parse(script.textContent) as { items?: unknown } | null)?.items;
    return Array.isArray(items) ? { items, text: JSON.stringify(items), at: Date.now() } : undefined;
  } catch {
    return undefined;
  }
}

function entryAt(url: string): Entry {
  let entry = entries.get(url);
  if (!entry) {
    if (entries.size === 0 && typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
    entries.set(url, (entry = { items: undefined, text: '', at: 0, loading: false, listeners: new Set(), ...inlineAnswer(url) }));
  }
  return entry;
}

function onVisible() {
  if (document.visibilityState !== 'visible') return;
  for (const [url, entry] of entries) if (entry.listeners.size > 0) refresh(url);
}

/**
 * The URL of `collection` on the server `api` names: an origin (`https://commune.example`), ''
 * for the origin this library was loaded from, or `none` (undefined: bundled content only).
 * Anything else warns once and reads as `none`.
 */
export function liveUrl(api: string, collection: LiveCollection | 'search'): string | undefined {
  const source = api.trim();
  if (source === 'none') return undefined;
  try {
    const url = new URL(source || libraryOrigin());
    if (url.protocol === 'https:' || url.protocol === 'http:') return `${url.origin}/api/v1/${collection}`;
  } catch {
    // Not a URL: the library's own origin is not one in unit tests (file:), which is fine.
  }
  if (source && !warnedSources.has(source)) {
    warnedSources.add(source);
    console.warn(`[commune] api=${JSON.stringify(source)} is not valid: expected the origin of the content server (https://…) or "none". Showing the bundled content.`);
  }
  return undefined;
}

/** Items per request: the most the server gives in one page of a list. */
const PAGE_LIMIT = 100;
/** Pages followed at most for one list (5,000 items): a server whose `next` never ends cannot keep the page asking. */
const MAX_PAGES = 50;

/** A page of a list, `{ "items": [...], "next"?: … }`, or undefined for any other text. */
function parseAnswer(text: string): { items: unknown[]; next?: unknown } | undefined {
  try {
    const body = JSON.parse(text) as { items?: unknown; next?: unknown } | null;
    return Array.isArray(body?.items) ? { items: body.items as unknown[], next: body.next } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The whole list at `url`: its pages, each `{ "items": [...], "next": "/api/v1/…?after=…" }`,
 * followed until `next` is null (a server without pages answers one `{ "items": [...] }`).
 * Undefined when there is no content server there; 'malformed' for JSON without items.
 */
async function fetchAll(url: string): Promise<unknown[] | 'malformed' | undefined> {
  const items: unknown[] = [];
  let address: string | undefined = `${url}?limit=${PAGE_LIMIT}`;
  for (let page = 0; address && page < MAX_PAGES; page++) {
    const response = await fetch(address, { headers: { Accept: 'application/json' } });
    // A static host's 404 page, a proxy's error: no content server here.
    if (!response.ok || !response.headers.get('Content-Type')?.includes('json')) return undefined;
    const body = parseAnswer(await response.text());
    if (!body) return 'malformed';
    items.push(...body.items);
    address = typeof body.next === 'string' ? new URL(body.next, address).href : undefined;
  }
  return items;
}

async function load(url: string, entry: Entry): Promise<void> {
  entry.loading = true;
  entry.at = Date.now();
  try {
    const items = await fetchAll(url);
    if (items === undefined) return;
    if (items === 'malformed') {
      console.warn(`[commune] ${url} did not answer { "items": [...] }. Showing the bundled content.`);
      return;
    }
    const text = JSON.stringify(items);
    if (text === entry.text) return;
    entry.text = text;
    entry.items = items;
    for (const listener of entry.listeners) listener();
  } catch {
    // Unreachable (offline, CORS, DNS): the content in place stays.
  } finally {
    entry.loading = false;
  }
}

/** Asks for `url` unless an answer is on its way or younger than `FRESH_MS`. */
export function refresh(url: string): void {
  const entry = entryAt(url);
  if (!entry.loading && Date.now() - entry.at >= FRESH_MS) void load(url, entry);
}

/** Calls `listener` whenever a new answer for `url` arrives; returns the unsubscribe function. */
export function watch(url: string, listener: () => void): () => void {
  const { listeners } = entryAt(url);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The items of the last good answer for `url` (the same array until a different answer arrives). */
export function itemsAt(url: string): readonly unknown[] | undefined {
  return entryAt(url).items;
}

/** Forgets every answer and request (tests). */
export function forgetLiveItems(): void {
  entries.clear();
  warnedSources.clear();
}
