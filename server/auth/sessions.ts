import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import type { users } from '../db/schema';
import { deleteExpiredSessions, deleteSessionByHash, deleteSessionsOfUser, findSessionWithUser, insertSession, touchSession } from '../repositories/sessions';

/** A session ends after 8 hours without a request… */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** …and 7 days after it began, however much it is used: a stolen cookie is not good for ever. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The cookie's name. Over HTTPS it takes the `__Host-` prefix, which browsers accept only
 * with `Secure`, `Path=/` and no `Domain`: no sibling subdomain can plant or shadow it.
 */
export function cookieName(secure: boolean): string {
  return secure ? '__Host-commune_session' : 'commune_session';
}

export function sessionCookie(token: string, secure: boolean): string {
  return `${cookieName(secure)}=${token}; Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function expiredCookie(secure: boolean): string {
  return `${cookieName(secure)}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`;
}

/** The value of one cookie in a `Cookie` header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** A new session for `userId`; returns the token to put in the cookie (stored only hashed). */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, hashToken(token), userId);
  return token;
}

/**
 * The user behind a token, when the session exists, has not been idle for 8 hours, began less
 * than 7 days ago, and the account is not disabled. Each use pushes the idle deadline back, never
 * the 7 days.
 */
export async function findSession(db: Db, token: string | undefined, now = new Date()): Promise<SessionUser | undefined> {
  if (!token || token.length > 100) return undefined;
  const tokenHash = hashToken(token);
  const row = await findSessionWithUser(db, tokenHash);
  if (!row) return undefined;
  const idle = now.getTime() - row.session.lastSeenAt.getTime();
  const age = now.getTime() - row.session.createdAt.getTime();
  if (idle > SESSION_IDLE_MS || age > SESSION_MAX_AGE_MS || row.user.disabled) {
    await deleteSessionByHash(db, tokenHash);
    return undefined;
  }
  if (idle > TOUCH_EVERY_MS) await touchSession(db, tokenHash, now);
  return row.user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await deleteSessionByHash(db, hashToken(token));
}

/** Ends every session of an account (disabled, password reset). */
export async function deleteSessionsOf(db: Db, userId: number): Promise<void> {
  await deleteSessionsOfUser(db, userId);
}

/** Removes sessions idle for longer than the limit, or older than 7 days (run now and then). */
export async function sweepSessions(db: Db, now = new Date()): Promise<void> {
  await deleteExpiredSessions(db, { seenBefore: new Date(now.getTime() - SESSION_IDLE_MS), createdBefore: new Date(now.getTime() - SESSION_MAX_AGE_MS) });
}

