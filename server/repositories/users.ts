import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Role } from '../../src/shared/schema/staff';
import { users } from '../db/schema';
import type { Tx } from './activity';

export type UserRow = typeof users.$inferSelect;

export async function countUsers(db: Tx): Promise<number> {
  const [{ value }] = await db.select({ value: count() }).from(users);
  return value;
}

/** A new account, or undefined when its username is taken. */
export async function insertUser(db: Tx, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.username }).returning();
  return row;
}

export async function findUserByUsername(db: Tx, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

export async function findUserById(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export function listUsers(db: Tx): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.id));
}

/** Staff display names by account id, to say who created, changed or handled something. */
export async function userNames(db: Tx): Promise<Map<number, string>> {
  const rows = await db.select({ id: users.id, name: users.displayName }).from(users);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Changes an account's columns (and its version); `version` given, only from that version. */
export async function updateUser(
  db: Tx,
  id: number,
  changes: { displayName?: string; role?: Role; passwordHash?: string; disabled?: boolean },
  version?: number,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, version: sql`${users.version} + 1` })
    .where(version === undefined ? eq(users.id, id) : and(eq(users.id, id), eq(users.version, version)))
    .returning();
  return row;
}

export async function recordLogin(db: Tx, id: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
}
