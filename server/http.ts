import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorBody, type ErrorCode } from '../src/shared/schema/errors';
import { requestLanguage } from '../src/shared/i18n/request-language';
import { pathnameOf, securityHeaders } from './security';

export interface ServerLimits {
  /** Time to receive a request's headers (slow-loris clients are cut off after it). */
  headersTimeoutMs: number;
  /** Time to receive a whole request, body included (slow uploads). */
  requestTimeoutMs: number;
  /**
   * How long an idle keep-alive connection stays open. Longer than a reverse proxy's own idle
   * timeout (nginx 60 s), so the proxy never reuses a connection the server is closing.
   */
  keepAliveTimeoutMs: number;
  /** The largest request body by default; routes that take uploads set their own `bodyLimit`. */
  bodyLimitBytes: number;
  /**
   * `TRUST_PROXY`: whom to believe for `X-Forwarded-For`/`-Proto` (the client's address, HTTPS).
   * See `trustProxyFrom`.
   */
  trustProxy: NonNullable<FastifyServerOptions['trustProxy']>;
}

export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
  bodyLimitBytes: 256 * 1024,
  trustProxy: false,
};

/** How often Node looks for connections past their headers or request timeout (its default: 30 s). */
const TIMEOUT_CHECK_INTERVAL_MS = 2_000;

/**
 * `TRUST_PROXY` as Fastify's `trustProxy`: unset, empty or `0` → trust nobody; `true` → every
 * hop; a whole number → that many proxies in front (`1` for one nginx or Caddy); anything else →
 * a comma-separated list of addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8`).
 */
export function trustProxyFrom(value: string | undefined): ServerLimits['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return true;
  if (!/^\d+$/.test(text)) return text;
  // Hop 0 is the peer itself: with one proxy, only its own X-Forwarded-* entry is believed.
  const hops = Number(text);
  return (_address: string, hop: number) => hop < hops;
}

/** A response written straight to the socket: the parser gave up before Fastify saw a request. */
function rawResponse(status: number, code: ErrorCode): string {
  const body = JSON.stringify(errorBody(code, 'fr'));
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...securityHeaders({ path: '/' }),
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Requests Node's parser refuses (`GET http://[`, oversized headers, timeouts): a JSON error with
 * the security headers instead of Node's bare answer, then the connection is closed.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, ErrorCode] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'bad_request'] : error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'too_large'] : [400, 'bad_request'];
  if (socket.writable) socket.write(rawResponse(status, code));
  socket.destroy();
}

/**
 * URLs the router cannot decode (`/%E0%A4%A`, an absolute target like `http://[`): Fastify
 * answers them outside the hooks, so the security headers are set here.
 */
function answerFrameworkError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_ASYNC_CONSTRAINT' ? 500 : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const code: ErrorCode = status === 500 ? 'internal' : 'bad_request';
  reply
    .code(status)
    .headers(securityHeaders({ path: pathnameOf(request.url) }))
    .header('cache-control', 'no-store')
    // A client that sends such a target is confused or probing: no second request on this connection.
    .header('connection', 'close')
    .send(errorBody(code, requestLanguage(request.headers['accept-language'])));
}

/** Fastify's options for the site and the demo: timeouts, body limit, proxy trust, error answers. */
export function serverOptions(limits: Partial<ServerLimits> = {}): FastifyHttpOptions<Server> {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, bodyLimitBytes, trustProxy } = { ...DEFAULT_LIMITS, ...limits };
  return {
    http: { headersTimeout: headersTimeoutMs, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    bodyLimit: bodyLimitBytes,
    trustProxy,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  };
}

/**
 * Caps open connections; past it Node closes new ones at once, so a flood of idle sockets costs
 * file descriptors up to the cap and no further. The default leaves room under a 16 k fd limit.
 */
export function limitConnections(server: Server, max = 10_000): void {
  server.maxConnections = max;
}

/**
 * Connections the kernel may hold before the server accepts them (capped by `somaxconn`). Node's
 * 511 overflows under a burst of connections, and each overflowed client waits a second to retry.
 */
const LISTEN_BACKLOG = 4096;

/** Starts listening; resolves to the server's URL (`http://127.0.0.1:4173`). */
export async function listen(app: FastifyInstance, port: number, host = '127.0.0.1'): Promise<string> {
  await app.listen({ port, host, backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
}
