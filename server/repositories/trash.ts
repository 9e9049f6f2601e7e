import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { collections, contentCollections, type ContentCollection } from '../../src/collections';
import { labelOf } from '../../src/shared/schema/presentation';
import { HttpError } from '../../src/shared/schema/errors';
import type { Localized } from '../../src/shared/i18n/catalog';
import { notifyChange } from '../db/changes';
import { contentTables } from '../db/content-tables';
import { logActivity, type Tx } from './activity';
import { lockContent, type ContentRow } from './content';
import { deleteRevisions, keepRevision } from './revisions';

/*
 * The trash: a deleted item keeps its row, marked `deleted_at` and `deleted_by`, out of every
 * list and page, until staff restore it as it was or an administrator deletes it for good. The
 * server purges what has been there for 30 days (server/trash.ts).
 */

/** Days an item stays in the trash before the server deletes it for good. */
export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When an item put in the trash at `deletedAt` is purged. */
export const purgeAtOf = (deletedAt: Date) => new Date(deletedAt.getTime() + TRASH_DAYS * DAY_MS);

export interface TrashedItem {
  collection: ContentCollection;
  id: number;
  title: Localized;
  status: string;
  version: number;
  deletedAt: Date;
  deletedBy: number | null;
}

/** Every collection's items in the trash, the latest deleted first. */
export async function listTrash(db: Tx): Promise<TrashedItem[]> {
  const lists = await Promise.all(
    contentCollections.map(async (collection) => {
      const table = contentTables[collection];
      const rows: ContentRow[] = await db.select().from(table).where(isNotNull(table.deletedAt));
      return rows.map((row): TrashedItem => ({ collection, id: row.id, title: labelOf(row), status: row.status, version: row.version, deletedAt: row.deletedAt!, deletedBy: row.deletedBy }));
    }),
  );
  return lists.flat().sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime() || a.collection.localeCompare(b.collection) || b.id - a.id);
}

/**
 * Brings an item back from the trash as it was (its fields and status), as a new version by
 * `userId`, the state it replaces kept as a revision; 404 when it is not in the trash. With its
 * activity line: one transaction.
 */
export function restoreFromTrash(db: Tx, collection: ContentCollection, id: number, userId: number): Promise<ContentRow> {
  const table = contentTables[collection];
  return db.transaction(async (tx) => {
    const current = await lockContent(tx, collection, id, true);
    if (!current) throw new HttpError('not_found');
    await keepRevision(tx, collection, current);
    const [restored] = await tx
      .update(table)
      .set({ deletedAt: null, deletedBy: null, version: sql`${table.version} + 1`, updatedAt: new Date(), updatedBy: userId })
      .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
      .returning();
    await logActivity(tx, { userId, action: 'restore', type: collections[collection].activityType, subject: collection, subjectId: id, label: labelOf(restored!) });
    await notifyChange(tx, collection);
    return restored!;
  });
}

/** Deletes an item of the trash for good, with its revisions (404 when it is not in the trash); with its activity line: one transaction. */
export function purgeItem(db: Tx, collection: ContentCollection, id: number, userId: number): Promise<void> {
  const table = contentTables[collection];
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(table)
      .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
      .returning();
    if (!deleted) throw new HttpError('not_found');
    await deleteRevisions(tx, collection, [id]);
    await logActivity(tx, { userId, action: 'purge', type: collections[collection].activityType, subject: collection, subjectId: id, label: labelOf(deleted) });
  });
}

/**
 * Deletes for good, with their revisions, the items put in the trash more than 30 days before
 * `now`: one statement per collection in one transaction, which several servers on one
 * PostgreSQL may run at once (a row is deleted by one of them). Returns how many were deleted.
 */
export function purgeExpired(db: Tx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    let purged = 0;
    for (const collection of contentCollections) {
      const table = contentTables[collection];
      const deleted = await tx.delete(table).where(lt(table.deletedAt, before)).returning({ id: table.id });
      await deleteRevisions(tx, collection, deleted.map((row) => row.id));
      purged += deleted.length;
    }
    return purged;
  });
}
