import { asc, count, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { fieldErrors } from '../../src/core/schema/message';
import { MIN_PASSWORD_LENGTH, newUserSchema, type Role, type StaffUser } from '../../src/core/schema/staff';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { deleteSessionsOf } from './sessions';
import { generatePassword, hashPassword } from './passwords';

type UserRow = typeof users.$inferSelect;

/** A staff account as the API shows it: never the hash. */
export function publicUser(row: UserRow): StaffUser {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    version: row.version,
  };
}

export class UserInputError extends Error {
  readonly fields: Record<string, string>;
  constructor(fields: Record<string, string>) {
    super(Object.values(fields).join(' '));
    this.name = 'UserInputError';
    this.fields = fields;
  }
}

/**
 * The first start with no account creates `admin`: with `ADMIN_PASSWORD` when it is set (at
 * least 12 characters), else with a random password that is returned to be shown once.
 */
export async function ensureAdmin(db: Db, adminPassword: string | undefined): Promise<{ created: boolean; password?: string }> {
  const [{ value }] = await db.select({ value: count() }).from(users);
  if (value > 0) return { created: false };
  if (adminPassword !== undefined && adminPassword.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const password = adminPassword ?? generatePassword();
  await db
    .insert(users)
    .values({ username: 'admin', displayName: 'Admin', role: 'admin', passwordHash: await hashPassword(password) })
    .onConflictDoNothing();
  return { created: true, password: adminPassword === undefined ? password : undefined };
}

/** Adds an account after checking it with the shared schema (messages in `lang`). */
export async function addUser(db: Db, input: unknown, lang: 'fr' | 'en' = 'en'): Promise<UserRow> {
  const result = v.safeParse(newUserSchema, input, { lang });
  if (!result.success) throw new UserInputError(fieldErrors(result.issues));
  const { username, displayName, role, password } = result.output;
  const [row] = await db
    .insert(users)
    .values({ username, displayName, role, passwordHash: await hashPassword(password) })
    .onConflictDoNothing({ target: users.username })
    .returning();
  if (!row) throw new UserInputError({ username: lang === 'fr' ? 'Cet identifiant est déjà utilisé.' : 'This username is already taken.' });
  return row;
}

export async function findUser(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username.trim().toLowerCase())).limit(1);
  return row;
}

/** Sets a new password and ends the account's sessions. */
export async function setPassword(db: Db, id: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), version: sql`${users.version} + 1` })
    .where(eq(users.id, id));
  await deleteSessionsOf(db, id);
}

export async function setDisabled(db: Db, id: number, disabled: boolean): Promise<void> {
  await db
    .update(users)
    .set({ disabled, version: sql`${users.version} + 1` })
    .where(eq(users.id, id));
  if (disabled) await deleteSessionsOf(db, id);
}

export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.id));
}

export type { Role };
