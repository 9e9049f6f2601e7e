import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { sweepAttempts } from './auth/limits';
import { verifyPassword } from './auth/passwords';
import { addUser } from './auth/users';
import { rateLimits } from './db/schema';
import { countAttempts } from './repositories/rate-limits';
import { drivers, EDITOR_PASSWORD, HOST, ORIGIN, startTestServer, type TestServer } from './testing/app';

// Every password the server checks goes through verifyPassword: counting its calls counts the
// guesses an attacker got checked, whatever the answers say.
vi.mock('./auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./auth/passwords')>();
  return { ...actual, verifyPassword: vi.fn<typeof actual.verifyPassword>(actual.verifyPassword) };
});
const verified = vi.mocked(verifyPassword);

const statuses = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

describe.each(drivers)('limits under parallel requests on %s', (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    verified.mockClear();
  });

  const signIn = (username: string, password: string, remoteAddress: string) =>
    server.call({ method: 'POST', url: '/api/v1/session', payload: { username, password }, remoteAddress });

  it('checks at most 5 of 200 guesses sent at once for one account, and refuses the right password after them', async () => {
    await addUser(server.database.db, { username: 'amadou', displayName: 'Amadou Bello', role: 'editor', password: EDITOR_PASSWORD });
    // Each guess from its own address: only the account's limit stands in the way.
    const guesses = Array.from({ length: 199 }, (_, index) => `wrong guess ${index}`);
    const responses = await Promise.all(
      [...guesses, EDITOR_PASSWORD].map((password, index) => signIn('amadou', password, `10.1.${Math.floor(index / 250)}.${(index % 250) + 1}`)),
    );
    const counts = statuses(responses);
    expect(verified.mock.calls.length, JSON.stringify(counts)).toBeLessThanOrEqual(5);
    expect(200 - (counts[429] ?? 0), JSON.stringify(counts)).toBeLessThanOrEqual(5);
    // The right password came after the limit: refused like the rest, without a session.
    expect(responses[199]!.statusCode).toBe(429);
    expect(responses[199]!.headers['set-cookie']).toBeUndefined();
    expect(responses.filter((response) => response.statusCode === 204)).toHaveLength(0);
    expect(Number(responses[199]!.headers['retry-after'])).toBeGreaterThan(800);
    // And it stays refused for the rest of the 15 minutes, even alone.
    expect((await signIn('amadou', EDITOR_PASSWORD, '10.9.9.9')).statusCode).toBe(429);
  });

  it('answers 429 to 300 sign-ins with unknown usernames sent at once from one address, after 5', async () => {
    const responses = await Promise.all(Array.from({ length: 300 }, (_, index) => signIn(`inconnu${index}`, 'any password at all', '203.0.113.50')));
    const counts = statuses(responses);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(5);
    expect(counts[429], JSON.stringify(counts)).toBeGreaterThanOrEqual(295);
    expect(Object.keys(counts).sort(), JSON.stringify(counts)).toEqual(['401', '429']);
    expect(verified.mock.calls.length).toBeLessThanOrEqual(5);
    // The same address is refused for an existing account too; another address is not.
    expect((await signIn('editor', EDITOR_PASSWORD, '203.0.113.50')).statusCode).toBe(429);
    expect((await signIn('editor', EDITOR_PASSWORD, '203.0.113.51')).statusCode).toBe(204);
  });

  it('counts an unknown username as an account of its own', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push((await signIn('personne', 'some password', `198.18.0.${attempt + 1}`)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    // Usernames are keyed as the server looks them up: case and spaces do not give more tries.
    expect((await signIn('  PERSONNE ', 'some password', '198.18.0.20')).statusCode).toBe(429);
  });

  it('does not count successful sign-ins against the address (staff behind one office router)', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) expect((await signIn('editor', EDITOR_PASSWORD, '192.0.2.200')).statusCode).toBe(204);
    expect((await signIn('editor', 'a wrong password', '192.0.2.200')).statusCode).toBe(401);
  });

  it('checks at most 5 current passwords of 50 password changes sent at once', async () => {
    await addUser(server.database.db, { username: 'hamidou', displayName: 'Hamidou Saïdou', role: 'editor', password: EDITOR_PASSWORD });
    const cookie = await server.login('hamidou', EDITOR_PASSWORD);
    verified.mockClear();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        server.call({ method: 'POST', url: '/api/v1/session/password', cookie, payload: { currentPassword: `not it ${index}`, newPassword: 'a brand new passphrase 7' } }),
      ),
    );
    const counts = statuses(responses);
    expect(verified.mock.calls.length, JSON.stringify(counts)).toBeLessThanOrEqual(5);
    expect(counts[429], JSON.stringify(counts)).toBeGreaterThanOrEqual(45);
    // The right current password is refused too until the window ends.
    const right = await server.call({ method: 'POST', url: '/api/v1/session/password', cookie, payload: { currentPassword: EDITOR_PASSWORD, newPassword: 'a brand new passphrase 7' } });
    expect(right.statusCode).toBe(429);
  });

  it('keeps 5 of 40 residents’ messages sent at once from one address, and answers 429 to the rest', async () => {
    const count = async () => (await server.call({ method: 'GET', url: '/api/v1/messages', cookie: await server.login() })).json().items.length as number;
    const before = await count();
    const payload = { name: 'Oumarou Bakari', contact: '+237 6 77 00 11 22', message: 'Le lampadaire de la rue du marché est en panne.' };
    const responses = await Promise.all(Array.from({ length: 40 }, () => server.call({ method: 'POST', url: '/api/v1/messages', payload, remoteAddress: '198.51.100.77' })));
    expect(statuses(responses)).toEqual({ 201: 5, 429: 35 });
    expect(await count()).toBe(before + 5);
  });

  it('shares the counts between servers on one database', async () => {
    // A second server on the same database, as a commune with two machines behind one proxy runs it.
    const other = await buildApp({ database: server.database });
    await other.app.ready();
    try {
      const viaOther = (password: string, remoteAddress: string) =>
        other.app.inject({ method: 'POST', url: '/api/v1/session', headers: { host: HOST, origin: ORIGIN }, payload: { username: 'partage', password }, remoteAddress });
      const answers = [];
      for (let attempt = 0; attempt < 3; attempt += 1) answers.push((await signIn('partage', 'wrong', `198.18.1.${attempt + 1}`)).statusCode);
      for (let attempt = 0; attempt < 3; attempt += 1) answers.push((await viaOther('wrong', `198.18.2.${attempt + 1}`)).statusCode);
      expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await other.app.close();
    }
  });

  it('starts a window again once it has ended, and sweeps the ended ones', async () => {
    const attempt = { bucket: 'test:window', key: 'k', windowMs: 15 * 60_000 };
    const start = new Date('2030-01-01T08:00:00Z');
    const hits = [];
    for (let minute = 0; minute < 6; minute += 1) hits.push((await countAttempts(server.database.db, [attempt], new Date(start.getTime() + minute * 60_000)))[0]);
    expect(hits.map((row) => row!.hits)).toEqual([1, 2, 3, 4, 5, 6]);
    // The window ends 15 minutes after its first attempt, whatever came later.
    expect(hits[5]!.retryAfter).toBe(10 * 60);
    const [late] = await countAttempts(server.database.db, [attempt], new Date(start.getTime() + 15 * 60_000 + 1));
    expect(late).toMatchObject({ hits: 1, retryAfter: 15 * 60 });
    await sweepAttempts(server.database.db, new Date(start.getTime() + 2 * 60 * 60_000));
    const left = await server.database.db.select().from(rateLimits);
    expect(left.filter((row) => row.bucket === 'test:window')).toEqual([]);
  });
});
