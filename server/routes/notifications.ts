import type { AppContext } from '../context';
import { staffOnly } from '../plugins/session';
import type { RoutePlugin } from '../plugins/validation';
import { latestNotifications, markAllRead } from '../repositories/notifications';

/** `/api/v1/notifications` for staff: the bell (new messages and published content), and marking it read. */
export const notificationRoutes: RoutePlugin<{ context: AppContext }> = async (app, { context }) => {
  app.addHook('preValidation', staffOnly());

  app.get('', async (_request, reply) => {
    const { unread, rows } = await latestNotifications(context.db);
    reply.header('Cache-Control', 'no-store');
    return {
      unread,
      items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null })),
    };
  });

  /** Marks every notification read (opening the bell). */
  app.post('/read', async (_request, reply) => {
    await markAllRead(context.db);
    return reply.code(204).send();
  });
};
