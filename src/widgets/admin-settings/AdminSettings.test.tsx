import { describe, expect, it } from 'vitest';
import type { StaffUser } from '../../shared/schema/staff';
import { LANGUAGES } from '../../runtime/store';
import { accountActions, bothLanguages, changeOf, passwordErrors } from './accounts';
import { adminSettingsMessages } from './messages';

const account = (id: number, role: StaffUser['role'], disabled = false): StaffUser => ({
  id,
  username: `user${id}`,
  displayName: `User ${id}`,
  role,
  disabled,
  createdAt: '2025-03-03T08:00:00Z',
  lastLoginAt: null,
  version: 1,
});

describe('the password form’s refusals (passwordErrors)', () => {
  it('uses the server’s schema messages, in the page’s language', () => {
    expect(passwordErrors({ currentPassword: '', newPassword: 'court', confirmation: 'court' }, 'fr')).toEqual({
      currentPassword: 'Le mot de passe actuel est obligatoire.',
      newPassword: 'Le mot de passe doit contenir au moins 12\u00a0caractères.',
    });
    expect(passwordErrors({ currentPassword: '', newPassword: 'short', confirmation: 'short' }, 'en')).toEqual({
      currentPassword: 'Current password is required.',
      newPassword: 'Password must be at least 12 characters.',
    });
  });

  it('refuses a password of spaces only, however long', () => {
    const spaces = ' '.repeat(12);
    expect(passwordErrors({ currentPassword: 'x', newPassword: spaces, confirmation: spaces }, 'fr')).toEqual({ newPassword: 'Le mot de passe ne peut pas être fait que d’espaces.' });
    expect(passwordErrors({ currentPassword: 'x', newPassword: spaces, confirmation: spaces }, 'en')).toEqual({ newPassword: 'Password cannot be only spaces.' });
  });

  it('refuses a confirmation that differs from the new password', () => {
    expect(passwordErrors({ currentPassword: 'x', newPassword: 'mil-et-oignons-2025', confirmation: 'mil-et-oignons-2024' }, 'fr')).toEqual({
      confirmation: 'Les deux mots de passe ne sont pas identiques.',
    });
    expect(passwordErrors({ currentPassword: 'x', newPassword: 'mil-et-oignons-2025', confirmation: '' }, 'en')).toEqual({
      confirmation: 'Type the new password a second time.',
    });
    expect(passwordErrors({ currentPassword: 'x', newPassword: 'mil-et-oignons-2025', confirmation: 'mil-et-oignons-2025' }, 'fr')).toEqual({});
  });
});

describe('what an admin may do to an account (accountActions)', () => {
  const me = account(1, 'admin');

  it('offers nothing on one’s own account', () => {
    expect(accountActions(me, me)).toEqual([]);
    expect(accountActions(account(2, 'editor'), undefined)).toEqual([]);
  });

  it('offers a new password, the other role, and disabling or re-enabling', () => {
    expect(accountActions(account(2, 'editor'), me)).toEqual(['reset', 'makeAdmin', 'disable']);
    expect(accountActions(account(3, 'admin', true), me)).toEqual(['reset', 'makeEditor', 'enable']);
  });

  it('sends the change each one means', () => {
    expect(changeOf('makeAdmin')).toEqual({ role: 'admin' });
    expect(changeOf('makeEditor')).toEqual({ role: 'editor' });
    expect(changeOf('disable')).toEqual({ disabled: true });
    expect(changeOf('enable')).toEqual({ disabled: false });
  });
});

describe('the catalogue', () => {
  it('has every string in both languages, French with its no-break spaces', () => {
    for (const lang of LANGUAGES) for (const [key, text] of Object.entries(adminSettingsMessages[lang])) expect(text.trim(), `${lang} ${key}`).not.toBe('');
    for (const text of Object.values(adminSettingsMessages.fr)) expect(text).not.toMatch(/ [:;?!»]|« /);
    expect(bothLanguages('add.doneDetail', { name: 'Oumarou Issa', username: 'o.issa' })).toEqual({
      fr: 'Oumarou Issa peut se connecter avec l’identifiant o.issa.',
      en: 'Oumarou Issa can sign in with the username o.issa.',
    });
  });
});
