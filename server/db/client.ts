import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { listenForChanges, type ChangeHandlers, type ChangeListener } from './changes';
import { lockFolder, type LockRequestHandler } from './folder-lock';
import { takeTurns } from './turns';
import * as schema from './schema';

export { FolderLockedError as DatabaseLockedError, folderHolder } from './folder-lock';

/** The query layer, the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** `pglite` (embedded, in a folder or in memory) or `postgres` (a server). */
  kind: 'pglite' | 'postgres';
  /** Where the data is, for people: the folder, or the server without its password. */
  location: string;
  /** True once the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The embedded database only: its whole folder as a tarball (a consistent snapshot). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * The embedded database in a folder only: answers other processes' requests on the folder's
   * lock socket (`npm run backup` asks the running server for a backup there).
   */
  answerRequests?(handler: LockRequestHandler): void;
  /** PostgreSQL only: hears what other servers on the same database change (server/db/changes.ts); ended by `close`. */
  listen?(handlers: ChangeHandlers): ChangeListener;
}

export type DatabaseOptions =
  | { url: string }
  /** `dataDir` undefined: in memory (tests). */
  | { dataDir?: string };

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database, applies pending migrations, and returns it ready. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'url' in options ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error(`PostgreSQL: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Several servers may start together on one database: one migrates, the others wait.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7301)');
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('SELECT pg_advisory_unlock(7301)').catch(() => undefined);
    client.release();
  }
  const safe = new URL(url);
  safe.password = '';
  const listeners = new Set<ChangeListener>();
  return {
    db,
    kind: 'postgres',
    location: safe.href.replace(/:@/, '@'),
    ping: () => ping(db),
    async close() {
      await Promise.all([...listeners].map((listener) => listener.close()));
      await pool.end();
    },
    listen(handlers) {
      const listener = listenForChanges(url, handlers);
      listeners.add(listener);
      return {
        async close() {
          listeners.delete(listener);
          await listener.close();
        },
      };
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let lock: Awaited<ReturnType<typeof lockFolder>> | undefined;
  let client: PGlite;
  if (dataDir) {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    // PGlite never checks whether another process has its folder open, and two processes on
    // one folder corrupt it silently: the folder is locked first (server/db/folder-lock.ts).
    lock = await lockFolder(dir);
    try {
      client = await PGlite.create(join(dir, 'pgdata'));
    } catch (error) {
      await lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create();
  }
  takeTurns(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'pglite',
    location: dataDir ? resolve(dataDir, 'pgdata') : 'memory',
    ping: () => ping(db),
    async close() {
      await client.close();
      await lock?.release();
    },
    dumpDataDir: () => client.dumpDataDir('gzip') as Promise<Blob>,
    answerRequests: lock ? (handler) => lock.onRequest(handler) : undefined,
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
