import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../src/shared/schema/errors';

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

/** Writes (POST, PUT, PATCH, DELETE) to the routes of the scope it is registered in come from the site's own pages, else 403. */
export const sameOrigin = fp<{ publicOrigin?: string }>(
  async (app, { publicOrigin }) => {
    app.addHook('onRequest', async (request) => {
      if (UNSAFE.has(request.method) && !fromOwnOrigin(request, publicOrigin)) throw new HttpError('cross_origin');
    });
  },
  { name: 'same-origin', dependencies: ['errors'] },
);

/** JSON in: a write with a body of another type is refused (415), but for routes that take an image (`config.imageBody`). */
export const jsonBodies = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (!UNSAFE.has(request.method) || request.body === undefined || request.routeOptions.config.imageBody) return;
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json' && !type.endsWith('+json')) throw new HttpError('unsupported_media_type');
    });
  },
  { name: 'json-bodies' },
);
