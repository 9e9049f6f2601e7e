import { and, asc, count, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { collections, type ContentCollection } from '../../src/collections';
import type { Lang } from '../../src/shared/lang';
import type { PublicationStatus } from '../../src/shared/schema/fields';
import { parseSort, searchWords, wordPattern } from '../../src/shared/staff-lists';
import { isLocalizedField, titleFieldOf } from '../../src/collections/lists';
import { activity } from '../db/schema';
import { contentTables } from '../db/content-tables';
import type { Tx } from './activity';
import type { ContentRow } from './content';

/*
 * The staff's lists cut on the server: a page of a collection's items (a status, a search in the
 * titles, a sort by one of its fields) with the total, and a page of the activity log. The
 * search matches each folded word as a regular expression of its letters' variants (accents and
 * case, src/shared/staff-lists.ts): the same on PGlite and PostgreSQL whatever their locale, and
 * 5,000 titles are scanned in milliseconds (scripts/bench-lists.mjs), so there is no index to keep.
 */

type Column = Parameters<typeof asc>[0];

const columnsOf = (collection: ContentCollection) => getTableColumns(contentTables[collection]) as unknown as Record<string, Column>;

/** A localized column's text in `lang`, the French where the English is empty. */
function localizedText(column: Column, lang: Lang): SQL {
  return lang === 'fr' ? sql`(${column} ->> 'fr')` : sql`coalesce(nullif(${column} ->> 'en', ''), ${column} ->> 'fr')`;
}

/** The `ORDER BY` of a sort (`-updatedAt`), `id` last so that pages never overlap; the collection's own order without one. */
function orderBy(collection: ContentCollection, sort: string | undefined, lang: Lang): SQL[] {
  const columns = columnsOf(collection);
  if (!sort) return collections[collection].order.map(({ field, direction }) => (direction === 'asc' ? asc : desc)(columns[field]!));
  const { field, descending } = parseSort(sort);
  const key: SQL | Column = isLocalizedField(collection, field) ? sql`lower(${localizedText(columns[field]!, lang)})` : columns[field]!;
  const direction = descending ? desc : asc;
  return field === 'id' ? [direction(columns.id!)] : [direction(key), direction(columns.id!)];
}

/** Items whose title, in either language, holds every word of `q` (accents and case aside). */
function matching(collection: ContentCollection, q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const title = columnsOf(collection)[titleFieldOf(collection)]!;
  const text = sql`(coalesce(${title} ->> 'fr', '') || ' ' || coalesce(${title} ->> 'en', ''))`;
  return and(...words.map((word) => sql`${text} ~ ${wordPattern(word)}`));
}

export interface ContentPageQuery {
  status?: PublicationStatus;
  q?: string;
  sort?: string;
  page: number;
  pageSize: number;
  /** The language titles sort in. */
  lang: Lang;
}

/** A page of a collection's items not in the trash, and how many the whole list holds. */
export async function pageContent(db: Tx, collection: ContentCollection, query: ContentPageQuery): Promise<{ rows: ContentRow[]; total: number }> {
  const table = contentTables[collection];
  const where = and(isNull(table.deletedAt), query.status === undefined ? undefined : eq(table.status, query.status), matching(collection, query.q));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...orderBy(collection, query.sort, query.lang))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows: rows as ContentRow[], total: Number(counted?.total ?? 0) };
}

/** A page of the activity log, newest first, and how many lines it holds. */
export async function pageActivity(db: Tx, page: number, pageSize: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(activity)
      .orderBy(desc(activity.at), desc(activity.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(activity),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}
