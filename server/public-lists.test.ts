import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentCollection } from '../src/collections';
import { createContext } from './context';
import type { ChangeHandlers } from './db/changes';
import type { Database } from './db/client';
import { createPublicLists, PAGE_SIZE, type PublicLists } from './public-lists';
import type { news } from './db/content-tables';
import { drivers, startTestServer, type TestServer } from './testing/app';

/*
 * The public lists under writes: a list is read once for all the readers waiting for it, readers
 * keep the previous list while a change is read, a burst of changes makes one read more, not one
 * per change; and their pages, by cursor.
 */

const at = new Date('2026-03-01T08:00:00Z');
/** A published news row, dated `date`. */
type NewsRow = typeof news.$inferSelect;
function newsRow(id: number, date: string, title = `Article ${id}`): NewsRow {
  return { id, status: 'published', version: 1, createdAt: at, updatedAt: at, createdBy: null, updatedBy: null, title: { fr: title, en: '' }, content: { fr: 'Texte de l’article.', en: '' }, date, image: null, amount: null, seedKey: null, publishAt: null, unpublishAt: null, pendingDraft: null, deletedAt: null, deletedBy: null };
}

/** Newest first, as the news are ordered: by day, then id, both descending. */
const newestFirst = (rows: NewsRow[]) => [...rows].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));

/** A loader of the news whose answers wait until `release()`, when `hold()` says so. */
function gatedLoader(initial: NewsRow[]) {
  let rows = initial;
  let gate: Promise<void> | undefined;
  let open: (() => void) | undefined;
  const calls: ContentCollection[] = [];
  return {
    calls,
    set(next: NewsRow[]) {
      rows = next;
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open?.();
      gate = undefined;
    },
    load: async (collection: ContentCollection) => {
      calls.push(collection);
      const snapshot = collection === 'news' ? newestFirst(rows) : [];
      if (gate) await gate;
      return snapshot;
    },
  };
}

function listsWith(loader: ReturnType<typeof gatedLoader>, listen?: Database['listen']): PublicLists {
  const database = { db: {}, listen } as unknown as Database;
  return createPublicLists(createContext(database), { load: loader.load });
}

const titles = (body: string) => (JSON.parse(body) as { items: { title: { fr: string } }[] }).items.map((item) => item.title.fr);
/** Whether `promise` has settled once the microtasks and timers queued now have run. */
async function settledNow(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}
const newsReads = (loader: ReturnType<typeof gatedLoader>) => loader.calls.filter((collection) => collection === 'news').length;

