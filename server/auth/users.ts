import * as v from 'valibot';
import { fieldErrors } from '../../src/shared/schema/message';
import { MIN_PASSWORD_LENGTH, newUserSchema, type Role, type StaffUser } from '../../src/shared/schema/staff';
import type { Db } from '../db/client';
import { countUsers, findUserByUsername, insertUser, listUsers, updateUser, type UserRow } from '../repositories/users';
import { deleteSessionsOf } from './sessions';
import { generatePassword, hashPassword } from './passwords';

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
  if ((await countUsers(db)) > 0) return { created: false };
  if (adminPassword !== undefined && adminPassword.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const password = adminPassword ?? generatePassword();
  await insertUser(db, { username: 'admin', displayName: 'Admin', role: 'admin', passwordHash: await hashPassword(password) });
  return { created: true, password: adminPassword === undefined ? password : undefined };
}

/** Adds an account after checking it with the shared schema (messages in `lang`). */
export async function addUser(db: Db, input: unknown, lang: 'fr' | 'en' = 'en'): Promise<UserRow> {
  const result = v.safeParse(newUserSchema, input, { lang });
  if (!result.success) throw new UserInputError(fieldErrors(result.issues));
  const { username, displayName, role, password } = result.output;
  const row = await insertUser(db, { username, displayName, role, passwordHash: await hashPassword(password) });
  if (!row) throw new UserInputError({ username: lang === 'fr' ? 'Cet identifiant est déjà utilisé.' : 'This username is already taken.' });
  return row;
}

export function findUser(db: Db, username: string): Promise<UserRow | undefined> {
  return findUserByUsername(db, username.trim().toLowerCase());
}

/** Sets a new password and ends the account's sessions. */
export async function setPassword(db: Db, id: number, password: string): Promise<void> {
  await updateUser(db, id, { passwordHash: await hashPassword(password) });
  await deleteSessionsOf(db, id);
}

export async function setDisabled(db: Db, id: number, disabled: boolean): Promise<void> {
  await updateUser(db, id, { disabled });
  if (disabled) await deleteSessionsOf(db, id);
}

export { listUsers };
export type { Role };
