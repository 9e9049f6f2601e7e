import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { collections, contentSchemas, type ContentCollection } from '../../src/collections';
import { deleteSchema, type ContentInput } from '../../src/collections/content';
import { acceptedEncodings } from '../site';
import { communeDay, type AppContext } from '../context';
import { staffOnly } from '../plugins/session';
import type { RoutePlugin } from '../plugins/validation';
import { storedValues, updatedValues } from '../schedule';
import { PAGE_SIZE, toItem, type PublicLists } from '../public-lists';
import { createContent, deleteContent, findContent, listContent, updateContent, type ContentValues } from '../repositories/content';
import { userNames } from '../repositories/users';
import { HttpError } from '../../src/shared/schema/errors';
import { idParams, listQuery, versionInBody } from './schemas';
import { asksForPage } from '../../src/shared/staff-lists';
import { bulkRoute, sendStaffPage, staffListEntries } from './content-lists';

/*
 * One content collection, registered once per collection under `/api/v1/<collection>`: public
 * reads of published items (CORS `*`, ETag, short caching), and staff reads and writes. An
 * update or deletion names the version it was made from and changes nothing (409) when someone
 * else got there first.
 */

export interface ContentOptions {
  collection: ContentCollection;
  context: AppContext;
  lists: PublicLists;
}

/** A public list's query: `?limit=` items per page (1 to 100) and `?after=` the cursor of a `next` link. */
const publicListQuery = v.object({
  ...listQuery.entries,
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(PAGE_SIZE.max))),
  after: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,400}$/))),
});

/**
 * A page of the published list, as built by server/public-lists.ts: 304 for a known ETag, gzip
 * when accepted, the next page in `next` and in a `Link` header.
 */
async function sendPublic(lists: PublicLists, collection: ContentCollection, query: { limit?: number; after?: string }, request: FastifyRequest, reply: FastifyReply) {
  const list = await lists.page(collection, query);
  reply
    .header('Access-Control-Allow-Origin', '*')
    .header('Access-Control-Expose-Headers', 'Link')
    .header('Cache-Control', 'public, max-age=15, stale-while-revalidate=60')
    .header('ETag', list.etag)
    .header('Vary', 'Accept-Encoding')
    .type('application/json; charset=utf-8');
  if (list.next) reply.header('Link', `<${list.next}>; rel="next"`);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === list.etag)) return reply.code(304).send();
  if (list.gzip && acceptedEncodings(request.headers['accept-encoding']).includes('gzip')) return reply.header('Content-Encoding', 'gzip').send(list.gzip);
  return reply.send(list.body);
}

/** An item of a collection dated on creation (news, the mayor's updates) given without a date is dated today. */
function datedToday(collection: ContentCollection, input: ContentInput<ContentCollection>): ContentValues {
  if (!collections[collection].datedOnCreate) return input as ContentValues;
  // Only such a collection's schema lets `date` out; the table requires one.
  return { ...input, date: (input as { date?: string }).date ?? communeDay() } as ContentValues;
}

export const contentRoutes: RoutePlugin<ContentOptions> = async (app, { collection, context, lists }) => {
  const { db } = context;
  const schemas = contentSchemas[collection];
  const staff = staffOnly();

  // Anyone reads the published items, a page at a time; `?status=all` or `draft` is for staff, whole.
  // A staff page (`?page`, `?pageSize`, `?q`, `?sort`, any status) is for staff: content-lists.ts.
  app.get('', {
    schema: { querystring: v.object({ ...publicListQuery.entries, ...staffListEntries(collection) }) },
    preValidation: async (request) => {
      const { status } = request.query;
      if ((status !== undefined && status !== 'published') || asksForPage(request.query)) await staff(request);
    },
    handler: async (request, reply) => {
      const { status, limit, after } = request.query;
      if (asksForPage(request.query)) return sendStaffPage(db, collection, request.query, request, reply);
      if (status === undefined || status === 'published') return sendPublic(lists, collection, { limit, after }, request, reply);
      const rows = await listContent(db, collection, status === 'all' ? undefined : status);
      const names = await userNames(db);
      reply.header('Cache-Control', 'no-store');
      return { items: rows.map((row) => toItem(collection, row, names)) };
    },
  });

  const staffRoutes: RoutePlugin = async (scope) => {
    scope.addHook('preValidation', staff);

    scope.get('/:id', { schema: { params: idParams } }, async (request, reply) => {
      const row = await findContent(db, collection, request.params.id);
      if (!row) throw new HttpError('not_found');
      reply.header('Cache-Control', 'no-store');
      return { item: toItem(collection, row, await userNames(db)) };
    });

    scope.post('', { schema: { body: schemas.create } }, async (request, reply) => {
      const row = await createContent(db, collection, storedValues(datedToday(collection, request.body) as Record<string, unknown>), request.staff!.id);
      await context.changed(collection);
      reply.code(201).header('Location', `/api/v1/${collection}/${row.id}`);
      return { item: toItem(collection, row, await userNames(db)) };
    });

    scope.patch('/:id', { schema: { params: idParams, body: schemas.update } }, async (request) => {
      // The whole item must still be valid once the changes are applied (an end before a start);
      // `saveAs: "pending-draft"` keeps them aside on a published item (server/schedule.ts).
      const body = request.body as Parameters<typeof updatedValues>[2];
      const row = await updateContent(db, collection, request.params.id, request.body.version, (current) => updatedValues(schemas.create, current, body), request.staff!.id);
      await context.changed(collection);
      return { item: toItem(collection, row, await userNames(db)) };
    });

    scope.delete('/:id', { schema: { params: idParams, body: deleteSchema }, preValidation: versionInBody }, async (request, reply) => {
      await deleteContent(db, collection, request.params.id, request.body.version, request.staff!.id, new Date(context.now()));
      await context.changed(collection);
      return reply.code(204).send();
    });
  };
  await app.register(staffRoutes);
  await app.register(async (scope) => {
    scope.addHook('preValidation', staff);
    await scope.register(bulkRoute(collection, context));
  });
};
