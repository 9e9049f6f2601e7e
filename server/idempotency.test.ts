import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from './db/schema';
import { deleteExpiredKeys } from './repositories/idempotency';
import { buildApp } from './app';
import { drivers, EDITOR_PASSWORD, HOST, ORIGIN, startTestServer, type TestServer } from './testing/app';

const article = (title: string) => ({
  title: { fr: title, en: '' },
  content: { fr: 'Le forage du quartier Mokolo fournit désormais de l’eau potable à 2 000 habitants.', en: '' },
  status: 'draft',
});

describe.each(drivers)('Idempotency-Key on staff writes, on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    admin = await server.login();
    editor = await server.login('editor', EDITOR_PASSWORD);
  });
  afterAll(() => server?.close());

  const create = (title: string, key: string | undefined, cookie = admin, lang?: 'fr' | 'en') =>
    server.call({ method: 'POST', url: '/api/v1/news', cookie, lang, payload: article(title), headers: key === undefined ? {} : { 'idempotency-key': key } });

  const countTitled = async (title: string) => {
    const { items } = (await server.call({ method: 'GET', url: '/api/v1/news?status=all', cookie: admin })).json() as { items: { title: { fr: string } }[] };
    return items.filter((item) => item.title.fr === title).length;
  };

  const age = (key: string, hours: number) =>
    server.database.db.execute(sql`update ${idempotencyKeys} set created_at = now() - ${hours} * interval '1 hour' where ${idempotencyKeys.key} = ${key}`);

  it('answers a repeated creation with the first answer, without creating a second item', async () => {
    const key = randomUUID();
    const first = await create('Forage de Mokolo : une fois', key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create('Forage de Mokolo : une fois', key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countTitled('Forage de Mokolo : une fois')).toBe(1);
  });

  it('replays a change and a deletion too, not running them again (no 409 for the version already used)', async () => {
    const created = (await create('Marché de Dtima : horaires', undefined)).json() as { item: { id: number; version: number } };
    const { id, version } = created.item;
    const key = randomUUID();
    const patch = () =>
      server.call({ method: 'PATCH', url: `/api/v1/news/${id}`, cookie: admin, payload: { title: { fr: 'Marché de Dtima : nouveaux horaires', en: '' }, version }, headers: { 'idempotency-key': key } });
    const changed = await patch();
    expect(changed.statusCode).toBe(200);
    const repeated = await patch();
    expect(repeated.statusCode).toBe(200);
    expect(repeated.headers['idempotent-replayed']).toBe('true');
    expect(repeated.json()).toEqual(changed.json());
    expect((changed.json() as { item: { version: number } }).item.version).toBe(version + 1);

    const deletion = randomUUID();
    const remove = () => server.call({ method: 'DELETE', url: `/api/v1/news/${id}`, cookie: admin, payload: { version: version + 1 }, headers: { 'idempotency-key': deletion } });
    expect((await remove()).statusCode).toBe(204);
    const removedAgain = await remove();
    expect(removedAgain.statusCode).toBe(204);
    expect(removedAgain.headers['idempotent-replayed']).toBe('true');
    expect(removedAgain.body).toBe('');
  });

  it('refuses a key used for another request with 422, in both languages', async () => {
    const key = randomUUID();
    expect((await create('Journée de salubrité', key)).statusCode).toBe(201);
    const other = await server.call({ method: 'POST', url: '/api/v1/events', cookie: admin, payload: {}, headers: { 'idempotency-key': key } });
    // Refused by its schema first: the key is looked at only once a request may run.
    expect(other.statusCode).toBe(400);
    const reused = await server.call({ method: 'PATCH', url: '/api/v1/news/1', cookie: admin, payload: { version: 1 }, headers: { 'idempotency-key': key } });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ error: { code: 'idempotency_key_reused', message: 'Cette clé d’idempotence a déjà servi pour une autre requête.' } });
    const english = await create('Journée de salubrité', key, admin, 'en');
    expect(english.headers['idempotent-replayed']).toBe('true');
    const englishRefusal = await server.call({ method: 'PATCH', url: '/api/v1/news/1', cookie: admin, lang: 'en', payload: { version: 1 }, headers: { 'idempotency-key': key } });
    expect(englishRefusal.statusCode).toBe(422);
    expect((englishRefusal.json() as { error: { message: string } }).error.message).toBe('This idempotency key was already used for another request.');
    expect(await countTitled('Journée de salubrité')).toBe(1);
  });

  it('runs only one of several requests sent at once with the same key', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => create('Campagne de vaccination', key)));
    const ran = answers.filter((answer) => answer.statusCode === 201 && answer.headers['idempotent-replayed'] === undefined);
    expect(ran).toHaveLength(1);
    // The others were told to try again, or (once the first had answered) given its answer.
    const others = answers.filter((answer) => answer !== ran[0]).map((answer) => ({
      status: answer.statusCode,
      code: answer.statusCode === 409 ? (answer.json() as { error: { code: string } }).error.code : undefined,
      retryAfter: answer.headers['retry-after'],
      replayed: answer.headers['idempotent-replayed'],
    }));
    for (const other of others) {
      expect([
        { status: 409, code: 'idempotency_in_progress', retryAfter: '1', replayed: undefined },
        { status: 201, code: undefined, retryAfter: undefined, replayed: 'true' },
      ]).toContainEqual(other);
    }
    expect(await countTitled('Campagne de vaccination')).toBe(1);
    // Once the first has answered, a retry gets its answer.
    const later = await create('Campagne de vaccination', key);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.json()).toEqual(ran[0]!.json());
  });

  it('holds across servers on one database: of two requests sent at once with one key, one to each server, one runs', async () => {
    // A second server of its own (its own memory, the same database), as behind a proxy.
    const second = await buildApp({ database: server.database });
    await second.app.ready();
    try {
      const key = randomUUID();
      const [first, other] = await Promise.all([
        create('Deux serveurs, un article', key),
        second.app.inject({
          method: 'POST',
          url: '/api/v1/news',
          headers: { host: HOST, origin: ORIGIN, cookie: admin, 'idempotency-key': key },
          payload: article('Deux serveurs, un article'),
        }),
      ]);
      expect([first.statusCode, other.statusCode]).toContain(201);
      expect(await countTitled('Deux serveurs, un article')).toBe(1);
      const again = await second.app.inject({ method: 'POST', url: '/api/v1/news', headers: { host: HOST, origin: ORIGIN, cookie: admin, 'idempotency-key': key }, payload: article('Deux serveurs, un article') });
      expect(again.headers['idempotent-replayed']).toBe('true');
    } finally {
      await second.app.close();
    }
  });

  it('keeps keys per staff member, and creates twice without a key', async () => {
    const key = randomUUID();
    expect((await create('Réunion du conseil', key)).statusCode).toBe(201);
    const byEditor = await create('Réunion du conseil', key, editor);
    expect(byEditor.statusCode).toBe(201);
    expect(byEditor.headers['idempotent-replayed']).toBeUndefined();
    await create('Réunion du conseil', undefined);
    expect(await countTitled('Réunion du conseil')).toBe(3);
  });

  it('refuses a key that is too long or has odd characters, creating nothing', async () => {
    for (const key of ['k'.repeat(201), 'clé avec espaces', 'a/b', '']) {
      const answer = await create('Clé refusée', key);
      expect(answer.statusCode, JSON.stringify(key)).toBe(400);
      expect((answer.json() as { error: { code: string } }).error.code).toBe('idempotency_key_invalid');
    }
    expect((await create('Clé acceptée', 'k'.repeat(200))).statusCode).toBe(201);
    expect(await countTitled('Clé refusée')).toBe(0);
  });

  it('forgets a key after 24 hours: the same request runs again, and old keys are deleted', async () => {
    const key = randomUUID();
    expect((await create('Fête de la musique', key)).statusCode).toBe(201);
    await age(key, 23);
    expect((await create('Fête de la musique', key)).headers['idempotent-replayed']).toBe('true');
    await age(key, 25);
    const after = await create('Fête de la musique', key);
    expect(after.statusCode).toBe(201);
    expect(after.headers['idempotent-replayed']).toBeUndefined();
    expect(await countTitled('Fête de la musique')).toBe(2);

    const old = randomUUID();
    expect((await create('Vieille clé', old)).statusCode).toBe(201);
    await age(old, 25);
    expect(await deleteExpiredKeys(server.database.db)).toBeGreaterThanOrEqual(1);
    const left = await server.database.db.execute(sql`select count(*)::int as n from ${idempotencyKeys} where ${idempotencyKeys.key} = ${old}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('frees a key whose request the server failed (5xx) and one abandoned mid-way', async () => {
    const key = randomUUID();
    // A reservation left by a server that stopped: running, three minutes old.
    await server.database.db.execute(
      sql`insert into ${idempotencyKeys} (user_id, key, request, status_code, created_at) values (1, ${key}, 'POST /api/v1/news', 0, now() - interval '3 minutes')`,
    );
    const answer = await create('Reprise après panne', key);
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['idempotent-replayed']).toBeUndefined();
  });
});
