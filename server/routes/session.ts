import { loginSchema, passwordChangeSchema } from '../../src/shared/schema/staff';
import { HttpError } from '../../src/shared/schema/errors';
import { accountKey, forgetAttempts, refundAttempt, SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_ADDRESS, spendAttempt } from '../auth/limits';
import { createSession, deleteSession, expiredCookie, sessionCookie } from '../auth/sessions';
import { decoyHash, verifyPassword } from '../auth/passwords';
import { findUser, publicUser, refuseNewPassword, setPassword } from '../auth/users';
import type { AppContext } from '../context';
import { isSecure, sessionToken, staffOnly } from '../plugins/session';
import type { RoutePlugin } from '../plugins/validation';
import { logActivity } from '../repositories/activity';
import { recordLogin } from '../repositories/users';

/** `/api/v1/session`: signing in and out, who is signed in, and the signed-in member's own password. */
export const sessionRoutes: RoutePlugin<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.post('', { schema: { body: loginSchema } }, async (request, reply) => {
    const { username, password } = request.body;
    const account = accountKey(username);
    // Counted before the password is checked, in one statement (server/auth/limits.ts): past
    // 5 attempts on the account, or from the address, the password is not even tried.
    await spendAttempt(db, [SIGN_IN_PER_ACCOUNT, account], [SIGN_IN_PER_ADDRESS, request.ip]);

    const user = await findUser(db, username);
    // An unknown user costs a hash too, so timing does not reveal which accounts exist.
    const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyPassword(password, await decoyHash()).then(() => false);
    if (!user || !valid || user.disabled) throw new HttpError('invalid_credentials');
    // Only failures count against an address (staff share the town hall's), and a success
    // forgets the account's.
    await Promise.all([forgetAttempts(db, SIGN_IN_PER_ACCOUNT, account), refundAttempt(db, SIGN_IN_PER_ADDRESS, request.ip)]);
    // The session this browser held before ends (whoever's it was): a sign-in always starts a
    // new one, so a session planted before it is worth nothing after.
    const previous = sessionToken(request);
    if (previous) await deleteSession(db, previous);
    const token = await createSession(db, user.id);
    await recordLogin(db, user.id);
    await logActivity(db, { userId: user.id, action: 'login', type: 'user', subject: 'users', subjectId: user.id, label: user.displayName });
    reply.header('Set-Cookie', sessionCookie(token, isSecure(request))).header('Cache-Control', 'no-store');
    return reply.code(204).send();
  });

  app.get('', async (request, reply) => {
    const user = await request.signedIn();
    reply.header('Cache-Control', 'no-store');
    if (!user) throw new HttpError('unauthenticated');
    return { user: publicUser(user) };
  });

  app.delete('', async (request, reply) => {
    const token = sessionToken(request);
    if (token) {
      const user = await request.signedIn();
      await deleteSession(db, token);
      if (user) await logActivity(db, { userId: user.id, action: 'logout', type: 'user', subject: 'users', subjectId: user.id, label: user.displayName });
    }
    reply.header('Set-Cookie', expiredCookie(isSecure(request))).header('Cache-Control', 'no-store');
    return reply.code(204).send();
  });

  /** Changing one's own password: the current one is asked again; other sessions end. */
  app.post('/password', { schema: { body: passwordChangeSchema }, preValidation: staffOnly() }, async (request, reply) => {
    const { currentPassword, newPassword } = request.body;
    const user = request.staff!;
    // A new password the policy refuses is refused first, without spending an attempt.
    await refuseNewPassword(newPassword, request.lang, 'newPassword');
    // The current password is guessed no faster than at sign-in: counted first, on the same account.
    await spendAttempt(db, [SIGN_IN_PER_ACCOUNT, user.username]);
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      throw new HttpError('wrong_password', { fields: { currentPassword: request.lang === 'fr' ? 'Le mot de passe actuel est incorrect.' : 'The current password is incorrect.' } });
    }
    await refundAttempt(db, SIGN_IN_PER_ACCOUNT, user.username);
    await setPassword(db, user.id, newPassword, request.lang);
    await logActivity(db, { userId: user.id, action: 'password', type: 'user', subject: 'users', subjectId: user.id, label: user.displayName });
    // setPassword ended every session, this one too: open a fresh one so the member stays in.
    const token = await createSession(db, user.id);
    reply.header('Set-Cookie', sessionCookie(token, isSecure(request)));
    return reply.code(204).send();
  });
};
