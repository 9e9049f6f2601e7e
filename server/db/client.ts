import { existsSync, fsyncSync, mkdirSync, readdirSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
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
  /**
   * The embedded database in a folder only: whether a commit reaches the disk (fsync) before it
   * is acknowledged, and how many fsync calls it has made so far (tests, the bench).
   */
  durability?: { fsync: boolean; syncs(): number };
  /** PostgreSQL only: hears what other servers on the same database change (server/db/changes.ts); ended by `close`. */
  listen?(handlers: ChangeHandlers): ChangeListener;
}

export type DatabaseOptions =
  | { url: string }
  /**
   * `dataDir` undefined: in memory (tests). `fsync: false` (`EMBEDDED_FSYNC=off`) gives PGlite's
   * own behaviour, where an acknowledged commit can be lost in a power cut: throwaway folders only.
   */
  | { dataDir?: string; fsync?: boolean };

/**
 * The embedded database's folder cannot be opened: a file is missing, truncated or garbled
 * (a failed disk, a power cut on a disk that ignores flushes, a copy made while it ran).
 */
export class DatabaseDamagedError extends Error {
  /** The folder (DATA_DIR/pgdata). */
  readonly dir: string;
  /** What PostgreSQL or the check said, in one line. */
  readonly reason: string;
  constructor(dir: string, reason: string) {
    super(`The embedded database in ${dir} is damaged: ${reason}`);
    this.name = 'DatabaseDamagedError';
    this.dir = dir;
    this.reason = reason;
  }
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database, applies pending migrations, and returns it ready. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'url' in options ? openPostgres(options.url) : openPglite(options.dataDir, options.fsync ?? true);
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

/*
 * Durable commits on the embedded database. PGlite starts PostgreSQL with fsync off (`-F`), and
 * its Node filesystem (Emscripten's NODEFS) has no fsync at all: `fdatasync` is a no-op and
 * `fsync` finds no handler. A commit was acknowledged as soon as its WAL record was written to the
 * page cache, and a power cut within the next seconds lost it (strace: no fsync in a whole run,
 * electric-sql/pglite#1065). So: NODEFS's streams get an fsync that really calls fsync(2), and
 * PostgreSQL runs with fsync on and `wal_sync_method = fsync` (fdatasync stays a no-op in
 * Emscripten). PostgreSQL then does what it does on a server: the WAL is flushed before a commit
 * returns, data files and pg_control at each checkpoint, the whole folder after a crash.
 */
class DurableNodeFS extends NodeFS {
  syncs = 0;
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const preRun = [
      ...((emscriptenOpts.preRun ?? []) as unknown[]),
      (mod: { NODEFS?: { stream_ops?: Record<string, unknown> } }) => {
        const streams = mod.NODEFS?.stream_ops;
        // A PGlite whose filesystem changed shape must not run silently without fsync.
        if (!streams || typeof streams.write !== 'function') throw new Error('PGlite’s Node filesystem changed: commits cannot be made durable (server/db/client.ts).');
        streams.fsync = (stream: { nfd: number }) => {
          fsyncSync(stream.nfd);
          this.syncs += 1;
          return 0;
        };
      },
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as typeof emscriptenOpts };
  }
}

/** PGlite's start parameters with fsync on, the WAL flushed with fsync(2). */
const DURABLE_START = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];

/**
 * fsyncs every file and folder under `dir` (children before their folder), several at a time:
 * the files PGlite's initdb wrote, and those written by a version without fsync.
 */
async function syncTree(dir: string): Promise<void> {
  const paths: string[] = [];
  const list = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) await list(join(folder, entry.name));
      else if (entry.isFile()) paths.push(join(folder, entry.name));
    }
    paths.push(folder);
  };
  await list(dir);
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < paths.length) {
        const handle = await open(paths[next++]!, 'r');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
      }
    }),
  );
}

/** The first line of PostgreSQL's log that says why it stopped, without its time stamp. */
function postgresReason(log: string[], error: unknown): string {
  const line = [...log].reverse().find((text) => /\b(PANIC|FATAL):/.test(text)) ?? log.findLast((text) => /\b(ERROR|LOG):/.test(text));
  const reason = line?.replace(/^.*?\b(PANIC|FATAL|ERROR|LOG):\s*/, '') ?? (error as Error).message;
  return reason.split('\n')[0]!.trim();
}

async function openPglite(dataDir: string | undefined, fsync: boolean): Promise<Database> {
  let lock: Awaited<ReturnType<typeof lockFolder>> | undefined;
  let client: PGlite;
  let fs: DurableNodeFS | undefined;
  const pgdata = dataDir ? join(resolve(dataDir), 'pgdata') : undefined;
  if (dataDir && pgdata) {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    // PGlite never checks whether another process has its folder open, and two processes on
    // one folder corrupt it silently: the folder is locked first (server/db/folder-lock.ts).
    lock = await lockFolder(dir);
    // PostgreSQL's log while it starts, for the reason it gives when it cannot.
    const log: string[] = [];
    let starting = true;
    const onLog = (text: string) => {
      if (starting) log.push(text);
      else if (/\b(PANIC|FATAL):/.test(text)) console.error(`Embedded PostgreSQL: ${text.trim()}`);
      return true;
    };
    try {
      // Without PG_VERSION, PGlite takes a folder for a new one and writes a fresh, empty
      // database over what is there: refuse instead.
      const existing = existsSync(pgdata) && readdirSync(pgdata).length > 0;
      if (existing && !existsSync(join(pgdata, 'PG_VERSION'))) throw new DatabaseDamagedError(pgdata, 'the file PG_VERSION is missing.');
      fs = fsync ? new DurableNodeFS(pgdata) : undefined;
      try {
        client = await PGlite.create(fsync ? { fs, startParams: DURABLE_START, onStderr: onLog, onStdout: onLog } : { dataDir: pgdata, onStderr: onLog, onStdout: onLog });
      } catch (error) {
        // A new folder that cannot be created is not a damaged one.
        if (!existing) throw new Error(`PGlite could not create the database in ${pgdata}: ${postgresReason(log, error)}`, { cause: error });
        throw new DatabaseDamagedError(pgdata, postgresReason(log, error));
      }
      try {
        await checkTables(client);
      } catch (error) {
        const reason = (error as Error).message.split('\n')[0]!;
        await client.close().catch(() => undefined);
        throw new DatabaseDamagedError(pgdata, reason);
      }
      starting = false;
      if (fsync) await syncTree(pgdata);
    } catch (error) {
      await lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create();
  }
  takeTurns(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS });
  } catch (error) {
    await client.close().catch(() => undefined);
    await lock?.release();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    location: pgdata ?? 'memory',
    ping: () => ping(db),
    async close() {
      await client.close();
      await lock?.release();
    },
    dumpDataDir: () => client.dumpDataDir('gzip') as Promise<Blob>,
    answerRequests: lock ? (handler) => lock.onRequest(handler) : undefined,
    durability: pgdata ? { fsync, syncs: () => fs?.syncs ?? 0 } : undefined,
  };
}

/**
 * Reads every table once, the system catalogs included: a page that a failed disk garbled fails
 * its checksum here, at start, rather than in a reader's request later.
 */
async function checkTables(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'm', 't') and c.relpersistence = 'p'`,
  );
  // A sequential scan of each, never an index in its place.
  await client.exec('set enable_indexscan = off; set enable_indexonlyscan = off; set enable_bitmapscan = off');
  try {
    for (const { name } of rows) await client.query(`select count(*) from ${name}`);
  } finally {
    await client.exec('reset enable_indexscan; reset enable_indexonlyscan; reset enable_bitmapscan');
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
