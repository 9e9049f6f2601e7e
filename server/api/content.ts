import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentCollections, contentSchemas, deleteSchema, type ContentCollection } from '../../src/core/schema/content';
import { labelOf, publishedSummary, withEnglish } from '../../src/core/schema/presentation';
import { contentTables } from '../db/schema';
import { logActivity, notify } from '../db/journal';
import { HttpError } from '../../src/core/schema/errors';
import { acceptedEncodings } from '../site';
import { communeDay, idParam, parse, requireStaff, userNames, versionOf, type AppContext } from './context';

/*
 * The five content collections share one set of routes: public reads of published items (CORS
 * `*`, ETag, short caching), and staff reads and writes. A write is one transaction with its
 * activity line and notification; an update or deletion names the version it was made from and
 * changes nothing (409) when someone else got there first.
 */

type Table = (typeof contentTables)['news'];
type Row = Record<string, unknown> & { id: number; status: 'draft' | 'published'; version: number; createdAt: Date; updatedAt: Date; createdBy: number | null; updatedBy: number | null; seedKey: string | null };

const table = (collection: ContentCollection) => contentTables[collection] as unknown as Table;



function orderOf(collection: ContentCollection): SQL[] {
  const t = contentTables[collection];
  switch (collection) {
    case 'news':
    case 'mayor-updates':
      return [desc((t as typeof contentTables.news).date), desc(t.id)];
    case 'events':
      return [asc(contentTables.events.date), asc(contentTables.events.start), asc(t.id)];
    case 'programs':
    case 'quick-links':
      return [asc((t as typeof contentTables.programs).position), asc(t.id)];
  }
}




