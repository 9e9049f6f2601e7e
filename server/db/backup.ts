import { gunzipSync, gzipSync } from 'node:zlib';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgSerial, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import * as contentSchema from './content-tables';
import * as schema from './schema';

/*
 * A backup is every table as JSON, read in one transaction (a consistent snapshot), gzipped.
 * PostgreSQL itself turns rows into JSON and back (`json_agg`, `json_populate_recordset`), so
 * the same code works on PGlite and a server, and types survive (timestamps, jsonb, bytea).
 */

export const BACKUP_FORMAT = 'commune-backup';

/** Every table schema.ts and content-tables.ts declare (and drizzle-kit migrates). */
export function schemaTables(): PgTable[] {
  return ([...Object.values(schema), ...Object.values(contentSchema)] as unknown[]).filter((value): value is PgTable => is(value, PgTable));
}

/**
 * The tables of a backup: every one of the schema, parents before children (by their foreign
 * keys), so a restore inserts in this order and deletes in the reverse.
 */
export function backupTables(tables: readonly PgTable[] = schemaTables()): string[] {
  const ordered: PgTable[] = [];
  const visit = (table: PgTable) => {
    if (ordered.includes(table)) return;
    for (const key of getTableConfig(table).foreignKeys) {
      const parent = key.reference().foreignTable;
      if (parent !== table) visit(parent);
    }
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered.map((table) => getTableConfig(table).name);
}

const TABLES = backupTables();

/** Tables whose `id` is a serial: their sequence continues after the restored rows. */
const SERIAL = schemaTables()
  .filter((table) => getTableConfig(table).columns.some((column) => column.name === 'id' && is(column, PgSerial)))
  .map((table) => getTableConfig(table).name);

export interface Backup {
  format: typeof BACKUP_FORMAT;
  /** Migrations applied when it was taken: a backup restores into the same schema. */
  migrations: number;
  createdAt: string;
  tables: Record<string, unknown[]>;
}

type Rows<T> = { rows: T[] };

async function migrationCount(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as unknown as Rows<{ count: number }>;
  return Number(result.rows[0]?.count ?? 0);
}

/** Every table, in one repeatable-read transaction, as a gzipped JSON document. */
export async function createBackup(db: Db): Promise<Buffer> {
  return gzipSync(JSON.stringify(await backupDocument(db)));
}

/** Every table, in one repeatable-read transaction: the document `createBackup` writes. */
export async function backupDocument(db: Db): Promise<Backup> {
  return db.transaction(
    async (tx) => {
      const tables: Record<string, unknown[]> = {};
      for (const table of TABLES) {
        const result = (await tx.execute(sql.raw(`select coalesce(json_agg(t), '[]'::json) as rows from "${table}" t`))) as unknown as Rows<{ rows: unknown[] | string }>;
        const rows = result.rows[0]?.rows ?? [];
        tables[table] = typeof rows === 'string' ? (JSON.parse(rows) as unknown[]) : rows;
      }
      return { format: BACKUP_FORMAT, migrations: await migrationCount(tx as unknown as Db), createdAt: new Date().toISOString(), tables } satisfies Backup;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** What a backup holds, without restoring it. */
export function readBackup(data: Buffer): Backup {
  let parsed: unknown;
  try {
    parsed = JSON.parse(gunzipSync(data).toString('utf8'));
  } catch {
    throw new BackupError('This file is not a backup of the commune server (not gzipped JSON).');
  }
  const backup = parsed as Partial<Backup>;
  if (backup.format !== BACKUP_FORMAT || typeof backup.tables !== 'object' || backup.tables === null) {
    throw new BackupError('This file is not a backup of the commune server.');
  }
  return backup as Backup;
}

/**
 * Replaces everything in the database with the backup, in one transaction: either all of it is
 * restored, or nothing changes. Returns the number of rows per table.
 */
export async function restoreBackup(db: Db, data: Buffer): Promise<Record<string, number>> {
  const backup = readBackup(data);
  const current = await migrationCount(db);
  if (backup.migrations !== current) {
    throw new BackupError(`The backup was taken with ${backup.migrations} migrations applied and this database has ${current}: restore it with the version of the server that took it.`);
  }
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const table of [...TABLES].reverse()) await tx.execute(sql.raw(`delete from "${table}"`));
    for (const table of TABLES) {
      const rows = backup.tables[table] ?? [];
      counts[table] = rows.length;
      if (rows.length === 0) continue;
      await tx.execute(sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`);
    }
    for (const table of SERIAL) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`));
    }
  });
  return counts;
}
