import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
import * as schema from './schema';

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
  return {
    db,
    kind: 'postgres',
    location: safe.href.replace(/:@/, '@'),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (dataDir) {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    release = lockDirectory(dir);
    try {
      client = await PGlite.create(join(dir, 'pgdata'));
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'pglite',
    location: dataDir ? resolve(dataDir, 'pgdata') : 'memory',
    ping: () => ping(db),
    async close() {
      await client.close();
      release();
    },
    dumpDataDir: () => client.dumpDataDir('gzip') as Promise<Blob>,
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

/** Thrown when another process has the embedded database open. */
export class DatabaseLockedError extends Error {
  readonly pid: number;
  constructor(dir: string, pid: number) {
    super(`The database in ${dir} is open in another process (pid ${pid}). Stop it first, or use another DATA_DIR.`);
    this.name = 'DatabaseLockedError';
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in DATA_DIR's lock file, when a live process holds it. */
export function lockHolder(dir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(resolve(dir), 'server.lock'), 'utf8'));
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite never checks whether another process has its folder open, and two processes on one
 * folder corrupt it silently. So we hold our own lock file, created atomically, with our pid; a
 * lock left by a process that died (SIGKILL, power cut) is taken over.
 */
function lockDirectory(dir: string): () => void {
  const file = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dir);
      if (holder !== undefined) throw new DatabaseLockedError(dir, holder);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}.`);
}
