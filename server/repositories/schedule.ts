import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { contentCollections } from '../../src/collections';
import { upcomingChanges, type ScheduledChange } from '../../src/collections/schedule';
import { contentTables } from '../db/content-tables';
import type { Tx } from './activity';

/** The next scheduled publications and withdrawals of every collection, soonest first (the dashboard's list). */
export async function scheduledChanges(db: Tx, now: Date): Promise<ScheduledChange[]> {
  const rows = await Promise.all(
    contentCollections.map(async (collection) => {
      const table = contentTables[collection];
      const found = await db
        .select()
        .from(table)
        .where(and(eq(table.status, 'published'), isNull(table.deletedAt), or(gt(table.publishAt, now), gt(table.unpublishAt, now))));
      return found.map((item) => ({ collection, item }));
    }),
  );
  return upcomingChanges(rows.flat(), now.getTime());
}
