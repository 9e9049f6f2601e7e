import { afterAll, describe, expect, it } from 'vitest';
import { siteUrl, staffSession } from './support/browser';

/*
 * Scheduled publishing against the real server, on the real clock: a news item published through
 * the API to appear in 25 seconds and leave 15 seconds later is not on / at first, is on it once
 * its time has come and is gone after its withdrawal — nobody writes anything, nothing restarts.
 */

const origin = new URL(siteUrl()).origin;
const TITLE = `Réunion publique programmée ${Date.now().toString(36)}`;
const PUBLISH_IN = 25_000;
const ONLINE_FOR = 15_000;

async function api(method: string, path: string, body?: unknown) {
  return fetch(new URL(path, origin), {
    method,
    headers: { origin, cookie: `commune_session=${await staffSession()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** Whether the home page, as the server writes it, shows the item. */
const onHome = async () => (await (await fetch(new URL('/', origin))).text()).includes(TITLE);

/** Polls `/` every two seconds until `shown` is what it says, or `deadline` passes; the moment it did. */
async function until(shown: boolean, deadline: number): Promise<number> {
  while (Date.now() < deadline) {
    if ((await onHome()) === shown) return Date.now();
    await new Promise((done) => setTimeout(done, 2_000));
  }
  throw new Error(`/ did not ${shown ? 'show' : 'drop'} the scheduled item in time.`);
}

afterAll(async () => {
  const { items } = (await (await api('GET', '/api/v1/news?status=all')).json()) as { items: { id: number; version: number; title: { fr: string } }[] };
  for (const item of items.filter((news) => news.title.fr === TITLE)) await api('DELETE', `/api/v1/news/${item.id}`, { version: item.version });
});

describe('a news item scheduled through the API', () => {
  it('appears on / at its publishAt and leaves it at its unpublishAt, without anyone acting', { timeout: 240_000 }, async () => {
    const publishAt = Date.now() + PUBLISH_IN;
    const unpublishAt = publishAt + ONLINE_FOR;
    const created = await api('POST', '/api/v1/news', {
      title: { fr: TITLE, en: 'Scheduled public meeting' },
      content: { fr: 'La mairie invite les habitants à une réunion publique sur le marché.', en: '' },
      status: 'published',
      publishAt: new Date(publishAt).toISOString(),
      unpublishAt: new Date(unpublishAt).toISOString(),
    });
    expect(created.status).toBe(201);
    expect(await onHome()).toBe(false);
    expect((await (await fetch(new URL('/api/v1/news', origin))).text()).includes(TITLE)).toBe(false);

    // Within a minute of its time (it is exact here: the server's lists follow its clock).
    const shownAt = await until(true, publishAt + 60_000);
    expect(shownAt).toBeGreaterThanOrEqual(publishAt);
    const goneAt = await until(false, unpublishAt + 60_000);
    expect(goneAt).toBeGreaterThanOrEqual(unpublishAt);
    expect((await (await fetch(new URL('/api/v1/news', origin))).text()).includes(TITLE)).toBe(false);
  });
});
