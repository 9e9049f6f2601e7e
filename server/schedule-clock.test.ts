import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from './testing/app';

/*
 * Scheduled publishing on the real clock (server/schedule.test.ts moves the server's clock; this
 * one waits): a news item published through the API to appear in 25 seconds and leave 15 seconds
 * later is not on / at first, is on it once its time has come and is gone after its withdrawal —
 * nobody writes anything, nothing restarts. The same on each database, at the same time.
 */

const DIST = 'dist';
if (!existsSync(`${DIST}/server/render.js`)) throw new Error('server/schedule-clock.test.ts needs a build: run `npm run build` first.');

const PUBLISH_IN = 25_000;
const ONLINE_FOR = 15_000;

const servers = new Map<string, TestServer>();
beforeAll(async () => {
  for (const driver of drivers) servers.set(driver, await startTestServer(driver, { distDir: DIST }));
}, 120_000);
afterAll(async () => {
  for (const server of servers.values()) await server.close();
});

/** Publishes an item for ONLINE_FOR from PUBLISH_IN on, and follows / until it has come and gone. */
async function scheduledOn(server: TestServer) {
  const title = `Réunion publique programmée ${Date.now().toString(36)}`;
  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { host: 'commune.test' } });
  const onHome = async () => (await get('/')).body.includes(title);
  const onApi = async () => (await get('/api/v1/news')).body.includes(title);
  /** Asks / every second until `shown` is what it says, or `deadline` passes; the moment it did. */
  const until = async (shown: boolean, deadline: number): Promise<number> => {
    while (Date.now() < deadline) {
      if ((await onHome()) === shown) return Date.now();
      await new Promise((done) => setTimeout(done, 1_000));
    }
    throw new Error(`/ did not ${shown ? 'show' : 'drop'} the scheduled item in time.`);
  };

  const publishAt = Date.now() + PUBLISH_IN;
  const unpublishAt = publishAt + ONLINE_FOR;
  const created = await server.call({
    method: 'POST',
    url: '/api/v1/news',
    cookie: await server.login(),
    payload: {
      title: { fr: title, en: 'Scheduled public meeting' },
      content: { fr: 'La mairie invite les habitants à une réunion publique sur le marché.', en: '' },
      status: 'published',
      publishAt: new Date(publishAt).toISOString(),
      unpublishAt: new Date(unpublishAt).toISOString(),
    },
  });
  expect(created.statusCode).toBe(201);
  expect(await onHome()).toBe(false);
  expect(await onApi()).toBe(false);

  // Within seconds of its time (it is exact here: the server's lists follow its clock).
  const shownAt = await until(true, publishAt + 10_000);
  expect(shownAt).toBeGreaterThanOrEqual(publishAt);
  expect(await onApi()).toBe(true);
  const goneAt = await until(false, unpublishAt + 10_000);
  expect(goneAt).toBeGreaterThanOrEqual(unpublishAt);
  expect(await onApi()).toBe(false);
}

describe('a news item scheduled through the API, on the real clock', () => {
  it(`appears on / at its publishAt and leaves it at its unpublishAt, without anyone acting (${drivers.join(', ')})`, { timeout: 120_000 }, async () => {
    await Promise.all([...servers.values()].map(scheduledOn));
  });
});
