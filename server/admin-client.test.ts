import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/runtime/api';
import { createAdminClient } from '../src/admin/client';
import { createMockApi, MOCK_ACCOUNTS } from '../src/testing/mock-server';
import type { Lang } from '../src/shared/lang';
import { ADMIN_PASSWORD, EDITOR_PASSWORD, HOST, ORIGIN, startTestServer, type TestServer } from './testing/app';
import { png } from './testing/png';

/*
 * The contract between the admin's mock API (src/testing/mock-server.ts, for stories and
 * browser tests) and this server: one scripted session of the admin client runs against both,
 * every request and answer is recorded, and the two transcripts must be the same — statuses,
 * error codes, messages and fields, and the whole bodies once timestamps and generated names
 * are set aside.
 */

/** What one request gave: the request line, the status, the body with what varies set aside. */
interface Exchange {
  request: string;
  status: number;
  body: unknown;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function normalize(value: unknown): unknown {
  if (typeof value === 'string') {
    if (TIMESTAMP.test(value)) return '<timestamp>';
    return value.replace(/\/media\/[\w-]{16}\./, '/media/<name>.').replace(/^[\w-]{16}\.(png|jpg|webp|avif)$/, '<name>.$1');
  }
  if (Array.isArray(value)) return value.map(normalize);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normalize(inner)]));
  return value;
}

/** `fetch` that records each exchange into `transcript`. */
function recording(backend: typeof fetch, transcript: Exchange[]): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await backend(input, init);
    const text = await response.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: compared as text.
    }
    transcript.push({ request: `${init?.method ?? 'GET'} ${url.pathname}${url.search}`, status: response.status, body: normalize(body) });
    return response;
  }) as typeof fetch;
}

/** The real server behind `fetch`, with a browser's cookie jar and the site's own Origin. */
function injectFetch(server: TestServer): typeof fetch {
  let cookie: string | undefined;
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await server.app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), host: HOST, origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const pair = line.split(';')[0]!;
      cookie = /Max-Age=0/i.test(line) || pair.endsWith('=') ? undefined : pair;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  }) as typeof fetch;
}


/** The refusal a call ends with, or undefined when it succeeds. */
async function refusal(call: Promise<unknown>): Promise<ApiError | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

const article = {
  title: { fr: 'Ouverture du nouveau forage de Mokolo', en: 'New borehole opens in Mokolo' },
  content: { fr: 'Le forage du quartier Mokolo fournit désormais de l’eau potable à 2 000 habitants.', en: 'The Mokolo borehole now supplies drinking water to 2,000 residents.' },
};

/**
 * One staff session, written with the admin client, checking what a screen relies on. Its
 * expectations hold on both backends; the transcripts are then compared.
 */
