import { and, asc, desc, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { collections, contentCollections, publishedSummary, type ContentCollection } from '../../src/collections';
import type { PublicationStatus } from '../../src/shared/schema/fields';
import { labelOf } from '../../src/shared/schema/presentation';
import { HttpError } from '../../src/shared/schema/errors';
import { notifyChange } from '../db/changes';
import { contentTables } from '../db/content-tables';
import { logActivity, type Tx } from './activity';
import { notify } from './notifications';
import { keepRevision } from './revisions';

/*
 * The five content collections, one table each with the same content columns. Drizzle types a
 * query on the union of the five tables as the union of their rows, so one implementation serves
 * every collection without casting a table to another's type.
 */

export type ContentTable = (typeof contentTables)[ContentCollection];
export type ContentRow = ContentTable['$inferSelect'];
export type ContentValues = ContentTable['$inferInsert'];

/** `ORDER BY` of each collection's lists (the public site's), from its descriptor. */
function orderOf(collection: ContentCollection): SQL[] {
  const columns = getTableColumns(contentTables[collection]) as Record<string, Parameters<typeof asc>[0]>;
  return collections[collection].order.map(({ field, direction }) => (direction === 'asc' ? asc : desc)(columns[field]!));
}
const ORDER = Object.fromEntries(contentCollections.map((collection) => [collection, orderOf(collection)])) as Record<ContentCollection, SQL[]>;

const activityType = (collection: ContentCollection) => collections[collection].activityType;

/** A collection's items in its order, those in the trash left out: every one, or those of one status. */
export function listContent(db: Tx, collection: ContentCollection, status?: PublicationStatus): Promise<ContentRow[]> {
  const table = contentTables[collection];
  return db
    .select()
    .from(table)
    .where(and(isNull(table.deletedAt), status === undefined ? undefined : eq(table.status, status)))
    .orderBy(...ORDER[collection]);
}

/** An item, unless it is in the trash. */
export async function findContent(db: Tx, collection: ContentCollection, id: number): Promise<ContentRow | undefined> {
  const table = contentTables[collection];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .limit(1);
  return row;
}

/**
 * An item read for a write, in the trash (`trashed`) or not, its row locked until the transaction
 * ends: writes of one item take turns, so each keeps the state the one before left (revisions).
 */
export async function lockContent(tx: Tx, collection: ContentCollection, id: number, trashed = false): Promise<ContentRow | undefined> {
  const table = contentTables[collection];
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, id), trashed ? isNotNull(table.deletedAt) : isNull(table.deletedAt)))
    .limit(1)
    .for('update');
  return row;
}

/** Creates an item by `userId`, with its activity line and, when published, its notification: one transaction. */
export function createContent(db: Tx, collection: ContentCollection, values: ContentValues, userId: number): Promise<ContentRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(contentTables[collection])
      .values({ ...values, createdBy: userId, updatedBy: userId })
      .returning();
    const label = labelOf(created!);
    await logActivity(tx, { userId, action: created!.status === 'published' ? 'publish' : 'create', type: activityType(collection), subject: collection, subjectId: created!.id, label });
    if (created!.status === 'published') await notify(tx, 'content', collection, created!.id, publishedSummary(collection, label));
    await notifyChange(tx, collection);
    return created!;
  });
}

/**
 * Updates an item from `version` (404 when it is gone or in the trash, 409 when someone else
 * changed it first) with what `merge` makes of the stored item, keeping the state it replaces as
 * a revision; with its activity line (`update`, `publish`, `unpublish`, or the `action` given: a
 * revision restored) and, when it becomes published, its notification: one transaction.
 */
