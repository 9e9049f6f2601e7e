import { residentMessageSchema, type ResidentMessage } from '../../src/shared/schema/resident';
import { HttpError } from '../../src/shared/schema/errors';
import type { AppContext } from '../context';
import { staffOnly } from '../plugins/session';
import type { RoutePlugin } from '../plugins/validation';
import { createMessage, deleteMessage, findMessage, listMessages, setHandled, type MessageRow } from '../repositories/messages';
import { userNames } from '../repositories/users';
import { deleteSchema } from '../../src/collections/content';
import { handledSchema, idParams, versionInBody } from './schemas';

interface Options {
  context: AppContext;
}

/** `POST /api/v1/messages`: a resident's message from the help sheet, a few per address per hour. */
export const residentMessageRoutes: RoutePlugin<Options> = async (app, { context }) => {
  app.post('', { schema: { body: residentMessageSchema } }, async (request, reply) => {
    const wait = context.residentMessages.retryAfter(request.ip);
    if (wait > 0) throw new HttpError('too_many_requests', { headers: { 'Retry-After': String(wait) } });
    const input = request.body;
    context.residentMessages.hit(request.ip);
    // A filled honeypot is a robot: it gets the same answer as a person, and nothing is kept.
    if (input.website.trim() !== '') return reply.code(201).send({ id: 0 });
    const id = await createMessage(context.db, input, request.lang);
    context.changed('messages');
    return reply.code(201).send({ id });
  });
};

const toMessage = (row: MessageRow, who: Map<number, string>): ResidentMessage => ({
  id: row.id,
  name: row.name,
  contact: row.contact,
  message: row.message,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
  handledBy: row.handledBy === null ? null : (who.get(row.handledBy) ?? null),
  version: row.version,
});

/** `/api/v1/messages` for staff: residents' messages to read, mark handled and delete. */
export const messageRoutes: RoutePlugin<Options> = async (app, { context }) => {
  const { db } = context;
  app.addHook('preValidation', staffOnly());

  app.get('', async (_request, reply) => {
    const rows = await listMessages(db);
    const who = await userNames(db);
    reply.header('Cache-Control', 'no-store');
    return { items: rows.map((row) => toMessage(row, who)) };
  });

  app.get('/:id', { schema: { params: idParams } }, async (request, reply) => {
    const row = await findMessage(db, request.params.id);
    if (!row) throw new HttpError('not_found');
    reply.header('Cache-Control', 'no-store');
    return { item: toMessage(row, await userNames(db)) };
  });

  /** Marks a message handled (or not). */
  app.patch('/:id', { schema: { params: idParams, body: handledSchema } }, async (request) => {
    const { handled, version } = request.body;
    const row = await setHandled(db, request.params.id, version, handled, request.staff!.id);
    context.changed('messages');
    return { item: toMessage(row, await userNames(db)) };
  });

  /** Deletes a message, from the version read (in the body, or `?version=`), like an item. */
  app.delete('/:id', { schema: { params: idParams, body: deleteSchema }, preValidation: versionInBody }, async (request, reply) => {
    await deleteMessage(db, request.params.id, request.body.version, request.staff!.id);
    context.changed('messages');
    return reply.code(204).send();
  });
};
