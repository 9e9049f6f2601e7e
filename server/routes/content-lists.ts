import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentSchemas, type ContentCollection } from '../../src/collections';
import { errorBody, HttpError } from '../../src/shared/schema/errors';
import type { PublicationStatus } from '../../src/shared/schema/fields';
import { bulkSchema, listSearchEntries, pageEntries, STAFF_PAGE_SIZE, type BulkAction, type BulkResult, type StaffPage } from '../../src/shared/staff-lists';
import type { AppContext } from '../context';
import type { RoutePlugin } from '../plugins/validation';
import { updatedValues } from '../schedule';
import { toItem } from '../public-lists';
import { deleteContent, findContent, updateContent } from '../repositories/content';
import { pageContent } from '../repositories/content-lists';
import { sortFieldsOf } from '../../src/collections/lists';
import { userNames } from '../repositories/users';

/*
 * A collection's staff list a page at a time (`?page`, `?pageSize`, `?q`, `?sort`, with `?status`),
 * and bulk actions on its items. Registered by server/routes/content.ts.
 */

/** The query keys of a collection's staff page, beside the public list's. */
export const staffListEntries = (collection: ContentCollection) => ({ ...pageEntries, ...listSearchEntries(sortFieldsOf(collection)) });

export interface StaffListQuery {
  status?: 'all' | PublicationStatus;
  page?: number;
  pageSize?: number;
  q?: string;
  sort?: string;
}

/** A page of the staff list: `{"items","total","page","pageSize"}`, never cached. */
export async function sendStaffPage(db: AppContext['db'], collection: ContentCollection, query: StaffListQuery, request: FastifyRequest, reply: FastifyReply): Promise<StaffPage<unknown>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? STAFF_PAGE_SIZE.default;
  const status = query.status === 'all' || query.status === undefined ? undefined : query.status;
  const [{ rows, total }, names] = await Promise.all([
    pageContent(db, collection, { status, q: query.q, sort: query.sort, page, pageSize, lang: request.lang }),
    userNames(db),
  ]);
  reply.header('Cache-Control', 'no-store');
  return { items: rows.map((row) => toItem(collection, row, names)), total, page, pageSize };
}

/** What an item's failure says in a bulk answer: its error's code and message, in the request's language. */
function failureOf(error: unknown, request: FastifyRequest): { code: string; message: string } {
  if (error instanceof HttpError) return errorBody(error.code, request.lang).error;
  throw error;
}

/**
 * `POST /api/v1/<collection>/bulk` `{"action","items":[{"id","version"}]}` (staff): each item in
 * its own transaction, through the same repository functions as one item's PATCH and DELETE
 * (so its activity line, notification and, for `trash`, whatever deleting does), so one stale
 * or gone item does not hold back the others. Answers 200 with one result per item, in order:
 * `{"id","ok":true,"item"}` (no `item` once trashed), or `{"id","ok":false,"error":{"code","message"}}`
 * (409 `conflict` for a stale version, 404 `not_found`, 400 `validation` for an item that
 * cannot be published as it is). An item already in the state asked for is left as it is.
 */
export function bulkRoute(collection: ContentCollection, context: AppContext): RoutePlugin {
  const { db } = context;
  const schemas = contentSchemas[collection];
  return async (scope) => {
    scope.post('/bulk', { schema: { body: bulkSchema } }, async (request, reply) => {
      const { action, items } = request.body as { action: BulkAction; items: { id: number; version: number }[] };
      const userId = request.staff!.id;
      const names = await userNames(db);
      const results: BulkResult<unknown>[] = [];
      let changed = false;
      for (const { id, version } of items) {
        try {
          if (action === 'trash') {
            await deleteContent(db, collection, id, version, userId, new Date(context.now()));
            results.push({ id, ok: true });
            changed = true;
            continue;
          }
          const status: PublicationStatus = action === 'publish' ? 'published' : 'draft';
          const current = await findContent(db, collection, id);
          if (!current || current.deletedAt) throw new HttpError('not_found');
          if (current.version !== version) throw new HttpError('conflict');
          if (current.status === status) {
            results.push({ id, ok: true, item: toItem(collection, current, names) });
            continue;
          }
          // As a PATCH of the status alone (server/schedule.ts: a pending draft is applied when published).
          const row = await updateContent(db, collection, id, version, (stored) => updatedValues(schemas.create, stored, { status, version }), userId);
          results.push({ id, ok: true, item: toItem(collection, row, names) });
          changed = true;
        } catch (error) {
          results.push({ id, ok: false, error: failureOf(error, request) });
        }
      }
      if (changed) await context.changed(collection);
      reply.header('Cache-Control', 'no-store');
      return { results };
    });
  };
}
