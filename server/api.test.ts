import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSession, SESSION_IDLE_MS, SESSION_MAX_AGE_MS, sweepSessions } from './auth/sessions';
import { sessions } from './db/schema';
import { png } from './testing/png';
import { ADMIN_PASSWORD, drivers, EDITOR_PASSWORD, ORIGIN, startTestServer, type TestServer } from './testing/app';


const article = {
  title: { fr: 'Ouverture du nouveau forage de Mokolo', en: 'New borehole opens in Mokolo' },
  content: { fr: 'Le forage du quartier Mokolo fournit désormais de l’eau potable à 2 000 habitants.', en: 'The Mokolo borehole now supplies drinking water to 2,000 residents.' },
  status: 'published',
};

describe.each(drivers)('the content API on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    admin = await server.login();
    editor = await server.login('editor', EDITOR_PASSWORD);
  });
  afterAll(() => server?.close());

  describe('health and public reads', () => {
    it('answers the health check', async () => {
      const response = await server.call({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('serves the seeded content to anyone, from any origin, with an ETag and short caching', async () => {
      for (const collection of ['news', 'events', 'programs', 'quick-links']) {
        const response = await server.call({ method: 'GET', url: `/api/v1/${collection}`, headers: { origin: 'https://portail-region.example' } });
        expect(response.statusCode, collection).toBe(200);
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
        expect(response.headers.etag).toBeTruthy();
        const { items } = response.json() as { items: { id: number; status: string; version: number; updatedAt: string }[] };
        expect(items.length, collection).toBeGreaterThan(0);
        for (const item of items) {
          expect(item).toMatchObject({ status: 'published', version: expect.any(Number), updatedAt: expect.any(String) });
          expect(item).not.toHaveProperty('createdBy');
        }
      }
      const events = (await server.call({ method: 'GET', url: '/api/v1/events' })).json() as { items: { title: { fr: string } }[] };
      expect(events.items.map((item) => item.title.fr)).toContain('Fête nationale de l’Unité');
    });

    it('answers 304 when the list has not changed', async () => {
      const first = await server.call({ method: 'GET', url: '/api/v1/events' });
      const again = await server.call({ method: 'GET', url: '/api/v1/events', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('compresses a long list when gzip is accepted, and not when it is refused with q=0', async () => {
      const zipped = await server.call({ method: 'GET', url: '/api/v1/events', headers: { 'accept-encoding': 'gzip, br' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      const plain = await server.call({ method: 'GET', url: '/api/v1/events', headers: { 'accept-encoding': 'gzip;q=0' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toHaveProperty('items');
    });

    it('hides drafts from the public and shows them to staff', async () => {
      const draft = await server.call({ method: 'POST', url: '/api/v1/news', cookie: editor, payload: { ...article, title: { fr: 'Brouillon du budget 2026', en: '' }, status: 'draft' } });
      expect(draft.statusCode).toBe(201);
      const publicTitles = ((await server.call({ method: 'GET', url: '/api/v1/news' })).json() as { items: { title: { fr: string } }[] }).items.map((item) => item.title.fr);
      expect(publicTitles).not.toContain('Brouillon du budget 2026');
      const staff = await server.call({ method: 'GET', url: '/api/v1/news?status=all', cookie: editor });
      expect(staff.statusCode).toBe(200);
      expect(staff.headers['access-control-allow-origin']).toBeUndefined();
      const item = (staff.json() as { items: { title: { fr: string }; status: string; createdBy: string }[] }).items.find((entry) => entry.title.fr === 'Brouillon du budget 2026');
      expect(item).toMatchObject({ status: 'draft', createdBy: 'Aïssatou Mohamadou' });
    });

    it('refuses every status to visitors without a session', async () => {
      expect((await server.call({ method: 'GET', url: '/api/v1/news?status=all' })).statusCode).toBe(401);
      expect((await server.call({ method: 'GET', url: '/api/v1/news/1' })).statusCode).toBe(401);
    });

    it('shows the French where the English is empty, on public reads only', async () => {
      const created = await server.call({
        method: 'POST',
        url: '/api/v1/events',
        cookie: editor,
        payload: { title: { fr: 'Journée de salubrité', en: '' }, description: { fr: 'Nettoyage du marché central avec les associations de quartier.', en: '' }, date: '2026-12-05', start: '07:00', end: '11:00', status: 'published' },
      });
      expect(created.statusCode).toBe(201);
      const { item } = created.json() as { item: { id: number; title: { en: string } } };
      expect(item.title.en).toBe('');
      const publicItem = ((await server.call({ method: 'GET', url: '/api/v1/events' })).json() as { items: { id: number; title: { en: string } }[] }).items.find((entry) => entry.id === item.id);
      expect(publicItem?.title.en).toBe('Journée de salubrité');
    });
  });

  describe('sessions', () => {
    it('sets an HttpOnly, SameSite=Strict cookie, knows who is signed in and logs out', async () => {
      const response = await server.call({ method: 'POST', url: '/api/v1/session', payload: { username: 'editor', password: EDITOR_PASSWORD } });
      expect(response.statusCode).toBe(204);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).not.toMatch(/Secure/);
      const session = cookie.split(';')[0]!;
      const me = await server.call({ method: 'GET', url: '/api/v1/session', cookie: session });
      expect(me.json()).toMatchObject({ user: { username: 'editor', displayName: 'Aïssatou Mohamadou', role: 'editor' } });
      expect(me.json().user).not.toHaveProperty('passwordHash');
      expect((await server.call({ method: 'DELETE', url: '/api/v1/session', cookie: session })).statusCode).toBe(204);
      expect((await server.call({ method: 'GET', url: '/api/v1/session', cookie: session })).statusCode).toBe(401);
      expect((await server.call({ method: 'POST', url: '/api/v1/news', cookie: session, payload: article })).statusCode).toBe(401);
    });

    it('marks the cookie Secure behind HTTPS', async () => {
      const response = await server.call({ method: 'POST', url: '/api/v1/session', payload: { username: 'editor', password: EDITOR_PASSWORD }, headers: { 'x-forwarded-proto': 'https' } });
      // Without TRUST_PROXY the header is not believed: the connection itself is plain HTTP.
      expect(String(response.headers['set-cookie'])).not.toMatch(/Secure/);
    });

    it('refuses wrong credentials with 401, in the request’s language', async () => {
      const french = await server.call({ method: 'POST', url: '/api/v1/session', payload: { username: 'admin', password: 'wrong password!' } });
      expect(french.statusCode).toBe(401);
      expect(french.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Identifiant ou mot de passe incorrect.' } });
      const english = await server.call({ method: 'POST', url: '/api/v1/session', lang: 'en', payload: { username: 'nobody', password: 'x' } });
      expect(english.json().error.message).toBe('Incorrect username or password.');
    });

    it('throttles an account after 5 failures in 15 minutes, with Retry-After', async () => {
      await addEditor(server, admin, 'moussa');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await server.call({ method: 'POST', url: '/api/v1/session', payload: { username: 'moussa', password: `wrong ${attempt}` }, remoteAddress: `10.0.0.${attempt + 1}` });
        expect(response.statusCode).toBe(401);
      }
      const blocked = await server.call({ method: 'POST', url: '/api/v1/session', payload: { username: 'moussa', password: EDITOR_PASSWORD }, remoteAddress: '10.0.0.99' });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    });

    it('throttles an address after 5 failures, whatever the accounts tried', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await server.call({ method: 'POST', url: '/api/v1/session', payload: { username: `guess${attempt}`, password: 'x' }, remoteAddress: '192.0.2.7' });
      }
      const blocked = await server.call({ method: 'POST', url: '/api/v1/session', payload: { username: 'editor', password: EDITOR_PASSWORD }, remoteAddress: '192.0.2.7' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeTruthy();
      const elsewhere = await server.call({ method: 'POST', url: '/api/v1/session', payload: { username: 'editor', password: EDITOR_PASSWORD }, remoteAddress: '192.0.2.8' });
      expect(elsewhere.statusCode).toBe(204);
    });

    it('ends a session idle for 8 hours', async () => {
      const cookie = await server.login('editor', EDITOR_PASSWORD);
      const token = cookie.split('=')[1];
      const soon = new Date(Date.now() + SESSION_IDLE_MS - 60_000);
      expect(await findSession(server.database.db, token, soon)).toBeTruthy();
      // Used just now (soon), so its 8 hours start again from there.
      expect(await findSession(server.database.db, token, new Date(soon.getTime() + SESSION_IDLE_MS - 60_000))).toBeTruthy();
      expect(await findSession(server.database.db, token, new Date(soon.getTime() + 2 * SESSION_IDLE_MS))).toBeUndefined();
      expect((await server.call({ method: 'GET', url: '/api/v1/session', cookie })).statusCode).toBe(401);
    });

    it('ends a session 7 days after it began, however often it is used', async () => {
      const cookie = await server.login('editor', EDITOR_PASSWORD);
      const token = cookie.split('=')[1];
      const start = Date.now();
      // Used every 7 hours: never idle for 8, yet it ends 7 days after the sign-in.
      let at = start;
      for (; at + 7 * 60 * 60 * 1000 < start + SESSION_MAX_AGE_MS; at += 7 * 60 * 60 * 1000) {
        expect(await findSession(server.database.db, token, new Date(at)), new Date(at).toISOString()).toBeTruthy();
      }
      expect(await findSession(server.database.db, token, new Date(start + SESSION_MAX_AGE_MS + 60_000))).toBeUndefined();
      expect((await server.call({ method: 'GET', url: '/api/v1/session', cookie })).statusCode).toBe(401);
    });

    it('sweeps sessions idle for 8 hours or begun 7 days ago', async () => {
      const fresh = (await server.login('editor', EDITOR_PASSWORD)).split('=')[1];
      const count = async () => (await server.database.db.select().from(sessions)).length;
      expect(await count()).toBeGreaterThan(0);
      await sweepSessions(server.database.db, new Date(Date.now() + SESSION_MAX_AGE_MS + 60_000));
      expect(await count()).toBe(0);
      expect(await findSession(server.database.db, fresh)).toBeUndefined();
      admin = await server.login();
      editor = await server.login('editor', EDITOR_PASSWORD);
    });

    it('ends the session the browser held before when it signs in again, whoever’s it was', async () => {
      const first = await server.login('editor', EDITOR_PASSWORD);
      const again = await server.call({ method: 'POST', url: '/api/v1/session', cookie: first, payload: { username: 'editor', password: EDITOR_PASSWORD } });
      expect(again.statusCode).toBe(204);
      const second = String(again.headers['set-cookie']).split(';')[0]!;
      expect(second).not.toBe(first);
      expect((await server.call({ method: 'GET', url: '/api/v1/session', cookie: first })).statusCode).toBe(401);
      expect((await server.call({ method: 'GET', url: '/api/v1/session', cookie: second })).statusCode).toBe(200);
      // A session planted in the browser (another account's) ends too when someone signs in there.
      const planted = await server.login();
      const victim = await server.call({ method: 'POST', url: '/api/v1/session', cookie: planted, payload: { username: 'editor', password: EDITOR_PASSWORD } });
      expect(victim.statusCode).toBe(204);
      expect((await server.call({ method: 'GET', url: '/api/v1/session', cookie: planted })).statusCode).toBe(401);
      // A failed sign-in leaves the session as it was.
      const kept = await server.login('editor', EDITOR_PASSWORD);
      expect((await server.call({ method: 'POST', url: '/api/v1/session', cookie: kept, payload: { username: 'editor', password: 'not my password' }, remoteAddress: '198.18.7.1' })).statusCode).toBe(401);
      expect((await server.call({ method: 'GET', url: '/api/v1/session', cookie: kept })).statusCode).toBe(200);
    });
  });

  describe('writes only from the site’s own pages', () => {
    it('refuses a write from another origin, or with no origin at all, and sends no CORS header', async () => {
      for (const headers of [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: ORIGIN, 'sec-fetch-site': 'cross-site' },
        { origin: ORIGIN, 'sec-fetch-site': 'same-site' },
      ]) {
        const response = await server.call({ method: 'POST', url: '/api/v1/news', cookie: admin, payload: article, headers });
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.json().error.code).toBe('cross_origin');
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
      }
      const bare = await server.app.inject({ method: 'POST', url: '/api/v1/news', headers: { host: 'commune.test', cookie: admin }, payload: article });
      expect(bare.statusCode).toBe(403);
      const login = await server.app.inject({ method: 'POST', url: '/api/v1/session', headers: { host: 'commune.test', origin: 'https://evil.example' }, payload: { username: 'admin', password: ADMIN_PASSWORD } });
      expect(login.statusCode).toBe(403);
      expect(login.headers['set-cookie']).toBeUndefined();
    });

    it('accepts a same-origin write that says so with Sec-Fetch-Site only', async () => {
      const response = await server.app.inject({ method: 'POST', url: '/api/v1/news', headers: { host: 'commune.test', cookie: editor, 'sec-fetch-site': 'same-origin' }, payload: article });
      expect(response.statusCode).toBe(201);
    });
  });

  describe('content writes', () => {
    it('creates, updates and deletes a news article, each change visible to the public', async () => {
      const created = await server.call({ method: 'POST', url: '/api/v1/news', cookie: editor, payload: article });
      expect(created.statusCode).toBe(201);
      const { item } = created.json() as { item: { id: number; version: number; date: string; title: { fr: string } } };
      expect(item).toMatchObject({ version: 1, title: article.title, status: 'published', createdBy: 'Aïssatou Mohamadou' });
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const titles = async () => ((await server.call({ method: 'GET', url: '/api/v1/news' })).json() as { items: { title: { fr: string } }[] }).items.map((entry) => entry.title.fr);
      expect(await titles()).toContain(article.title.fr);

      const updated = await server.call({ method: 'PATCH', url: `/api/v1/news/${item.id}`, cookie: admin, payload: { version: 1, title: { fr: 'Le forage de Mokolo est en service', en: 'The Mokolo borehole is working' } } });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().item).toMatchObject({ version: 2, updatedBy: 'Admin', content: article.content });
      expect(await titles()).toContain('Le forage de Mokolo est en service');

      const deleted = await server.call({ method: 'DELETE', url: `/api/v1/news/${item.id}`, cookie: admin, payload: { version: 2 } });
      expect(deleted.statusCode).toBe(204);
      expect(await titles()).not.toContain('Le forage de Mokolo est en service');
      expect((await server.call({ method: 'GET', url: `/api/v1/news/${item.id}`, cookie: admin })).statusCode).toBe(404);
    });

    it('refuses an update made from an old version with 409 and changes nothing', async () => {
      const { item } = (await server.call({ method: 'POST', url: '/api/v1/programs', cookie: editor, payload: { title: { fr: 'Électrification solaire', en: 'Solar lighting' }, description: { fr: 'Lampadaires solaires sur les axes du marché.', en: 'Solar street lights along the market roads.' }, type: 'project', phase: 'planning', status: 'published' } })).json() as { item: { id: number } };
      const first = await server.call({ method: 'PATCH', url: `/api/v1/programs/${item.id}`, cookie: editor, payload: { version: 1, phase: 'active' } });
      expect(first.statusCode).toBe(200);
      const stale = await server.call({ method: 'PATCH', url: `/api/v1/programs/${item.id}`, cookie: admin, payload: { version: 1, phase: 'completed', title: { fr: 'Écrasé', en: 'Overwritten' } } });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.code).toBe('conflict');
      const staleDelete = await server.call({ method: 'DELETE', url: `/api/v1/programs/${item.id}?version=1`, cookie: admin });
      expect(staleDelete.statusCode).toBe(409);
      const current = (await server.call({ method: 'GET', url: `/api/v1/programs/${item.id}`, cookie: admin })).json().item;
      expect(current).toMatchObject({ version: 2, phase: 'active', title: { fr: 'Électrification solaire' } });
    });

    it('answers 400 with a message per field, in French by default and in English on request', async () => {
      const payload = { title: { fr: 'Ab', en: '' }, content: { fr: 'Court', en: '' } };
      const french = await server.call({ method: 'POST', url: '/api/v1/news', cookie: editor, payload });
      expect(french.statusCode).toBe(400);
      expect(french.json()).toEqual({
        error: {
          code: 'validation',
          message: 'Certains champs sont invalides.',
          fields: { 'title.fr': 'Le titre doit contenir au moins 3 caractères.', 'content.fr': 'Le contenu doit contenir au moins 10 caractères.' },
        },
      });
      const english = await server.call({ method: 'POST', url: '/api/v1/news', cookie: editor, lang: 'en', payload });
      expect(english.json().error.fields).toEqual({ 'title.fr': 'Title must be at least 3 characters.', 'content.fr': 'Content must be at least 10 characters.' });
      const event = await server.call({ method: 'POST', url: '/api/v1/events', cookie: editor, lang: 'en', payload: { title: { fr: 'Réunion publique' }, description: { fr: 'Présentation du budget aux habitants.' }, date: '2026-02-30', start: '10:00', end: '09:00' } });
      expect(event.json().error.fields).toMatchObject({ date: 'Date must be a valid date (YYYY-MM-DD).' });
      const backwards = await server.call({ method: 'POST', url: '/api/v1/events', cookie: editor, payload: { title: { fr: 'Réunion publique' }, description: { fr: 'Présentation du budget aux habitants.' }, date: '2026-03-02', start: '10:00', end: '09:00' } });
      expect(backwards.json().error.fields).toEqual({ end: 'L’heure de fin doit suivre l’heure de début.' });
    });

    it('checks the whole item after an update (an end moved before the start)', async () => {
      const events = (await server.call({ method: 'GET', url: '/api/v1/events?status=all', cookie: editor })).json().items as { id: number; version: number }[];
      const target = events[0]!;
      const response = await server.call({ method: 'PATCH', url: `/api/v1/events/${target.id}`, cookie: editor, payload: { version: target.version, end: '00:30' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('end');
    });

    it('refuses malformed JSON, other body types, and too large bodies, changing nothing', async () => {
      const before = (await server.call({ method: 'GET', url: '/api/v1/news?status=all', cookie: editor })).json().items.length;
      const broken = await server.call({ method: 'POST', url: '/api/v1/news', cookie: editor, headers: { 'content-type': 'application/json' }, payload: '{"title": ' });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error.code).toBe('invalid_json');
      const text = await server.call({ method: 'POST', url: '/api/v1/news', cookie: editor, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
      expect(text.statusCode).toBe(415);
      const form = await server.call({ method: 'POST', url: '/api/v1/news', cookie: editor, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'title=x' });
      expect(form.statusCode).toBe(415);
      const huge = await server.call({ method: 'POST', url: '/api/v1/news', cookie: editor, payload: { ...article, content: { fr: 'x'.repeat(300_000), en: '' } } });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().error.code).toBe('too_large');
      expect((await server.call({ method: 'GET', url: '/api/v1/news?status=all', cookie: editor })).json().items.length).toBe(before);
    });

    it('refuses a quick link to another site written as //…, and takes mailto: and tel:', async () => {
      const tile = { label: { fr: 'Impôts', en: 'Taxes' }, description: { fr: 'Payer la taxe communale', en: 'Pay the council tax' }, icon: 'tax', position: 5, status: 'published' };
      for (const href of ['//evil.example/phish', '/\\evil.example', 'http://evil.example', 'javascript:alert(1)']) {
        const refused = await server.call({ method: 'POST', url: '/api/v1/quick-links', cookie: editor, payload: { ...tile, href } });
        expect(refused.statusCode, href).toBe(400);
        expect(refused.json().error.fields, href).toEqual({
          href: 'La cible doit être une page du site (commençant par un seul /), une adresse https://, un courriel (mailto:…) ou un numéro de téléphone (tel:…).',
        });
      }
      const created = await server.call({ method: 'POST', url: '/api/v1/quick-links', cookie: editor, payload: { ...tile, href: 'tel:+237222291452' } });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json().item as { id: number };
      const moved = await server.call({ method: 'PATCH', url: `/api/v1/quick-links/${id}`, cookie: editor, lang: 'en', payload: { version: 1, href: '//evil.example/phish' } });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().error.fields.href).toBe('Target must be a page of the site (starting with a single /), an https:// address, an e-mail (mailto:…) or a phone number (tel:…).');
      const mail = await server.call({ method: 'PATCH', url: `/api/v1/quick-links/${id}`, cookie: editor, payload: { version: 1, href: 'mailto:impots@commune-dtima.cm' } });
      expect(mail.statusCode).toBe(200);
      const hrefs = ((await server.call({ method: 'GET', url: '/api/v1/quick-links' })).json().items as { href: string }[]).map((item) => item.href);
      expect(hrefs).toContain('mailto:impots@commune-dtima.cm');
      expect(hrefs.some((href) => href.startsWith('//'))).toBe(false);
      expect((await server.call({ method: 'DELETE', url: `/api/v1/quick-links/${id}`, cookie: editor, payload: { version: 2 } })).statusCode).toBe(204);
    });

    it('answers 404 for unknown items and unknown API paths, as JSON', async () => {
      expect((await server.call({ method: 'PATCH', url: '/api/v1/news/999999', cookie: editor, payload: { version: 1 } })).statusCode).toBe(404);
      expect((await server.call({ method: 'GET', url: '/api/v1/news/abc', cookie: editor })).statusCode).toBe(404);
      const unknown = await server.call({ method: 'GET', url: '/api/v1/nothing-here' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('not_found');
    });

    it('creates, edits and deletes in every collection', async () => {
      const samples: Record<string, Record<string, unknown>> = {
        events: { title: { fr: 'Concours de labour', en: 'Ploughing contest' }, description: { fr: 'Concours des attelages de bœufs au champ communal.', en: 'Ox-team contest at the council field.' }, location: { fr: 'Champ communal', en: 'Council field' }, date: '2026-06-14', start: '08:00', end: '12:00' },
        programs: { title: { fr: 'Cantines scolaires', en: 'School canteens' }, description: { fr: 'Un repas chaud par jour dans douze écoles.', en: 'One hot meal a day in twelve schools.' }, type: 'agenda' },
        'quick-links': { label: { fr: 'État civil', en: 'Civil registry' }, description: { fr: 'Actes de naissance et de mariage', en: 'Birth and marriage certificates' }, href: '/services/birth-certificate', icon: 'baby', position: 9 },
        'mayor-updates': { title: { fr: 'Visite des chantiers', en: 'Visiting the works' }, content: { fr: 'Le maire a visité les trois chantiers de salles de classe.', en: 'The mayor visited the three classroom building sites.' } },
      };
      for (const [collection, payload] of Object.entries(samples)) {
        const created = await server.call({ method: 'POST', url: `/api/v1/${collection}`, cookie: editor, payload: { ...payload, status: 'draft' } });
        expect(created.statusCode, `${collection}: ${created.body}`).toBe(201);
        const { id } = created.json().item as { id: number };
        const published = await server.call({ method: 'PATCH', url: `/api/v1/${collection}/${id}`, cookie: editor, payload: { version: 1, status: 'published' } });
        expect(published.statusCode, collection).toBe(200);
        const list = (await server.call({ method: 'GET', url: `/api/v1/${collection}` })).json().items as { id: number }[];
        expect(list.map((item) => item.id), collection).toContain(id);
        expect((await server.call({ method: 'DELETE', url: `/api/v1/${collection}/${id}`, cookie: editor, payload: { version: 2 } })).statusCode).toBe(204);
      }
    });
  });

  describe('images', () => {
    it('accepts a PNG recognised by its bytes, stores it under a generated name and serves it with its type', async () => {
      const image = png(3, 2);
      const response = await server.call({ method: 'POST', url: '/api/v1/media', cookie: editor, headers: { 'content-type': 'application/octet-stream' }, payload: image });
      expect(response.statusCode, response.body).toBe(201);
      const uploaded = response.json() as { src: string; width: number; height: number; type: string; size: number };
      expect(uploaded).toMatchObject({ type: 'image/png', width: 3, height: 2, size: image.length });
      expect(uploaded.src).toMatch(/^\/media\/[\w-]{16}\.png$/);
      const served = await server.call({ method: 'GET', url: uploaded.src });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(image)).toBe(true);
    });

    it('refuses what is not an image whatever its name or declared type (415), and more than 2 MB (413)', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const fake = await server.call({ method: 'POST', url: '/api/v1/media', cookie: editor, headers: { 'content-type': 'image/png', 'x-filename': 'photo.png' }, payload: svg });
      expect(fake.statusCode).toBe(415);
      expect(fake.json().error.message).toBe('Ce fichier n’est pas une image PNG, JPEG, WebP ou AVIF.');
      const big = Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024)]);
      const tooBig = await server.call({ method: 'POST', url: '/api/v1/media', cookie: editor, lang: 'en', headers: { 'content-type': 'image/png' }, payload: big });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().error.message).toBe('The image is larger than 2 MB.');
      const anonymous = await server.call({ method: 'POST', url: '/api/v1/media', headers: { 'content-type': 'image/png' }, payload: png() });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('residents’ messages and notifications', () => {
    it('takes a resident’s message, notifies staff and counts it on the dashboard', async () => {
      const before = (await server.call({ method: 'GET', url: '/api/v1/stats', cookie: editor })).json().messages.value as number;
      const response = await server.call({ method: 'POST', url: '/api/v1/messages', payload: { name: 'Hadjara Oumarou', contact: '+237 6 99 12 34 56', message: 'Bonjour, quand ouvre le bureau de l’état civil le samedi ?' }, remoteAddress: '198.51.100.1' });
      expect(response.statusCode).toBe(201);
      const list = (await server.call({ method: 'GET', url: '/api/v1/messages', cookie: editor })).json().items as { id: number; name: string; handledAt: string | null; version: number }[];
      const message = list.find((item) => item.name === 'Hadjara Oumarou')!;
      expect(message).toMatchObject({ handledAt: null, language: 'fr' });
      const bell = (await server.call({ method: 'GET', url: '/api/v1/notifications', cookie: editor })).json() as { unread: number; items: { kind: string; summary: { fr: string } }[] };
      expect(bell.unread).toBeGreaterThan(0);
      expect(bell.items[0]).toMatchObject({ kind: 'message', summary: { fr: 'Nouveau message de Hadjara Oumarou' } });
      expect((await server.call({ method: 'GET', url: '/api/v1/stats', cookie: editor })).json().messages.value).toBe(before + 1);
      const handled = await server.call({ method: 'PATCH', url: `/api/v1/messages/${message.id}`, cookie: editor, payload: { handled: true, version: message.version } });
      expect(handled.json().item).toMatchObject({ handledBy: 'Aïssatou Mohamadou' });
      expect((await server.call({ method: 'POST', url: '/api/v1/notifications/read', cookie: editor })).statusCode).toBe(204);
      expect((await server.call({ method: 'GET', url: '/api/v1/notifications', cookie: editor })).json().unread).toBe(0);
    });

    it('validates the message on the server too, in the resident’s language', async () => {
      const response = await server.call({ method: 'POST', url: '/api/v1/messages', lang: 'en', payload: { name: 'A', contact: 'not reachable', message: 'Hi' }, remoteAddress: '198.51.100.2' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields).sort()).toEqual(['contact', 'message', 'name']);
      expect(response.json().error.fields.contact).toBe('Enter a phone number (at least 8 digits) or a valid email address.');
    });

    it('keeps nothing a robot sends through the honeypot, and limits messages per address', async () => {
      const count = async () => (await server.call({ method: 'GET', url: '/api/v1/messages', cookie: editor })).json().items.length as number;
      const before = await count();
      const robot = await server.call({ method: 'POST', url: '/api/v1/messages', payload: { name: 'Best Offers', contact: 'spam@example.com', message: 'Cheap watches for everyone here', website: 'http://spam.example' }, remoteAddress: '198.51.100.3' });
      expect(robot.statusCode).toBe(201);
      expect(await count()).toBe(before);
      const payload = { name: 'Ibrahim Bouba', contact: 'ibrahim@example.cm', message: 'Une question sur la patente de mon commerce.' };
      const answers: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) answers.push((await server.call({ method: 'POST', url: '/api/v1/messages', payload, remoteAddress: '198.51.100.4' })).statusCode);
      expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    });
  });

  describe('staff accounts and roles', () => {
    it('lets an admin add, reset and disable accounts, and refuses the same to an editor', async () => {
      expect((await server.call({ method: 'GET', url: '/api/v1/users', cookie: editor })).statusCode).toBe(403);
      const created = await addEditor(server, admin, 'fadimatou');
      const cookie = await server.login('fadimatou', EDITOR_PASSWORD);
      const reset = await server.call({ method: 'PATCH', url: `/api/v1/users/${created.id}`, cookie: admin, payload: { version: created.version, password: 'a brand new password' } });
      expect(reset.statusCode).toBe(200);
      expect((await server.call({ method: 'GET', url: '/api/v1/session', cookie })).statusCode).toBe(401);
      const fresh = await server.login('fadimatou', 'a brand new password');
      const disabled = await server.call({ method: 'PATCH', url: `/api/v1/users/${created.id}`, cookie: admin, payload: { version: reset.json().item.version, disabled: true } });
      expect(disabled.json().item.disabled).toBe(true);
      expect((await server.call({ method: 'GET', url: '/api/v1/session', cookie: fresh })).statusCode).toBe(401);
      const login = await server.call({ method: 'POST', url: '/api/v1/session', payload: { username: 'fadimatou', password: 'a brand new password' }, remoteAddress: '203.0.113.9' });
      expect(login.statusCode).toBe(401);
      const duplicate = await server.call({ method: 'POST', url: '/api/v1/users', cookie: admin, payload: { username: 'fadimatou', displayName: 'Autre', password: EDITOR_PASSWORD } });
      expect(duplicate.statusCode).toBe(409);
      const weak = await server.call({ method: 'POST', url: '/api/v1/users', cookie: admin, payload: { username: 'bob', displayName: 'Bob', password: 'short' } });
      expect(weak.json().error.fields.password).toBe('Le mot de passe doit contenir au moins 12 caractères.');
    });

    it('lets a member change their own password, asking for the current one', async () => {
      const user = await addEditor(server, admin, 'djibrilla');
      const cookie = await server.login('djibrilla', EDITOR_PASSWORD);
      const wrong = await server.call({ method: 'POST', url: '/api/v1/session/password', cookie, payload: { currentPassword: 'nope', newPassword: 'another long password' } });
      expect(wrong.statusCode).toBe(403);
      const changed = await server.call({ method: 'POST', url: '/api/v1/session/password', cookie, payload: { currentPassword: EDITOR_PASSWORD, newPassword: 'another long password' } });
      expect(changed.statusCode).toBe(204);
      const fresh = String(changed.headers['set-cookie']).split(';')[0]!;
      expect((await server.call({ method: 'GET', url: '/api/v1/session', cookie: fresh })).json().user.id).toBe(user.id);
      await server.login('djibrilla', 'another long password');
    });

    it('records who did what for the dashboard’s recent activity, and counts its figures', async () => {
      const activity = (await server.call({ method: 'GET', url: '/api/v1/activity', cookie: editor })).json().items as { action: string; user: string; type: string }[];
      expect(activity.length).toBeGreaterThan(0);
      expect(activity.map((entry) => entry.type)).toEqual(expect.arrayContaining(['user', 'content', 'event']));
      expect(activity.find((entry) => entry.action === 'login')?.user).toBeTruthy();
      // An item's English title comes along for an English dashboard; a name stands for both.
      const created = await server.call({
        method: 'POST',
        url: '/api/v1/news',
        cookie: editor,
        payload: { title: { fr: 'Curage des caniveaux', en: 'Gutter clearing' }, content: { fr: 'Les caniveaux du marché seront curés samedi.', en: '' } },
      });
      expect(created.statusCode).toBe(201);
      const latest = (await server.call({ method: 'GET', url: '/api/v1/activity', cookie: editor })).json().items as { label: string; labelEn: string | null; subject: string }[];
      expect(latest[0]).toMatchObject({ subject: 'news', label: 'Curage des caniveaux', labelEn: 'Gutter clearing' });
      expect(latest.find((entry) => entry.subject === 'users')?.labelEn).toBeNull();
      const stats = (await server.call({ method: 'GET', url: '/api/v1/stats', cookie: editor })).json();
      expect(stats.users.value).toBeGreaterThanOrEqual(2);
      expect(stats.content.value).toBeGreaterThan(20);
      expect(stats).toHaveProperty('upcomingEvents.previous');
    });
  });
});

async function addEditor(server: TestServer, admin: string, username: string): Promise<{ id: number; version: number }> {
  const response = await server.call({ method: 'POST', url: '/api/v1/users', cookie: admin, payload: { username, displayName: username, role: 'editor', password: EDITOR_PASSWORD } });
  if (response.statusCode !== 201) throw new Error(`add ${username}: ${response.body}`);
  return response.json().item;
}