async function scenario(): Promise<void> {
  let lang: Lang = 'fr';
  const client = createAdminClient({ origin: ORIGIN, lang: () => lang });
  const news = client.collection('news');

  // Signed out, a wrong and an empty login, then in.
  expect((await refusal(client.session.get()))?.code).toBe('unauthenticated');
  expect((await refusal(news.list()))?.status).toBe(401);
  expect((await refusal(client.session.login({ username: '', password: '' })))?.fields).toEqual({ username: 'L’identifiant est obligatoire.', password: 'Le mot de passe est obligatoire.' });
  lang = 'en';
  expect((await refusal(client.session.login({ username: 'admin', password: 'not the password' })))?.message).toBe('Incorrect username or password.');
  lang = 'fr';
  await client.session.login({ username: 'admin', password: ADMIN_PASSWORD });
  expect(await client.session.get()).toMatchObject({ username: 'admin', role: 'admin' });

  // Every collection, drafts included, and the public list.
  for (const name of ['news', 'events', 'programs', 'quick-links', 'mayor-updates'] as const) {
    expect((await client.collection(name).list()).length, name).toBeGreaterThan(0);
  }
  await news.list({ status: 'published' });
  await news.list({ status: 'draft' });

  // Create, a lost race, reload, update, delete.
  const invalid = { title: { fr: 'Ab', en: '' }, content: { fr: 'Court', en: '' } };
  expect((await refusal(news.create(invalid)))?.fields['title.fr']).toBe('Le titre doit contenir au moins 3 caractères.');
  lang = 'en';
  expect((await refusal(news.create(invalid)))?.fields['title.fr']).toBe('Title must be at least 3 characters.');
  lang = 'fr';
  const draft = await news.create({ ...article, status: 'draft' });
  expect(draft).toMatchObject({ version: 1, status: 'draft', createdBy: 'Admin' });
  const published = await news.update(draft.id, { version: 1, status: 'published' });
  expect(published.version).toBe(2);
  const lost = await refusal(news.update(draft.id, { version: 1, title: { fr: 'Écrasé', en: 'Overwritten' } }));
  expect(lost).toMatchObject({ status: 409, code: 'conflict' });
  const reloaded = await news.get(draft.id);
  const edited = await news.update(draft.id, { version: reloaded.version, title: { fr: 'Le forage de Mokolo est en service', en: '' } });
  expect(edited).toMatchObject({ version: 3, title: { fr: 'Le forage de Mokolo est en service', en: '' }, updatedBy: 'Admin' });
  expect((await refusal(news.remove(draft.id, 2)))?.code).toBe('conflict');
  await news.remove(draft.id, 3);
  expect((await refusal(news.get(draft.id)))?.code).toBe('not_found');
  expect((await refusal(news.update(999_999, { version: 1 })))?.status).toBe(404);
  // What the database cannot store, and a version past an integer column: 400 naming the field.
  expect((await refusal(news.create({ ...article, title: { fr: 'Forage\u0000', en: '' } })))?.fields).toEqual({ 'title.fr': 'Le titre contient un caractère non autorisé.' });
  expect((await refusal(news.remove(draft.id, 2_147_483_648)))?.fields).toEqual({ version: 'La version doit être un nombre entier de 1 à 2\u202f147\u202f483\u202f647.' });
  // A submission sent again with its Idempotency-Key: the first answer, one item; the key on another request, 422.
  const key = '6f1c2a4e-9b7d-4c3e-8a21-0d5e7f9b1c42';
  const once = await news.create({ ...article, status: 'draft' }, { idempotencyKey: key });
  expect(await news.create({ ...article, status: 'draft' }, { idempotencyKey: key })).toEqual(once);
  expect((await refusal(news.update(once.id, { version: 1 }, { idempotencyKey: key })))?.code).toBe('idempotency_key_reused');
  expect(await refusal(news.create({ ...article, status: 'draft' }, { idempotencyKey: 'pas une cle' }))).toMatchObject({ status: 400, code: 'idempotency_key_invalid' });
  await news.remove(once.id, 1);

  // The other collections: cross-field checks, defaults.
  const events = client.collection('events');
  const meeting = { title: { fr: 'Réunion publique', en: '' }, description: { fr: 'Présentation du budget aux habitants.', en: '' }, date: '2099-03-02', start: '10:00', end: '09:00' };
  expect((await refusal(events.create(meeting)))?.fields).toEqual({ end: 'L’heure de fin doit suivre l’heure de début.' });
  const event = await events.create({ ...meeting, end: '12:00', status: 'published' });
  expect((await refusal(events.update(event.id, { version: event.version, end: '00:30' })))?.fields).toHaveProperty('end');
  const program = await client.collection('programs').create({ title: { fr: 'Cantines scolaires', en: 'School canteens' }, description: { fr: 'Un repas chaud par jour dans douze écoles.', en: '' }, type: 'agenda' });
  expect(program).toMatchObject({ phase: 'planning', status: 'draft', image: null, link: null });
  await client.collection('quick-links').create({ label: { fr: 'État civil', en: '' }, description: { fr: 'Actes de naissance', en: '' }, href: '/services/birth-certificate', icon: 'baby', status: 'published' });
  await client.collection('mayor-updates').create({ title: { fr: 'Visite des chantiers', en: '' }, content: { fr: 'Le maire a visité les trois chantiers de salles de classe.', en: '' }, status: 'published' });

  // A resident writes (the help sheet, not the admin client); staff handle it.
  const write = (body: unknown, language: Lang) =>
    fetch(`${ORIGIN}/api/v1/messages`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Language': language, Accept: 'application/json' }, body: JSON.stringify(body) });
  expect((await write({ name: 'A', contact: 'not reachable', message: 'Hi' }, 'en')).status).toBe(400);
  expect((await write({ name: 'Hadjara Oumarou', contact: '+237 6 99 12 34 56', message: 'Bonjour, quand ouvre le bureau de l’état civil le samedi ?' }, 'fr')).status).toBe(201);
  expect((await write({ name: 'Best Offers', contact: 'spam@example.com', message: 'Cheap watches for everyone here', website: 'http://spam.example' }, 'en')).status).toBe(201);
  const [message] = await client.messages.list();
  expect(message).toMatchObject({ name: 'Hadjara Oumarou', handledAt: null, language: 'fr', version: 1 });
  const handled = await client.messages.setHandled(message!.id, true, 1);
  expect(handled).toMatchObject({ handledBy: 'Admin', version: 2 });
  expect((await refusal(client.messages.setHandled(message!.id, false, 1)))?.code).toBe('conflict');
  // A deletion names its version, a number: `true` deletes nothing.
  expect((await refusal(client.messages.remove(message!.id, true as unknown as number)))?.fields).toEqual({ version: 'La version doit être un nombre entier de 1 à 2\u202f147\u202f483\u202f647.' });
  expect(await client.messages.get(message!.id)).toMatchObject({ version: 2 });

  // The bell, the figures.
  const bell = await client.notifications.list();
  expect(bell.unread).toBe(5);
  expect(bell.items[0]).toMatchObject({ kind: 'message', summary: { fr: 'Nouveau message de Hadjara Oumarou' } });
  await client.notifications.markAllRead();
  expect((await client.notifications.list()).unread).toBe(0);
  const stats = await client.stats();
  expect(stats.messages).toEqual({ value: 1, previous: 0 });
  await client.messages.remove(message!.id, 2);

  // Staff accounts.
  expect((await client.users.list()).map((user) => user.username)).toEqual(['admin', 'editor']);
  expect((await refusal(client.users.add({ username: 'bob', displayName: 'Bob', password: 'short' })))?.fields).toEqual({ password: 'Le mot de passe doit contenir au moins 12 caractères.' });
  const added = await client.users.add({ username: 'Fadimatou', displayName: 'Fadimatou Hamadou', password: EDITOR_PASSWORD });
  expect(added).toMatchObject({ username: 'fadimatou', role: 'editor', version: 1, lastLoginAt: null });
  expect(await refusal(client.users.add({ username: 'fadimatou', displayName: 'Autre', password: EDITOR_PASSWORD }))).toMatchObject({ status: 409, code: 'username_taken', fields: { username: 'Cet identifiant est déjà utilisé.' } });
  lang = 'en';
  expect((await refusal(client.users.update(added.id, { version: 2_147_483_648, displayName: 'Fadimatou H.' })))?.fields).toEqual({ version: 'The version must be a whole number from 1 to 2,147,483,647.' });
  lang = 'fr';
  const renamed = await client.users.update(added.id, { version: 1, displayName: 'Fadimatou H.' });
  expect((await refusal(client.users.update(added.id, { version: 1, role: 'admin' })))?.code).toBe('conflict');
  const reset = await client.users.update(added.id, { version: renamed.version, password: 'a brand new password' });
  await client.users.update(added.id, { version: reset.version, disabled: true });
  const me = await client.session.get();
  expect((await refusal(client.users.update(me.id, { version: me.version, role: 'editor' })))?.code).toBe('forbidden');

  // One's own password.
  expect((await refusal(client.session.changePassword({ currentPassword: 'nope', newPassword: 'another long password' })))?.fields).toEqual({ currentPassword: 'Le mot de passe actuel est incorrect.' });
  expect((await refusal(client.session.changePassword({ currentPassword: ADMIN_PASSWORD, newPassword: 'short' })))?.fields).toHaveProperty('newPassword');
  await client.session.changePassword({ currentPassword: ADMIN_PASSWORD, newPassword: 'another long password' });
  expect((await client.session.get()).username).toBe('admin');

  // Images.
  const image = await client.uploadImage(new Blob([new Uint8Array(png(3, 2))], { type: 'image/png' }));
  expect(image).toMatchObject({ type: 'image/png', width: 3, height: 2 });
  expect(image.src).toMatch(/^\/media\/[\w-]{16}\.png$/);
  expect((await refusal(client.uploadImage(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }))))?.code).toBe('unsupported_image');
  expect((await refusal(client.uploadImage(new Blob(['hello'], { type: 'text/plain' }))))?.status).toBe(415);

  // What happened, then an editor's view, then out.
  const activity = await client.activity();
  expect(activity[0]).toMatchObject({ action: 'upload', type: 'content', subject: 'media', user: 'Admin' });
  await client.stats();
  await client.session.logout();
  await client.session.login({ username: 'editor', password: EDITOR_PASSWORD });
  expect((await refusal(client.users.list()))?.code).toBe('forbidden');
  await client.stats();
  await client.session.logout();
  expect((await refusal(client.stats()))?.status).toBe(401);
}

