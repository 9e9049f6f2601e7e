import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTables } from './db/content-tables';
import { drivers, startTestServer, type TestServer } from './testing/app';

/*
 * The staff's lists cut on the server (`?page`, `?pageSize`, `?q`, `?sort`, `?status`), the bulk
 * actions, and the activity log's pages: src/shared/staff-lists.ts, server/routes/content-lists.ts.
 */

interface Page {
  items: { id: number; version: number; status: string; title: { fr: string; en: string }; label?: { fr: string; en: string } }[];
  total: number;
  page: number;
  pageSize: number;
}

describe.each(drivers)('staff lists on %s', (driver) => {
  let server: TestServer;
  let cookie: string;
  const get = async (url: string, lang?: 'fr' | 'en') => server.call({ method: 'GET', url, cookie, lang });
  const page = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };

  beforeAll(async () => {
    server = await startTestServer(driver);
    cookie = await server.login();
    // 60 numbered items, every other one a draft, and three with accents in both languages.
    await server.database.db.insert(contentTables.news).values([
      ...Array.from({ length: 60 }, (_, index) => ({
        title: { fr: `Lot numéro ${String(index + 1).padStart(2, '0')}`, en: `Batch number ${String(index + 1).padStart(2, '0')}` },
        content: { fr: 'Un texte assez long.', en: 'A long enough text.' },
        date: `2026-0${1 + (index % 9)}-1${index % 10}`,
        status: index % 2 === 0 ? ('draft' as const) : ('published' as const),
      })),
      { title: { fr: 'Fête de l’Été à Dtima', en: 'Summer festival in Dtima' }, content: { fr: 'Un texte assez long.', en: 'A long enough text.' }, date: '2026-06-21', status: 'published' as const },
      { title: { fr: 'ÉLECTIONS municipales', en: 'Local ELECTIONS' }, content: { fr: 'Un texte assez long.', en: 'A long enough text.' }, date: '2026-02-01', status: 'draft' as const },
      { title: { fr: 'Garçons et filles : le stade', en: '' }, content: { fr: 'Un texte assez long.', en: 'A long enough text.' }, date: '2026-03-01', status: 'published' as const },
    ]);
  });
  afterAll(() => server?.close());

  describe('pagination', () => {
    it('cuts a search into pages with the total, never repeating an item', async () => {
      const first = await page('/api/v1/news?status=all&q=lot&page=1&pageSize=25');
      expect(first).toMatchObject({ total: 60, page: 1, pageSize: 25 });
      expect(first.items).toHaveLength(25);
      const second = await page('/api/v1/news?status=all&q=lot&page=2&pageSize=25');
      const third = await page('/api/v1/news?status=all&q=lot&page=3&pageSize=25');
      expect(third.items).toHaveLength(10);
      const ids = new Set([...first.items, ...second.items, ...third.items].map((item) => item.id));
      expect(ids.size).toBe(60);
      const beyond = await page('/api/v1/news?status=all&q=lot&page=4&pageSize=25');
      expect(beyond).toMatchObject({ items: [], total: 60, page: 4 });
    });

    it('gives 25 items a page unless told, and the whole list with its total', async () => {
      const all = await page('/api/v1/news?status=all&page=1');
      expect(all.pageSize).toBe(25);
      expect(all.items).toHaveLength(25);
      expect(all.total).toBeGreaterThanOrEqual(63);
      const whole = await get('/api/v1/news?status=all');
      expect(whole.json<Page>().items).toHaveLength(all.total);
      expect(whole.json()).not.toHaveProperty('total');
    });

    it.each(['pageSize=0', 'pageSize=101', 'pageSize=abc', 'page=0', 'page=-1'])('refuses %s with a message for its field', async (bad) => {
      const response = await get(`/api/v1/news?status=all&${bad}`);
      expect(response.statusCode).toBe(400);
      const field = bad.split('=')[0]!;
      expect(response.json().error.fields[field]).toMatch(/page/i);
    });

    it('accepts pageSize 1 and 100', async () => {
      expect((await page('/api/v1/news?status=all&pageSize=1')).items).toHaveLength(1);
      expect((await page('/api/v1/news?status=all&pageSize=100')).items.length).toBeGreaterThan(60);
    });

    it('is for staff only, even for the published items; the public cursor pages are unchanged', async () => {
      for (const url of ['/api/v1/news?page=1', '/api/v1/news?status=published&q=lot', '/api/v1/news?sort=title']) {
        expect((await server.call({ method: 'GET', url })).statusCode).toBe(401);
      }
      const published = await server.call({ method: 'GET', url: '/api/v1/news?limit=2' });
      expect(published.statusCode).toBe(200);
      expect(published.json()).toHaveProperty('next');
      expect(published.json()).not.toHaveProperty('total');
    });
  });

  describe('search', () => {
    it.each([
      ['ete', 'Fête de l’Été à Dtima'],
      ['ÉTÉ', 'Fête de l’Été à Dtima'],
      ['FETE dtima', 'Fête de l’Été à Dtima'],
      ['summer', 'Fête de l’Été à Dtima'],
      ['elections', 'ÉLECTIONS municipales'],
      ['Élections local', 'ÉLECTIONS municipales'],
      ['garcons', 'Garçons et filles : le stade'],
    ])('%s finds « %s » (accents, case, either language)', async (q, title) => {
      const found = await page(`/api/v1/news?status=all&q=${encodeURIComponent(q)}`);
      expect(found.items.map((item) => item.title.fr)).toEqual([title]);
      expect(found.total).toBe(1);
    });

    it('takes % and _ as themselves', async () => {
      expect((await page('/api/v1/news?status=all&q=%25')).total).toBe(0);
      expect((await page('/api/v1/news?status=all&q=_')).total).toBe(0);
    });

    it('searches every collection by its title (a quick link by its label)', async () => {
      const links = await page('/api/v1/quick-links?status=all&pageSize=100');
      const label = links.items[0]!.label!.fr;
      const found = await page(`/api/v1/quick-links?status=all&q=${encodeURIComponent(label.toUpperCase())}`);
      expect(found.items.map((item) => item.label!.fr)).toContain(label);
    });
  });

  describe('sort', () => {
    it('sorts by a field, ascending or descending with « - »', async () => {
      const ascending = await page('/api/v1/news?status=all&q=lot&sort=title&pageSize=3');
      expect(ascending.items.map((item) => item.title.fr)).toEqual(['Lot numéro 01', 'Lot numéro 02', 'Lot numéro 03']);
      const descending = await page('/api/v1/news?status=all&q=lot&sort=-title&pageSize=3');
      expect(descending.items.map((item) => item.title.fr)).toEqual(['Lot numéro 60', 'Lot numéro 59', 'Lot numéro 58']);
      const byStatus = await page('/api/v1/news?status=all&q=lot&sort=status&pageSize=30');
      expect(new Set(byStatus.items.map((item) => item.status))).toEqual(new Set(['draft']));
      const byId = await page('/api/v1/news?status=all&sort=-id&pageSize=1');
      expect(byId.items[0]!.title.fr).toBe('Garçons et filles : le stade');
      expect((await page('/api/v1/news?status=all&sort=-updatedAt')).items).toHaveLength(25);
    });

    it('refuses a field it cannot sort by, naming the fields it can, in the reader’s language', async () => {
      const french = await get('/api/v1/news?status=all&sort=image', 'fr');
      expect(french.statusCode).toBe(400);
      expect(french.json().error.code).toBe('validation');
      expect(french.json().error.fields.sort).toMatch(/^Le tri doit être l’un de : title, content, date, amount, status, updatedAt, createdAt, id/);
      const english = await get('/api/v1/news?status=all&sort=-nothing', 'en');
      expect(english.json().error.fields.sort).toMatch(/^The sort must be one of: title/);
    });
  });

  it('filters by status', async () => {
    const drafts = await page('/api/v1/news?status=draft&q=lot&pageSize=100');
    expect(drafts.total).toBe(30);
    expect(drafts.items.every((item) => item.status === 'draft')).toBe(true);
    const published = await page('/api/v1/news?status=published&q=lot&pageSize=100');
    expect(published.total).toBe(30);
    expect(published.items.every((item) => item.status === 'published')).toBe(true);
  });

  describe('bulk actions', () => {
    const bulk = (payload: unknown, lang?: 'fr' | 'en') => server.call({ method: 'POST', url: '/api/v1/news/bulk', cookie, payload: payload as object, lang });

    it('publishes each item it can, and says why for the others', async () => {
      const drafts = (await page('/api/v1/news?status=draft&q=lot&sort=title&pageSize=3')).items;
      const [a, b, c] = drafts as [Page['items'][0], Page['items'][0], Page['items'][0]];
      const response = await bulk({
        action: 'publish',
        items: [
          { id: a.id, version: a.version },
          { id: b.id, version: b.version + 1 },
          { id: 999_999, version: 1 },
          { id: c.id, version: c.version },
        ],
      }, 'fr');
      expect(response.statusCode, response.body).toBe(200);
      const { results } = response.json<{ results: { id: number; ok: boolean; item?: Page['items'][0]; error?: { code: string; message: string } }[] }>();
      expect(results.map((result) => [result.id, result.ok])).toEqual([
        [a.id, true],
        [b.id, false],
        [999_999, false],
        [c.id, true],
      ]);
      expect(results[0]!.item).toMatchObject({ status: 'published', version: a.version + 1 });
      expect(results[1]!.error).toEqual({ code: 'conflict', message: expect.stringMatching(/modifié entre-temps/) });
      expect(results[2]!.error!.code).toBe('not_found');
      // Each item in its own transaction: the stale one stayed a draft, the others are public.
      const after = new Map((await page('/api/v1/news?status=all&q=lot&pageSize=100')).items.map((item) => [item.id, item.status]));
      expect([a, b, c].map((item) => after.get(item.id))).toEqual(['published', 'draft', 'published']);
      const publicList = await server.call({ method: 'GET', url: '/api/v1/news?limit=100' });
      expect(publicList.json<Page>().items.map((item) => item.id)).toContain(a.id);
      const activity = await server.call({ method: 'GET', url: '/api/v1/activity', cookie });
      expect(activity.json<{ items: { action: string; subjectId: number }[] }>().items.slice(0, 2)).toEqual([
        expect.objectContaining({ action: 'publish', subjectId: c.id }),
        expect.objectContaining({ action: 'publish', subjectId: a.id }),
      ]);
    });

    it('unpublishes, leaving an item already a draft as it is', async () => {
      const one = (await page('/api/v1/news?status=published&q=lot&pageSize=1')).items[0]!;
      const two = (await page('/api/v1/news?status=draft&q=lot&pageSize=1')).items[0]!;
      const { results } = (await bulk({ action: 'unpublish', items: [one, two].map(({ id, version }) => ({ id, version })) })).json();
      expect(results).toEqual([
        { id: one.id, ok: true, item: expect.objectContaining({ status: 'draft', version: one.version + 1 }) },
        { id: two.id, ok: true, item: expect.objectContaining({ status: 'draft', version: two.version }) },
      ]);
    });

    it('moves items to the trash through the delete path: gone from the lists, a stale one kept', async () => {
      const [one, two] = (await page('/api/v1/news?status=all&q=lot&sort=-title&pageSize=2')).items as [Page['items'][0], Page['items'][0]];
      const { results } = (await bulk({ action: 'trash', items: [{ id: one.id, version: one.version }, { id: two.id, version: two.version + 5 }] })).json();
      expect(results).toEqual([{ id: one.id, ok: true }, { id: two.id, ok: false, error: expect.objectContaining({ code: 'conflict' }) }]);
      const list = await page('/api/v1/news?status=all&q=lot&pageSize=100');
      expect(list.total).toBe(59);
      expect(list.items.map((item) => item.id)).not.toContain(one.id);
      expect(list.items.map((item) => item.id)).toContain(two.id);
    });

    it('is for staff, and checks its body', async () => {
      expect((await server.call({ method: 'POST', url: '/api/v1/news/bulk', payload: { action: 'publish', items: [{ id: 1, version: 1 }] } })).statusCode).toBe(401);
      for (const payload of [{ action: 'burn', items: [{ id: 1, version: 1 }] }, { action: 'publish', items: [] }, { action: 'publish', items: [{ id: 1 }] }, { action: 'publish', items: Array.from({ length: 101 }, (_, id) => ({ id: id + 1, version: 1 })) }]) {
        const response = await bulk(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });
  });

  describe('the activity log', () => {
    it('gives pages with the total; without them, the latest 30 lines as before', async () => {
      const latest = await server.call({ method: 'GET', url: '/api/v1/activity', cookie });
      expect(latest.json()).not.toHaveProperty('total');
      const first = (await server.call({ method: 'GET', url: '/api/v1/activity?page=1&pageSize=2', cookie })).json();
      const second = (await server.call({ method: 'GET', url: '/api/v1/activity?page=2&pageSize=2', cookie })).json();
      expect(first).toMatchObject({ page: 1, pageSize: 2 });
      expect(first.total).toBeGreaterThanOrEqual(4);
      expect(first.items).toHaveLength(2);
      expect(first.items.map((item: { id: number }) => item.id)).toEqual(latest.json().items.slice(0, 2).map((item: { id: number }) => item.id));
      expect(second.items.map((item: { id: number }) => item.id)).toEqual(latest.json().items.slice(2, 4).map((item: { id: number }) => item.id));
      expect((await server.call({ method: 'GET', url: '/api/v1/activity?pageSize=101', cookie })).statusCode).toBe(400);
      expect((await server.call({ method: 'GET', url: '/api/v1/activity?page=1' })).statusCode).toBe(401);
    });
  });
});
