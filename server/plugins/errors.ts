import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, HttpError, type ErrorCode } from '../../src/shared/schema/errors';
import { requestLanguage } from '../../src/shared/i18n/request-language';
import type { Lang } from '../../src/shared/lang';
import { ValidationFailure } from './validation';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's messages (Accept-Language; French by default). */
    lang: Lang;
  }
  interface FastifyContextConfig {
    /** The route takes an image as its body (media upload): not JSON, and "too large" means the image. */
    imageBody?: boolean;
  }
}

/** Fastify's own errors, as our codes. */
function codeOf(error: FastifyError, request: FastifyRequest): ErrorCode {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return request.routeOptions.config.imageBody ? 'image_too_large' : 'too_large';
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

/**
 * Every error is JSON, `{"error":{"code","message","fields"?}}`, in the request's language (set
 * here on `request.lang`), never cached; an unexpected one is logged and answers 500.
 */
export const errors = fp<{ logger?: boolean }>(
  async (app, options) => {
    app.decorateRequest('lang', 'fr');
    app.addHook('onRequest', async (request) => {
      request.lang = requestLanguage(request.headers['accept-language']);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        reply.headers(error.headers).code(error.status).header('Cache-Control', 'no-store');
        const fields = error instanceof ValidationFailure ? error.fieldsIn(request.lang ?? 'fr') : error.fields;
        return reply.send(errorBody(error.code, request.lang ?? 'fr', fields));
      }
      const code = codeOf(error, request);
      if (code === 'internal') request.log.error(error);
      if (code === 'internal' && !options.logger) console.error(`${request.method} ${request.url}:`, error);
      reply.code(code === 'internal' ? 500 : (error.statusCode ?? 400)).header('Cache-Control', 'no-store');
      if (code === 'image_too_large') reply.code(413);
      return reply.send(errorBody(code, request.lang ?? 'fr'));
    });
  },
  { name: 'errors' },
);