export function updateContent(
  db: Tx,
  collection: ContentCollection,
  id: number,
  version: number,
  merge: (current: ContentRow) => Partial<ContentValues>,
  userId: number,
  options: { action?: 'restore' } = {},
): Promise<ContentRow> {
  const table = contentTables[collection];
  return db.transaction(async (tx) => {
    const current = await lockContent(tx, collection, id);
    if (!current) throw new HttpError('not_found');
    if (current.version !== version) throw new HttpError('conflict');
    const changes = merge(current);
    await keepRevision(tx, collection, current);
    const [updated] = await tx
      .update(table)
      .set({ ...changes, version: sql`${table.version} + 1`, updatedAt: new Date(), updatedBy: userId })
      .where(and(eq(table.id, id), eq(table.version, version), isNull(table.deletedAt)))
      .returning();
    if (!updated) throw new HttpError('conflict');
    const label = labelOf(updated);
    const published = current.status !== 'published' && updated.status === 'published';
    const action = options.action ?? (current.status !== updated.status ? (published ? 'publish' : 'unpublish') : 'update');
    await logActivity(tx, { userId, action, type: activityType(collection), subject: collection, subjectId: id, label });
    if (published) await notify(tx, 'content', collection, id, publishedSummary(collection, label));
    await notifyChange(tx, collection);
    return updated;
  });
}

/**
 * Moves an item of `version` to the trash at `at` (404, 409 as for an update): it leaves the public
 * lists and the staff's at once, as it was, until it is restored or purged; with its activity
 * line: one transaction.
 */
export function deleteContent(db: Tx, collection: ContentCollection, id: number, version: number, userId: number, at = new Date()): Promise<void> {
  const table = contentTables[collection];
  return db.transaction(async (tx) => {
    const current = await lockContent(tx, collection, id);
    if (!current) throw new HttpError('not_found');
    const trashed = await tx
      .update(table)
      .set({ deletedAt: at, deletedBy: userId })
      .where(and(eq(table.id, id), eq(table.version, version), isNull(table.deletedAt)))
      .returning({ id: table.id });
    if (trashed.length === 0) throw new HttpError('conflict');
    await logActivity(tx, { userId, action: 'trash', type: activityType(collection), subject: collection, subjectId: id, label: labelOf(current) });
    await notifyChange(tx, collection);
  });
}

/*
 * Pages of a list. A page's `next` names where the following page starts by the last item's
 * place in the collection's order (its order keys, `id` last): a cursor, not an offset, so an item
 * published or deleted meanwhile neither repeats an item on the next page nor skips one. The
 * lists are cut in memory (server/public-lists.ts reads each list whole once per change: the pages
 * of the site show them whole), by the same order as ORDER_BY: the keys are ISO days, times of day
 * and whole numbers, which sort alike in SQL and as JavaScript strings and numbers.
 */

/** An item's place in its collection's order: the values of its order keys. */
export type OrderKey = (string | number)[];

/** The values of `collection`'s order keys for an item (a stored row or an API item). */
export function orderKeyOf(collection: ContentCollection, item: Record<string, unknown>): OrderKey {
  return collections[collection].order.map(({ field }) => item[field] as string | number);
}

/** A cursor as it appears in a `next` link: the order key, as base64url JSON. */
export function encodeCursor(key: OrderKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The order key a cursor names, or undefined when it is not one of `collection`'s. */
export function decodeCursor(collection: ContentCollection, cursor: string): OrderKey | undefined {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const { order } = collections[collection];
  if (!Array.isArray(key) || key.length !== order.length) return undefined;
  const columns = getTableColumns(contentTables[collection]) as Record<string, { dataType: string }>;
  const valid = key.every((value, index) =>
    columns[order[index]!.field]!.dataType === 'number' ? Number.isSafeInteger(value) : typeof value === 'string' && value.length <= 100,
  );
  return valid ? (key as OrderKey) : undefined;
}

/** Compares two places in `collection`'s order: negative when `a` comes first. */
export function compareOrderKeys(collection: ContentCollection, a: OrderKey, b: OrderKey): number {
  const { order } = collections[collection];
  for (let index = 0; index < order.length; index++) {
    const [x, y] = [a[index]!, b[index]!];
    if (x === y) continue;
    const before = x < y ? -1 : 1;
    return order[index]!.direction === 'asc' ? before : -before;
  }
  return 0;
}

/** The index of the first of `items` (in `collection`'s order) that comes after `key`. */
export function indexAfter(collection: ContentCollection, items: readonly Record<string, unknown>[], key: OrderKey): number {
  let [low, high] = [0, items.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareOrderKeys(collection, orderKeyOf(collection, items[middle]!), key) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
