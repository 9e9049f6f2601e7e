import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { fieldErrors } from '../../src/core/schema/message';
import type { Role } from '../../src/core/schema/staff';
import type { Lang } from '../../src/core/store';
import type { Database, Db } from '../db/client';
import { cookieName, findSession, readCookie, type SessionUser } from '../auth/sessions';
import { Throttle } from '../../src/core/throttle';
import { HttpError } from '../../src/core/schema/errors';
import type { Tx } from '../db/journal';
import { users } from '../db/schema';
import { requestLanguage } from '../../src/core/i18n/request-language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's messages (Accept-Language; French by default). */
    lang: Lang;
    /** The signed-in staff member, once `requireStaff` has run. */
    staff?: SessionUser;
  }
}

/** What every route module shares. */
export interface AppContext {
  database: Database;
  db: Db;
  /** Login failures: 5 per 15 minutes per account, and per address. */
  loginFailures: { account: Throttle; address: Throttle };
  /** Residents' messages: a few per address per hour. */
  residentMessages: Throttle;
  /** Called after every successful write, with the collection written (public caches). */
  changed(collection: string): void;
  subscribe(listener: (collection: string) => void): void;
}

export function createContext(database: Database): AppContext {
  const listeners: ((collection: string) => void)[] = [];
  return {
    database,
    db: database.db,
    loginFailures: { account: new Throttle(5, 15 * 60_000), address: new Throttle(5, 15 * 60_000) },
    residentMessages: new Throttle(5, 60 * 60_000),
    changed: (collection) => listeners.forEach((listener) => listener(collection)),
    subscribe: (listener) => void listeners.push(listener),
  };
}

export function languageOf(request: FastifyRequest): Lang {
  return requestLanguage(request.headers['accept-language']);
}

/** Parses `input` with a shared schema, or throws a 400 with a message per field. */
export function parse<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, request: FastifyRequest): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input ?? {}, { lang: request.lang });
  if (!result.success) throw new HttpError('validation', { fields: fieldErrors(result.issues) });
  return result.output;
}

/** Is the request over HTTPS (directly, or behind a proxy we trust)? */
export function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return readCookie(request.headers.cookie, cookieName(isSecure(request)));
}

/** A preHandler that refuses requests without a valid session (401), or without `role` (403). */
export function requireStaff(context: AppContext, role?: Role) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await findSession(context.db, sessionToken(request));
    if (!user) throw new HttpError('unauthenticated');
    if (role && user.role !== role) throw new HttpError('forbidden');
    request.staff = user;
  };
}

/** The `:id` of a route as a positive integer, or a 404. */
export function idParam(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (!id) throw new HttpError('not_found');
  return id;
}

/** The version a DELETE removes: in the body, or `?version=` for clients that send no body. */
export function versionOf(request: FastifyRequest): unknown {
  const body = request.body as { version?: unknown } | undefined;
  if (body && typeof body === 'object' && 'version' in body) return body.version;
  const query = (request.query as { version?: string }).version;
  return query !== undefined && /^\d+$/.test(query) ? Number(query) : query;
}

/** Staff display names by account id, to say who created, changed or handled something. */
export async function userNames(tx: Tx): Promise<Map<number, string>> {
  const rows = await tx.select({ id: users.id, name: users.displayName }).from(users);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The calendar day in Dtima (Cameroon: UTC+1, no daylight saving), ISO. */
export function communeDay(date: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(date);
}
