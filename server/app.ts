import { statSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { paths } from '../src/content/site-map';
import { contentCollections } from '../src/collections/content';
import { errorBody, HttpError } from '../src/shared/schema/errors';
import type { Database } from './db/client';
import { createContext, type AppContext } from './context';
import { registerHealth } from './health';
import { serverOptions } from './http';
import { embedLiveContent } from './live-pages';
import { loadRenderer, pageServer, registerEmbeds, registerNewsFeed } from './pages';
import { adminPages } from './plugins/admin-pages';
import { errors, loggedText, loggerOptions, type LoggerSettings } from './plugins/errors';
import { idempotency } from './plugins/idempotency';
import { jsonBodies, sameOrigin } from './plugins/same-origin';
import { securityHeaders } from './plugins/security';
import { session } from './plugins/session';
import { validation } from './plugins/validation';
import { createPublicLists } from './public-lists';
import { searchRoutes } from './routes/search';
import { createSiteSearch } from './search';
import { calendarRoutes } from './routes/calendar';
import { contentRoutes } from './routes/content';
import { historyRoutes } from './routes/history';
import { trashRoutes } from './routes/trash';
import { startTrashPurge, type TrashPurge } from './trash';
import { activityRoutes, scheduleRoutes, statsRoutes } from './routes/dashboard';
import { imageBodies, MAX_IMAGE_BYTES, mediaRoutes, uploadRoutes } from './routes/media';
import { messageRoutes, residentMessageRoutes } from './routes/messages';
import { notificationRoutes } from './routes/notifications';
import { sessionRoutes } from './routes/session';
import { userRoutes } from './routes/users';
import { seoRoutes } from './routes/seo';
import { registerSite } from './site';

export interface AppOptions {
  database: Database;
  /** The built site; without it the server answers the API only (tests). */
  distDir?: string;
  /** Behind a reverse proxy: believe its X-Forwarded-* headers (protocol, address, host). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The site's public origin when the proxy does not forward the host (`https://commune.cm`). */
  publicOrigin?: string;
  /** Fastify's request log (off by default: the errors then go to the console), or where to write it. */
  logger?: boolean | LoggerSettings;
  /** The clock scheduled items are public by (tests move it; default `Date.now`). */
  now?: () => number;
  /** The share of the time pages may spend being rendered again after a change (server/pages.ts; tests set 0). */
  renderShare?: number;
}

export interface App {
  app: FastifyInstance;
  context: AppContext;
  /** The trash's purge (server/trash.ts): run at start, then hourly; `run()` purges now. */
  trash: TrashPurge;
}

/** The whole server: security headers, the API, uploaded media and the built site. */
export async function buildApp(options: AppOptions): Promise<App> {
  const logger = options.logger ? loggerOptions(options.logger === true ? {} : options.logger) : false;
  const fastifyOptions: FastifyServerOptions = { ...serverOptions(), logger, bodyLimit: 64 * 1024 };
  fastifyOptions.trustProxy = options.trustProxy ?? false;
  const app = Fastify(fastifyOptions);
  const context = createContext(options.database, { now: options.now });
  const lists = createPublicLists(context);
  const siteSearch = createSiteSearch(lists);
  app.addHook('onClose', () => lists.close());
  // Items 30 days in the trash are deleted for good: at start, then every hour.
  const purgeFailed = (error: unknown) => {
    if (logger) app.log.error({ err: error }, 'the trash could not be purged');
    else console.error(`The trash could not be purged: ${loggedText(error)}`);
  };
  const trash = startTrashPurge(context, { onError: purgeFailed });
  app.addHook('onClose', () => trash.stop());

  // Every request: its headers, its language and error answers, JSON bodies, who is signed in.
  await app.register(securityHeaders);
  await app.register(errors, { logger: Boolean(options.logger) });
  await app.register(validation);
  await app.register(jsonBodies);
  await app.register(imageBodies);
  await app.register(session, { db: context.db });
  await app.register(adminPages, { prefix: paths.admin, loginPage: paths.adminLogin });

  // The API: writes only from the site's own pages; one plugin per resource.
  await app.register(async (api) => {
    await api.register(sameOrigin, { publicOrigin: options.publicOrigin });
    await api.register(idempotency, { db: context.db });
    registerHealth(api, { database: context.database, distDir: options.distDir });
    await api.register(sessionRoutes, { prefix: '/api/v1/session', context });
    for (const collection of contentCollections) {
      await api.register(contentRoutes, { prefix: `/api/v1/${collection}`, collection, context, lists });
      await api.register(historyRoutes, { prefix: `/api/v1/${collection}`, collection, context });
    }
    await api.register(trashRoutes, { prefix: '/api/v1/trash', context });
    await api.register(searchRoutes, { prefix: '/api/v1/search', search: siteSearch });
    await api.register(residentMessageRoutes, { prefix: '/api/v1/messages', context });
    await api.register(messageRoutes, { prefix: '/api/v1/messages', context });
    await api.register(notificationRoutes, { prefix: '/api/v1/notifications', context });
    await api.register(userRoutes, { prefix: '/api/v1/users', context });
    await api.register(activityRoutes, { prefix: '/api/v1/activity', context });
    await api.register(statsRoutes, { prefix: '/api/v1/stats', context });
    await api.register(scheduleRoutes, { prefix: '/api/v1/schedule', context });
    await api.register(uploadRoutes, { prefix: '/api/v1/media', context });
    api.all('/api/*', async () => {
      throw new HttpError('not_found');
    });
  });
  await app.register(mediaRoutes, { prefix: '/media', context });
  // The agenda as calendars residents take home: /events.ics and /events/<slug>.ics.
  await app.register(calendarRoutes, { lists, publicOrigin: options.publicOrigin });
  await trash.run().catch(purgeFailed);
  await lists.warm();

  if (options.distDir) {
    const rendering = await loadRenderer(options.distDir);
    const pages = rendering && { ...rendering, lists, publicOrigin: options.publicOrigin, search: siteSearch, context, renderShare: options.renderShare };
    if (pages) registerEmbeds(app, pages);
    await app.register(seoRoutes, { lists, rendering, publicOrigin: options.publicOrigin, builtAt: builtAt(options.distDir) });
    if (pages) registerNewsFeed(app, pages);
    await registerSite(app, {
      distDir: options.distDir,
      renderPage: pages && pageServer(pages),
      rewriteHtml: (html) => embedLiveContent(html, lists.current),
      rewriteKey: lists.version,
    });
  }
  else app.setNotFoundHandler((request, reply) => reply.code(404).send(errorBody('not_found', request.lang ?? 'fr')));

  return { app, context, trash };
}

/** When the site in `distDir` was built (its home page's date), or now when it cannot say. */
function builtAt(distDir: string): Date {
  try {
    return statSync(join(distDir, 'index.html')).mtime;
  } catch {
    return new Date();
  }
}

export { MAX_IMAGE_BYTES };
