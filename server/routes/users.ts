import { newUserSchema } from '../../src/shared/schema/staff';
import { HttpError } from '../../src/shared/schema/errors';
import { addUser, publicUser, setDisabled, setPassword, UserInputError } from '../auth/users';
import type { AppContext } from '../context';
import { staffOnly } from '../plugins/session';
import type { RoutePlugin } from '../plugins/validation';
import { logActivity } from '../repositories/activity';
import { findUserById, listUsers, updateUser } from '../repositories/users';
import { idParams, userUpdateBody } from './schemas';

/** `/api/v1/users` for admins: staff accounts to add, rename, change role, reset password, disable. */
export const userRoutes: RoutePlugin<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  app.addHook('preValidation', staffOnly('admin'));

  app.get('', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { items: (await listUsers(db)).map(publicUser) };
  });

  app.post('', { schema: { body: newUserSchema } }, async (request, reply) => {
    try {
      const row = await addUser(db, request.body, request.lang);
      await logActivity(db, { userId: request.staff!.id, action: 'user.add', type: 'user', subject: 'users', subjectId: row.id, label: row.displayName });
      return reply.code(201).send({ item: publicUser(row) });
    } catch (error) {
      if (error instanceof UserInputError) throw new HttpError('username_taken', { fields: error.fields });
      throw error;
    }
  });

  /** Display name, role, disabled, or a new password set by an admin. */
  app.patch('/:id', { schema: { params: idParams, body: userUpdateBody } }, async (request) => {
    const { id } = request.params;
    const update = request.body;
    const current = await findUserById(db, id);
    if (!current) throw new HttpError('not_found');
    if (current.version !== update.version) throw new HttpError('conflict');
    const self = id === request.staff!.id;
    // An admin cannot lock themselves out: no disabling or demoting one's own account.
    if (self && (update.disabled === true || (update.role && update.role !== 'admin'))) throw new HttpError('forbidden');
    const changes = {
      ...(update.displayName !== undefined ? { displayName: update.displayName } : {}),
      ...(update.role !== undefined ? { role: update.role } : {}),
    };
    const updated = await updateUser(db, id, changes, update.version);
    if (!updated) throw new HttpError('conflict');
    if (update.disabled !== undefined && update.disabled !== current.disabled) await setDisabled(db, id, update.disabled);
    if (update.password !== undefined) await setPassword(db, id, update.password);
    const action = update.password !== undefined ? 'user.reset' : update.disabled === true ? 'user.disable' : update.disabled === false ? 'user.enable' : 'user.update';
    await logActivity(db, { userId: request.staff!.id, action, type: 'user', subject: 'users', subjectId: id, label: updated.displayName });
    return { item: publicUser((await findUserById(db, id))!) };
  });
};
