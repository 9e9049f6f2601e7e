import { META_SORT_FIELDS } from '../shared/staff-lists';
import { collections, type ContentCollection } from './index';

/*
 * What a collection's staff list is searched and sorted by (src/shared/staff-lists.ts), read from
 * its descriptor: the server's SQL and the admin's mock API both use it.
 */

type Columns = Record<string, { type: string }>;

/** The localized field that names an item (`title`, or a quick link's `label`): the search looks in it. */
export function titleFieldOf(collection: ContentCollection): string {
  return 'title' in (collections[collection].columns as Columns) ? 'title' : 'label';
}

/** What a collection's staff list may be sorted by: its own fields that sort (not images or links), and the item's status and dates. */
export function sortFieldsOf(collection: ContentCollection): string[] {
  const own = Object.entries(collections[collection].columns as Columns)
    .filter(([, spec]) => spec.type !== 'image' && spec.type !== 'json')
    .map(([field]) => field);
  return [...own, ...META_SORT_FIELDS.filter((field) => !own.includes(field))];
}

/** Whether a field of the collection is a text in both languages (sorted in the reader's). */
export function isLocalizedField(collection: ContentCollection, field: string): boolean {
  return (collections[collection].columns as Columns)[field]?.type === 'localized';
}
