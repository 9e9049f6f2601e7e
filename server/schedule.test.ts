import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from './testing/app';

/*
 * Scheduled publishing, pending drafts and previews, on the server's own clock (moved by the
 * test: nothing waits): a published item with a future `publishAt` is not public until then and
 * is public after it without any write, one past its `unpublishAt` is gone; the API's lists, the
 * feed and the server-rendered pages follow. « Enregistrer comme brouillon » on a published item
 * leaves the public version as it is until published. `?preview` shows a staff member the item.
 */

const DIST = 'dist';
if (!existsSync(`${DIST}/server/render.js`)) throw new Error('server/schedule.test.ts needs a build: run `npm run build` first.');

const HOUR = 3_600_000;
const START = Date.parse('2026-06-01T08:00:00Z');

describe.each(drivers)('scheduled publishing (%s)', (driver) => {
  let server: TestServer;
  let cookie: string;
  let clock = START;
  beforeAll(async () => {
    server = await startTestServer(driver, { distDir: DIST, now: () => clock });
    cookie = await server.login();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: { host: 'commune.test', ...headers } });
  const publicTitles = async () => ((await get('/api/v1/news')).json() as { items: { title: { fr: string } }[] }).items.map((item) => item.title.fr);
  const news = (title: string, extra: Record<string, unknown> = {}) => ({
    title: { fr: title, en: '' },
    content: { fr: 'Un texte assez long pour être accepté par le schéma.', en: '' },
    status: 'published',
    ...extra,
  });
  const create = async (body: Record<string, unknown>) => {
    const response = await server.call({ method: 'POST', url: '/api/v1/news', cookie, payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { item: { id: number; version: number; publishAt: string | null; unpublishAt: string | null } }).item;
  };

  it('keeps a scheduled item off the lists, the feed and its page until publishAt, then shows it without any write, and withdraws it at unpublishAt', async () => {
    clock = START;
    const title = 'Inauguration programmée du forage de Kolofata';
    const item = await create(news(title, { publishAt: new Date(START + HOUR).toISOString(), unpublishAt: new Date(START + 2 * HOUR).toISOString() }));
    expect(item.publishAt).toBe('2026-06-01T09:00:00.000Z');
    expect(item.unpublishAt).toBe('2026-06-01T10:00:00.000Z');
    const page = `/flash-news/${item.id}`;

    expect(await publicTitles()).not.toContain(title);
    expect((await get('/flash-news/feed.xml')).body).not.toContain(title);
    expect((await get('/')).body).not.toContain(title);
    expect((await get(page)).statusCode).toBe(404);

    // Pages are served stale-while-revalidate under a burst of renderings (server/pages.ts): a
    // moment may pass before a page shows the change, never a write.
    const soon = { timeout: 10_000, interval: 100 };
    clock = START + HOUR;
    expect(await publicTitles()).toContain(title);
    await expect.poll(async () => (await get('/flash-news/feed.xml')).body, soon).toContain(title);
    await expect.poll(async () => (await get('/')).body, soon).toContain(title);
    await expect.poll(async () => (await get(page)).statusCode, soon).toBe(301);
    const shown = await get(page);
    await expect.poll(async () => (await get(String(shown.headers.location))).body, soon).toContain(title);

    clock = START + 2 * HOUR;
    expect(await publicTitles()).not.toContain(title);
    await expect.poll(async () => (await get('/flash-news/feed.xml')).body, soon).not.toContain(title);
    await expect.poll(async () => (await get('/')).body, soon).not.toContain(title);
    await expect.poll(async () => (await get(page)).statusCode, soon).toBe(404);
    // Staff still see it, with its schedule.
    const staff = (await server.call({ method: 'GET', url: `/api/v1/news/${item.id}`, cookie })).json() as { item: { status: string; unpublishAt: string } };
    expect(staff.item).toMatchObject({ status: 'published', unpublishAt: '2026-06-01T10:00:00.000Z' });
  });

  it('refuses a withdrawal before the publication, in the reader’s language, and clears a date given as null', async () => {
    clock = START;
    const body = news('Une date de retrait trop tôt', { publishAt: '2026-06-02T10:00:00+01:00', unpublishAt: '2026-06-02T09:00:00+01:00' });
    const french = await server.call({ method: 'POST', url: '/api/v1/news', cookie, payload: body });
    expect(french.statusCode).toBe(400);
    expect(french.json()).toMatchObject({ error: { fields: { unpublishAt: 'La date de retrait doit suivre la date de publication.' } } });
    const english = await server.call({ method: 'POST', url: '/api/v1/news', cookie, lang: 'en', payload: body });
    expect(english.json()).toMatchObject({ error: { fields: { unpublishAt: 'The withdrawal date must be after the publication date.' } } });

    const item = await create(news('Une actualité programmée puis avancée', { publishAt: new Date(START + HOUR).toISOString() }));
    // A patch that would end it before it starts is refused too (the whole item is checked).
    const refused = await server.call({ method: 'PATCH', url: `/api/v1/news/${item.id}`, cookie, payload: { version: item.version, unpublishAt: new Date(START).toISOString() } });
    expect(refused.statusCode).toBe(400);
    expect(await publicTitles()).not.toContain('Une actualité programmée puis avancée');
    const cleared = await server.call({ method: 'PATCH', url: `/api/v1/news/${item.id}`, cookie, payload: { version: item.version, publishAt: null } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ item: { publishAt: null } });
    expect(await publicTitles()).toContain('Une actualité programmée puis avancée');
  });

  it('keeps the live version public while a draft of a published item waits, then publishes or discards it', async () => {
    clock = START;
    const item = await create(news('Version en ligne du communiqué'));
    const url = `/api/v1/news/${item.id}`;
    const saved = await server.call({ method: 'PATCH', url, cookie, payload: { version: item.version, status: 'draft', saveAs: 'pending-draft', title: { fr: 'Version corrigée du communiqué', en: '' } } });
    expect(saved.statusCode, saved.body).toBe(200);
    const pending = (saved.json() as { item: { status: string; version: number; title: { fr: string }; pendingDraft: { title: { fr: string } } } }).item;
    expect(pending.status).toBe('published');
    expect(pending.title.fr).toBe('Version en ligne du communiqué');
    expect(pending.pendingDraft.title.fr).toBe('Version corrigée du communiqué');
    expect(await publicTitles()).toContain('Version en ligne du communiqué');
    expect(await publicTitles()).not.toContain('Version corrigée du communiqué');
    expect((await get(`/flash-news/${item.id}-version-en-ligne-du-communique`)).body).toContain('Version en ligne du communiqué');

    // Publishing applies the draft and clears it.
    const published = await server.call({ method: 'PATCH', url, cookie, payload: { version: pending.version, status: 'published' } });
    expect(published.json()).toMatchObject({ item: { title: { fr: 'Version corrigée du communiqué' }, pendingDraft: null, status: 'published' } });
    expect(await publicTitles()).toContain('Version corrigée du communiqué');

    // A draft discarded leaves the live version as it is.
    const again = await server.call({ method: 'PATCH', url, cookie, payload: { version: pending.version + 1, saveAs: 'pending-draft', title: { fr: 'Un brouillon à abandonner', en: '' } } });
    const discarded = await server.call({ method: 'PATCH', url, cookie, payload: { version: (again.json() as { item: { version: number } }).item.version, pendingDraft: null } });
    expect(discarded.json()).toMatchObject({ item: { title: { fr: 'Version corrigée du communiqué' }, pendingDraft: null, status: 'published' } });

    // Unpublishing stays possible.
    const unpublished = await server.call({ method: 'PATCH', url, cookie, payload: { version: (discarded.json() as { item: { version: number } }).item.version, status: 'draft' } });
    expect(unpublished.json()).toMatchObject({ item: { status: 'draft' } });
    expect(await publicTitles()).not.toContain('Version corrigée du communiqué');
  });

  it('previews a draft on its page for staff only: marked, never stored, never indexed', async () => {
    clock = START;
    const item = await create(news('Brouillon à prévisualiser', { status: 'draft' }));
    const anonymous = await get(`/flash-news/${item.id}?preview`);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.body).not.toContain('Brouillon à prévisualiser');

    const french = await get(`/flash-news/${item.id}?preview`, { cookie });
    expect(french.statusCode).toBe(301);
    expect(french.headers.location).toBe(`/flash-news/${item.id}-brouillon-a-previsualiser?preview`);
    const preview = await get(String(french.headers.location), { cookie });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Brouillon à prévisualiser');
    expect(preview.body).toContain('<p class="commune-preview" role="status">Aperçu — non publié</p>');
    expect(preview.body).toContain('<meta name="robots" content="noindex">');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    const english = await get(`/flash-news/${item.id}-brouillon-a-previsualiser?preview&lang=en`, { cookie });
    expect(english.body).toContain('Preview — not published');

    // Nothing of it reached the page cache: the same page without a session is the not-found page.
    expect((await get(String(french.headers.location))).statusCode).toBe(404);
    // Without a session, ?preview changes nothing on a public page.
    const home = await get('/?preview=news:' + String(item.id));
    expect(home.body).not.toContain('Aperçu');
    expect(home.headers['cache-control']).not.toBe('no-store');
    // With one, an item without a page of its own is previewed where it appears.
    const onHome = await get('/?preview=news:' + String(item.id), { cookie });
    expect(onHome.body).toContain('Brouillon à prévisualiser');
    expect(onHome.headers['x-robots-tag']).toBe('noindex');
  });

  it('lists the next publications and withdrawals for staff, soonest first', async () => {
    clock = START;
    const later = await create(news('Mise en ligne prévue plus tard', { publishAt: new Date(START + 5 * HOUR).toISOString() }));
    const sooner = await create(news('Retrait prévu bientôt', { unpublishAt: new Date(START + 3 * HOUR).toISOString() }));
    await create(news('Brouillon daté, donc jamais en ligne', { status: 'draft', publishAt: new Date(START + 4 * HOUR).toISOString() }));
    expect((await get('/api/v1/schedule')).statusCode).toBe(401);
    const response = await server.call({ method: 'GET', url: '/api/v1/schedule', cookie });
    expect(response.headers['cache-control']).toBe('no-store');
    const items = (response.json() as { items: { collection: string; id: number; kind: string; at: string; label: { fr: string } }[] }).items;
    const ours = items.filter((change) => [later.id, sooner.id].includes(change.id) && change.collection === 'news');
    expect(ours).toEqual([
      { collection: 'news', id: sooner.id, kind: 'unpublish', at: '2026-06-01T11:00:00.000Z', label: { fr: 'Retrait prévu bientôt', en: 'Retrait prévu bientôt' } },
      { collection: 'news', id: later.id, kind: 'publish', at: '2026-06-01T13:00:00.000Z', label: { fr: 'Mise en ligne prévue plus tard', en: 'Mise en ligne prévue plus tard' } },
    ]);
    const times = items.map((change) => change.at);
    expect(times).toEqual([...times].sort());
    expect(items.some((change) => change.label.fr.startsWith('Brouillon daté'))).toBe(false);
  });
});