/** A row as the API sends it. `names` (staff reads) turns user ids into display names. */
export function toItem(row: Row, names?: Map<number, string>): Record<string, unknown> {
  const { seedKey: _seedKey, createdBy, updatedBy, createdAt, updatedAt, ...fields } = row;
  const item: Record<string, unknown> = { ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
  if (!names) return withEnglish(item) as Record<string, unknown>;
  return { ...item, createdBy: createdBy === null ? null : (names.get(createdBy) ?? null), updatedBy: updatedBy === null ? null : (names.get(updatedBy) ?? null) };
}



interface CachedList {
  body: string;
  gzip: Buffer | undefined;
  etag: string;
  at: number;
}

/** How long a public list is reused before asking the database again (other servers' writes). */
const PUBLIC_CACHE_MS = 5_000;


/** The public lists as the site's pages embed them (see server/live-pages.ts). */
export interface PublicLists {
  /** The latest public list of `collection` as JSON text; undefined right after a change until it is read again. */
  current(collection: ContentCollection): string | undefined;
  /** Changes whenever a list does (pages that embed the lists are cached by it). */
  version(): string;
  /** Reads every list (at start, so the first pages already carry them). */
  warm(): Promise<void>;
  /**
   * Every public list as JSON text, with the version they make together, for rendering pages:
   * a list read lately is given at once (and read again in the background when older than
   * PUBLIC_CACHE_MS); one just changed is read once, whoever is waiting for it.
   */
  snapshot(): Promise<{ version: string; lists: Record<ContentCollection, string> }>;
}

export function registerContentRoutes(app: FastifyInstance, context: AppContext): PublicLists {
  const cache = new Map<ContentCollection, CachedList>();
  const refreshing = new Set<ContentCollection>();
  /** Reads under way for pages waiting on a list that just changed: one read for all of them. */
  const reading = new Map<ContentCollection, Promise<CachedList>>();
  const refresh = (collection: ContentCollection) => {
    if (refreshing.has(collection)) return;
    refreshing.add(collection);
    void publicList(collection)
      .catch(() => undefined)
      .finally(() => refreshing.delete(collection));
  };
  context.subscribe((name) => {
    const collection = name as ContentCollection;
    if (!cache.delete(collection)) return;
    refresh(collection);
  });
  const staff = requireStaff(context);

  async function publicList(collection: ContentCollection): Promise<CachedList> {
    const cached = cache.get(collection);
    if (cached && Date.now() - cached.at < PUBLIC_CACHE_MS) return cached;
    const t = table(collection);
    const rows = (await context.db
      .select()
      .from(t)
      .where(eq(t.status, 'published'))
      .orderBy(...orderOf(collection))) as unknown as Row[];
    const body = JSON.stringify({ items: rows.map((row) => toItem(row)) });
    const entry: CachedList = {
      body,
      gzip: body.length > 1024 ? gzipSync(body) : undefined,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      at: Date.now(),
    };
    cache.set(collection, entry);
    return entry;
  }

  async function sendPublic(collection: ContentCollection, request: FastifyRequest, reply: FastifyReply) {
    const list = await publicList(collection);
    reply
      .header('Access-Control-Allow-Origin', '*')
      .header('Cache-Control', 'public, max-age=15, stale-while-revalidate=60')
      .header('ETag', list.etag)
      .header('Vary', 'Accept-Encoding')
      .type('application/json; charset=utf-8');
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === list.etag)) return reply.code(304).send();
    if (list.gzip && acceptedEncodings(request.headers['accept-encoding']).includes('gzip')) return reply.header('Content-Encoding', 'gzip').send(list.gzip);
    return reply.send(list.body);
  }

  for (const collection of contentCollections) {
    const t = table(collection);
    const base = `/api/v1/${collection}`;
    const schemas = contentSchemas[collection];
    const type = collection === 'events' ? 'event' : 'content';

    app.get(base, async (request, reply) => {
      const { status } = request.query as { status?: string };
      if (status === undefined || status === 'published') return sendPublic(collection, request, reply);
      await staff(request, reply);
      const filter = status === 'all' ? undefined : status === 'draft' ? eq(t.status, 'draft') : undefined;
      if (status !== 'all' && status !== 'draft') throw new HttpError('bad_request');
      const rows = (await context.db
        .select()
        .from(t)
        .where(filter)
        .orderBy(...orderOf(collection))) as unknown as Row[];
      const names = await userNames(context.db);
      reply.header('Cache-Control', 'no-store');
      return { items: rows.map((row) => toItem(row, names)) };
    });

    app.get(`${base}/:id`, { preHandler: staff }, async (request, reply) => {
      const [row] = (await context.db.select().from(t).where(eq(t.id, idParam(request))).limit(1)) as unknown as Row[];
      if (!row) throw new HttpError('not_found');
      reply.header('Cache-Control', 'no-store');
      return { item: toItem(row, await userNames(context.db)) };
    });

    app.post(base, { preHandler: staff }, async (request, reply) => {
      const input = parse(schemas.create, request.body, request) as Record<string, unknown>;
      if (collection === 'news' || collection === 'mayor-updates') input.date ??= communeDay();
      const userId = request.staff!.id;
      const row = await context.db.transaction(async (tx) => {
        const [created] = (await tx
          .insert(t)
          .values({ ...input, createdBy: userId, updatedBy: userId } as never)
          .returning()) as unknown as Row[];
        const label = labelOf(created!);
        await logActivity(tx, { userId, action: created!.status === 'published' ? 'publish' : 'create', type, subject: collection, subjectId: created!.id, label });
        if (created!.status === 'published') {
          await notify(tx, 'content', collection, created!.id, publishedSummary(collection, label));
        }
        return created!;
      });
      context.changed(collection);
      reply.code(201).header('Location', `${base}/${row.id}`);
      return { item: toItem(row, await userNames(context.db)) };
    });

    app.patch(`${base}/:id`, { preHandler: staff }, async (request) => {
      const id = idParam(request);
      const patch = parse(schemas.update, request.body, request) as Record<string, unknown> & { version: number };
      const { version, ...changes } = patch;
      const userId = request.staff!.id;
      const row = await context.db.transaction(async (tx) => {
        const [current] = (await tx.select().from(t).where(eq(t.id, id)).limit(1)) as unknown as Row[];
        if (!current) throw new HttpError('not_found');
        if (current.version !== version) throw new HttpError('conflict');
        // The whole item must still be valid once the changes are applied (an end before a start).
        const merged = { ...current, ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) };
        const checked = parse(schemas.create, merged, request) as Record<string, unknown>;
        const [updated] = (await tx
          .update(t)
          .set({ ...checked, version: sql`${t.version} + 1`, updatedAt: new Date(), updatedBy: userId } as never)
          .where(and(eq(t.id, id), eq(t.version, version)))
          .returning()) as unknown as Row[];
        if (!updated) throw new HttpError('conflict');
        const label = labelOf(updated);
        const action = current.status !== updated.status ? (updated.status === 'published' ? 'publish' : 'unpublish') : 'update';
        await logActivity(tx, { userId, action, type, subject: collection, subjectId: id, label });
        if (action === 'publish') {
          await notify(tx, 'content', collection, id, publishedSummary(collection, label));
        }
        return updated;
      });
      context.changed(collection);
      return { item: toItem(row, await userNames(context.db)) };
    });

    app.delete(`${base}/:id`, { preHandler: staff }, async (request, reply) => {
      const id = idParam(request);
      const { version } = parse(deleteSchema, { version: versionOf(request) }, request);
      const userId = request.staff!.id;
      await context.db.transaction(async (tx) => {
        const [current] = (await tx.select().from(t).where(eq(t.id, id)).limit(1)) as unknown as Row[];
        if (!current) throw new HttpError('not_found');
        const deleted = await tx
          .delete(t)
          .where(and(eq(t.id, id), eq(t.version, version)))
          .returning({ id: t.id });
        if (deleted.length === 0) throw new HttpError('conflict');
        await logActivity(tx, { userId, action: 'delete', type, subject: collection, subjectId: id, label: labelOf(current) });
      });
      context.changed(collection);
      return reply.code(204).send();
    });
  }

  return {
    current(collection) {
      const cached = cache.get(collection);
      if (!cached || Date.now() - cached.at >= PUBLIC_CACHE_MS) refresh(collection);
      return cached?.body;
    },
    version: () =>
      contentCollections
        .map((collection) => {
          const cached = cache.get(collection);
          // Another server's writes show within PUBLIC_CACHE_MS here too.
          if (!cached || Date.now() - cached.at >= PUBLIC_CACHE_MS) refresh(collection);
          return cached?.etag ?? '-';
        })
        .join(''),
    async warm() {
      await Promise.all(contentCollections.map((collection) => publicList(collection)));
    },
    async snapshot() {
      const entries = await Promise.all(
        contentCollections.map(async (collection) => {
          const cached = cache.get(collection);
          if (cached) {
            if (Date.now() - cached.at >= PUBLIC_CACHE_MS) refresh(collection);
            return [collection, cached] as const;
          }
          let pending = reading.get(collection);
          if (!pending) {
            pending = publicList(collection).finally(() => reading.delete(collection));
            reading.set(collection, pending);
          }
          return [collection, await pending] as const;
        }),
      );
      return {
        version: entries.map(([, list]) => list.etag).join(''),
        lists: Object.fromEntries(entries.map(([collection, list]) => [collection, list.body])) as Record<ContentCollection, string>,
      };
    },
  };
}
