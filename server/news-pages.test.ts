import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from './testing/app';

/*
 * A page per news item (`/flash-news/<id>-<title>`) and the Atom feed of them all, rendered by
 * the server from the database at request time: what staff publish has its page and its entry at
 * the next request, an address written before a title changed leads to the current one.
 */

const DIST = 'dist';
if (!existsSync(`${DIST}/server/render.js`)) throw new Error('server/news-pages.test.ts needs a build: run `npm run build` first.');

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe.each(drivers)('news pages and feed (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver, { distDir: DIST });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: { host: 'commune.test', ...headers } });

  it('renders a seeded item’s page in French and in English, with its Open Graph and Twitter tags', async () => {
    const french = await get('/flash-news/2-le-nouveau-marche-moderne-ouvre-ses-portes');
    expect(french.statusCode).toBe(200);
    expect(h1(french.body)).toBe('Le nouveau marché moderne ouvre ses portes');
    expect(french.body).toContain('<title>Le nouveau marché moderne ouvre ses portes · Commune de Dtima</title>');
    expect(meta(french.body, 'og:type')).toBe('article');
    expect(meta(french.body, 'og:url')).toBe('http://commune.test/flash-news/2-le-nouveau-marche-moderne-ouvre-ses-portes');
    expect(meta(french.body, 'og:image')).toBe('http://commune.test/images/flash-news/modern-market.png');
    expect(meta(french.body, 'og:locale')).toBe('fr_FR');
    expect(meta(french.body, 'twitter:card')).toBe('summary_large_image');
    const english = await get('/flash-news/2-le-nouveau-marche-moderne-ouvre-ses-portes?lang=en');
    expect(h1(english.body)).toBe('The new modern market opens its doors');
    expect(meta(english.body, 'og:url')).toBe('http://commune.test/flash-news/2-le-nouveau-marche-moderne-ouvre-ses-portes?lang=en');
    expect(meta(english.body, 'og:locale')).toBe('en_GB');
  });

  it('leads an address with an old title, or the id alone, to the current one (301), keeping ?lang=', async () => {
    const old = await get('/flash-news/2-ouverture-du-marche?lang=en');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/flash-news/2-le-nouveau-marche-moderne-ouvre-ses-portes?lang=en');
    expect(old.headers['cache-control']).toBe('no-cache');
    expect((await get('/flash-news/2')).headers.location).toBe('/flash-news/2-le-nouveau-marche-moderne-ouvre-ses-portes');
    expect((await get('/flash-news/2-le-nouveau-marche-moderne-ouvre-ses-portes/')).statusCode).toBe(200);
  });

  it('answers the not-found page for an id nobody published', async () => {
    for (const path of ['/flash-news/9999-nothing', '/flash-news/abc', '/flash-news/2x']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toContain('Page introuvable');
    }
  });

  it('gives an item published through the API its page and its feed entry at the next request, and follows a title edit', async () => {
    const cookie = await server.login();
    const created = await server.call({
      method: 'POST',
      url: '/api/v1/news',
      cookie,
      payload: {
        title: { fr: `Reprise des travaux à l’école de Founangué ${driver}`, en: `Building work resumes at Founangué school ${driver}` },
        content: { fr: 'Les travaux de la nouvelle salle de classe reprennent lundi.\nLa rentrée se fera dans les locaux actuels.', en: 'Work on the new classroom resumes on Monday.\nTerm starts in the current buildings.' },
        status: 'published',
      },
    });
    expect(created.statusCode).toBe(201);
    const { id, version } = (JSON.parse(created.body) as { item: { id: number; version: number } }).item;
    const path = `/flash-news/${id}-reprise-des-travaux-a-l-ecole-de-founangue-${driver}`;
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Les travaux de la nouvelle salle de classe reprennent lundi.');
    // Without a picture: the small card.
    expect(meta(page.body, 'twitter:card')).toBe('summary');
    expect(meta(page.body, 'og:image')).toBeUndefined();
    expect((await get('/flash-news')).body).toContain(`href="${path}"`);
    expect((await get('/flash-news/feed.xml')).body).toContain(`<link rel="alternate" type="text/html" hreflang="fr" href="http://commune.test${path}"/>`);

    const edited = await server.call({ method: 'PATCH', url: `/api/v1/news/${id}`, cookie, payload: { version, title: { fr: 'Chantier de l’école de Founangué', en: 'Founangué school works' } } });
    expect(edited.statusCode).toBe(200);
    const moved = await get(path);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/flash-news/${id}-chantier-de-l-ecole-de-founangue`);
    expect((await get(String(moved.headers.location))).statusCode).toBe(200);

    const deleted = await server.call({ method: 'DELETE', url: `/api/v1/news/${id}`, cookie, payload: { version: version + 1 } });
    expect(deleted.statusCode).toBe(204);
    expect((await get(`/flash-news/${id}-chantier-de-l-ecole-de-founangue`)).statusCode).toBe(404);
    // In the trash: off the list page and the feed too; restored: back on all three.
    const current = `/flash-news/${id}-chantier-de-l-ecole-de-founangue`;
    expect((await get('/flash-news')).body).not.toContain(`href="${current}"`);
    expect((await get('/flash-news/feed.xml')).body).not.toContain(`http://commune.test${current}"`);
    expect((await server.call({ method: 'POST', url: `/api/v1/news/${id}/restore`, cookie })).statusCode).toBe(200);
    expect((await get(current)).statusCode).toBe(200);
    expect((await get('/flash-news')).body).toContain(`href="${current}"`);
    expect((await get('/flash-news/feed.xml')).body).toContain(`http://commune.test${current}"`);
  });

  it('serves the feed as Atom, with its ETag, and names it in every page’s head', async () => {
    const feed = await get('/flash-news/feed.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(feed.body).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="fr">/);
    expect(feed.body).toContain('<link rel="self" type="application/atom+xml" href="http://commune.test/flash-news/feed.xml"/>');
    expect(feed.body).toContain('<id>tag:commune-dtima.cm,2023:flash-news/2</id>');
    expect((await get('/flash-news/feed.xml', { 'if-none-match': String(feed.headers.etag) })).statusCode).toBe(304);
    const link = '<link rel="alternate" type="application/atom+xml" title="Flash Info · Commune de Dtima" href="/flash-news/feed.xml">';
    for (const path of ['/', '/events', '/flash-news/1-le-conseil-municipal-adopte-le-budget-2023', '/nowhere', '/recherche?q=budget']) expect((await get(path)).body, path).toContain(link);
    expect((await get('/?lang=en')).body).toContain('title="Dtima Council News Flash (in French)" href="/flash-news/feed.xml"');
  });
});

