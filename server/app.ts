import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { paths } from '../src/content/site-map';
import type { Database } from './db/client';
import { findSession } from './auth/sessions';
import { createContext, languageOf, sessionToken, type AppContext } from './api/context';
import { registerContentRoutes } from './api/content';
import { registerMediaRoutes, MAX_IMAGE_BYTES } from './api/media';
import { registerSessionRoutes } from './api/session';
import { registerStaffRoutes } from './api/staff';
import { errorBody, HttpError, type ErrorCode } from '../src/core/schema/errors';
import { serverOptions } from './http';
import { embedLiveContent } from './live-pages';
import { loadRenderer, pageServer, registerEmbeds } from './pages';
import { registerSecurityHeaders } from './security';
import { registerSite } from './site';

export interface AppOptions {
  database: Database;
  /** The built site; without it the server answers the API only (tests). */
  distDir?: string;
  /** Behind a reverse proxy: believe its X-Forwarded-* headers (protocol, address, host). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The site's public origin when the proxy does not forward the host (`https://commune.cm`). */
  publicOrigin?: string;
  logger?: boolean;
}

export interface App {
  app: FastifyInstance;
  context: AppContext;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Is a state-changing request from the site's own pages? Browsers say so with
 * `Sec-Fetch-Site` and `Origin`, which pages cannot forge; a request that carries neither is
 * refused too (a script outside a browser can add `Origin` deliberately, as the README shows).
 */
function fromOwnOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (fetchSite === undefined && origin === undefined) return false;
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  if (origin !== undefined && origin !== `${request.protocol}://${request.host}` && origin !== publicOrigin) return false;
  return true;
}

/** Fastify's own errors, as our codes. */
function codeOf(error: FastifyError, request: FastifyRequest): ErrorCode {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return request.url.startsWith('/api/v1/media') ? 'image_too_large' : 'too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported_media_type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'invalid_json';
  }
  if (error instanceof SyntaxError) return 'invalid_json';
  const status = error.statusCode ?? 500;
  if (status === 413) return 'too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status >= 400 && status < 500) return 'bad_request';
  return 'internal';
}

/** The whole server: security headers, the API, uploaded media and the built site. */
export async function buildApp(options: AppOptions): Promise<App> {
  const fastifyOptions: FastifyServerOptions = { ...serverOptions(), logger: options.logger ?? false, bodyLimit: 64 * 1024 };
  fastifyOptions.trustProxy = options.trustProxy ?? false;
  const app = Fastify(fastifyOptions);
  const context = createContext(options.database);

  registerSecurityHeaders(app);

  app.decorateRequest('lang', 'fr');
  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request);
    if (UNSAFE.has(request.method) && request.url.startsWith('/api/') && !fromOwnOrigin(request, options.publicOrigin)) {
      throw new HttpError('cross_origin');
    }
  });

  // JSON in, JSON out: a write to a collection with another body type is refused (415).
  app.addHook('preValidation', async (request) => {
    if (!UNSAFE.has(request.method) || request.body === undefined || request.routeOptions.url === '/api/v1/media') return;
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json' && !type.endsWith('+json')) throw new HttpError('unsupported_media_type');
  });

  // Admin pages need a session; without one, the login page, which then comes back here.
  const adminPrefix = paths.admin;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?')[0]!;
    if (!(path === adminPrefix || path.startsWith(`${adminPrefix}/`)) || path.startsWith(paths.adminLogin) || /\.\w+$/.test(path)) return;
    const user = await findSession(context.db, sessionToken(request));
    if (user) {
      reply.header('Cache-Control', 'no-store');
      return;
    }
    return reply.redirect(`${paths.adminLogin}?next=${encodeURIComponent(request.url)}`, 303);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers).code(error.status).header('Cache-Control', 'no-store');
      return reply.send(errorBody(error.code, request.lang ?? 'fr', error.fields));
    }
    const code = codeOf(error, request);
    if (code === 'internal') request.log.error(error);
    if (code === 'internal' && !options.logger) console.error(`${request.method} ${request.url}:`, error);
    reply.code(code === 'internal' ? 500 : (error.statusCode ?? 400)).header('Cache-Control', 'no-store');
    if (code === 'image_too_large') reply.code(413);
    return reply.send(errorBody(code, request.lang ?? 'fr'));
  });

  app.get('/api/health', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!(await context.database.ping())) return reply.code(503).send({ status: 'unavailable' });
    return { status: 'ok' };
  });

  registerSessionRoutes(app, context);
  const publicLists = registerContentRoutes(app, context);
  await publicLists.warm();
  registerStaffRoutes(app, context);
  registerMediaRoutes(app, context);
  app.all('/api/*', async () => {
    throw new HttpError('not_found');
  });

  if (options.distDir) {
    const rendering = await loadRenderer(options.distDir);
    const pages = rendering && { ...rendering, lists: publicLists, publicOrigin: options.publicOrigin };
    if (pages) registerEmbeds(app, pages);
    await registerSite(app, {
      distDir: options.distDir,
      renderPage: pages && pageServer(pages),
      rewriteHtml: (html) => embedLiveContent(html, publicLists.current),
      rewriteKey: publicLists.version,
    });
  }
  else app.setNotFoundHandler((request, reply) => reply.code(404).send(errorBody('not_found', request.lang ?? 'fr')));

  return { app, context };
}

export { MAX_IMAGE_BYTES };
