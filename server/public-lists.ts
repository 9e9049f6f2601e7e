import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { contentCollections, toItem as itemOf, type ContentCollection } from '../src/collections';
import { HttpError } from '../src/shared/schema/errors';
import { isActiveAlert, type AlertItem } from '../src/collections/alerts';
import { changesAfter, isPublicAt, type Scheduled } from '../src/collections/schedule';
import type { AppContext } from './context';
import { decodeCursor, encodeCursor, indexAfter, listContent, orderKeyOf, type ContentRow } from './repositories/content';

/** An item as the API sends it. `names` (staff reads) turns user ids into display names. */
export function toItem(collection: ContentCollection, row: ContentRow, names?: Map<number, string>): Record<string, unknown> {
  return itemOf(collection, row, names && ((id) => names.get(id) ?? null));
}

/** Items per page of a public list: when the request does not say, and at most. */
export const PAGE_SIZE = { default: 50, max: 100 } as const;

/** One page of a public list as the API sends it, `{"items":[…],"next":…}`, with its gzip and ETag. */
export interface CachedList {
  body: string;
  gzip: Buffer | undefined;
  etag: string;
  /** The next page's address (`/api/v1/news?after=…`), or null on the last page. */
  next: string | null;
}

/** Every public list, whole, for rendering pages: the items, their JSON, and the version they make together. */
export interface Snapshot {
  version: string;
  live: Record<ContentCollection, readonly unknown[]>;
  json: Record<ContentCollection, string>;
}

/** The public lists: the API's public reads, and the site's pages that embed them (see server/live-pages.ts). */
export interface PublicLists {
  /** A page of the public list of `collection`; 400 for a cursor that is not one of its. */
  page(collection: ContentCollection, options?: { limit?: number; after?: string }): Promise<CachedList>;
  /** The whole public list of `collection` as JSON, `{"items":[…]}`; undefined until it has been read once. */
  current(collection: ContentCollection): string | undefined;
  /** Changes whenever a list does (pages that embed the lists are cached by it). */
  version(): string;
  /** Reads every list (at start, so the first pages already carry them). */
  warm(): Promise<void>;
  /** Every list, whole, and the version they make together (the pages render from it). */
  snapshot(): Promise<Snapshot>;
  /**
   * `collection` changed: it is read again, once for every change made until that read starts.
   * Resolves when a read that started after the call has ended (the list then shows the change).
   */
  refresh(collection: ContentCollection): Promise<void>;
  /** How many times the list of `collection` was read from the database. */
  reads(collection: ContentCollection): number;
  close(): Promise<void>;
}

export interface PublicListsOptions {
  /** Reads the published rows of a collection, in its order (tests slow it down and count it). */
  load?: (collection: ContentCollection) => Promise<ContentRow[]>;
}

/** A collection's published items as read at one time. */
interface Built {
  items: readonly Record<string, unknown>[];
  /** Each item as JSON: pages are joined from them. */
  itemJson: readonly string[];
  /** The whole list, `{"items":[…]}`, as the site's pages carry it. */
  json: string;
  /** Changes whenever the list does. */
  tag: string;
  /** When the database last gave this list (a read that finds it unchanged renews it). */
  checkedAt: number;
  /** The pages asked for lately, by size and cursor. */
  pages: Map<string, CachedList>;
}

interface Slot {
  built?: Built;
  /** The read under way: it resolves (never rejects) once `built` or `error` is set. */
  running?: Promise<void>;
  /** A read asked for after the one under way started: it starts when that one ends. */
  next?: { promise: Promise<void>; resolve(): void };
  error?: unknown;
  reads: number;
}

/**
 * Longest a list is served without asking the database, when nothing says it changed: the safety
 * net, as every server hears of changes (its own writes, and other servers' through PostgreSQL's
 * notifications)…
 */
const MAX_AGE_MS = 60_000;
/** …and while the notifications do not arrive (their connection lost), so other servers' writes show within about a second. */
const UNHEARD_MAX_AGE_MS = 1_000;
/** A failed read is tried again after this long, readers keeping the previous list meanwhile. */
const RETRY_MS = 1_000;
/** Pages kept per version of a list: the first ones, which nearly every reader asks. */
const PAGES_KEPT = 100;

const sha1 = (text: string) => createHash('sha1').update(text).digest('base64url');

