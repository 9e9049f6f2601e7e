import { communeDay, type AppContext } from '../context';
import { staffOnly } from '../plugins/session';
import type { RoutePlugin } from '../plugins/validation';
import * as v from 'valibot';
import { recentActivity } from '../repositories/activity';
import { pageActivity } from '../repositories/content-lists';
import { asksForPage, pageEntries, STAFF_PAGE_SIZE } from '../../src/shared/staff-lists';
import { scheduledChanges } from '../repositories/schedule';
import { dashboardFigures } from '../repositories/stats';
import { userNames } from '../repositories/users';

const DAY = 24 * 60 * 60 * 1000;

/**
 * `/api/v1/activity` for staff: the dashboard's "Recent Activity", who did what: the latest 30
 * lines, or with `?page` and `?pageSize` a page of the whole log with its `total`.
 */
export const activityRoutes: RoutePlugin<{ context: AppContext }> = async (app, { context }) => {
  app.addHook('preValidation', staffOnly());

  app.get('', { schema: { querystring: v.object(pageEntries) } }, async (request, reply) => {
    const who = await userNames(context.db);
    const paged = asksForPage(request.query);
    const page = request.query.page ?? 1;
    const pageSize = request.query.pageSize ?? STAFF_PAGE_SIZE.default;
    const { rows, total } = paged ? await pageActivity(context.db, page, pageSize) : { rows: await recentActivity(context.db), total: 0 };
    reply.header('Cache-Control', 'no-store');
    return {
      ...(paged ? { total, page, pageSize } : {}),
      items: rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        user: row.userId === null ? null : (who.get(row.userId) ?? null),
        action: row.action,
        type: row.type,
        subject: row.subject,
        subjectId: row.subjectId,
        label: row.label,
        labelEn: row.labelEn,
      })),
    };
  });
};

/**
 * `/api/v1/stats` for staff: the dashboard's four figures, each with its value now and as it
 * stood 30 days ago, so the admin can show the change "from last month".
 */
export const statsRoutes: RoutePlugin<{ context: AppContext }> = async (app, { context }) => {
  app.addHook('preValidation', staffOnly());

  app.get('', async (_request, reply) => {
    const now = new Date();
    const monthAgo = new Date(now.getTime() - 30 * DAY);
    const figures = await dashboardFigures(context.db, monthAgo, communeDay(now), communeDay(monthAgo));
    reply.header('Cache-Control', 'no-store');
    return figures;
  });
};

/** `/api/v1/schedule` for staff: what is due to appear on the site or leave it next, soonest first. */
export const scheduleRoutes: RoutePlugin<{ context: AppContext }> = async (app, { context }) => {
  app.addHook('preValidation', staffOnly());

  app.get('', async (_request, reply) => {
    const items = await scheduledChanges(context.db, new Date(context.now()));
    reply.header('Cache-Control', 'no-store');
    return { items };
  });
};
