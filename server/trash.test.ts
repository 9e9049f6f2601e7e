import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { revisions } from './db/schema';
import { drivers, EDITOR_PASSWORD, HOST, startTestServer, type TestServer } from './testing/app';

/*
 * The trash: `DELETE /api/v1/<collection>/<id>` moves an item there; it leaves the public site and
 * the staff lists at once, `GET /api/v1/trash` lists it with who deleted it and when, `POST
 * /api/v1/<collection>/<id>/restore` brings it back as it was, `DELETE /api/v1/trash/<collection>/<id>`
 * (administrators) deletes it for good, and the server purges what has been there for 30 days —
 * by the app's clock, which these tests move.
 */

const DAY = 24 * 60 * 60 * 1000;

type Item = Record<string, unknown> & { id: number; version: number; status: string; title: { fr: string; en: string } };
type Trashed = { collection: string; id: number; title: { fr: string; en: string }; status: string; version: number; deletedAt: string; deletedBy: string | null; purgeAt: string };

describe.each(drivers)('the trash on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let editor: string;
  /** The app's clock: the tests move it forward. */
  let clock = Date.parse('2026-11-27T09:00:00Z');

  beforeAll(async () => {
    server = await startTestServer(driver, { now: () => clock });
    admin = await server.login();
    editor = await server.login('editor', EDITOR_PASSWORD);
  });
  afterAll(() => server?.close());

  const createNews = async (title: string, status = 'published'): Promise<Item> => {
    const response = await server.call({
      method: 'POST',
      url: '/api/v1/news',
      cookie: editor,
      payload: {
        title: { fr: title, en: `${title} (EN)` },
        content: { fr: 'Les agents de la commune passent dans chaque quartier cette semaine.', en: 'The commune’s staff visit every neighbourhood this week.' },
        date: '2026-11-25',
        status,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().item as Item;
  };
  const trash = async (collection: string, item: { id: number; version: number }, cookie = editor) => {
    const response = await server.call({ method: 'DELETE', url: `/api/v1/${collection}/${item.id}`, cookie, payload: { version: item.version } });
    expect(response.statusCode, response.body).toBe(204);
  };
  const trashed = async (cookie = editor): Promise<Trashed[]> => {
    const response = await server.call({ method: 'GET', url: '/api/v1/trash', cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json().items as Trashed[];
  };
  const restore = (collection: string, id: number, cookie = editor) => server.call({ method: 'POST', url: `/api/v1/${collection}/${id}/restore`, cookie });
  const purge = (collection: string, id: number, cookie = admin, lang?: 'fr' | 'en') => server.call({ method: 'DELETE', url: `/api/v1/trash/${collection}/${id}`, cookie, lang });
  const publicTitles = async () => ((await server.call({ method: 'GET', url: '/api/v1/news?limit=100' })).json().items as Item[]).map((item) => item.title.fr);
  const staffTitles = async () => ((await server.call({ method: 'GET', url: '/api/v1/news?status=all', cookie: editor })).json().items as Item[]).map((item) => item.title.fr);
  const searchTitles = async (q: string) => ((await server.call({ method: 'GET', url: `/api/v1/search?q=${encodeURIComponent(q)}` })).json().items as { title: string }[]).map((hit) => hit.title);
  const publishedCount = async () => ((await server.call({ method: 'GET', url: '/api/v1/stats', cookie: admin })).json() as { content: { value: number } }).content.value;
  const revisionCount = async (collection: string, id: number) =>
    (await server.database.db.select().from(revisions).where(and(eq(revisions.collection, collection), eq(revisions.itemId, id)))).length;

  it('takes a deleted item off the public site, the search, the staff lists and the figures at once', async () => {
    const item = await createNews('Vaccination des enfants contre la polio');
    const count = await publishedCount();
    expect(await publicTitles()).toContain('Vaccination des enfants contre la polio');
    expect(await searchTitles('polio')).toContain('Vaccination des enfants contre la polio');

    await trash('news', item);
    expect(await publicTitles()).not.toContain('Vaccination des enfants contre la polio');
    expect(await searchTitles('polio')).not.toContain('Vaccination des enfants contre la polio');
    expect(await staffTitles()).not.toContain('Vaccination des enfants contre la polio');
    expect(await publishedCount()).toBe(count - 1);
    // Gone for every staff request on the item but its restore.
    expect((await server.call({ method: 'GET', url: `/api/v1/news/${item.id}`, cookie: editor })).statusCode).toBe(404);
    expect((await server.call({ method: 'PATCH', url: `/api/v1/news/${item.id}`, cookie: editor, payload: { version: item.version, status: 'draft' } })).statusCode).toBe(404);
    expect((await server.call({ method: 'DELETE', url: `/api/v1/news/${item.id}`, cookie: editor, payload: { version: item.version } })).statusCode).toBe(404);
    expect((await server.call({ method: 'GET', url: `/api/v1/news/${item.id}/revisions`, cookie: editor })).statusCode).toBe(404);
    expect((await server.call({ method: 'POST', url: `/api/v1/news/${item.id}/revisions/1/restore`, cookie: editor, payload: { version: item.version } })).statusCode).toBe(404);

    const activity = (await server.call({ method: 'GET', url: '/api/v1/activity', cookie: admin })).json().items as { action: string; subjectId: number; user: string }[];
    expect(activity[0]).toMatchObject({ action: 'trash', subjectId: item.id, user: 'Aïssatou Mohamadou' });
  });

  it('lists the items of every collection in the trash, the latest deleted first, with who and when', async () => {
    const news = await createNews('Fermeture du marché pour désinfection', 'draft');
    await trash('news', news);
    const deletedNewsAt = clock;
    clock += 60_000;
    const links = (await server.call({ method: 'GET', url: '/api/v1/quick-links?status=all', cookie: admin })).json().items as (Item & { label: { fr: string; en: string } })[];
    const link = links[0]!;
    await trash('quick-links', link, admin);
    clock += 60_000;

    const items = await trashed();
    expect(items[0]).toEqual({
      collection: 'quick-links',
      id: link.id,
      title: { fr: link.label.fr, en: link.label.en || link.label.fr },
      status: link.status,
      version: link.version,
      deletedAt: new Date(clock - 60_000).toISOString(),
      deletedBy: 'Admin',
      purgeAt: new Date(clock - 60_000 + 30 * DAY).toISOString(),
    });
    expect(items[1]).toEqual({
      collection: 'news',
      id: news.id,
      title: { fr: 'Fermeture du marché pour désinfection', en: 'Fermeture du marché pour désinfection (EN)' },
      status: 'draft',
      version: 1,
      deletedAt: new Date(deletedNewsAt).toISOString(),
      deletedBy: 'Aïssatou Mohamadou',
      purgeAt: new Date(deletedNewsAt + 30 * DAY).toISOString(),
    });
    const times = items.map((item) => Date.parse(item.deletedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('brings an item back as it was, everywhere it was, as a new version', async () => {
    const item = await createNews('Journée de salubrité au quartier Domayo');
    const count = await publishedCount();
    await trash('news', item);
    expect(await publicTitles()).not.toContain('Journée de salubrité au quartier Domayo');

    const restored = await restore('news', item.id);
    expect(restored.statusCode, restored.body).toBe(200);
    const back = restored.json().item as Item;
    const { version: _before, updatedAt: _at, updatedBy: _by, ...same } = item;
    expect(back).toMatchObject({ ...same, version: item.version + 1, updatedBy: 'Aïssatou Mohamadou' });
    expect(await publicTitles()).toContain('Journée de salubrité au quartier Domayo');
    expect(await searchTitles('Domayo')).toContain('Journée de salubrité au quartier Domayo');
    expect(await staffTitles()).toContain('Journée de salubrité au quartier Domayo');
    expect(await publishedCount()).toBe(count);
    expect((await trashed()).map((entry) => entry.id)).not.toContain(item.id);
    // The state it replaced is a revision, and the activity says who brought it back.
    const history = (await server.call({ method: 'GET', url: `/api/v1/news/${item.id}/revisions`, cookie: editor })).json().items as Item[];
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ revision: 1, version: item.version, status: 'published', title: item.title });
    const activity = (await server.call({ method: 'GET', url: '/api/v1/activity', cookie: admin })).json().items as { action: string; subjectId: number }[];
    expect(activity[0]).toMatchObject({ action: 'restore', subjectId: item.id });

    // It can be edited again from its new version; restoring what is not in the trash is a 404.
    expect((await server.call({ method: 'PATCH', url: `/api/v1/news/${item.id}`, cookie: editor, payload: { version: back.version, status: 'draft' } })).statusCode).toBe(200);
    expect((await restore('news', item.id)).statusCode).toBe(404);
    expect((await restore('news', 999_999)).statusCode).toBe(404);
    expect((await restore('events', item.id)).statusCode).toBe(404);
  });

  it('takes a restore with or without a JSON body', async () => {
    const item = await createNews('Restauration avec un corps vide');
    await trash('news', item);
    const withBody = await server.call({ method: 'POST', url: `/api/v1/news/${item.id}/restore`, cookie: editor, payload: {} });
    expect(withBody.statusCode, withBody.body).toBe(200);
  });

  it('deletes for good only for administrators: an editor gets 403 with the catalogue’s message', async () => {
    const item = await createNews('Collecte de sang à l’hôpital de district');
    await server.call({ method: 'PATCH', url: `/api/v1/news/${item.id}`, cookie: editor, payload: { version: 1, title: { fr: 'Collecte de sang : deuxième jour', en: '' } } });
    await trash('news', { id: item.id, version: 2 });
    expect(await revisionCount('news', item.id)).toBe(1);

    const refused = await purge('news', item.id, editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'forbidden', message: 'Votre rôle ne permet pas cette action.' } });
    expect((await purge('news', item.id, editor, 'en')).json().error.message).toBe('Your role does not allow this action.');
    expect((await server.call({ method: 'DELETE', url: `/api/v1/trash/news/${item.id}` })).statusCode).toBe(401);
    expect((await trashed()).map((entry) => entry.id)).toContain(item.id);

    const deleted = await purge('news', item.id);
    expect(deleted.statusCode).toBe(204);
    expect((await trashed()).map((entry) => entry.id)).not.toContain(item.id);
    expect(await revisionCount('news', item.id)).toBe(0);
    expect((await restore('news', item.id)).statusCode).toBe(404);
    expect((await purge('news', item.id)).statusCode).toBe(404);
    const activity = (await server.call({ method: 'GET', url: '/api/v1/activity', cookie: admin })).json().items as { action: string; subjectId: number; label: string }[];
    expect(activity[0]).toMatchObject({ action: 'purge', subjectId: item.id, label: 'Collecte de sang : deuxième jour' });
  });

  it('deletes for good only what is in the trash, of a known collection', async () => {
    const live = await createNews('Toujours en ligne');
    expect((await purge('news', live.id)).statusCode).toBe(404);
    expect(await publicTitles()).toContain('Toujours en ligne');
    expect((await purge('nothing', live.id)).statusCode).toBe(404);
    expect((await purge('news', 0)).statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    expect((await server.call({ method: 'GET', url: '/api/v1/trash' })).statusCode).toBe(401);
    expect((await server.call({ method: 'POST', url: '/api/v1/news/1/restore' })).statusCode).toBe(401);
  });

  it('purges what has been in the trash for 30 days, by the server’s clock, with its revisions', async () => {
    const item = await createNews('Inscriptions à l’école primaire');
    await server.call({ method: 'PATCH', url: `/api/v1/news/${item.id}`, cookie: editor, payload: { version: 1, status: 'draft' } });
    await trash('news', { id: item.id, version: 2 });
    const deletedAt = clock;

    clock = deletedAt + 30 * DAY - 60_000;
    await server.trash.run();
    expect((await trashed()).map((entry) => entry.id)).toContain(item.id);
    expect(await revisionCount('news', item.id)).toBe(1);

    clock = deletedAt + 30 * DAY + 60_000;
    expect(await server.trash.run()).toBeGreaterThanOrEqual(1);
    const left = await trashed();
    expect(left.map((entry) => entry.id)).not.toContain(item.id);
    // Everything left was deleted less than 30 days ago.
    for (const entry of left) expect(Date.parse(entry.purgeAt)).toBeGreaterThan(clock);
    expect(await revisionCount('news', item.id)).toBe(0);
    expect((await restore('news', item.id)).statusCode).toBe(404);
    expect(await server.trash.run()).toBe(0);
  });

  it('purges at start: a server started 30 days after a deletion finds the trash emptied', async () => {
    const item = await createNews('Réunion du conseil municipal');
    await trash('news', item);
    const deletedAt = clock;
    // A second server on the same database, started a month later.
    const later = await buildApp({ database: server.database, now: () => deletedAt + 31 * DAY });
    try {
      await later.app.ready();
      const answer = await later.app.inject({ method: 'GET', url: '/api/v1/trash', headers: { host: HOST, cookie: editor } });
      expect(answer.statusCode).toBe(200);
      expect((answer.json().items as Trashed[]).map((entry) => entry.id)).not.toContain(item.id);
    } finally {
      await later.app.close();
    }
  });
});
