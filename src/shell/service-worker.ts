/// <reference lib="webworker" />
import { offlineNotice } from '../content/offline';
import { LOCALE_TAG } from '../shared/i18n/format';
import { isLang, type Lang } from '../shared/lang';

/*
 * The commune's own site, when the network drops (registered by hydrate.ts, never on partners'
 * pages, which load elements only). Built into dist/sw.js by scripts/service-worker.mjs, which
 * puts the release before this code: its id and the files to keep from the start.
 * - Install: the release's files are cached — the home and help pages in both languages, the
 *   public elements' code from /lib/, the page script, the partners' stylesheet.
 * - Every GET of the site (pages, /lib/, images, the public API's lists) goes to the network
 *   first; what comes back is kept, and when the network fails the kept copy is served. A page
 *   served that way says so at its top: « Hors ligne — contenu du 26 novembre 2026 à 22:10 ».
 * - Never cached: previews (`?preview`), the staff area, anything but GET, answers marked `no-store` or `private`
 *   (the staff API's), other sites.
 * - A new release waits until no page of the old one is open (the default), then deletes the old
 *   release's caches: a page never mixes one release's HTML with another's code.
 */

declare const self: ServiceWorkerGlobalScope & { __COMMUNE_SW__?: { release: string; precache: string[] } };

const release = self.__COMMUNE_SW__ ?? { release: 'dev', precache: [] };
const PREFIX = 'commune-';
const STATIC = `${PREFIX}static-${release.release}`;
const VISITED = `${PREFIX}visited-${release.release}`;
/** Pages, code and answers kept from visits, oldest dropped first beyond this. */
const MAX_VISITED = 120;
/** When the copy was fetched (ISO), on each response the worker keeps. */
const FETCHED_AT = 'x-commune-fetched-at';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(STATIC).then(async (cache) => {
      // One by one, so a single missing file (a partner-only build) does not lose the rest.
      await Promise.all(release.precache.map(async (path) => {
        // Without cookies: `/?lang=en` must not switch the reader's language (its answer sets the cookie).
        const response = await fetch(path, { cache: 'reload', credentials: 'omit' }).catch(() => undefined);
        if (response?.ok) await cache.put(path, await stamped(response));
      }));
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== STATIC && name !== VISITED).map((name) => caches.delete(name)))),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/admin-dtima') || url.pathname === '/sw.js' || url.pathname.startsWith('/api/v1/session')) return;
  // A staff member's preview of an unpublished item: never kept, never given to anyone offline.
  if (url.searchParams.has('preview')) return;
  event.respondWith(networkFirst(event, request));
});

async function networkFirst(event: FetchEvent, request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic' && keepable(response)) {
      const copy = response.clone();
      event.waitUntil(keep(request, copy));
    }
    return response;
  } catch (error) {
    const cached = (await caches.match(request, { cacheName: VISITED, ignoreVary: true })) ?? (await caches.match(request, { cacheName: STATIC, ignoreVary: true }));
    if (!cached) throw error;
    return request.mode === 'navigate' ? withNotice(cached) : cached;
  }
}

function keepable(response: Response): boolean {
  const control = response.headers.get('cache-control') ?? '';
  return !/no-store|private/i.test(control);
}

async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(FETCHED_AT, new Date().toISOString());
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

async function keep(request: Request, response: Response): Promise<void> {
  const cache = await caches.open(VISITED);
  await cache.put(request, await stamped(response));
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_VISITED)).map((key) => cache.delete(key)));
}

/** The kept page with « Hors ligne — contenu du … » at the top of its body, in its language. */
async function withNotice(cached: Response): Promise<Response> {
  if (!(cached.headers.get('content-type') ?? '').includes('text/html')) return cached;
  const html = await cached.text();
  const declared = /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1];
  const lang: Lang = isLang(declared) ? declared : 'fr';
  const fetchedAt = new Date(cached.headers.get(FETCHED_AT) ?? Date.now());
  const date = new Intl.DateTimeFormat(LOCALE_TAG[lang], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Douala' }).format(fetchedAt);
  const notice = `<p class="commune-offline" role="status">${escapeHtml(offlineNotice[lang].replace('{date}', date))}</p>`;
  const headers = new Headers(cached.headers);
  headers.delete('content-length');
  return new Response(html.replace(/<body[^>]*>/, (body) => `${body}\n${notice}`), { status: cached.status, headers });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
