import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import { toItem, type ContentCollection } from '../../src/collections';
import { revisions } from '../db/schema';
import type { Tx } from './activity';
import type { ContentRow } from './content';

/*
 * Every content item's earlier states. Each write of an item (an update, a publication, a restore)
 * first keeps the state it replaces, in the write's own transaction: a write that fails leaves no
 * revision, and one that succeeds always leaves one. The last 50 per item are kept.
 */

/** Revisions kept per item: older ones are removed as new ones come. */
export const REVISIONS_KEPT = 50;

export type RevisionRow = typeof revisions.$inferSelect;

/** What the API says of an item besides its fields: not part of a revision's `data`. */
const META = new Set(['id', 'version', 'status', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'pendingDraft']);

/** An item's fields as the API gives them to staff (the English as typed), without its metadata. */
export function revisionData(collection: ContentCollection, row: ContentRow): Record<string, unknown> {
  const item = toItem(collection, row, () => null);
  return Object.fromEntries(Object.entries(item).filter(([key]) => !META.has(key)));
}

/**
 * Keeps `row` (the state a write is replacing) as the item's next revision, and removes those
 * past the last 50. Call it inside the write's transaction, with the item's row locked (the
 * numbering reads the last revision).
 */
export async function keepRevision(tx: Tx, collection: ContentCollection, row: ContentRow): Promise<void> {
  const [last] = await tx
    .select({ revision: revisions.revision })
    .from(revisions)
    .where(and(eq(revisions.collection, collection), eq(revisions.itemId, row.id)))
    .orderBy(desc(revisions.revision))
    .limit(1);
  const revision = (last?.revision ?? 0) + 1;
  await tx.insert(revisions).values({
    collection,
    itemId: row.id,
    revision,
    version: row.version,
    status: row.status,
    data: revisionData(collection, row),
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  });
  if (revision > REVISIONS_KEPT) {
    await tx.delete(revisions).where(and(eq(revisions.collection, collection), eq(revisions.itemId, row.id), lte(revisions.revision, revision - REVISIONS_KEPT)));
  }
}

/** An item's revisions, newest first. */
export function listRevisions(db: Tx, collection: ContentCollection, itemId: number): Promise<RevisionRow[]> {
  return db
    .select()
    .from(revisions)
    .where(and(eq(revisions.collection, collection), eq(revisions.itemId, itemId)))
    .orderBy(desc(revisions.revision));
}

export async function findRevision(db: Tx, collection: ContentCollection, itemId: number, revision: number): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.collection, collection), eq(revisions.itemId, itemId), eq(revisions.revision, revision)))
    .limit(1);
  return row;
}

/** Removes the revisions of items deleted for good. */
export async function deleteRevisions(tx: Tx, collection: ContentCollection, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx.delete(revisions).where(and(eq(revisions.collection, collection), inArray(revisions.itemId, itemIds)));
}

