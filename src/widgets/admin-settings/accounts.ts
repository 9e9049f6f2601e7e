import { translate, type CatalogKey } from '../../shared/i18n/catalog';
import type { FieldErrors } from '../../shared/schema/message';
import { passwordChangeSchema, type StaffUser, type userUpdateSchema } from '../../shared/schema/staff';
import type { Lang } from '../../runtime/store';
import { errorsOf, validateForm } from '../../kit/ui/admin';
import type { InferInput } from 'valibot';
import { adminSettingsMessages } from './messages';

/*
 * The settings screen's decisions, apart from React (unit-tested): what the password form
 * refuses, and what an admin may do to an account.
 */

export type SettingsKey = CatalogKey<typeof adminSettingsMessages>;

/** A text in both languages, for a toast (it follows the page's language while shown). */
export function bothLanguages(key: SettingsKey, vars?: Record<string, string>) {
  return { fr: translate(adminSettingsMessages, 'fr', key, vars), en: translate(adminSettingsMessages, 'en', key, vars) };
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

export const passwordFields = ['currentPassword', 'newPassword', 'confirmation'] as const;

/** What the server's schema checks of the password form: the current and the new password. */
export const passwordInput = ({ currentPassword, newPassword }: PasswordValues) => ({ currentPassword, newPassword });

/** What the schema cannot say: a confirmation missing, or different from the new password. */
export function confirmationErrors(values: PasswordValues, lang: Lang): FieldErrors {
  if (values.confirmation === values.newPassword) return {};
  return { confirmation: translate(adminSettingsMessages, lang, values.confirmation === '' ? 'password.confirmMissing' : 'password.mismatch') };
}

/**
 * What the password form refuses, field by field: the server's schema for the current and the
 * new password (its messages, in `lang`), and a confirmation missing or different from the new one.
 */
export function passwordErrors(values: PasswordValues, lang: Lang): FieldErrors {
  return errorsOf(validateForm(passwordChangeSchema, passwordInput(values), lang, confirmationErrors(values, lang)));
}

/** What an admin can do to an account, in the row's menu. */
export type AccountAction = 'reset' | 'makeAdmin' | 'makeEditor' | 'disable' | 'enable';

/**
 * The actions offered on `account` to the signed-in admin `me`: none on their own account (the
 * server refuses to disable or demote it, and their own password is changed above with the
 * current one); otherwise a new password, the other role, and disabling or re-enabling.
 */
export function accountActions(account: StaffUser, me: StaffUser | null | undefined): AccountAction[] {
  if (!me || account.id === me.id) return [];
  return ['reset', account.role === 'admin' ? 'makeEditor' : 'makeAdmin', account.disabled ? 'enable' : 'disable'];
}

export type AccountChange = Omit<InferInput<typeof userUpdateSchema>, 'version'>;

/** The change a confirmed action sends (the password reset has its own form). */
export function changeOf(action: Exclude<AccountAction, 'reset'>): AccountChange {
  switch (action) {
    case 'makeAdmin':
      return { role: 'admin' };
    case 'makeEditor':
      return { role: 'editor' };
    case 'disable':
      return { disabled: true };
    case 'enable':
      return { disabled: false };
  }
}
