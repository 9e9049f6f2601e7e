import * as v from 'valibot';
import { contentCollections } from '../../src/collections';
import type { AppContext } from '../context';
import { staffOnly } from '../plugins/session';
import type { RoutePlugin } from '../plugins/validation';
import { listTrash, purgeAtOf, purgeItem } from '../repositories/trash';
import { userNames } from '../repositories/users';
import { idParams } from './schemas';

/*
 * `/api/v1/trash`: the items of every collection in the trash, for staff, and deleting one for
 * good, for administrators. Restoring one is `POST /api/v1/<collection>/<id>/restore`
 * (routes/history.ts).
 */

/** `:collection/:id`: a collection's slug and an item's id (anything else: 404). */
const trashParams = v.object({ collection: v.picklist(contentCollections), ...idParams.entries });

export const trashRoutes: RoutePlugin<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  await app.register(async (staff) => {
    staff.addHook('preValidation', staffOnly());
    staff.get('', async (_request, reply) => {
      const [items, names] = await Promise.all([listTrash(db), userNames(db)]);
      reply.header('Cache-Control', 'no-store');
      return {
        items: items.map((item) => ({
          collection: item.collection,
          id: item.id,
          title: item.title,
          status: item.status,
          version: item.version,
          deletedAt: item.deletedAt.toISOString(),
          deletedBy: item.deletedBy === null ? null : (names.get(item.deletedBy) ?? null),
          purgeAt: purgeAtOf(item.deletedAt).toISOString(),
        })),
      };
    });
  });

  const adminRoutes: RoutePlugin = async (admins) => {
    admins.addHook('preValidation', staffOnly('admin'));
    admins.delete('/:collection/:id', { schema: { params: trashParams } }, async (request, reply) => {
      await purgeItem(db, request.params.collection, request.params.id, request.staff!.id);
      return reply.code(204).send();
    });
  };
  await app.register(adminRoutes);
};
