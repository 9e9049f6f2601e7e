import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { events as bundledEvents } from '../content/events';
import { flashNews } from '../content/flash-news';
import { serviceTiles } from '../content/services';
import { ApiError } from '../runtime/api';
import type { Lang } from '../runtime/store';
import { createAdminClient, isConflict, isSignedOut } from './client';
import { createMockApi, installMockApi, MOCK_ACCOUNTS, type MockApi } from '../testing/mock-server';

const article = {
  title: { fr: 'Journée de salubrité au marché', en: 'Market clean-up day' },
  content: { fr: 'Samedi, habitants et commerçants nettoient ensemble le marché central.', en: 'On Saturday, residents and traders clean the central market together.' },
};

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

let api: MockApi;
let uninstall: () => void;
let lang: Lang;
const client = createAdminClient({ lang: () => lang });

beforeEach(() => {
  lang = 'fr';
  api = createMockApi({ now: () => new Date('2025-06-01T09:00:00Z') });
  uninstall = installMockApi(api);
});
afterEach(() => uninstall());

describe('the admin client on the mock API', () => {
  it('creates, loses a race (409), reloads, updates and deletes an article', async () => {
    const news = client.collection('news');
    const created = await news.create({ ...article, status: 'published' });
    expect(created).toMatchObject({ version: 1, status: 'published', date: '2025-06-01', createdBy: 'Admin', amount: null, image: null });
    expect((await news.list()).map((item) => item.id)).toContain(created.id);

    // Someone else saves first.
    await news.update(created.id, { version: 1, title: { fr: 'Le marché sera fermé samedi matin', en: '' } });
    const lost = await refusal(news.update(created.id, { version: 1, title: { fr: 'Mon titre', en: '' } }));
    expect(isConflict(lost)).toBe(true);
    expect(lost).toMatchObject({ status: 409, code: 'conflict', message: 'Cet élément a été modifié entre-temps par quelqu’un d’autre. Rechargez-le avant de recommencer.' });

    const reloaded = await news.get(created.id);
    expect(reloaded).toMatchObject({ version: 2, title: { fr: 'Le marché sera fermé samedi matin' } });
    const saved = await news.update(created.id, { version: reloaded.version, title: { fr: 'Mon titre', en: 'My title' } });
    expect(saved).toMatchObject({ version: 3, title: { fr: 'Mon titre', en: 'My title' }, content: article.content });

    expect(isConflict(await refusal(news.remove(created.id, 2)))).toBe(true);
    await news.remove(created.id, 3);
    expect((await news.list()).map((item) => item.id)).not.toContain(created.id);
    expect((await refusal(news.get(created.id))).status).toBe(404);
  });

  it('gives the server’s validation messages, in French and in English', async () => {
    const short = { title: { fr: 'Ab', en: '' }, content: { fr: 'Court', en: '' } };
    const french = await refusal(client.collection('news').create(short));
    expect(french).toMatchObject({ status: 400, code: 'validation', message: 'Certains champs sont invalides.' });
    expect(french.fields).toEqual({ 'title.fr': 'Le titre doit contenir au moins 3 caractères.', 'content.fr': 'Le contenu doit contenir au moins 10 caractères.' });
    lang = 'en';
    const english = await refusal(client.collection('news').create(short));
    expect(english.message).toBe('Some fields are invalid.');
    expect(english.fields).toEqual({ 'title.fr': 'Title must be at least 3 characters.', 'content.fr': 'Content must be at least 10 characters.' });
    const backwards = await refusal(client.collection('events').create({ ...short, title: { fr: 'Réunion publique', en: '' }, description: { fr: 'Présentation du budget.', en: '' }, date: '2025-07-01', start: '10:00', end: '09:00' }));
    expect(backwards.fields).toEqual({ end: 'End time must be after start time.' });
  });

  it('starts with the seeded content, drafts and public lists apart', async () => {
    expect(await client.collection('news').list()).toHaveLength(flashNews.length);
    expect(await client.collection('events').list()).toHaveLength(bundledEvents.length);
    const links = await client.collection('quick-links').list();
    expect(links.map((link) => link.href)).toEqual(serviceTiles.map((tile) => tile.path));
    await client.collection('programs').create({ title: { fr: 'Cantines scolaires', en: '' }, description: { fr: 'Un repas chaud par jour dans douze écoles.', en: '' }, type: 'agenda' });
    expect(await client.collection('programs').list({ status: 'draft' })).toHaveLength(1);
    const published = await client.collection('programs').list({ status: 'published' });
    expect(published.every((item) => item.status === 'published' && !('createdBy' in item))).toBe(true);
  });

  it('answers 401 once signed out, and signs in again', async () => {
    await client.session.logout();
    const refused = await refusal(client.collection('events').list());
    expect(isSignedOut(refused)).toBe(true);
    expect(refused.message).toBe('Connectez-vous pour continuer.');
    expect((await refusal(client.session.login({ username: 'admin', password: 'wrong password' }))).code).toBe('invalid_credentials');
    await client.session.login({ username: 'editor', password: MOCK_ACCOUNTS.editor.password });
    expect(await client.session.get()).toMatchObject({ username: 'editor', role: 'editor', displayName: 'Aïssatou Mohamadou' });
    expect((await refusal(client.users.list())).code).toBe('forbidden');
  });

  it('notifies staff of publications and messages; reading the bell clears it', async () => {
    expect(await client.notifications.list()).toEqual({ unread: 0, items: [] });
    await client.collection('events').create({ title: { fr: 'Fête du mil', en: 'Millet festival' }, description: { fr: 'Dégustations et danses au marché.', en: '' }, date: '2025-11-08', start: '09:00', end: '17:00', status: 'published' });
    const resident = await fetch('/api/v1/messages', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Moussa Bouba', contact: 'moussa@example.cm', message: 'Quand passe le camion de ramassage ?' }) });
    expect(resident.status).toBe(201);
    const bell = await client.notifications.list();
    expect(bell.unread).toBe(2);
    expect(bell.items.map((item) => item.summary.fr)).toEqual(['Nouveau message de Moussa Bouba', 'Événement publié\u00a0: Fête du mil']);
    await client.notifications.markAllRead();
    expect((await client.notifications.list()).unread).toBe(0);

    const [message] = await client.messages.list();
    const handled = await client.messages.setHandled(message!.id, true, message!.version);
    expect(handled).toMatchObject({ handledBy: 'Admin', handledAt: '2025-06-01T09:00:00.000Z', version: 2 });
    expect(isConflict(await refusal(client.messages.setHandled(message!.id, false, 1)))).toBe(true);
  });

  it('computes the dashboard’s figures and the recent activity from its state', async () => {
    const before = await client.stats();
    expect(before.users).toEqual({ value: 2, previous: 0 });
    expect(before.content.value).toBeGreaterThan(20);
    await client.collection('news').create({ ...article, status: 'published' });
    expect((await client.stats()).content.value).toBe(before.content.value + 1);
    const [latest] = await client.activity();
    expect(latest).toMatchObject({ user: 'Admin', action: 'publish', type: 'content', subject: 'news', label: article.title.fr });
  });

  it('uploads an image as its bytes and refuses what is not one', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 40, 0, 0, 0, 30, 8, 2, 0, 0, 0]);
    const image = await client.uploadImage(new Blob([png], { type: 'image/png' }));
    expect(image).toMatchObject({ type: 'image/png', width: 40, height: 30, size: png.length });
    expect(image.src).toMatch(/^\/media\/[\w-]{16}\.png$/);
    const svg = await refusal(client.uploadImage(new Blob(['<svg/>'], { type: 'image/svg+xml' })));
    expect(svg).toMatchObject({ status: 415, code: 'unsupported_image', message: 'Ce fichier n’est pas une image PNG, JPEG, WebP ou AVIF.' });
  });

  it('fails on demand: a status with the server’s body, or the network', async () => {
    api.failNext(503);
    expect(await refusal(client.stats())).toMatchObject({ status: 503, code: 'unavailable', message: 'La base de données ne répond pas.' });
    api.failNext('network');
    expect(await refusal(client.stats())).toMatchObject({ status: 0, code: 'network' });
    expect((await client.stats()).users.value).toBe(2);
    expect(api.requests.at(-1)).toBe('GET /api/v1/stats');
  });

  it('leaves requests other than the API to the real fetch, and uninstalls', async () => {
    uninstall();
    const original = globalThis.fetch;
    const seen: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      seen.push(String(input));
      return new Response('<svg/>', { status: 200 });
    }) as typeof fetch;
    try {
      const remove = installMockApi(api);
      await fetch(`${location.origin}/images/news/market.svg`);
      expect((await refusal(createAdminClient({ origin: 'https://elsewhere.example' }).stats())).code).toBe('not_json');
      await client.stats();
      expect(seen).toEqual([`${location.origin}/images/news/market.svg`, 'https://elsewhere.example/api/v1/stats']);
      expect(api.requests).toEqual(['GET /api/v1/stats']);
      remove();
      await fetch('/api/v1/stats');
      expect(api.requests).toHaveLength(1);
    } finally {
      globalThis.fetch = original;
      uninstall = installMockApi(api);
    }
  });

  it('starts over on reset', async () => {
    await client.collection('news').create({ ...article, status: 'draft' });
    await client.session.logout();
    api.reset();
    expect(await client.collection('news').list()).toHaveLength(flashNews.length);
  });
});
