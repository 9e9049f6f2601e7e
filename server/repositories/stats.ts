import { and, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { contentCollections } from '../../src/collections/content';
import { contentTables, events } from '../db/content-tables';
import { messages, users } from '../db/schema';
import type { Tx } from './activity';

/** `(select count(*) from table where …)`, a number. */
const countOf = (table: PgTable, where?: SQL) => sql`(select count(*) from ${table}${where ? sql` where ${where}` : sql``})`;

const asNumber = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);

const sum = (terms: SQL[]) => asNumber(sql.join(terms, sql` + `));

export interface Figure {
  value: number;
  previous: number;
}

/**
 * The dashboard's four figures, each now and as it stood at `monthAgo` (items created since are
 * left out), in one statement: a scalar subquery per count.
 */
export async function dashboardFigures(db: Tx, monthAgo: Date, today: string, dayMonthAgo: string): Promise<Record<'users' | 'content' | 'upcomingEvents' | 'messages', Figure>> {
  const tables = contentCollections.map((collection) => contentTables[collection]);
  const enabled = eq(users.disabled, false);
  // Items in the trash count no more than items deleted did.
  const published = and(eq(events.status, 'published'), isNull(events.deletedAt));
  const [row] = await db
    .select({
      users: asNumber(countOf(users, enabled)),
      usersBefore: asNumber(countOf(users, and(enabled, lt(users.createdAt, monthAgo)))),
      content: sum(tables.map((table) => countOf(table, and(eq(table.status, 'published'), isNull(table.deletedAt))))),
      contentBefore: sum(tables.map((table) => countOf(table, and(eq(table.status, 'published'), isNull(table.deletedAt), lt(table.createdAt, monthAgo))))),
      // src/shared/agenda.ts's isUpcoming (`date >= today`), the rule of the home page's list.
      upcomingEvents: asNumber(countOf(events, and(published, gte(events.date, today)))),
      upcomingEventsBefore: asNumber(countOf(events, and(published, gte(events.date, dayMonthAgo), lt(events.createdAt, monthAgo)))),
      messages: asNumber(countOf(messages)),
      messagesBefore: asNumber(countOf(messages, lt(messages.createdAt, monthAgo))),
    })
    .from(sql`(select 1) as one`);
  return {
    users: { value: row!.users, previous: row!.usersBefore },
    content: { value: row!.content, previous: row!.contentBefore },
    upcomingEvents: { value: row!.upcomingEvents, previous: row!.upcomingEventsBefore },
    messages: { value: row!.messages, previous: row!.messagesBefore },
  };
}