describe('the admin mock API against the server', () => {
  let server: TestServer;
  const transcripts: { server: Exchange[]; mock: Exchange[] } = { server: [], mock: [] };

  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server?.close());
  afterEach(() => vi.unstubAllGlobals());

  it('uses the same accounts as the test server', () => {
    expect([MOCK_ACCOUNTS.admin.password, MOCK_ACCOUNTS.editor.password]).toEqual([ADMIN_PASSWORD, EDITOR_PASSWORD]);
  });

  it('runs the admin client’s scenario on the real server', async () => {
    vi.stubGlobal('fetch', recording(injectFetch(server), transcripts.server));
    await scenario();
    expect(transcripts.server.at(-1)).toMatchObject({ request: 'GET /api/v1/stats', status: 401 });
  });

  it('runs the same scenario on the mock', async () => {
    vi.stubGlobal('fetch', recording(createMockApi({ signedIn: false }).fetch, transcripts.mock));
    await scenario();
    expect(transcripts.mock.at(-1)).toMatchObject({ request: 'GET /api/v1/stats', status: 401 });
  });

  it('gives the same answers on both, request by request', () => {
    expect(transcripts.server.length).toBeGreaterThan(60);
    expect(transcripts.mock.map((exchange) => exchange.request)).toEqual(transcripts.server.map((exchange) => exchange.request));
    transcripts.server.forEach((expected, index) => {
      expect(transcripts.mock[index], `#${index} ${expected.request}`).toEqual(expected);
    });
  });
});
