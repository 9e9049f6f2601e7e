import { getTableColumns } from 'drizzle-orm';
import * as v from 'valibot';
import { contentSchemas, type ContentCollection } from '../../src/collections';
import { versionField } from '../../src/shared/schema/fields';
import { HttpError } from '../../src/shared/schema/errors';
import type { AppContext } from '../context';
import { contentTables } from '../db/content-tables';
import { staffOnly } from '../plugins/session';
import { validate, type RoutePlugin } from '../plugins/validation';
import { toItem } from '../public-lists';
import { findContent, updateContent, type ContentValues } from '../repositories/content';
import { findRevision, listRevisions, type RevisionRow } from '../repositories/revisions';
import { restoreFromTrash } from '../repositories/trash';
import { userNames } from '../repositories/users';
import { idParams } from './schemas';

/*
 * An item's history and its way back, registered once per collection under
 * `/api/v1/<collection>` beside its content routes, for staff: its revisions (the states earlier
 * writes replaced, newest first), a revision restored as a new version, and the item brought
 * back from the trash.
 */

export interface HistoryOptions {
  collection: ContentCollection;
  context: AppContext;
}

/** `:id/revisions/:revision`: the revision's number is a positive integer, like an id (else 404). */
const revisionParams = v.object({ ...idParams.entries, revision: idParams.entries.id });

/** A revision is restored from the item's current version (409 when someone changed it since). */
const restoreRevisionBody = v.object({ version: versionField });

/** One revision as the API gives it: its number, the item's version, status and who wrote it when, then its fields. */
function revisionOf(row: RevisionRow, names: Map<number, string>): Record<string, unknown> {
  return {
    ...row.data,
    revision: row.revision,
    version: row.version,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy === null ? null : (names.get(row.updatedBy) ?? null),
  };
}

/**
 * The stored values a revision gives back: its fields and status, checked again with the
 * collection's `create` schema (a rule added since it was written still holds: 400 otherwise),
 * its instants as the table takes them.
 */
function restoredValues(collection: ContentCollection, revision: RevisionRow): Partial<ContentValues> {
  const checked = validate(contentSchemas[collection].create, { ...revision.data, status: revision.status }) as Record<string, unknown>;
  const columns = getTableColumns(contentTables[collection]) as Record<string, { dataType: string } | undefined>;
  return Object.fromEntries(
    Object.entries(checked).map(([field, value]) => [field, columns[field]?.dataType === 'date' && typeof value === 'string' ? new Date(value) : value]),
  ) as Partial<ContentValues>;
}

export const historyRoutes: RoutePlugin<HistoryOptions> = async (app, { collection, context }) => {
  const { db } = context;
  app.addHook('preValidation', staffOnly());

  app.get('/:id/revisions', { schema: { params: idParams } }, async (request, reply) => {
    if (!(await findContent(db, collection, request.params.id))) throw new HttpError('not_found');
    const [rows, names] = await Promise.all([listRevisions(db, collection, request.params.id), userNames(db)]);
    reply.header('Cache-Control', 'no-store');
    return { items: rows.map((row) => revisionOf(row, names)) };
  });

  app.post('/:id/revisions/:revision/restore', { schema: { params: revisionParams, body: restoreRevisionBody } }, async (request) => {
    const { id, revision: number } = request.params;
    const revision = await findRevision(db, collection, id, number);
    if (!revision) throw new HttpError('not_found');
    const row = await updateContent(db, collection, id, request.body.version, () => restoredValues(collection, revision), request.staff!.id, { action: 'restore' });
    await context.changed(collection);
    return { item: toItem(collection, row, await userNames(db)) };
  });

  // Out of the trash: no body needed (one sent is ignored).
  app.post('/:id/restore', { schema: { params: idParams } }, async (request) => {
    const row = await restoreFromTrash(db, collection, request.params.id, request.staff!.id);
    await context.changed(collection);
    return { item: toItem(collection, row, await userNames(db)) };
  });
};
