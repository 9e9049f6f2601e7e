import type { Localized } from '../shared/i18n/catalog';
import { withEnglish } from '../shared/schema/presentation';
import type { CollectionDescriptor, OrderKey } from './define';
import { collections } from './registry';

/*
 * Every content collection, by slug (`registry.ts`, generated from the files of this folder), and
 * what the server, the admin and the tests read from them. Adding one is `npm run new-collection
 * <slug>`: its descriptor, its table (server/db/content-tables.ts, generated) and a migration.
 */

export { collections };

export type ContentCollection = keyof typeof collections;
export const contentCollections = Object.keys(collections) as ContentCollection[];

/** The descriptor of a collection, or undefined for any other subject (`messages`, `users`…). */
export function collectionOf(subject: string): CollectionDescriptor<ContentCollection> | undefined {
  return Object.hasOwn(collections, subject) ? (collections[subject as ContentCollection] as unknown as CollectionDescriptor<ContentCollection>) : undefined;
}

/** Create and update schemas per collection, by slug. */
export const contentSchemas = Object.fromEntries(contentCollections.map((slug) => [slug, collections[slug].schemas])) as {
  [C in ContentCollection]: (typeof collections)[C]['schemas'];
};

/** « Actualité publiée : … », the notification of an item published. */
export function publishedSummary(collection: ContentCollection, label: Localized): Localized {
  const { published } = collections[collection].labels;
  return { fr: `${published.fr}\u00a0: ${label.fr}`, en: `${published.en}: ${label.en}` };
}

/** Sorts stored items or API items as the collection's lists are ordered (the server's ORDER BY, in memory). */
export function compareInOrder<T extends object>(order: readonly OrderKey[]) {
  return (a: T, b: T): number => {
    for (const { field, direction } of order) {
      const [x, y] = [(a as Record<string, unknown>)[field], (b as Record<string, unknown>)[field]];
      const difference = typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''));
      if (difference !== 0) return direction === 'asc' ? difference : -difference;
    }
    return 0;
  };
}

/** A stored item, on the server (dates) or in the admin's mock (ISO strings), with who created and changed it by account id. */
export interface StoredItem {
  id: number;
  status: string;
  version: number;
  createdAt: Date | string;
  updatedAt: Date | string;
  createdBy: number | null;
  updatedBy: number | null;
  [field: string]: unknown;
}

const isoOf = (at: Date | string) => (typeof at === 'string' ? at : at.toISOString());
/** A scheduling instant: an ISO text, or null when unset. */
const optionalIso = (at: unknown) => (at instanceof Date ? at.toISOString() : typeof at === 'string' && at !== '' ? new Date(at).toISOString() : null);

/**
 * An item as the API sends it: its metadata and its collection's fields. Public reads show the
 * French wherever the English is empty; staff reads (`nameOf`) also say who created and changed it.
 */
export function toItem(collection: ContentCollection, row: StoredItem, nameOf?: (userId: number) => string | null): Record<string, unknown> {
  const item: Record<string, unknown> = { id: row.id, status: row.status, version: row.version };
  for (const field of Object.keys(collections[collection].entries)) item[field] = row[field];
  item.publishAt = optionalIso(row.publishAt);
  item.unpublishAt = optionalIso(row.unpublishAt);
  item.createdAt = isoOf(row.createdAt);
  item.updatedAt = isoOf(row.updatedAt);
  if (!nameOf) return withEnglish(item) as Record<string, unknown>;
  return {
    ...item,
    createdBy: row.createdBy === null ? null : nameOf(row.createdBy),
    updatedBy: row.updatedBy === null ? null : nameOf(row.updatedBy),
    pendingDraft: (row.pendingDraft as Record<string, unknown> | null | undefined) ?? null,
  };
}

export type { ApiImage, CollectionDescriptor, CollectionLabels, ItemMeta, OrderKey } from './define';
