import * as v from 'valibot';
import { message } from '../../src/shared/schema/message';
import { passwordField } from '../../src/shared/schema/staff';
import type { Lang } from '../../src/shared/lang';

/*
 * What a new password must be, wherever one is set (an account added, a password changed or
 * reset, `npm run users`, ADMIN_PASSWORD): the shared rules of the admin's forms (at least 12
 * characters, not only spaces), and not one of the most common passwords — the ~49,000 of
 * zxcvbn-ts's maintained list (@zxcvbn-ts/language-common), compared without case or spaces —
 * nor one character repeated. The list stays on the server (it would weigh on the admin's
 * pages), loaded the first time a password is set.
 */

let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return common;
}

/** Is it in the list of the most common passwords, or one character repeated? */
export async function isCommonPassword(password: string): Promise<boolean> {
  const plain = password.toLowerCase().replace(/\s+/g, '');
  if (new Set(plain).size <= 1) return true;
  return (await commonPasswords()).has(plain);
}

const newPasswordSchema = v.pipeAsync(
  passwordField,
  v.checkAsync(
    async (password) => !(await isCommonPassword(password)),
    message(
      'Ce mot de passe fait partie des plus courants\u00a0: choisissez-en un autre, par exemple une phrase de quelques mots.',
      'This password is one of the most common: choose another, for example a sentence of a few words.',
    ),
  ),
);

/** Why `password` cannot be set, in `lang`, or undefined when it can. */
export async function passwordProblem(password: unknown, lang: Lang): Promise<string | undefined> {
  const result = await v.safeParseAsync(newPasswordSchema, password, { lang });
  return result.success ? undefined : result.issues[0].message;
}
