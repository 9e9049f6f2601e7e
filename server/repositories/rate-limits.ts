import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { Tx } from './activity';

export interface Attempt {
  bucket: string;
  key: string;
  windowMs: number;
}

export interface Counted {
  bucket: string;
  key: string;
  /** Attempts in the window, this one included. */
  hits: number;
  /** Whole seconds until the window ends (at least 1). */
  retryAfter: number;
}

/** The clock: the database's own (one for every server sharing it), or a given instant (tests). */
const clock = (at: Date | undefined): SQL => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);

/**
 * Counts one attempt for each (bucket, key), in one statement: a row's lock makes parallel
 * statements on one key count one after the other, so no two of them see the same number. A
 * window that has ended starts again at this attempt.
 */
export async function countAttempts(db: Tx, attempts: readonly Attempt[], at?: Date): Promise<Counted[]> {
  if (attempts.length === 0) return [];
  const now = clock(at);
  // One statement for all the keys; each row is given its own window length.
  const windows = new Map(attempts.map((attempt) => [`${attempt.bucket}\n${attempt.key}`, attempt.windowMs]));
  const windowOf = sql.join(
    [sql`case`, ...attempts.map((attempt) => sql`when ${rateLimits.bucket} = ${attempt.bucket} then ${attempt.windowMs}::double precision`), sql`end`],
    sql` `,
  );
  const ended = sql`${rateLimits.windowStart} <= ${now} - (${windowOf}) * interval '1 millisecond'`;
  const rows = await db
    .insert(rateLimits)
    .values(attempts.map((attempt) => ({ bucket: attempt.bucket, key: attempt.key, hits: 1, windowStart: sql`${now}` })))
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${ended} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ bucket: rateLimits.bucket, key: rateLimits.key, hits: rateLimits.hits, windowStart: rateLimits.windowStart, now: sql<string>`${now}` });
  return rows.map((row) => {
    const windowMs = windows.get(`${row.bucket}\n${row.key}`) ?? 0;
    const remaining = row.windowStart.getTime() + windowMs - new Date(row.now).getTime();
    return { bucket: row.bucket, key: row.key, hits: row.hits, retryAfter: Math.max(1, Math.ceil(remaining / 1000)) };
  });
}

/** Gives one attempt back (a sign-in that succeeded is not held against its address). */
export async function uncountAttempt(db: Tx, bucket: string, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key)));
}

/** Forgets a key's attempts (an account's, after it signed in). */
export async function clearAttempts(db: Tx, bucket: string, key: string): Promise<void> {
  await db.delete(rateLimits).where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key)));
}

/** Removes the windows that ended before `before` (every limit's window is shorter than the time given). */
export async function deleteWindowsStartedBefore(db: Tx, before: Date): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${before.toISOString()}::timestamptz`);
}
