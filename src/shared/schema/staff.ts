import * as v from 'valibot';
import { requiredText } from './fields';
import { message } from './message';

export const roles = ['admin', 'editor'] as const;
export type Role = (typeof roles)[number];

/** The shortest password a staff account may have. */
export const MIN_PASSWORD_LENGTH = 12;

export const loginSchema = v.object({
  username: requiredText({ fr: 'L’identifiant', en: 'Username' }, 1, 64),
  password: v.pipe(
    v.string(message('Le mot de passe est obligatoire.', 'Password is required.')),
    v.minLength(1, message('Le mot de passe est obligatoire.', 'Password is required.')),
    v.maxLength(200, message('Le mot de passe est trop long.', 'Password is too long.')),
  ),
});

/**
 * A new password, as the admin's forms and the server check it. The server also refuses the most
 * common passwords (server/auth/password-policy.ts), a list too heavy for the pages.
 */
export const passwordField = v.pipe(
  v.string(message('Le mot de passe est obligatoire.', 'Password is required.')),
  v.minLength(
    MIN_PASSWORD_LENGTH,
    message(`Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH}\u00a0caractères.`, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`),
  ),
  v.check((password) => password.trim() !== '', message('Le mot de passe ne peut pas être fait que d’espaces.', 'Password cannot be only spaces.')),
  v.maxLength(200, message('Le mot de passe est trop long.', 'Password is too long.')),
);

export const usernameField = v.pipe(
  v.string(message('L’identifiant est obligatoire.', 'Username is required.')),
  v.trim(),
  v.toLowerCase(),
  v.regex(
    /^[a-z0-9._-]{3,32}$/,
    message(
      'L’identifiant doit contenir de 3 à 32 lettres minuscules, chiffres, points, tirets ou soulignés.',
      'Username must be 3 to 32 lowercase letters, digits, dots, dashes or underscores.',
    ),
  ),
);

const roleField = v.picklist(roles, message('Le rôle doit être admin ou editor.', 'Role must be admin or editor.'));

export const newUserSchema = v.object({
  username: usernameField,
  displayName: requiredText({ fr: 'Le nom affiché', en: 'Display name' }, 1, 80),
  role: v.optional(roleField, 'editor'),
  password: passwordField,
});

export const userUpdateSchema = v.object({
  displayName: v.optional(requiredText({ fr: 'Le nom affiché', en: 'Display name' }, 1, 80)),
  role: v.optional(roleField),
  disabled: v.optional(v.boolean(message('« disabled » doit être vrai ou faux.', '"disabled" must be true or false.'))),
  password: v.optional(passwordField),
  version: v.pipe(v.number(message('La version de l’élément est obligatoire.', 'The item’s version is required.')), v.integer(), v.minValue(1)),
});

export const passwordChangeSchema = v.object({
  currentPassword: v.pipe(v.string(message('Le mot de passe actuel est obligatoire.', 'Current password is required.')), v.minLength(1, message('Le mot de passe actuel est obligatoire.', 'Current password is required.'))),
  newPassword: passwordField,
});

/** A staff account as the API shows it (never its password hash). */
export interface StaffUser {
  id: number;
  username: string;
  displayName: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  version: number;
}
