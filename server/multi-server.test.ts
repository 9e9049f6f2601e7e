import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Several servers on one PostgreSQL, as a commune that outgrows one machine runs them behind one
 * proxy (docs/deploy.md): two real server processes (`npm start`'s) on one throwaway database.
 * What staff publish, change or delete through the first is on the pages and in the lists the
 * second serves within a second (PostgreSQL's notifications, server/db/changes.ts), also after the
 * second's listening connection was cut; a session opened on one is good on the other.
 */

const SERVER_URL = process.env.TEST_DATABASE_URL;
const SKIPPED = SERVER_URL ? '' : ' (skipped: TEST_DATABASE_URL is not set; run it through scripts/with-postgres.sh, as npm test does)';
const PASSWORD = 'two servers password';
/** What a reader of the second server may wait at most. */
const WITHIN_MS = 1_000;

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function startServer(databaseUrl: string, dataDir: string): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: '0', DEMO: '0', ADMIN_PASSWORD: PASSWORD },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Commune site:\s+(http:\/\/[\d.:]+)\//.exec(output);
      if (match && output.includes('Ready in')) {
        clearTimeout(timer);
        resolvePromise({ child, url: match[1]!, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it was ready:\n${output}`));
    });
  });
}

function stopServer(running: Running | undefined): Promise<void> {
  const child = running?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

async function admin<T>(work: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const url = new URL(SERVER_URL!);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Polls `check` until it is true; the time it took, or a failure after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 10));
  }
}

describe.skipIf(!SERVER_URL)(`two servers on one PostgreSQL${SKIPPED}`, () => {
  const database = `commune_two_${randomBytes(5).toString('hex')}`;
  let dataDir: string;
  let first: Running | undefined;
  let second: Running | undefined;
  let cookie: string;

  const newsTitles = async (server: Running) => {
    const titles: string[] = [];
    let next: string | null = '/api/v1/news?limit=100';
    while (next) {
      const body = (await (await fetch(new URL(next, server.url))).json()) as { items: { title: { fr: string } }[]; next: string | null };
      titles.push(...body.items.map((item) => item.title.fr));
      next = body.next;
    }
    return titles;
  };
  const home = async (server: Running) => (await fetch(`${server.url}/`)).text();
  const write = (method: string, path: string, body: unknown) =>
    fetch(`${first!.url}${path}`, { method, headers: { 'content-type': 'application/json', origin: first!.url, cookie }, body: JSON.stringify(body) });
  /** Whether the second server shows `title` (or, `shown` false, no longer shows it) on / and in the list. */
  const secondShows = (title: string, shown = true) => async () => {
    const [html, titles] = await Promise.all([home(second!), newsTitles(second!)]);
    return html.includes(title) === shown && titles.includes(title) === shown;
  };

  beforeAll(async () => {
    if (!existsSync('dist/server/render.js')) throw new Error('server/multi-server.test.ts needs a build: run `npm run build` first.');
    await admin((client) => client.query(`CREATE DATABASE ${database}`));
    const url = new URL(SERVER_URL!);
    url.pathname = `/${database}`;
    dataDir = mkdtempSync(join(tmpdir(), 'commune-two-'));
    // The first migrates and seeds; the second finds it done.
    first = await startServer(url.href, dataDir);
    second = await startServer(url.href, dataDir);
    const login = await fetch(`${first.url}/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    if (login.status !== 204) throw new Error(`Sign-in refused: ${login.status} ${await login.text()}`);
    cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  }, 200_000);

  afterAll(async () => {
    await Promise.all([stopServer(first), stopServer(second)]);
    if (SERVER_URL) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('shows on the second server’s / and GET /api/v1/news, within a second, what staff publish, change and delete through the first', async () => {
    const title = `Forage de Mokolo réparé ${randomBytes(3).toString('hex')}`;
    expect(await secondShows(title)()).toBe(false);
    const created = await write('POST', '/api/v1/news', {
      title: { fr: title, en: 'Mokolo borehole repaired' },
      content: { fr: 'Le forage du quartier Mokolo donne de nouveau de l’eau potable.', en: 'The Mokolo borehole supplies drinking water again.' },
      status: 'published',
    });
    expect(created.status).toBe(201);
    const published = await within(WITHIN_MS, secondShows(title));

    const { item } = (await created.json()) as { item: { id: number; version: number } };
    const renamed = `${title} (mis à jour)`;
    const updated = await write('PATCH', `/api/v1/news/${item.id}`, { version: item.version, title: { fr: renamed, en: 'Mokolo borehole repaired (updated)' } });
    expect(updated.status).toBe(200);
    const changed = await within(WITHIN_MS, secondShows(renamed));

    const { item: latest } = (await updated.json()) as { item: { version: number } };
    expect((await write('DELETE', `/api/v1/news/${item.id}`, { version: latest.version })).status).toBe(204);
    const deleted = await within(WITHIN_MS, secondShows(renamed, false));
    console.log(`The second server showed the change after ${Math.round(published)} ms (published), ${Math.round(changed)} ms (changed), ${Math.round(deleted)} ms (deleted).`);
  });

  it('keeps a session opened on one server good on the other', async () => {
    const response = await fetch(`${second!.url}/api/v1/session`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { username: string } }).user.username).toBe('admin');
  });

  it('still shows within a second what was published while its listening connection was cut, and listens again', async () => {
    const cut = await admin(
      (client) => client.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'commune-listener' AND datname = current_database()`),
      database,
    );
    expect(cut.rowCount).toBe(2);
    const title = `Campagne de vaccination ${randomBytes(3).toString('hex')}`;
    const created = await write('POST', '/api/v1/news', {
      title: { fr: title, en: 'Vaccination campaign' },
      content: { fr: 'Les équipes de santé passent dans chaque quartier cette semaine.', en: 'Health teams visit every district this week.' },
      status: 'published',
    });
    expect(created.status).toBe(201);
    await within(WITHIN_MS, secondShows(title));
    // Listening again: the next change arrives as a notification.
    await within(5_000, async () => (await admin((client) => client.query(`SELECT 1 FROM pg_stat_activity WHERE application_name = 'commune-listener' AND datname = current_database()`), database)).rowCount === 2);
    const next = `Marché de nuit ${randomBytes(3).toString('hex')}`;
    const again = await write('POST', '/api/v1/news', { title: { fr: next, en: '' }, content: { fr: 'Le marché reste ouvert jusqu’à 22 heures samedi.', en: '' }, status: 'published' });
    expect(again.status).toBe(201);
    await within(WITHIN_MS, secondShows(next));
  });
});
