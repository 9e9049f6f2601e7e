import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../src/shared/schema/errors';
import type { Role } from '../../src/shared/schema/staff';
import { cookieName, findSession, readCookie, type SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member signed in with this request's cookie, if any (asked once per request). */
    signedIn(): Promise<SessionUser | undefined>;
    /** The signed-in staff member, once a `staffOnly` hook has let the request through. */
    staff?: SessionUser;
  }
}

/** Is the request over HTTPS (directly, or behind a proxy we trust)? */
export function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return readCookie(request.headers.cookie, cookieName(isSecure(request)));
}

/**
 * A hook for the routes of staff (or of `role`): 401 without a valid session, 403 without the
 * role; it sets `request.staff`. Route plugins add it to their own scope as a `preValidation`
 * hook: after the body is read (413, 415 and bad JSON answer first, as the admin's mock API does),
 * before the schemas are checked.
 */
export function staffOnly(role?: Role) {
  return async (request: FastifyRequest) => {
    const user = await request.signedIn();
    if (!user) throw new HttpError('unauthenticated');
    if (role && user.role !== role) throw new HttpError('forbidden');
    request.staff = user;
  };
}

/** Who is signed in: `request.signedIn()`, from the session cookie, read from the database at most once per request. */
export const session = fp<{ db: Db }>(
  async (app, { db }) => {
    const found = new WeakMap<FastifyRequest, Promise<SessionUser | undefined>>();
    app.decorateRequest('staff', undefined);
    app.decorateRequest('signedIn', function (this: FastifyRequest) {
      let user = found.get(this);
      if (!user) {
        user = findSession(db, sessionToken(this));
        found.set(this, user);
      }
      return user;
    });
  },
  { name: 'session' },
);
