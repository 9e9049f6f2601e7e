import { desc } from 'drizzle-orm';
import type { Localized } from '../../src/shared/i18n/catalog';
import type { Db } from '../db/client';
import { activity, type ActivityType } from '../db/schema';

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

/** The latest lines, newest first. */
export function recentActivity(db: Tx, limit = 30) {
  return db.select().from(activity).orderBy(desc(activity.at), desc(activity.id)).limit(limit);
}
