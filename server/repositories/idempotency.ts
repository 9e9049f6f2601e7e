import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema';
import type { Tx } from './activity';

/*
 * The answers given to staff writes that carried an `Idempotency-Key`, per member and key, so
 * that a write retried after a lost answer is answered again instead of being done twice. A
 * row is first a reservation (`status_code` 0: the request is running), then the answer. Every
 * time is the database's clock: several servers on one database agree on it.
 */

/** How long an answer is kept (and a key cannot be used for another request). */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * A reservation this old belongs to a request that never finished (its server stopped): the key
 * may be used again. Longer than any write takes.
 */
export const ABANDONED_AFTER_MS = 2 * 60 * 1000;

/** A status that is no answer: the request holding the key is still running. */
const RUNNING = 0;

export interface StoredAnswer {
  /** `METHOD path` of the request that used the key. */
  request: string;
  /** The answer's status, or `null` while that request is still running. */
  statusCode: number | null;
  body: unknown;
}

const olderThan = (ms: number) => sql`${idempotencyKeys.createdAt} < now() - ${ms} * interval '1 millisecond'`;

/**
 * Reserves `key` for `request`, in one statement: of two requests racing with one key, exactly
 * one gets it. A key whose answer has expired, or whose request was abandoned, is taken over.
 * Returns `null` when reserved, else what the key holds.
 */
export async function reserveKey(db: Tx, userId: number, key: string, request: string): Promise<StoredAnswer | null> {
  // A row deleted between the two statements (an abandoned reservation released) is tried again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const reserved = await db
      .insert(idempotencyKeys)
      .values({ userId, key, request, statusCode: RUNNING, body: null, createdAt: sql`now()` })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { request, statusCode: RUNNING, body: null, createdAt: sql`now()` },
        setWhere: sql`${olderThan(KEY_LIFETIME_MS)} or (${idempotencyKeys.statusCode} = ${RUNNING} and ${olderThan(ABANDONED_AFTER_MS)})`,
      })
      .returning({ userId: idempotencyKeys.userId });
    if (reserved.length > 0) return null;
    const [held] = await db
      .select({ request: idempotencyKeys.request, statusCode: idempotencyKeys.statusCode, body: idempotencyKeys.body })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (held) return { request: held.request, statusCode: held.statusCode === RUNNING ? null : held.statusCode, body: held.body };
  }
  throw new Error('idempotency key: could neither reserve nor read it');
}

/** Keeps the answer of the request that reserved `key`. */
export async function recordAnswer(db: Tx, userId: number, key: string, statusCode: number, body: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, body: body ?? null })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.statusCode, RUNNING)));
}

/** Frees a reservation whose request gave no answer worth repeating (a server error): a retry runs again. */
export async function releaseKey(db: Tx, userId: number, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.statusCode, RUNNING)));
}

/** Forgets the keys older than their lifetime; returns how many. */
export async function deleteExpiredKeys(db: Tx, lifetimeMs: number = KEY_LIFETIME_MS): Promise<number> {
  const deleted = await db.delete(idempotencyKeys).where(olderThan(lifetimeMs)).returning({ key: idempotencyKeys.key });
  return deleted.length;
}