/**
 * What residents see of a list at `now`: the items public by their schedule (isPublicAt, one rule
 * for every collection), and for alerts only those active (from their start to their end). The
 * list's tag, hence the pages' content version, changes with the set of items public now: pages,
 * the feed, the search, the sitemap and the calendars follow by themselves, without a write or a
 * restart, on every server alike.
 */
function isVisible(collection: ContentCollection, item: Record<string, unknown>, now: number): boolean {
  if (!isPublicAt(item as unknown as Scheduled, now)) return false;
  return collection === 'alerts' ? isActiveAlert(item as unknown as AlertItem, now) : true;
}

/** The instants after `now` when an item of the list starts or stops being visible. */
function visibilityChangesAfter(collection: ContentCollection, item: Record<string, unknown>, now: number): number[] {
  const changes = changesAfter(item as unknown as Scheduled, now);
  if (collection === 'alerts') {
    const alert = item as unknown as AlertItem;
    for (const at of [Date.parse(alert.startsAt), Date.parse(alert.endsAt)]) if (at > now) changes.push(at);
  }
  return changes;
}
const isCollection = (name: string): name is ContentCollection => contentCollections.some((collection) => collection === name);

function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * The published items of each collection, read once per change whoever is waiting for them
 * (single flight), and served as they were until the new read is done (stale-while-revalidate): a
 * reader waits only for a list never read yet. Changes made while a list is being read are all
 * taken by the one read that follows: a burst of writes reads each list again back to back, never
 * once per write. Pages of the API are cut from the whole list, with their gzip and ETag, once per
 * version.
 */
