import { readFileSync } from 'node:fs';
import { getTableColumns, getTableName } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, contentCollections } from '../src/collections';
import { backupTables, createBackup, readBackup, schemaTables } from './db/backup';
import { contentTables } from './db/content-tables';
import { drivers, testDatabase } from './testing/app';

/** What every content table has besides its collection's fields (server/db/schema.ts, contentColumns). */
const META_COLUMNS = ['id', 'status', 'version', 'seedKey', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy', 'publishAt', 'unpublishAt', 'pendingDraft', 'deletedAt', 'deletedBy'];

describe('the content tables (server/db/content-tables.ts, generated)', () => {
  it('are one per collection of src/collections', () => {
    expect(Object.keys(contentTables).sort()).toEqual([...contentCollections].sort());
  });

  it.each(contentCollections)('%s: the table its descriptor names, with a column for each of its fields and no other', (slug) => {
    const table = contentTables[slug];
    expect(getTableName(table)).toBe(collections[slug].table);
    expect(Object.keys(getTableColumns(table)).sort()).toEqual([...META_COLUMNS, ...Object.keys(collections[slug].entries)].sort());
  });
});

describe('a backup', () => {
  // Read from the source, not from the modules backup.ts reads: a table it forgot fails here.
  const declared = ['db/schema.ts', 'db/content-tables.ts'].flatMap((file) =>
    [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/pgTable\(\s*'(\w+)'/g)].map((match) => match[1]),
  );

  it('holds every table schema.ts and content-tables.ts declare', () => {
    expect(declared.length).toBeGreaterThan(0);
    expect([...backupTables()].sort()).toEqual([...declared].sort());
  });

  it('restores parents before children', () => {
    const order = backupTables();
    for (const table of schemaTables()) {
      const { name, foreignKeys } = getTableConfig(table);
      for (const key of foreignKeys) expect(order.indexOf(getTableName(key.reference().foreignTable)), `${name} after its parent`).toBeLessThanOrEqual(order.indexOf(name));
    }
  });

  describe.each(drivers)('on %s', (driver) => {
    let database: Awaited<ReturnType<typeof testDatabase>>;
    beforeAll(async () => {
      database = await testDatabase(driver);
    });
    afterAll(() => database?.drop());

    it('has a list of rows for each table of the database', async () => {
      const backup = readBackup(await createBackup(database.database.db));
      expect(Object.keys(backup.tables).sort()).toEqual([...declared].sort());
    });
  });
});
