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

/** The SQLSTATE of a database error: drizzle wraps the driver's (PostgreSQL's, PGlite's) as `cause`. */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 3; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A scrypt hash (`scrypt$N$r$p$salt$key`), a session token or its SHA-256, or any other long run of one. */
const SECRET_LOOKING = /scrypt\$[^\s"'`,]*|[A-Za-z0-9_-]{40,}/g;

const masked = (text: string) => text.replace(SECRET_LOOKING, '[redacted]');

/** What the log says of a failure. */
export type LoggedError = {
  type: string;
  message: string;
  /** The SQLSTATE of a database error (`22021`, a character the encoding refuses). */
  code?: string;
  /** The stack's frames, empty when there are none. */
  stack: string;
};

/**
 * A failure as the log tells it: its kind, its message and where it happened, never the values
 * of a failed query. Drizzle's message lists them (`params: …`), and they can be a new account's
 * password hash; its stack begins with that message. A database error keeps the query's SQL with
 * its placeholders and the database's own reason; anything shaped like a hash or a token is masked.
 */
export function loggedError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: masked(String(error)), stack: '' };
  const code = sqlState(error);
  const query = 'query' in error && typeof error.query === 'string' ? error.query : undefined;
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  const message = query !== undefined ? `Failed query: ${query}${cause ? ` (${cause})` : ''}` : error.message;
  // The stack's frames only: its first lines repeat the message.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    // drizzle's DrizzleQueryError keeps the name `Error`.
    type: error.name === 'Error' ? error.constructor.name : error.name,
    message: masked(message),
    ...(code ? { code } : {}),
    stack: masked(frames.join('\n')),
  };
}

/** `loggedError` as one line of text, for the console when Fastify's logger is off. */
export function loggedText(error: unknown): string {
  const { type, message, code, stack } = loggedError(error);
  return `${type}${code ? ` ${code}` : ''}: ${message}${stack ? `\n${stack}` : ''}`;
}

/** Where Fastify's logger writes (tests capture it), and at which level. */
export interface LoggerSettings {
  stream?: { write(line: string): unknown };
  level?: string;
}

/**
 * Fastify's logger options: errors told by `loggedError`, and the headers and fields that carry
 * a session or a password redacted should anything log a request's headers or body.
 */
export function loggerOptions(settings: LoggerSettings = {}) {
  return {
    level: settings.level ?? 'info',
    ...(settings.stream ? { stream: settings.stream } : {}),
    serializers: { err: loggedError },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.passwordHash',
        'password',
        'passwordHash',
      ],
      censor: '[redacted]',
    },
  };
}

/**
 * Every error is JSON, `{"error":{"code","message","fields"?}}`, in the request's language (set
 * here on `request.lang`), never cached. What the database refuses as data (SQLSTATE class 22: a
 * character or a number it cannot store) is the client's input that the validation let through:
 * 400, and a warning in the log. Anything else unexpected is logged and answers 500. The log
 * tells an error with `loggedError`: no query's values, no password hash, no session token.
 */
export const errors = fp<{ logger?: boolean }>(
  async (app, options) => {
    app.decorateRequest('lang', 'fr');
    app.addHook('onRequest', async (request) => {
      request.lang = requestLanguage(request.headers['accept-language']);
    });

    const log = (request: FastifyRequest, level: 'warn' | 'error', error: unknown) => {
      if (options.logger) request.log[level]({ err: error }, level === 'warn' ? 'the database refused the request’s data' : 'request failed');
      else console[level](`${request.method} ${request.url}: ${loggedText(error)}`);
    };

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        reply.headers(error.headers).code(error.status).header('Cache-Control', 'no-store');
        const fields = error instanceof ValidationFailure ? error.fieldsIn(request.lang ?? 'fr') : error.fields;
        return reply.send(errorBody(error.code, request.lang ?? 'fr', fields));
      }
      if (sqlState(error)?.startsWith('22')) {
        log(request, 'warn', error);
        return reply.code(400).header('Cache-Control', 'no-store').send(errorBody('bad_request', request.lang ?? 'fr'));
      }
      const code = codeOf(error, request);
      if (code === 'internal') log(request, 'error', error);
      reply.code(code === 'internal' ? 500 : (error.statusCode ?? 400)).header('Cache-Control', 'no-store');
      if (code === 'image_too_large') reply.code(413);
      return reply.send(errorBody(code, request.lang ?? 'fr'));
    });
  },
  { name: 'errors' },
);
