import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type App, type AppOptions } from '../app';
import { openDatabase, type Database } from '../db/client';
import { seed } from '../db/seed';
import { addUser, ensureAdmin } from '../auth/users';

/** The databases every server suite runs on: PGlite always, PostgreSQL when one is given. */
export const drivers: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const ADMIN_PASSWORD = 'correct horse battery';
export const EDITOR_PASSWORD = 'editor password 42';
export const HOST = 'commune.test';
export const ORIGIN = `http://${HOST}`;

/**
 * A database of its own: PGlite in memory, or a fresh database on the PostgreSQL server of
 * TEST_DATABASE_URL (dropped at the end), so test files never see each other's rows.
 */
export async function testDatabase(driver: 'pglite' | 'postgres'): Promise<{ database: Database; drop(): Promise<void> }> {
  if (driver === 'pglite') {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `commune_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.href });
  return {
    database,
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestServer extends App {
  database: Database;
  /** A request from the site's own pages (Origin set), with the cookie when given. */
  call(options: InjectOptions & { cookie?: string; lang?: 'fr' | 'en' }): Promise<LightMyRequestResponse>;
  /** Signs in and returns the cookie to send back. */
  login(username?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** The API on a seeded database with an `admin` and an `editor` account. */
export async function startTestServer(driver: 'pglite' | 'postgres', options: { distDir?: string; logger?: AppOptions['logger']; publicOrigin?: string; now?: AppOptions['now']; renderShare?: number } = {}): Promise<TestServer> {
  const { database, drop } = await testDatabase(driver);
  await seed(database.db);
  await ensureAdmin(database.db, ADMIN_PASSWORD);
  await addUser(database.db, { username: 'editor', displayName: 'Aïssatou Mohamadou', role: 'editor', password: EDITOR_PASSWORD });
  const built = await buildApp({ database, distDir: options.distDir, logger: options.logger, publicOrigin: options.publicOrigin, now: options.now, renderShare: options.renderShare });
  await built.app.ready();

  const call: TestServer['call'] = ({ cookie, lang, headers, ...rest }) =>
    built.app.inject({
      ...rest,
      headers: {
        host: HOST,
        origin: ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(lang ? { 'accept-language': lang } : {}),
        ...headers,
      },
    });

  return {
    ...built,
    database,
    call,
    async login(username = 'admin', password = ADMIN_PASSWORD) {
      const response = await call({ method: 'POST', url: '/api/v1/session', payload: { username, password } });
      if (response.statusCode !== 204) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
      return String(response.headers['set-cookie']).split(';')[0]!;
    },
    async close() {
      await built.app.close();
      await drop();
    },
  };
}
