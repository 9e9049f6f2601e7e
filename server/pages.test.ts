import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from './testing/app';

/*
 * Public pages rendered by the server from the build's renderer (dist/server/render.js, written
 * by `npm run build`): in the reader's language from the first byte, every element in its
 * declarative shadow root, with what staff published, under the strict CSP.
 */

const DIST = 'dist';
if (!existsSync(`${DIST}/server/render.js`)) throw new Error('server/pages.test.ts needs a build: run `npm run build` first.');

const htmlLang = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

describe.each(drivers)('server-rendered pages (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver, { distDir: DIST });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: { host: 'commune.test', ...headers } });

  it('sends the home page in French by default, whatever the browser prefers, every element rendered in its shadow root', async () => {
    const response = await get('/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-language']).toBe('fr');
    expect(response.headers.vary).toContain('Cookie');
    const html = response.body;
    expect(htmlLang(html)).toBe('fr');
    expect(html).toContain('data-commune-ssr');
    expect(h1(html)).toBe('Bienvenue à la Commune de Dtima');
    for (const tag of ['commune-header', 'commune-hero', 'commune-services', 'commune-flash-info', 'commune-events', 'commune-partners', 'commune-footer', 'commune-help']) {
      expect(html, tag).toMatch(new RegExp(`<${tag}[^>]*><template shadowrootmode="open">`));
    }
    expect(html).toContain('Flash Info');
    expect(html).toMatch(/hreflang="en" href="http:\/\/commune\.test\/\?lang=en"/);
    // Answered by the renderer alone, not also by the file of dist/ (which says when it changed).
    expect(response.headers['last-modified']).toBeUndefined();
    expect(response.headers['accept-ranges']).toBeUndefined();
  });

  it('allows every inline style by its hash, and carries no style attribute the policy would refuse', async () => {
    const response = await get('/business/projects');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).not.toContain('unsafe-inline');
    const styles = [...response.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(styles.length).toBeGreaterThan(3);
    const { createHash } = await import('node:crypto');
    for (const css of styles) expect(policy).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    expect(response.body).not.toMatch(/\sstyle="/);
  });

  it('speaks English from the first byte for ?lang=en, which also sets the cookie, and for the cookie alone', async () => {
    const asked = await get('/events?lang=en');
    expect(htmlLang(asked.body)).toBe('en');
    expect(h1(asked.body)).toBe('Events');
    expect(asked.body).toContain('<title>Events · Dtima Council</title>');
    expect(String(asked.headers['set-cookie'])).toMatch(/^commune-lang=en; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const remembered = await get('/business/taxes', { cookie: 'commune-lang=en' });
    expect(htmlLang(remembered.body)).toBe('en');
    expect(remembered.headers['set-cookie']).toBeUndefined();
    const back = await get('/business/taxes?lang=fr', { cookie: 'commune-lang=en' });
    expect(htmlLang(back.body)).toBe('fr');
    const nonsense = await get('/business/taxes?lang=de', { cookie: 'commune-lang=xx' });
    expect(htmlLang(nonsense.body)).toBe('fr');
  });

  it('puts a newly published news item in the HTML of / and /flash-news at once', async () => {
    const title = `Curage des caniveaux ${driver}`;
    const cookie = await server.login();
    const created = await server.call({ method: 'POST', url: '/api/v1/news', cookie, payload: { title: { fr: title, en: 'Gutter clearing' }, content: { fr: 'Samedi matin, quartier du marché.', en: 'Saturday morning, market district.' }, status: 'published' } });
    expect(created.statusCode).toBe(201);
    for (const path of ['/', '/flash-news']) {
      const html = (await get(path)).body;
      expect(html, path).toContain(title);
      // The browser takes the element over with the same list.
      expect(html, path).toContain('data-commune-live="news"');
    }
    expect((await get('/flash-news?lang=en')).body).toContain('Gutter clearing');
  });

  it('answers 304 for a page the reader has, and a bilingual 404 page for an unknown path', async () => {
    const first = await get('/government/council');
    const again = await get('/government/council', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const missing = await get('/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page introuvable');
    expect(missing.body).toContain('Page not found');
  });

  it('serves the help as a page, every answer in it', async () => {
    const html = (await get('/aide')).body;
    expect(h1(html)).toBe('Comment pouvons-nous vous aider\u00a0?');
    expect(html).toContain('<details');
  });

  it('never serves the renderer itself', async () => {
    expect((await get('/server/render.js')).statusCode).toBe(404);
  });

  describe('the agenda', () => {
    const titles = (html: string) => [...html.matchAll(/<a class="event__link" href="([^"]+)">([^<]+)<\/a>/g)].map((match) => [match[1], match[2]]);

    it('renders /events with the filters its address asks for, each checked, the rest ignored', async () => {
      const all = titles((await get('/events')).body);
      expect(all).toHaveLength(9);
      const health = await get('/events?category=health&utm_source=whatsapp');
      expect(health.statusCode).toBe(200);
      const shown = titles(health.body).map(([, title]) => title);
      expect(shown).toEqual(['Journée mondiale de lutte contre le sida', 'Journée mondiale de la santé']);
      expect(health.body).toMatch(/<commune-events variant="full" filters category="health">/);
      expect(health.body).toMatch(/<option value="health" selected="">Santé<\/option>/);
      // Not a month nor a category: the page as without them, the same render (and ETag).
      const junk = await get('/events?month=bientot&category=%3Cb%3E');
      expect(junk.headers.etag).toBe((await get('/events')).headers.etag);
      expect(junk.body).not.toContain('bientot');
    });

    it('gives each published event its page, in both languages, found by its id; an unknown one is not found', async () => {
      const [first] = titles((await get('/events')).body);
      const [path, title] = first!;
      const page = await get(path!);
      expect(page.statusCode).toBe(200);
      expect(h1(page.body)).toBe(title);
      expect(page.body).toContain(`<title>${title} · Commune de Dtima</title>`);
      expect(page.body).toContain(`<link rel="canonical" href="http://commune.test${path}">`);
      expect(page.body).toMatch(/<commune-header current-path="\/events"/);
      expect(page.body).toContain(`href="${path}.ics"`);
      const id = /^\/events\/(\d+)-/.exec(path!)![1];
      const english = await get(`/events/${id}-old-words?lang=en`);
      expect(english.statusCode).toBe(200);
      expect(htmlLang(english.body)).toBe('en');
      expect(english.body).toContain(`<link rel="canonical" href="http://commune.test${path}">`);
      expect((await get('/events/424242-nowhere')).statusCode).toBe(404);
      expect((await get('/events/nowhere-at-all')).statusCode).toBe(404);
    });
  });

  describe('partners’ server-side includes', () => {
    it('gives one element, rendered with its live list, to any origin', async () => {
      const response = await get('/embed/commune-events?lang=en&limit=3&variant=compact');
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const html = response.body;
      expect(html).toMatch(/^<commune-events limit="3" variant="compact"[^>]*><template shadowrootmode="open">/);
      expect(html).toContain('lang="en"');
      expect(html.match(/<li class="event"/g)).toHaveLength(3);
      expect(html).toContain('data-commune-live="http://commune.test/api/v1/events"');
    });

    it('refuses unknown elements, the staff screens and bad attributes', async () => {
      expect((await get('/embed/commune-nope')).statusCode).toBe(404);
      expect((await get('/embed/commune-admin-news')).statusCode).toBe(404);
      const bad = await get('/embed/commune-events?limit=abc&colour=red');
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(JSON.parse(bad.body).error.fields).sort()).toEqual(['colour', 'limit']);
    });
  });
});
