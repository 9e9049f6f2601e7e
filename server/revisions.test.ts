import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCollections } from '../src/collections';
import { revisions } from './db/schema';
import { updateContent, type ContentValues } from './repositories/content';
import { REVISIONS_KEPT } from './repositories/revisions';
import { drivers, EDITOR_PASSWORD, startTestServer, type TestServer } from './testing/app';

/*
 * Revisions: every write of an item keeps the state it replaces, in the write's transaction;
 * `GET /api/v1/<collection>/<id>/revisions` lists them newest first, and one is restored as a new
 * version from the item's current version (409 when stale). The last 50 per item are kept.
 */

const article = {
  title: { fr: 'Réhabilitation du pont de Gadala', en: 'Gadala bridge repaired' },
  content: { fr: 'Les travaux de réhabilitation du pont de Gadala commencent lundi pour trois semaines.', en: 'Repair work on the Gadala bridge starts on Monday for three weeks.' },
  date: '2026-11-20',
  status: 'published',
};

type Item = Record<string, unknown> & { id: number; version: number; status: string; title: { fr: string; en: string }; updatedAt: string; updatedBy: string | null };
type Revision = Record<string, unknown> & { revision: number; version: number; status: string; updatedAt: string; updatedBy: string | null };

/** An item's fields: what a revision keeps of it. */
const fieldsOf = (item: Record<string, unknown>) => {
  const { id: _id, version: _version, status: _status, createdAt: _createdAt, updatedAt: _updatedAt, createdBy: _createdBy, updatedBy: _updatedBy, pendingDraft: _pendingDraft, ...fields } = item;
  return fields;
};

