import type { Localized } from '../../src/core/i18n/catalog';
import type { Db } from './client';
import { activity, notifications, type ActivityType, type NotificationKind } from './schema';

/** A transaction, or the database itself: journal writes join the write they describe. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface ActivityEntry {
  userId: number | null;
  action: string;
  type: ActivityType;
  subject: string;
  subjectId?: number | null;
  /** A name (the same in both languages), or an item's `{ fr, en }` title. */
  label?: string | Localized;
}

/** One line of the dashboard's "Recent Activity". */
export async function logActivity(tx: Tx, entry: ActivityEntry): Promise<void> {
  await tx.insert(activity).values({ ...entry, subjectId: entry.subjectId ?? null, ...activityLabel(entry.label) });
}

/** The label as stored: the French (or the name), and the English only when it differs. */
export function activityLabel(label: string | Localized | undefined): { label: string; labelEn: string | null } {
  if (label === undefined || typeof label === 'string') return { label: label ?? '', labelEn: null };
  return { label: label.fr, labelEn: label.en && label.en !== label.fr ? label.en : null };
}

/** A notification for the admin's bell. */
export async function notify(tx: Tx, kind: NotificationKind, subject: string, subjectId: number | null, summary: Localized): Promise<void> {
  await tx.insert(notifications).values({ kind, subject, subjectId, summary });
}
