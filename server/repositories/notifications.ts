import { count, desc, isNull, sql } from 'drizzle-orm';
import type { Localized } from '../../src/shared/i18n/catalog';
import { notifications, type NotificationKind } from '../db/schema';
import type { Tx } from './activity';

/** A notification for the admin's bell. */
export async function notify(tx: Tx, kind: NotificationKind, subject: string, subjectId: number | null, summary: Localized): Promise<void> {
  await tx.insert(notifications).values({ kind, subject, subjectId, summary });
}

/** The bell: the 50 latest, newest first, and how many are unread. */
export async function latestNotifications(db: Tx) {
  const rows = await db.select().from(notifications).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(50);
  const [{ unread }] = await db.select({ unread: count() }).from(notifications).where(isNull(notifications.readAt));
  return { unread, rows };
}

/** Marks every notification read (opening the bell). */
export async function markAllRead(db: Tx): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date(), version: sql`${notifications.version} + 1` })
    .where(isNull(notifications.readAt));
}