describe.each(drivers)('revisions on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    admin = await server.login();
    editor = await server.login('editor', EDITOR_PASSWORD);
  });
  afterAll(() => server?.close());

  const create = async (payload: Record<string, unknown> = article, cookie = editor): Promise<Item> => {
    const response = await server.call({ method: 'POST', url: '/api/v1/news', cookie, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().item as Item;
  };
  const patch = async (collection: string, id: number, payload: Record<string, unknown>, cookie = admin): Promise<Item> => {
    const response = await server.call({ method: 'PATCH', url: `/api/v1/${collection}/${id}`, cookie, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().item as Item;
  };
  const history = async (collection: string, id: number): Promise<Revision[]> => {
    const response = await server.call({ method: 'GET', url: `/api/v1/${collection}/${id}/revisions`, cookie: editor });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json().items as Revision[];
  };
  const restore = (collection: string, id: number, revision: number | string, version: unknown, cookie = admin) =>
    server.call({ method: 'POST', url: `/api/v1/${collection}/${id}/revisions/${revision}/restore`, cookie, payload: { version } });
  const publicTitles = async () => ((await server.call({ method: 'GET', url: '/api/v1/news' })).json().items as Item[]).map((item) => item.title.fr);

  it('keeps the state each write replaces, newest first, with who wrote it and when', async () => {
    const created = await create();
    expect(await history('news', created.id)).toEqual([]);

    const edited = await patch('news', created.id, { version: 1, title: { fr: 'Le pont de Gadala rouvre', en: 'Gadala bridge reopens' } });
    const unpublished = await patch('news', created.id, { version: 2, status: 'draft' });
    expect(unpublished).toMatchObject({ version: 3, status: 'draft' });

    const items = await history('news', created.id);
    expect(items.map((item) => [item.revision, item.version, item.status, (item.title as { fr: string }).fr])).toEqual([
      [2, 2, 'published', 'Le pont de Gadala rouvre'],
      [1, 1, 'published', 'Réhabilitation du pont de Gadala'],
    ]);
    // Who wrote each replaced state, and when: the editor created it, the admin edited it.
    expect(items[1]).toMatchObject({ updatedBy: 'Aïssatou Mohamadou', updatedAt: created.updatedAt });
    expect(items[0]).toMatchObject({ updatedBy: 'Admin', updatedAt: edited.updatedAt });
    // The fields as the API gives them to staff (the English as typed), no metadata beside.
    expect(fieldsOf(items[1]!)).toEqual({ ...fieldsOf(created), revision: 1 });
    expect(Object.keys(items[0]!)).not.toContain('id');
  });

  it('keeps a revision of every collection’s items, and gives each back as it was', async () => {
    for (const collection of contentCollections) {
      const staff = (await server.call({ method: 'GET', url: `/api/v1/${collection}?status=all`, cookie: admin })).json().items as Item[];
      const item =
        staff[0] ??
        // A collection that starts empty (the alerts): one item of its own.
        ((
          await server.call({
            method: 'POST',
            url: `/api/v1/${collection}`,
            cookie: admin,
            payload: {
              title: { fr: 'Coupure d’eau au quartier Mokolo', en: 'Water cut in Mokolo' },
              text: { fr: 'L’eau sera coupée mardi de 8 h à 14 h.', en: 'Water will be cut on Tuesday from 8 am to 2 pm.' },
              startsAt: '2026-12-01T08:00:00+01:00',
              endsAt: '2026-12-01T14:00:00+01:00',
              status: 'draft',
            },
          })
        ).json().item as Item);
      expect(item, collection).toBeDefined();
      const before = (await history(collection, item.id)).length;
      // A write that changes no field still replaces a version, and keeps it.
      const written = await patch(collection, item.id, { version: item.version, status: item.status === 'published' ? 'draft' : 'published' });
      const [kept] = await history(collection, item.id);
      expect(kept, collection).toMatchObject({ revision: before + 1, version: item.version, status: item.status });
      expect(fieldsOf(kept!), collection).toEqual({ ...fieldsOf(item), revision: before + 1 });

      const restored = await restore(collection, item.id, before + 1, written.version);
      expect(restored.statusCode, `${collection}: ${restored.body}`).toBe(200);
      const back = restored.json().item as Item;
      expect(back, collection).toMatchObject({ id: item.id, version: written.version + 1, status: item.status, updatedBy: 'Admin' });
      expect(fieldsOf(back), collection).toEqual(fieldsOf(item));
      // The state the restore replaced is a revision too.
      expect((await history(collection, item.id)).slice(0, 2).map((revision) => [revision.revision, revision.version, revision.status])).toEqual([
        [before + 2, written.version, written.status],
        [before + 1, item.version, item.status],
      ]);
    }
  });

  it('restores a revision as a new version that the public lists and the activity follow', async () => {
    const created = await create({ ...article, title: { fr: 'Distribution de moustiquaires', en: 'Mosquito nets handed out' } });
    const renamed = await patch('news', created.id, { version: 1, title: { fr: 'Moustiquaires : deuxième distribution', en: '' } });
    expect(await publicTitles()).toContain('Moustiquaires : deuxième distribution');

    const restored = await restore('news', created.id, 1, renamed.version, editor);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().item).toMatchObject({ version: 3, status: 'published', title: { fr: 'Distribution de moustiquaires', en: 'Mosquito nets handed out' }, updatedBy: 'Aïssatou Mohamadou' });
    expect(await publicTitles()).toContain('Distribution de moustiquaires');
    expect(await publicTitles()).not.toContain('Moustiquaires : deuxième distribution');

    const activity = (await server.call({ method: 'GET', url: '/api/v1/activity', cookie: admin })).json().items as { action: string; subjectId: number; label: string }[];
    expect(activity[0]).toMatchObject({ action: 'restore', subjectId: created.id, label: 'Distribution de moustiquaires' });
  });

  it('restores a revision’s status too: a draft kept from before publication is withdrawn again', async () => {
    const draft = await create({ ...article, title: { fr: 'Brouillon : collecte des ordures', en: '' }, status: 'draft' });
    const published = await patch('news', draft.id, { version: 1, status: 'published' });
    expect(await publicTitles()).toContain('Brouillon : collecte des ordures');
    const restored = await restore('news', draft.id, 1, published.version);
    expect(restored.json().item).toMatchObject({ status: 'draft', version: 3 });
    expect(await publicTitles()).not.toContain('Brouillon : collecte des ordures');
  });

  it('refuses a restore from a stale version (409) and an unknown revision or item (404), changing nothing', async () => {
    const created = await create({ ...article, title: { fr: 'Concours de lutte traditionnelle', en: '' } });
    await patch('news', created.id, { version: 1, title: { fr: 'Concours de lutte : les résultats', en: '' } });

    const stale = await restore('news', created.id, 1, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('conflict');
    expect((await restore('news', created.id, 7, 2)).statusCode).toBe(404);
    expect((await restore('news', created.id, 0, 2)).statusCode).toBe(404);
    expect((await restore('news', created.id, 'abc', 2)).statusCode).toBe(404);
    expect((await restore('news', 999_999, 1, 2)).statusCode).toBe(404);
    // A revision of another item is not this one's.
    expect((await restore('events', created.id, 1, 2)).statusCode).toBe(404);
    const missingVersion = await server.call({ method: 'POST', url: `/api/v1/news/${created.id}/revisions/1/restore`, cookie: admin, payload: {} });
    expect(missingVersion.statusCode).toBe(400);
    expect((await server.call({ method: 'GET', url: '/api/v1/news/999999/revisions', cookie: admin })).statusCode).toBe(404);

    const current = (await server.call({ method: 'GET', url: `/api/v1/news/${created.id}`, cookie: admin })).json().item as Item;
    expect(current).toMatchObject({ version: 2, title: { fr: 'Concours de lutte : les résultats' } });
    expect(await history('news', created.id)).toHaveLength(1);
  });

  it('is for staff only', async () => {
    const created = await create({ ...article, title: { fr: 'Journée de l’arbre', en: '' } });
    expect((await server.call({ method: 'GET', url: `/api/v1/news/${created.id}/revisions` })).statusCode).toBe(401);
    expect((await server.call({ method: 'POST', url: `/api/v1/news/${created.id}/revisions/1/restore`, payload: { version: 1 } })).statusCode).toBe(401);
  });

  it('checks a restored revision with the collection’s rules of today (400, nothing written)', async () => {
    const created = await create({ ...article, title: { fr: 'Règle d’aujourd’hui', en: '' } });
    const edited = await patch('news', created.id, { version: 1, title: { fr: 'Règle d’aujourd’hui, modifiée', en: '' } });
    // A revision written under an older rule: a content shorter than today's minimum.
    await server.database.db
      .update(revisions)
      .set({ data: { ...fieldsOf(created), content: { fr: 'Court', en: '' } } })
      .where(and(eq(revisions.collection, 'news'), eq(revisions.itemId, created.id)));
    const refused = await restore('news', created.id, 1, edited.version);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toContain('content.fr');
    expect((await server.call({ method: 'GET', url: `/api/v1/news/${created.id}`, cookie: admin })).json().item).toMatchObject({ version: 2 });
    expect(await history('news', created.id)).toHaveLength(1);
  });

  it(`keeps the last ${REVISIONS_KEPT} revisions of an item, the older ones pruned as new ones come`, async () => {
    const created = await create({ ...article, title: { fr: 'Révision 0', en: '' } });
    let version = created.version;
    for (let index = 1; index <= REVISIONS_KEPT + 5; index += 1) version = (await patch('news', created.id, { version, title: { fr: `Révision ${index}`, en: '' } })).version;
    const items = await history('news', created.id);
    expect(items).toHaveLength(REVISIONS_KEPT);
    expect(items[0]).toMatchObject({ revision: REVISIONS_KEPT + 5, version: REVISIONS_KEPT + 5, title: { fr: `Révision ${REVISIONS_KEPT + 4}` } });
    expect(items.at(-1)).toMatchObject({ revision: 6, version: 6, title: { fr: 'Révision 5' } });
    expect((await restore('news', created.id, 5, version)).statusCode).toBe(404);
    // Another item's revisions are its own.
    expect(await history('news', (await create({ ...article, title: { fr: 'Un autre article', en: '' } })).id)).toEqual([]);
  });

  it('leaves no revision when a write fails: a stale version, an invalid item, or the database refusing it', async () => {
    const created = await create({ ...article, title: { fr: 'Article sans faute', en: '' } });
    const stale = await server.call({ method: 'PATCH', url: `/api/v1/news/${created.id}`, cookie: admin, payload: { version: 5, title: { fr: 'Trop tard', en: '' } } });
    expect(stale.statusCode).toBe(409);
    const invalid = await server.call({ method: 'PATCH', url: `/api/v1/news/${created.id}`, cookie: admin, payload: { version: 1, content: { fr: 'Court', en: '' } } });
    expect(invalid.statusCode).toBe(400);
    // The revision is written before the item: the database refusing the item (a title it cannot
    // be without) takes the revision back with it.
    const adminId = 1;
    await expect(updateContent(server.database.db, 'news', created.id, 1, () => ({ title: null }) as unknown as Partial<ContentValues>, adminId)).rejects.toThrow(/Failed query: update "news"/);
    expect(await history('news', created.id)).toEqual([]);
    const current = (await server.call({ method: 'GET', url: `/api/v1/news/${created.id}`, cookie: admin })).json().item as Item;
    expect(current).toMatchObject({ version: 1, title: { fr: 'Article sans faute' } });
    // The next write numbers its revision from 1 all the same.
    await patch('news', created.id, { version: 1, title: { fr: 'Article corrigé', en: '' } });
    expect((await history('news', created.id)).map((item) => item.revision)).toEqual([1]);
  });

  it('numbers revisions without a gap or a duplicate when staff save the same item at once (one wins, the others get 409)', async () => {
    const created = await create({ ...article, title: { fr: 'Sauvegardes simultanées', en: '' } });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => server.call({ method: 'PATCH', url: `/api/v1/news/${created.id}`, cookie: admin, payload: { version: 1, title: { fr: `Version ${index}`, en: '' } } })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await history('news', created.id)).map((item) => [item.revision, item.version])).toEqual([[1, 1]]);
  });
});
