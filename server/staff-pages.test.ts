import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from './testing/app';

/*
 * The collection screens of the staff area rendered by the server for the signed-in member
 * (dist/server/render.js and dist/server/staff-pages.json, written by `npm run build`): the
 * first page of items is in the HTML, in the screen's declarative shadow root, with the answer
 * it came from written in the page for the browser to take over from.
 */

const DIST = 'dist';
if (!existsSync(`${DIST}/server/staff-pages.json`)) throw new Error('server/staff-pages.test.ts needs a build: run `npm run build` first.');

/** The JSON the page carries for the browser (`data-commune-answers`). */
function carried(html: string): Record<string, { items: { title: { fr: string } }[]; total: number }> {
  const block = /<script type="application\/json" data-commune-answers>([\s\S]*?)<\/script>/.exec(html);
  if (!block) throw new Error('the page carries no answers');
  return JSON.parse(block[1]!) as Record<string, { items: { title: { fr: string } }[]; total: number }>;
}

/** The text of the news screen's table rows, in order. */
function rowTitles(html: string): string[] {
  const screen = /<commune-admin-news[^>]*><template shadowrootmode="open">([\s\S]*?)<\/template><\/commune-admin-news>/.exec(html)?.[1] ?? '';
  return [...screen.matchAll(/<tr[^>]*class="ui-table__row[^"]*"[^>]*>([\s\S]*?)<\/tr>/g)].map((row) => /<(t[hd])[^>]*role="rowheader"[^>]*>([\s\S]*?)<\/\1>/.exec(row[1]!)?.[2]?.replace(/<[^>]+>/g, '').trim() ?? '');
}

describe.each(drivers)('staff pages rendered by the server (%s)', (driver) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(driver, { distDir: DIST });
    admin = await server.login();
    for (const title of ['Forage de Zamay réparé', 'Campagne de vaccination', 'Marché de Mokolo']) {
      const created = await server.call({ method: 'POST', url: '/api/v1/news', cookie: admin, payload: { title: { fr: title, en: title }, content: { fr: `${title} : le texte de l’article.`, en: `${title}: the article.` }, status: 'draft' } });
      if (created.statusCode !== 201) throw new Error(`creating « ${title} »: ${created.statusCode} ${created.body}`);
    }
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const page = (url: string, cookie?: string, headers: Record<string, string> = {}) => server.call({ method: 'GET', url, cookie, headers: { origin: '', ...headers } });

  it('sends the News screen with its first page of items drawn, newest first, and the answer they came from', async () => {
    const response = await page('/admin-dtima/content/news', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('data-commune-ssr');
    for (const tag of ['commune-admin-header', 'commune-admin-sidebar', 'commune-admin-news']) expect(html, tag).toMatch(new RegExp(`<${tag}[^>]*><template shadowrootmode="open">`));
    const titles = rowTitles(html);
    expect(titles.slice(0, 3)).toEqual(['Marché de Mokolo', 'Campagne de vaccination', 'Forage de Zamay réparé']);
    const answers = carried(html);
    const api = await page('/api/v1/news?status=all&page=1&pageSize=25&sort=-updatedAt', admin);
    expect(Object.keys(answers)).toEqual(['/api/v1/news?status=all&page=1&pageSize=25&sort=-updatedAt']);
    expect(answers['/api/v1/news?status=all&page=1&pageSize=25&sort=-updatedAt']).toEqual(api.json());
    expect(html).toMatch(new RegExp(`${api.json<{ total: number }>().total}\\s*actualités`));
  });

  it('shows a change at the next load, however recently the same page was sent', async () => {
    const before = await page('/admin-dtima/content/news', admin);
    const { items } = carried(before.body)['/api/v1/news?status=all&page=1&pageSize=25&sort=-updatedAt']!;
    const market = items.find((item) => item.title.fr === 'Marché de Mokolo') as unknown as { id: number; version: number };
    const renamed = await server.call({ method: 'PATCH', url: `/api/v1/news/${market.id}`, cookie: admin, payload: { version: market.version, title: { fr: 'Marché de Mokolo agrandi', en: 'Marché de Mokolo agrandi' } } });
    expect(renamed.statusCode).toBe(200);
    const after = await page('/admin-dtima/content/news', admin);
    expect(rowTitles(after.body)[0]).toBe('Marché de Mokolo agrandi');
    await server.call({ method: 'PATCH', url: `/api/v1/news/${market.id}`, cookie: admin, payload: { version: renamed.json<{ item: { version: number } }>().item.version, title: { fr: 'Marché de Mokolo', en: 'Marché de Mokolo' } } });
  });

  it('draws the page, sort, filter and search of the address, in the language of the cookie', async () => {
    const response = await page('/admin-dtima/content/news?status=draft&sort=title&q=mokolo', admin, { cookie: `${admin}; commune-lang=en` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<html lang="en" data-commune-ssr>/);
    expect(response.headers['content-language']).toBe('en');
    expect(rowTitles(response.body)).toEqual(['Marché de Mokolo']);
    expect(Object.keys(carried(response.body))).toEqual(['/api/v1/news?status=draft&page=1&pageSize=25&q=mokolo&sort=title']);
    expect(response.body).toContain('News Management');
  });

  it('allows the styles it carries, inline blocks and react-aria’s few style attributes, by their hashes only', async () => {
    const response = await page('/admin-dtima/content/news', admin);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).not.toContain('unsafe-inline');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    for (const match of response.body.matchAll(/<style>([\s\S]*?)<\/style>/g)) expect(policy).toContain(hash(match[1]!));
    const attributes = [...response.body.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]!);
    expect(attributes.length).toBeGreaterThan(0);
    expect(policy).toContain("'unsafe-hashes'");
    for (const value of attributes) expect(policy).toContain(hash(value));
  });

  it('renders every collection screen with its items, and leaves the other staff pages to the browser', async () => {
    const alerts = await page('/admin-dtima/content/alerts', admin);
    expect(alerts.statusCode).toBe(200);
    expect(Object.keys(carried(alerts.body))).toEqual([expect.stringMatching(/^\/api\/v1\/alerts\?status=all&page=1&pageSize=25/)]);
    const dashboard = await page('/admin-dtima', admin);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).not.toContain('data-commune-ssr');
    expect(dashboard.body).not.toContain('shadowrootmode');
  });

  it('sends anyone signed out to the sign-in page, with nothing of the list', async () => {
    const response = await page('/admin-dtima/content/news');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/admin-dtima/login?next=%2Fadmin-dtima%2Fcontent%2Fnews');
    expect(response.body).not.toContain('Mokolo');
  });
});