export function createPublicLists(context: AppContext, options: PublicListsOptions = {}): PublicLists {
  const load = options.load ?? ((collection: ContentCollection) => listContent(context.db, collection, 'published'));
  const slots = new Map<ContentCollection, Slot>(contentCollections.map((collection) => [collection, { reads: 0 }]));
  const slot = (collection: ContentCollection) => slots.get(collection)!;
  let closed = false;
  /** A PostgreSQL listener that is not listening: other servers' changes are noticed by asking again. */
  let unheard = false;
  let lastSnapshot: { built: Built[]; value: Snapshot } | undefined;

  /**
   * Per collection: the items visible now, kept while the clock stays between the instant it was
   * made and the next instant an item starts or stops being visible (computed once per change of
   * the list or of that set, not per request).
   */
  const views = new Map<ContentCollection, { source: Built; from: number; until: number; view: Built }>();
  /** What the public gets of a list: its items visible now. */
  function publicView(collection: ContentCollection, built: Built): Built {
    const now = context.now();
    const kept = views.get(collection);
    if (kept && kept.source === built && kept.from <= now && now < kept.until) return kept.view;
    let until = Number.POSITIVE_INFINITY;
    const visible: number[] = [];
    built.items.forEach((item, index) => {
      if (isVisible(collection, item, now)) visible.push(index);
      for (const at of visibilityChangesAfter(collection, item, now)) until = Math.min(until, at);
    });
    let view: Built;
    if (visible.length === built.items.length) view = built;
    else {
      const itemJson = visible.map((index) => built.itemJson[index]!);
      const json = `{"items":[${itemJson.join(',')}]}`;
      // The same set as the view kept (a clock moved without changing it) keeps its pages.
      view =
        kept && kept.source === built && kept.view.json === json
          ? kept.view
          : { items: visible.map((index) => built.items[index]!), itemJson, json, tag: sha1(json), checkedAt: built.checkedAt, pages: new Map() };
    }
    views.set(collection, { source: built, from: now, until, view });
    return view;
  }

  async function read(collection: ContentCollection, current: Built | undefined): Promise<Built> {
    slot(collection).reads += 1;
    const items = (await load(collection)).map((row) => toItem(collection, row));
    const itemJson = items.map((item) => JSON.stringify(item));
    const json = `{"items":[${itemJson.join(',')}]}`;
    const tag = sha1(json);
    if (current?.tag === tag) {
      current.checkedAt = Date.now();
      return current;
    }
    return { items, itemJson, json, tag, checkedAt: Date.now(), pages: new Map() };
  }

  /** Starts the read asked for (`next`), unless one is under way: it starts when that one ends. */
  function start(collection: ContentCollection): void {
    const state = slot(collection);
    const waiting = state.next;
    if (state.running || !waiting) return;
    state.next = undefined;
    if (closed) return waiting.resolve();
    state.running = read(collection, state.built)
      .then(
        (built) => {
          state.built = built;
          state.error = undefined;
        },
        (error: unknown) => {
          state.error = error;
          setTimeout(() => void refresh(collection), RETRY_MS).unref();
        },
      )
      .finally(() => {
        state.running = undefined;
        waiting.resolve();
        start(collection);
      });
  }

  function refresh(collection: ContentCollection): Promise<void> {
    const state = slot(collection);
    if (state.next) return state.next.promise;
    const next = (state.next = deferred());
    start(collection);
    return next.promise;
  }

  /** A list served for a while without news of a change is read again, in the background. */
  function revalidate(collection: ContentCollection): void {
    const state = slot(collection);
    if (state.built && !state.running && !state.next && Date.now() - state.built.checkedAt >= (unheard ? UNHEARD_MAX_AGE_MS : MAX_AGE_MS)) void refresh(collection);
  }

  async function builtOf(collection: ContentCollection): Promise<Built> {
    const state = slot(collection);
    if (state.built) {
      revalidate(collection);
      return state.built;
    }
    // Never read yet: one read for every reader waiting.
    await (state.running ?? refresh(collection));
    if (!state.built) throw state.error ?? new Error(`The public list of ${collection} could not be read.`);
    return state.built;
  }

  function pageOf(collection: ContentCollection, built: Built, limit: number, after: string | undefined): CachedList {
    const key = `${limit} ${after ?? ''}`;
    const kept = built.pages.get(key);
    if (kept) return kept;
    let start = 0;
    if (after !== undefined) {
      const cursor = decodeCursor(collection, after);
      if (!cursor) throw new HttpError('bad_request');
      start = indexAfter(collection, built.items, cursor);
    }
    const end = Math.min(start + limit, built.items.length);
    const next =
      end < built.items.length
        ? `/api/v1/${collection}?after=${encodeCursor(orderKeyOf(collection, built.items[end - 1]!))}${limit === PAGE_SIZE.default ? '' : `&limit=${limit}`}`
        : null;
    const body = `{"items":[${built.itemJson.slice(start, end).join(',')}],"next":${JSON.stringify(next)}}`;
    const page: CachedList = { body, gzip: body.length > 1024 ? gzipSync(body) : undefined, etag: `"${sha1(body)}"`, next };
    if (built.pages.size < PAGES_KEPT) built.pages.set(key, page);
    return page;
  }

  context.subscribe((name) => (isCollection(name) ? refresh(name) : undefined));
  const listener = context.database.listen?.({
    changed: (name) => {
      if (isCollection(name)) void refresh(name);
    },
    connected: () => {
      unheard = false;
      for (const collection of contentCollections) void refresh(collection);
    },
    disconnected: () => {
      unheard = true;
    },
  });
  if (listener) unheard = true;

  return {
    async page(collection, { limit = PAGE_SIZE.default, after } = {}) {
      return pageOf(collection, publicView(collection, await builtOf(collection)), limit, after);
    },
    current(collection) {
      revalidate(collection);
      const built = slot(collection).built;
      return built && publicView(collection, built).json;
    },
    version: () =>
      contentCollections
        .map((collection) => {
          revalidate(collection);
          const built = slot(collection).built;
          return built ? publicView(collection, built).tag : '-';
        })
        .join(' '),
    async warm() {
      await Promise.all(contentCollections.map((collection) => builtOf(collection)));
    },
    async snapshot() {
      const built = await Promise.all(contentCollections.map(async (collection) => publicView(collection, await builtOf(collection))));
      // The same answer as last time while no list has changed.
      if (!lastSnapshot || lastSnapshot.built.some((list, index) => list !== built[index])) {
        const byCollection = <T>(value: (list: Built) => T) => Object.fromEntries(built.map((list, index) => [contentCollections[index]!, value(list)])) as Record<ContentCollection, T>;
        lastSnapshot = {
          built,
          value: { version: built.map((list) => list.tag).join(' '), live: byCollection((list) => list.items), json: byCollection((list) => list.json) },
        };
      }
      return lastSnapshot.value;
    },
    refresh,
    reads: (collection) => slot(collection).reads,
    async close() {
      closed = true;
      for (const state of slots.values()) {
        state.next?.resolve();
        state.next = undefined;
      }
      await listener?.close();
    },
  };
}
