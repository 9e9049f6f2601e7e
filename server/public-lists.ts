import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { contentCollections, toItem as itemOf, type ContentCollection } from '../src/collections';
import { isActiveAlert, type AlertItem } from '../src/collections/alerts';
import type { AppContext } from './context';
import { listContent, type ContentRow } from './repositories/content';

/** An item as the API sends it. `names` (staff reads) turns user ids into display names. */
export function toItem(collection: ContentCollection, row: ContentRow, names?: Map<number, string>): Record<string, unknown> {
  return itemOf(collection, row, names && ((id) => names.get(id) ?? null));
}

export interface CachedList {
  body: string;
  gzip: Buffer | undefined;
  etag: string;
  at: number;
}

/** How long a public list is reused before asking the database again (other servers' writes). */
const PUBLIC_CACHE_MS = 5_000;

/** The public lists: the API's public reads, and the site's pages that embed them (see server/live-pages.ts). */
export interface PublicLists {
  /** The public list of `collection`, from the cache when read lately. */
  read(collection: ContentCollection): Promise<CachedList>;
  /** The latest public list of `collection` as JSON text; undefined right after a change until it is read again. */
  current(collection: ContentCollection): string | undefined;
  /** Changes whenever a list does (pages that embed the lists are cached by it). */
  version(): string;
  /** Reads every list (at start, so the first pages already carry them). */
  warm(): Promise<void>;
  /**
   * Every public list as JSON text, with the version they make together, for rendering pages:
   * a list read lately is given at once (and read again in the background when older than
   * PUBLIC_CACHE_MS); one just changed is read once, whoever is waiting for it.
   */
  snapshot(): Promise<{ version: string; lists: Record<ContentCollection, string> }>;
}

/**
 * The collections whose public list depends on the time as well as on the content: the API and
 * the pages give only the items active now (an alert shows from its start to its end, without a
 * write or a restart). Their list's ETag, hence the pages' content version, changes with the set
 * of items active now.
 */
const activeOnly: Partial<Record<ContentCollection, (item: Record<string, unknown>, now: number) => boolean>> = {
  alerts: (item, now) => isActiveAlert(item as unknown as AlertItem, now),
};

function buildList(body: string, at: number): CachedList {
  return {
    body,
    gzip: body.length > 1024 ? gzipSync(body) : undefined,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    at,
  };
}

/** Published items of each collection, built once per change (and at most every 5 s), with their ETag and gzip. */
export function createPublicLists(context: AppContext): PublicLists {
  const cache = new Map<ContentCollection, CachedList>();
  const refreshing = new Set<ContentCollection>();
  /** Reads under way for pages waiting on a list that just changed: one read for all of them. */
  const reading = new Map<ContentCollection, Promise<CachedList>>();
  let lastSnapshot: { lists: CachedList[]; value: { version: string; lists: Record<ContentCollection, string> } } | undefined;
  const refresh = (collection: ContentCollection) => {
    if (refreshing.has(collection)) return;
    refreshing.add(collection);
    void read(collection)
      .catch(() => undefined)
      .finally(() => refreshing.delete(collection));
  };
  /** Per time-filtered collection: its stored list parsed, and the list of its items active now (rebuilt when that set changes). */
  const timed = new Map<ContentCollection, { stored: CachedList; items: Record<string, unknown>[]; key: string; list: CachedList }>();
  /** The list the public gets: the stored one, or only its items active now. */
  function publicList(collection: ContentCollection, stored: CachedList): CachedList {
    const isActive = activeOnly[collection];
    if (!isActive) return stored;
    const now = Date.now();
    const memo = timed.get(collection);
    const items = memo?.stored === stored ? memo.items : (JSON.parse(stored.body) as { items: Record<string, unknown>[] }).items;
    const active = items.filter((item) => isActive(item, now));
    const key = active.map((item) => `${String(item.id)}:${String(item.version)}`).join(',');
    if (memo?.stored === stored && memo.key === key) return memo.list;
    const list = buildList(JSON.stringify({ items: active }), stored.at);
    timed.set(collection, { stored, items, key, list });
    return list;
  }
  const isCollection = (name: string): name is ContentCollection => contentCollections.some((collection) => collection === name);
  context.subscribe((name) => {
    if (!isCollection(name) || !cache.delete(name)) return;
    refresh(name);
  });

  async function read(collection: ContentCollection): Promise<CachedList> {
    const cached = cache.get(collection);
    if (cached && Date.now() - cached.at < PUBLIC_CACHE_MS) return cached;
    const rows = await listContent(context.db, collection, 'published');
    const entry = buildList(JSON.stringify({ items: rows.map((row) => toItem(collection, row)) }), Date.now());
    cache.set(collection, entry);
    return entry;
  }

  return {
    read: async (collection) => publicList(collection, await read(collection)),
    current(collection) {
      const cached = cache.get(collection);
      if (!cached || Date.now() - cached.at >= PUBLIC_CACHE_MS) refresh(collection);
      return cached && publicList(collection, cached).body;
    },
    version: () =>
      contentCollections
        .map((collection) => {
          const cached = cache.get(collection);
          // Another server's writes show within PUBLIC_CACHE_MS here too.
          if (!cached || Date.now() - cached.at >= PUBLIC_CACHE_MS) refresh(collection);
          return cached ? publicList(collection, cached).etag : '-';
        })
        .join(''),
    async warm() {
      await Promise.all(contentCollections.map((collection) => read(collection)));
    },
    async snapshot() {
      // The usual case, on every page request: every list is at hand; the same answer as last
      // time while none has changed.
      const now = Date.now();
      const current = contentCollections.map((collection) => {
        const stored = cache.get(collection);
        return stored && publicList(collection, stored);
      });
      if (current.every((list): list is CachedList => list !== undefined)) {
        current.forEach((list, index) => {
          if (now - list.at >= PUBLIC_CACHE_MS) refresh(contentCollections[index]!);
        });
        if (!lastSnapshot || lastSnapshot.lists.some((list, index) => list !== current[index])) {
          lastSnapshot = {
            lists: current,
            value: {
              version: current.map((list) => list.etag).join(''),
              lists: Object.fromEntries(current.map((list, index) => [contentCollections[index]!, list.body])) as Record<ContentCollection, string>,
            },
          };
        }
        return lastSnapshot.value;
      }
      const entries = await Promise.all(
        contentCollections.map(async (collection) => {
          const cached = cache.get(collection);
          if (cached) {
            if (Date.now() - cached.at >= PUBLIC_CACHE_MS) refresh(collection);
            return [collection, publicList(collection, cached)] as const;
          }
          let pending = reading.get(collection);
          if (!pending) {
            pending = read(collection).finally(() => reading.delete(collection));
            reading.set(collection, pending);
          }
          return [collection, publicList(collection, await pending)] as const;
        }),
      );
      return {
        version: entries.map(([, list]) => list.etag).join(''),
        lists: Object.fromEntries(entries.map(([collection, list]) => [collection, list.body])) as Record<ContentCollection, string>,
      };
    },
  };
}
