import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { contentCollections } from '../../src/core/schema/content';
import { message as bilingual } from '../../src/core/schema/message';
import { residentMessageSchema, type ResidentMessage } from '../../src/core/schema/resident';
import { newUserSchema, userUpdateSchema } from '../../src/core/schema/staff';
import { addUser, publicUser, setDisabled, setPassword, UserInputError } from '../auth/users';
import { activity, contentTables, events, messages, notifications, users } from '../db/schema';
import { logActivity, notify } from '../db/journal';
import { HttpError } from '../../src/core/schema/errors';
import { communeDay, idParam, parse, requireStaff, userNames, versionOf, type AppContext } from './context';

const handledSchema = v.object({
  handled: v.boolean(bilingual('« handled » doit être vrai ou faux.', '"handled" must be true or false.')),
  version: v.pipe(v.number(bilingual('La version de l’élément est obligatoire.', 'The item’s version is required.')), v.integer(), v.minValue(1)),
});

const DAY = 24 * 60 * 60 * 1000;

/** Residents' messages, notifications, staff accounts, the activity log and the dashboard's figures. */
export function registerStaffRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const staff = requireStaff(context);
  const admin = requireStaff(context, 'admin');
  const names = () => userNames(db);

  // ── Residents' messages ─────────────────────────────────────────────────────────────────
  app.post('/api/v1/messages', async (request, reply) => {
    const wait = context.residentMessages.retryAfter(request.ip);
    if (wait > 0) throw new HttpError('too_many_requests', { headers: { 'Retry-After': String(wait) } });
    const input = parse(residentMessageSchema, request.body, request);
    context.residentMessages.hit(request.ip);
    // A filled honeypot is a robot: it gets the same answer as a person, and nothing is kept.
    if (input.website.trim() !== '') return reply.code(201).send({ id: 0 });
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(messages)
        .values({ name: input.name, contact: input.contact, message: input.message, language: request.lang })
        .returning({ id: messages.id });
      await notify(tx, 'message', 'messages', row!.id, { fr: `Nouveau message de ${input.name}`, en: `New message from ${input.name}` });
      return row!.id;
    });
    context.changed('messages');
    return reply.code(201).send({ id });
  });

  const toMessage = (row: typeof messages.$inferSelect, who: Map<number, string>): ResidentMessage => ({
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

  app.get('/api/v1/messages', { preHandler: staff }, async (_request, reply) => {
    const rows = await db.select().from(messages).orderBy(desc(messages.createdAt), desc(messages.id));
    const who = await names();
    reply.header('Cache-Control', 'no-store');
    return { items: rows.map((row) => toMessage(row, who)) };
  });

  app.get('/api/v1/messages/:id', { preHandler: staff }, async (request, reply) => {
    const [row] = await db.select().from(messages).where(eq(messages.id, idParam(request)));
    if (!row) throw new HttpError('not_found');
    reply.header('Cache-Control', 'no-store');
    return { item: toMessage(row, await names()) };
  });

  /** Marks a message handled (or not). */
  app.patch('/api/v1/messages/:id', { preHandler: staff }, async (request) => {
    const id = idParam(request);
    const { handled, version } = parse(handledSchema, request.body, request);
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(messages).where(eq(messages.id, id));
      if (!current) throw new HttpError('not_found');
      const [updated] = await tx
        .update(messages)
        .set({ handledAt: handled ? new Date() : null, handledBy: handled ? request.staff!.id : null, version: sql`${messages.version} + 1` })
        .where(and(eq(messages.id, id), eq(messages.version, version)))
        .returning();
      if (!updated) throw new HttpError('conflict');
      await logActivity(tx, { userId: request.staff!.id, action: handled ? 'handle' : 'reopen', type: 'user', subject: 'messages', subjectId: id, label: current.name });
      return updated;
    });
    context.changed('messages');
    return { item: toMessage(row, await names()) };
  });

  app.delete('/api/v1/messages/:id', { preHandler: staff }, async (request, reply) => {
    const id = idParam(request);
    const version = versionOf(request);
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(messages).where(eq(messages.id, id));
      if (!current) throw new HttpError('not_found');
      const deleted = await tx
        .delete(messages)
        .where(and(eq(messages.id, id), eq(messages.version, Number(version))))
        .returning({ id: messages.id });
      if (!deleted.length) throw new HttpError('conflict');
      await logActivity(tx, { userId: request.staff!.id, action: 'delete', type: 'user', subject: 'messages', subjectId: id, label: current.name });
    });
    context.changed('messages');
    return reply.code(204).send();
  });

  // ── Notifications ───────────────────────────────────────────────────────────────────────
  app.get('/api/v1/notifications', { preHandler: staff }, async (_request, reply) => {
    const rows = await db.select().from(notifications).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(50);
    const [{ unread }] = await db.select({ unread: count() }).from(notifications).where(isNull(notifications.readAt));
    reply.header('Cache-Control', 'no-store');
    return {
      unread,
      items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null })),
    };
  });

  /** Marks every notification read (opening the bell). */
  app.post('/api/v1/notifications/read', { preHandler: staff }, async (_request, reply) => {
    await db
      .update(notifications)
      .set({ readAt: new Date(), version: sql`${notifications.version} + 1` })
      .where(isNull(notifications.readAt));
    return reply.code(204).send();
  });

  // ── Staff accounts (admin role) ─────────────────────────────────────────────────────────
  app.get('/api/v1/users', { preHandler: admin }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { items: (await db.select().from(users).orderBy(users.id)).map(publicUser) };
  });

  app.post('/api/v1/users', { preHandler: admin }, async (request, reply) => {
    parse(newUserSchema, request.body, request);
    try {
      const row = await addUser(db, request.body, request.lang);
      await logActivity(db, { userId: request.staff!.id, action: 'user.add', type: 'user', subject: 'users', subjectId: row.id, label: row.displayName });
      return reply.code(201).send({ item: publicUser(row) });
    } catch (error) {
      if (error instanceof UserInputError) throw new HttpError('username_taken', { fields: error.fields });
      throw error;
    }
  });

  /** Display name, role, disabled, or a new password set by an admin. */
  app.patch('/api/v1/users/:id', { preHandler: admin }, async (request) => {
    const id = idParam(request);
    const update = parse(userUpdateSchema, request.body, request);
    const [current] = await db.select().from(users).where(eq(users.id, id));
    if (!current) throw new HttpError('not_found');
    if (current.version !== update.version) throw new HttpError('conflict');
    const self = id === request.staff!.id;
    // An admin cannot lock themselves out: no disabling or demoting one's own account.
    if (self && (update.disabled === true || (update.role && update.role !== 'admin'))) throw new HttpError('forbidden');
    const [updated] = await db
      .update(users)
      .set({
        ...(update.displayName !== undefined ? { displayName: update.displayName } : {}),
        ...(update.role !== undefined ? { role: update.role } : {}),
        version: sql`${users.version} + 1`,
      })
      .where(and(eq(users.id, id), eq(users.version, update.version)))
      .returning();
    if (!updated) throw new HttpError('conflict');
    if (update.disabled !== undefined && update.disabled !== current.disabled) await setDisabled(db, id, update.disabled);
    if (update.password !== undefined) await setPassword(db, id, update.password);
    const action = update.password !== undefined ? 'user.reset' : update.disabled === true ? 'user.disable' : update.disabled === false ? 'user.enable' : 'user.update';
    await logActivity(db, { userId: request.staff!.id, action, type: 'user', subject: 'users', subjectId: id, label: updated.displayName });
    const [final] = await db.select().from(users).where(eq(users.id, id));
    return { item: publicUser(final!) };
  });

  // ── Activity and the dashboard ──────────────────────────────────────────────────────────
  app.get('/api/v1/activity', { preHandler: staff }, async (_request, reply) => {
    const who = await names();
    const rows = await db.select().from(activity).orderBy(desc(activity.at), desc(activity.id)).limit(30);
    reply.header('Cache-Control', 'no-store');
    return {
      items: rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        user: row.userId === null ? null : (who.get(row.userId) ?? null),
        action: row.action,
        type: row.type,
        subject: row.subject,
        subjectId: row.subjectId,
        label: row.label,
        labelEn: row.labelEn,
      })),
    };
  });

  /**
   * The dashboard's four figures, each with its value now and as it stood 30 days ago (items
   * created since are left out), so the admin can show the change "from last month".
   */
  app.get('/api/v1/stats', { preHandler: staff }, async (_request, reply) => {
    const now = new Date();
    const monthAgo = new Date(now.getTime() - 30 * DAY);
    const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;

    let contentNow = 0;
    let contentBefore = 0;
    for (const collection of contentCollections) {
      const t = contentTables[collection] as typeof contentTables.news;
      contentNow += await countOf(db.select({ value: count() }).from(t).where(eq(t.status, 'published')));
      contentBefore += await countOf(db.select({ value: count() }).from(t).where(and(eq(t.status, 'published'), lt(t.createdAt, monthAgo))));
    }
    const figures = {
      users: {
        value: await countOf(db.select({ value: count() }).from(users).where(eq(users.disabled, false))),
        previous: await countOf(db.select({ value: count() }).from(users).where(and(eq(users.disabled, false), lt(users.createdAt, monthAgo)))),
      },
      content: { value: contentNow, previous: contentBefore },
      upcomingEvents: {
        value: await countOf(db.select({ value: count() }).from(events).where(and(eq(events.status, 'published'), gte(events.date, communeDay(now))))),
        previous: await countOf(
          db
            .select({ value: count() })
            .from(events)
            .where(and(eq(events.status, 'published'), gte(events.date, communeDay(monthAgo)), lt(events.createdAt, monthAgo))),
        ),
      },
      messages: {
        value: await countOf(db.select({ value: count() }).from(messages)),
        previous: await countOf(db.select({ value: count() }).from(messages).where(lt(messages.createdAt, monthAgo))),
      },
    };
    reply.header('Cache-Control', 'no-store');
    return figures;
  });
}
