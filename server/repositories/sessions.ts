import { eq, lt, or } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import type { Tx } from './activity';

export async function insertSession(db: Tx, tokenHash: string, userId: number): Promise<void> {
  await db.insert(sessions).values({ tokenHash, userId });
}

/** The session of a token's hash, with its account. */
export async function findSessionWithUser(db: Tx, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Tx, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionByHash(db: Tx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfUser(db: Tx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Sessions last used before `seenBefore`, or begun before `createdBefore`. */
export async function deleteExpiredSessions(db: Tx, { seenBefore, createdBefore }: { seenBefore: Date; createdBefore: Date }): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.lastSeenAt, seenBefore), lt(sessions.createdAt, createdBefore)));
}