describe('the public lists under writes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a list never read yet once for 50 readers asking at the same time (single flight)', async () => {
    const loader = gatedLoader([newsRow(1, '2026-02-01')]);
    loader.hold();
    const lists = listsWith(loader);
    const readers = Array.from({ length: 50 }, () => lists.page('news'));
    expect(await settledNow(Promise.race(readers))).toBe(false);
    loader.release();
    const pages = await Promise.all(readers);
    expect(newsReads(loader)).toBe(1);
    expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    expect(titles(pages[0]!.body)).toEqual(['Article 1']);
    expect(lists.reads('news')).toBe(1);
  });

  it('answers readers at once with the previous list while a change is read, and reads once more for a whole burst of changes', async () => {
    const rows = [newsRow(1, '2026-02-01')];
    const loader = gatedLoader(rows);
    const lists = listsWith(loader);
    await lists.warm();
    expect(newsReads(loader)).toBe(1);

    // A burst: 100 writes, each followed by readers, while the first change is being read.
    loader.hold();
    const writes: Promise<void>[] = [];
    const reads: Promise<{ body: string }>[] = [];
    for (let n = 2; n <= 101; n++) {
      rows.push(newsRow(n, '2026-02-02'));
      loader.set([...rows]);
      writes.push(lists.refresh('news'));
      for (let reader = 0; reader < 5; reader++) reads.push(lists.page('news'));
    }
    // No reader waits for the read under way: every one has its answer, the list as it was.
    expect(await settledNow(Promise.all(reads))).toBe(true);
    for (const page of await Promise.all(reads)) expect(titles(page.body)).toEqual(['Article 1']);
    expect(await settledNow(Promise.all(writes))).toBe(false);
    // One read under way (the first change), one more for the 99 changes made during it.
    expect(newsReads(loader)).toBe(2);
    loader.release();
    await Promise.all(writes);
    expect(newsReads(loader)).toBe(3);
    expect(lists.reads('news')).toBe(3);
    // Once a write's change is read, its readers see it.
    const after = titles((await lists.page('news', { limit: 100 })).body);
    expect(after).toHaveLength(100);
    expect(after[0]).toBe('Article 101');
  });

  it('keeps the previous list when a read fails, reads it again a second later, and fails readers only when it has none', async () => {
    const loader = gatedLoader([newsRow(1, '2026-02-01')]);
    let failing = true;
    const database = { db: {} } as unknown as Database;
    const lists = createPublicLists(createContext(database), {
      load: async (collection) => {
        if (failing && collection === 'news') throw new Error('connection lost');
        return loader.load(collection);
      },
    });
    await expect(lists.page('news')).rejects.toThrow('connection lost');
    failing = false;
    await vi.waitFor(() => expect(lists.current('news')).toBeDefined(), { timeout: 3_000 });
    expect(titles((await lists.page('news')).body)).toEqual(['Article 1']);

    failing = true;
    loader.set([newsRow(1, '2026-02-01'), newsRow(2, '2026-02-02')]);
    await lists.refresh('news');
    expect(titles((await lists.page('news')).body)).toEqual(['Article 1']);
    failing = false;
    await vi.waitFor(() => expect(titles(lists.current('news')!)).toEqual(['Article 2', 'Article 1']), { timeout: 3_000 });
    await lists.close();
  });

  it('hears other servers’ changes, reads everything again after a lost connection, and asks the database every second meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let handlers: ChangeHandlers | undefined;
    const loader = gatedLoader([newsRow(1, '2026-02-01')]);
    const lists = listsWith(loader, (given) => {
      handlers = given;
      return { close: async () => undefined };
    });
    await lists.warm();
    handlers!.connected();
    await vi.waitFor(() => expect(lists.reads('news')).toBe(2));

    loader.set([newsRow(1, '2026-02-01'), newsRow(2, '2026-02-03', 'Publié ailleurs')]);
    handlers!.changed('news');
    handlers!.changed('messages');
    await vi.waitFor(() => expect(titles(lists.current('news')!)).toEqual(['Publié ailleurs', 'Article 1']));

    // Not listening: a list older than a second is read again when asked for.
    handlers!.disconnected('terminating connection due to administrator command');
    const reads = lists.reads('news');
    lists.current('news');
    expect(lists.reads('news')).toBe(reads);
    vi.setSystemTime(Date.now() + 1_000);
    lists.current('news');
    await vi.waitFor(() => expect(lists.reads('news')).toBe(reads + 1));
    // Listening again: every list is read (what was said meanwhile is lost), then kept a minute.
    handlers!.connected();
    await vi.waitFor(() => expect(lists.reads('news')).toBe(reads + 2));
    vi.setSystemTime(Date.now() + 30_000);
    lists.current('news');
    expect(lists.reads('news')).toBe(reads + 2);
  });
});

