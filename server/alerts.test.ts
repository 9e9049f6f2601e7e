import { existsSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { drivers, startTestServer, type TestServer } from './testing/app';

/*
 * Alerts: `GET /api/v1/alerts` lists only those active now (published, start ≤ now < end), and
 * the pages carry them from the next request — an alert appears at its start and goes at its
 * end with no write and no restart (the public lists' cache knows the time).
 */

const DIST = 'dist';
if (!existsSync(`${DIST}/server/render.js`)) throw new Error('server/alerts.test.ts needs a build: run `npm run build` first.');

const HOUR = 3_600_000;
/** An instant as staff's form sends it: Dtima's clock, with its offset. */
const douala = (ms: number) => `${new Date(ms + HOUR).toISOString().slice(0, 19)}+01:00`;

describe.each(drivers)('alerts (%s)', (driver) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(driver, { distDir: DIST });
    cookie = await server.login();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { host: 'commune.test' } });
  const create = (title: string, fields: Record<string, unknown>) =>
    server.call({
      method: 'POST',
      url: '/api/v1/alerts',
      cookie,
      payload: {
        title: { fr: title, en: `${title} (en)` },
        text: { fr: 'Quittez les berges du mayo et rejoignez l’école du centre.', en: 'Leave the riverbanks and go to the central school.' },
        level: 'urgence',
        status: 'published',
        ...fields,
      },
    });
  const publicTitles = async () => ((await get('/api/v1/alerts')).json() as { items: { title: { fr: string } }[] }).items.map((item) => item.title.fr);

  it('lists only the published alerts active now, to any origin', async () => {
    const now = Date.now();
    const made = await Promise.all([
      create(`Active ${driver}`, { startsAt: douala(now - HOUR), endsAt: douala(now + HOUR) }),
      create(`Future ${driver}`, { startsAt: douala(now + HOUR), endsAt: douala(now + 2 * HOUR) }),
      create(`Past ${driver}`, { startsAt: douala(now - 2 * HOUR), endsAt: douala(now - HOUR) }),
      create(`Draft ${driver}`, { startsAt: douala(now - HOUR), endsAt: douala(now + HOUR), status: 'draft' }),
    ]);
    for (const answer of made) expect(answer.statusCode, answer.body).toBe(201);
    const answer = await get('/api/v1/alerts');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(await publicTitles()).toEqual([`Active ${driver}`]);
    // Staff see them all.
    const staff = await server.call({ method: 'GET', url: '/api/v1/alerts?status=all', cookie });
    expect(staff.body).toContain(`Future ${driver}`);
  });

  it('refuses an end before the start, an unknown level and a link that is neither a page nor https', async () => {
    const now = Date.now();
    const backwards = await create('À l’envers', { startsAt: douala(now), endsAt: douala(now - HOUR) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('La fin doit suivre le début.');
    expect((await create('Niveau', { level: 'rouge', startsAt: douala(now), endsAt: douala(now + HOUR) })).statusCode).toBe(400);
    expect((await create('Lien', { link: 'javascript:alert(1)', startsAt: douala(now), endsAt: douala(now + HOUR) })).statusCode).toBe(400);
    expect((await create('Sans heure', { startsAt: '2026-05-20', endsAt: douala(now + HOUR) })).statusCode).toBe(400);
  });

  it('shows an alert on / from the next request, in both languages, and not after its end', async () => {
    const now = Date.now();
    const title = `Crue du mayo Tsanaga ${driver}`;
    expect((await create(title, { startsAt: douala(now - 60_000), endsAt: douala(now + 2 * HOUR), link: '/contact' })).statusCode).toBe(201);
    const fr = (await get('/')).body;
    expect(fr).toContain(title);
    expect(fr).toContain('role="alert"');
    expect(fr).toContain('Urgence');
    expect(fr.indexOf('<commune-alert')).toBeGreaterThan(fr.indexOf('class="skip-link"'));
    expect(fr.indexOf('<commune-alert')).toBeLessThan(fr.indexOf('<commune-header'));
    const en = (await get('/events?lang=en')).body;
    expect(en).toContain(`${title} (en)`);
    expect(en).toContain('Emergency');

    // Three hours later: gone from the API and the pages, with no write in between.
    vi.useFakeTimers({ toFake: ['Date'], now: now + 3 * HOUR });
    expect(await publicTitles()).not.toContain(title);
    expect((await get('/')).body).not.toContain(title);
  });

  it('shows an alert at its start with no write in between', async () => {
    const now = Date.now();
    const title = `Coupure d’eau ${driver}`;
    expect((await create(title, { level: 'vigilance', startsAt: douala(now + HOUR), endsAt: douala(now + 2 * HOUR) })).statusCode).toBe(201);
    expect((await get('/')).body).not.toContain(title);
    vi.useFakeTimers({ toFake: ['Date'], now: now + HOUR + 60_000 });
    const html = (await get('/')).body;
    expect(html).toContain(title);
    expect(html).toContain('role="status"');
    expect(await publicTitles()).toContain(title);
  });
});
