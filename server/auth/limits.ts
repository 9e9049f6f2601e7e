import { createHash } from 'node:crypto';
import { HttpError } from '../../src/shared/schema/errors';
import type { Db } from '../db/client';
import { clearAttempts, countAttempts, deleteWindowsStartedBefore, uncountAttempt } from '../repositories/rate-limits';

/*
 * The server's limits, counted in the database (the `rate_limits` table) BEFORE the work they
 * limit: an attempt is counted, and refused past the limit, before a password is checked or a
 * message stored. Counted after, parallel requests would all pass the check before the first
 * one was counted (200 guesses sent at once were all checked). In the database, several
 * servers on one PostgreSQL share the counts. A window starts at its first attempt and lasts
 * the limit's length: past the limit, every attempt is refused until it ends.
 */

export interface Limit {
  /** The name its counts are kept under. */
  readonly bucket: string;
  /** Attempts allowed in one window. */
  readonly max: number;
  readonly windowMs: number;
}

/** 5 sign-ins per account (known or not) in 15 minutes; a success forgets the account's. */
export const SIGN_IN_PER_ACCOUNT: Limit = { bucket: 'sign-in:account', max: 5, windowMs: 15 * 60_000 };
/** 5 failed sign-ins per address in 15 minutes, whatever the accounts tried. */
export const SIGN_IN_PER_ADDRESS: Limit = { bucket: 'sign-in:address', max: 5, windowMs: 15 * 60_000 };
/** 5 residents' messages per address in an hour. */
export const MESSAGES_PER_ADDRESS: Limit = { bucket: 'messages:address', max: 5, windowMs: 60 * 60_000 };

const LIMITS = [SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_ADDRESS, MESSAGES_PER_ADDRESS];

/** What a key is kept as: its SHA-256 (a password typed in the username field is not stored). */
const keyOf = (limit: Limit, value: string) => createHash('sha256').update(`${limit.bucket}\n${value}`).digest('base64url');

/** The key of an account: the username as the server looks it up. */
export const accountKey = (username: string) => username.trim().toLowerCase();

/**
 * Counts one attempt against each limit for its key; when any of them is past its limit, 429
 * with `Retry-After` (the longest wait). The attempt counts even when refused, which does not
 * move the window's end.
 */
export async function spendAttempt(db: Db, ...attempts: Array<[Limit, string]>): Promise<void> {
  const counted = await countAttempts(
    db,
    attempts.map(([limit, value]) => ({ bucket: limit.bucket, key: keyOf(limit, value), windowMs: limit.windowMs })),
  );
  const byBucket = new Map(attempts.map(([limit]) => [limit.bucket, limit]));
  let wait = 0;
  for (const row of counted) {
    const limit = byBucket.get(row.bucket);
    if (limit && row.hits > limit.max) wait = Math.max(wait, row.retryAfter);
  }
  if (wait > 0) throw new HttpError('too_many_requests', { headers: { 'Retry-After': String(wait) } });
}

/** Gives back an attempt that succeeded, where only failures should count. */
export function refundAttempt(db: Db, limit: Limit, value: string): Promise<void> {
  return uncountAttempt(db, limit.bucket, keyOf(limit, value));
}

/** Forgets every attempt of a key (an account that signed in). */
export function forgetAttempts(db: Db, limit: Limit, value: string): Promise<void> {
  return clearAttempts(db, limit.bucket, keyOf(limit, value));
}

/** Removes the counts of windows that have ended (run now and then, beside the sessions' sweep). */
export function sweepAttempts(db: Db, now = new Date()): Promise<void> {
  const longest = Math.max(...LIMITS.map((limit) => limit.windowMs));
  return deleteWindowsStartedBefore(db, new Date(now.getTime() - longest));
}