describe('pages of a public list', () => {
  const rows = Array.from({ length: 120 }, (_, index) => newsRow(index + 1, `2026-01-${String(1 + (index % 28)).padStart(2, '0')}`));

  const follow = async (lists: PublicLists, limit?: number) => {
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    for (;;) {
      const page = await lists.page('news', { limit, after });
      pages += 1;
      seen.push(...titles(page.body));
      if (!page.next) return { seen, pages };
      expect(page.next).toMatch(/^\/api\/v1\/news\?after=[\w-]+(&limit=\d+)?$/);
      after = new URL(page.next, 'http://x').searchParams.get('after')!;
    }
  };

  it('gives 50 items a page, and the whole list in its order by following `next`', async () => {
    const lists = listsWith(gatedLoader(rows));
    const first = JSON.parse((await lists.page('news')).body) as { items: unknown[]; next: string | null };
    expect(first.items).toHaveLength(PAGE_SIZE.default);
    expect(first.next).toMatch(/^\/api\/v1\/news\?after=/);
    const whole = titles(JSON.stringify({ items: newestFirst(rows).map((row) => ({ title: row.title })) }));
    expect(await follow(lists)).toEqual({ seen: whole, pages: 3 });
    expect(await follow(lists, 7)).toEqual({ seen: whole, pages: 18 });
    expect(await follow(lists, 100)).toEqual({ seen: whole, pages: 2 });
  });

  it('continues after the last item seen when items are published or deleted between two pages', async () => {
    const loader = gatedLoader(rows);
    const lists = listsWith(loader);
    const first = await lists.page('news', { limit: 10 });
    const seen = titles(first.body);
    const after = new URL(first.next!, 'http://x').searchParams.get('after')!;
    // A new article on top, and the first one of page 1 deleted.
    const shown = newestFirst(rows);
    loader.set([...rows.filter((row) => row.id !== shown[0]!.id), newsRow(99, '2026-12-31', 'Tout nouveau')]);
    await lists.refresh('news');
    const second = titles((await lists.page('news', { limit: 10, after })).body);
    expect(second).toEqual(shown.slice(10, 20).map((row) => row.title.fr));
    expect(second.filter((title) => seen.includes(title))).toEqual([]);
  });

  it('refuses a cursor that is not one of the collection’s', async () => {
    const lists = listsWith(gatedLoader(rows));
    for (const after of ['nonsense', Buffer.from('[1]').toString('base64url'), Buffer.from('[2, "2026-01-01"]').toString('base64url'), Buffer.from('{"a":1}').toString('base64url')]) {
      await expect(lists.page('news', { after }), after).rejects.toMatchObject({ code: 'bad_request' });
    }
  });
});

describe.each(drivers)('pages of the public API (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server?.close());

  it('says where the next page is, in the body and in a Link header, and keeps `items` for partners', async () => {
    const cookie = await server.login();
    for (let n = 1; n <= 3; n++) {
      const created = await server.call({
        method: 'POST',
        url: '/api/v1/news',
        cookie,
        payload: { title: { fr: `Page suivante ${n}`, en: '' }, content: { fr: 'Un article de plus pour la pagination.', en: '' }, status: 'published' },
      });
      expect(created.statusCode).toBe(201);
    }
    const all = (await server.call({ method: 'GET', url: '/api/v1/news?limit=100' })).json() as { items: { id: number }[]; next: null };
    expect(all.next).toBeNull();
    const first = await server.call({ method: 'GET', url: '/api/v1/news?limit=2', headers: { origin: 'https://portail-region.example' } });
    expect(first.statusCode).toBe(200);
    const body = first.json() as { items: { id: number }[]; next: string };
    expect(body.items.map((item) => item.id)).toEqual(all.items.slice(0, 2).map((item) => item.id));
    expect(body.next).toMatch(/^\/api\/v1\/news\?after=[\w-]+&limit=2$/);
    expect(first.headers.link).toBe(`<${body.next}>; rel="next"`);
    expect(first.headers['access-control-expose-headers']).toBe('Link');
    const second = (await server.call({ method: 'GET', url: body.next })).json() as { items: { id: number }[] };
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));
  });

  it('answers 400 for a page size or a cursor it does not know, and takes neither from staff lists', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'limit=-1', 'after=%00', `after=${'a'.repeat(401)}`, 'after=bm9wZQ']) {
      const response = await server.call({ method: 'GET', url: `/api/v1/news?${query}` });
      expect(response.statusCode, query).toBe(400);
      // A query string the route's schema refuses names its field (code `validation`); a cursor
      // that decodes to nothing is a bad request.
      expect(['bad_request', 'validation'], query).toContain((response.json() as { error: { code: string } }).error.code);
    }
    const staff = await server.call({ method: 'GET', url: '/api/v1/news?status=all&limit=1', cookie: await server.login() });
    expect((staff.json() as { items: unknown[] }).items.length).toBeGreaterThan(1);
  });
});
