import { and, desc, eq, sql } from 'drizzle-orm';
import { HttpError } from '../../src/shared/schema/errors';
import type { Lang } from '../../src/shared/lang';
import { messages } from '../db/schema';
import { logActivity, type Tx } from './activity';
import { notify } from './notifications';

export type MessageRow = typeof messages.$inferSelect;

/** Keeps a resident's message and notifies staff: one transaction. */
export function createMessage(db: Tx, input: { name: string; contact: string; message: string }, language: Lang): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(messages).values({ name: input.name, contact: input.contact, message: input.message, language }).returning({ id: messages.id });
    await notify(tx, 'message', 'messages', row!.id, { fr: `Nouveau message de ${input.name}`, en: `New message from ${input.name}` });
    return row!.id;
  });
}

/** Every message, newest first. */
export function listMessages(db: Tx): Promise<MessageRow[]> {
  return db.select().from(messages).orderBy(desc(messages.createdAt), desc(messages.id));
}

export async function findMessage(db: Tx, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

/** Marks a message handled by `userId` (or not) from `version` (404, 409), with its activity line: one transaction. */
export function setHandled(db: Tx, id: number, version: number, handled: boolean, userId: number): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const current = await findMessage(tx, id);
    if (!current) throw new HttpError('not_found');
    const [updated] = await tx
      .update(messages)
      .set({ handledAt: handled ? new Date() : null, handledBy: handled ? userId : null, version: sql`${messages.version} + 1` })
      .where(and(eq(messages.id, id), eq(messages.version, version)))
      .returning();
    if (!updated) throw new HttpError('conflict');
    await logActivity(tx, { userId, action: handled ? 'handle' : 'reopen', type: 'user', subject: 'messages', subjectId: id, label: current.name });
    return updated;
  });
}

/** Deletes a message of `version` (404, 409), with its activity line: one transaction. */
export function deleteMessage(db: Tx, id: number, version: number, userId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const current = await findMessage(tx, id);
    if (!current) throw new HttpError('not_found');
    const deleted = await tx
      .delete(messages)
      .where(and(eq(messages.id, id), eq(messages.version, version)))
      .returning({ id: messages.id });
    if (!deleted.length) throw new HttpError('conflict');
    await logActivity(tx, { userId, action: 'delete', type: 'user', subject: 'messages', subjectId: id, label: current.name });
  });
}