describe.each(drivers)('a news item’s address while pages wait their turn to be rendered again (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    // No time at all for renderings again after a change: every other page gives its previous rendering.
    server = await startTestServer(driver, { distDir: DIST, renderShare: 0 });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { host: 'commune.test' } });

  it('leads to the new address at the next request after a title edit, and is not found once the item is withdrawn', async () => {
    const cookie = await server.login();
    const created = await server.call({
      method: 'POST',
      url: '/api/v1/news',
      cookie,
      payload: { title: { fr: 'Coupure d’eau à Dtima-centre', en: 'Water cut in central Dtima' }, content: { fr: 'La distribution reprend mardi.', en: 'Supply resumes on Tuesday.' }, status: 'published' },
    });
    expect(created.statusCode).toBe(201);
    const { id, version } = (JSON.parse(created.body) as { item: { id: number; version: number } }).item;
    const first = `/flash-news/${id}-coupure-d-eau-a-dtima-centre`;
    expect(h1((await get(first)).body)).toBe('Coupure d’eau à Dtima-centre');
    expect((await get('/flash-news')).body).toContain(`href="${first}"`);

    const edited = await server.call({ method: 'PATCH', url: `/api/v1/news/${id}`, cookie, payload: { version, title: { fr: 'Eau rétablie à Dtima-centre', en: 'Water back in central Dtima' } } });
    expect(edited.statusCode).toBe(200);
    const moved = await get(first);
    expect(moved.statusCode).toBe(301);
    const second = `/flash-news/${id}-eau-retablie-a-dtima-centre`;
    expect(moved.headers.location).toBe(second);
    expect(h1((await get(second)).body)).toBe('Eau rétablie à Dtima-centre');
    // The list page, meanwhile, is still the rendering from before the edit: the share is spent.
    expect((await get('/flash-news')).body).not.toContain(`href="${second}"`);

    expect((await server.call({ method: 'DELETE', url: `/api/v1/news/${id}`, cookie, payload: { version: version + 1 } })).statusCode).toBe(204);
    expect((await get(second)).statusCode).toBe(404);
    expect((await get(first)).statusCode).toBe(404);
  });
});
