import * as v from 'valibot';
import { HttpError } from '../../src/shared/schema/errors';
import { fieldErrors } from '../../src/shared/schema/message';
import { newUserSchema, type Role, type StaffUser } from '../../src/shared/schema/staff';
import type { Lang } from '../../src/shared/lang';
import type { Db } from '../db/client';
import { countUsers, findUserByUsername, insertUser, listUsers, updateUser, type UserRow } from '../repositories/users';
import { deleteSessionsOf } from './sessions';
import { generatePassword, hashPassword } from './passwords';
import { passwordProblem } from './password-policy';

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

/** An account or a password refused: a field refused (`validation`), or the username taken. */
export class UserInputError extends Error {
  readonly fields: Record<string, string>;
  readonly code: 'validation' | 'username_taken';
  constructor(fields: Record<string, string>, code: 'validation' | 'username_taken' = 'validation') {
    super(Object.values(fields).join(' '));
    this.name = 'UserInputError';
    this.fields = fields;
    this.code = code;
  }
}

/** 400 with `field`'s message when the policy refuses the password (for the routes). */
export async function refuseNewPassword(password: string, lang: Lang, field = 'password'): Promise<void> {
  const problem = await passwordProblem(password, lang);
  if (problem) throw new HttpError('validation', { fields: { [field]: problem } });
}

/** Refuses a password that cannot be set (server/auth/password-policy.ts), as `field`'s error. */
export async function checkNewPassword(password: unknown, lang: Lang, field = 'password'): Promise<void> {
  const problem = await passwordProblem(password, lang);
  if (problem) throw new UserInputError({ [field]: problem });
}

/**
 * The first start with no account creates `admin`: with `ADMIN_PASSWORD` when it is set (a
 * password the policy accepts), else with a random password that is returned to be shown once.
 */
export async function ensureAdmin(db: Db, adminPassword: string | undefined): Promise<{ created: boolean; password?: string }> {
  if ((await countUsers(db)) > 0) return { created: false };
  const problem = adminPassword === undefined ? undefined : await passwordProblem(adminPassword, 'en');
  if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  const password = adminPassword ?? generatePassword();
  await insertUser(db, { username: 'admin', displayName: 'Admin', role: 'admin', passwordHash: await hashPassword(password) });
  return { created: true, password: adminPassword === undefined ? password : undefined };
}

/** Adds an account after checking it with the shared schema (messages in `lang`). */
export async function addUser(db: Db, input: unknown, lang: 'fr' | 'en' = 'en'): Promise<UserRow> {
  const result = v.safeParse(newUserSchema, input, { lang });
  if (!result.success) throw new UserInputError(fieldErrors(result.issues));
  const { username, displayName, role, password } = result.output;
  await checkNewPassword(password, lang);
  const row = await insertUser(db, { username, displayName, role, passwordHash: await hashPassword(password) });
  if (!row) throw new UserInputError({ username: lang === 'fr' ? 'Cet identifiant est déjà utilisé.' : 'This username is already taken.' }, 'username_taken');
  return row;
}

export function findUser(db: Db, username: string): Promise<UserRow | undefined> {
  return findUserByUsername(db, username.trim().toLowerCase());
}

/** Sets a new password (refused, as `password`'s error, when the policy refuses it) and ends the account's sessions. */
export async function setPassword(db: Db, id: number, password: string, lang: Lang = 'en'): Promise<void> {
  await checkNewPassword(password, lang);
  await updateUser(db, id, { passwordHash: await hashPassword(password) });
  await deleteSessionsOf(db, id);
}

export async function setDisabled(db: Db, id: number, disabled: boolean): Promise<void> {
  await updateUser(db, id, { disabled });
  if (disabled) await deleteSessionsOf(db, id);
}

export { listUsers };
export type { Role };
