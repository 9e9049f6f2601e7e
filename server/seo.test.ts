import { existsSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '../src/content/pages';
import { drivers, startTestServer, type TestServer } from './testing/app';

/*
 * What search engines read: /robots.txt (the staff area, the API and partners' includes kept
 * out, the sitemap named by its absolute address) and /sitemap.xml (every public page in French
 * and English, each with its alternates and the date it last changed: the newest published item
 * it shows, else the build).
 */

const DIST = 'dist';
if (!existsSync(`${DIST}/server/render.js`)) throw new Error('server/seo.test.ts needs a build: run `npm run build` first.');

const publicPaths = sitePages.filter((page) => page.area === 'public').map((page) => page.path);

interface SitemapEntry {
  loc: string;
  lastmod: string;
  alternates: Record<string, string>;
}

/** The sitemap's entries, read from its `<url>` blocks (the e2e test parses it with Chromium's XML parser). */
function entries(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(block!)![1]!.replaceAll('&#38;', '&'),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(block!)![1]!,
    alternates: Object.fromEntries([...block!.matchAll(/<xhtml:link rel="alternate" hreflang="([\w-]+)" href="([^"]*)"\/>/g)].map((match) => [match[1]!, match[2]!])),
  }));
}

describe.each(drivers)('robots.txt and sitemap.xml (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver, { distDir: DIST });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: { host: 'commune.test', ...headers } });

  it('keeps robots out of the staff area, the API and the includes, and names the sitemap by its full address', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body.split('\n')).toEqual(['User-agent: *', 'Disallow: /admin-dtima', 'Disallow: /api/', 'Disallow: /embed/', 'Allow: /', '', 'Sitemap: http://commune.test/sitemap.xml', '']);
    const again = await get('/robots.txt', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await server.app.inject({ method: 'POST', url: '/robots.txt', headers: { host: 'commune.test' } })).statusCode).toBe(405);
  });

  it('lists every public page in French and in English, each with its alternates, and no staff page', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/);
    const list = entries(response.body);
    const expected = publicPaths.flatMap((path) => [`http://commune.test${path}`, `http://commune.test${path}?lang=en`]);
    expect(list.map((entry) => entry.loc).sort()).toEqual(expected.sort());
    expect(list.some((entry) => entry.loc.includes('/admin-dtima'))).toBe(false);
    for (const entry of list) {
      const path = entry.loc.replace('http://commune.test', '').replace('?lang=en', '');
      expect(entry.alternates, entry.loc).toEqual({ fr: `http://commune.test${path}`, en: `http://commune.test${path}?lang=en`, 'x-default': `http://commune.test${path}` });
      expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
    expect(list.find((entry) => entry.loc === 'http://commune.test/mentions-legales')).toBeDefined();
    expect(list.find((entry) => entry.loc === 'http://commune.test/accessibilite?lang=en')).toBeDefined();
  });

  it('names each page in its <head> by the sitemap’s addresses', async () => {
    const html = (await get('/events?lang=en')).body;
    expect(html).toContain('<link rel="alternate" hreflang="fr" href="http://commune.test/events">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://commune.test/events?lang=en">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://commune.test/events">');
  });

  it('dates a page by the newest published item it shows, and any other page by the build', async () => {
    const builtAt = statSync(`${DIST}/index.html`).mtime.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const lastmod = async (loc: string) => entries((await get('/sitemap.xml')).body).find((entry) => entry.loc === `http://commune.test${loc}`)!.lastmod;
    const cookie = await server.login();
    const created = await server.call({
      method: 'POST',
      url: '/api/v1/news',
      cookie,
      payload: { title: { fr: `Vaccination des enfants ${driver}`, en: 'Child vaccination' }, content: { fr: 'Au centre de santé, samedi matin.', en: 'At the health centre, Saturday morning.' }, status: 'published' },
    });
    expect(created.statusCode).toBe(201);
    const updatedAt = (JSON.parse(created.body) as { item: { updatedAt: string } }).item.updatedAt.replace(/\.\d{3}Z$/, 'Z');
    // The news shows on /flash-news and on the home page, in both languages.
    for (const loc of ['/flash-news', '/flash-news?lang=en', '/', '/?lang=en']) expect(await lastmod(loc), loc).toBe(updatedAt);
    // The events page shows the events, not the news; the council and the legal pages no published list.
    expect(await lastmod('/events')).not.toBe(updatedAt);
    for (const loc of ['/government/council', '/mentions-legales', '/confidentialite?lang=en']) expect(await lastmod(loc), loc).toBe(builtAt);
  });

  it('names the site by PUBLIC_ORIGIN when it is set, whatever the request’s host', async () => {
    const behindProxy = await startTestServer(driver, { distDir: DIST, publicOrigin: 'https://dtima.cm' });
    try {
      const robots = await behindProxy.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: '127.0.0.1:4173' } });
      expect(robots.body).toContain('Sitemap: https://dtima.cm/sitemap.xml\n');
      const sitemap = await behindProxy.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: '127.0.0.1:4173', 'accept-encoding': 'gzip' } });
      expect(sitemap.headers['content-encoding']).toBe('gzip');
      const { gunzipSync } = await import('node:zlib');
      const xml = gunzipSync(sitemap.rawPayload).toString('utf8');
      expect(entries(xml).every((entry) => entry.loc.startsWith('https://dtima.cm/'))).toBe(true);
      expect(xml).not.toContain('127.0.0.1');
    } finally {
      await behindProxy.close();
    }
  });
});
