import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../src/shared/schema/errors';
import type { Db } from '../db/client';
import { deleteExpiredKeys, recordAnswer, releaseKey, reserveKey } from '../repositories/idempotency';

/** The writes a key is honoured for. */
const WRITES = new Set(['POST', 'PATCH', 'DELETE']);

/** A key as clients make them (a UUID), or any other run of 1 to 200 plain characters. */
const KEY = /^[A-Za-z0-9_.:-]{1,200}$/;

/** How often, at most, a server forgets the expired keys (on a write). */
const CLEANUP_EVERY_MS = 60_000;

/**
 * `Idempotency-Key` on staff writes (POST, PATCH, DELETE) of the scope it is registered in:
 * the first request with a key runs and its answer (status and JSON body) is kept for 24 hours
 * for that member and key; the same request again (`METHOD path`) gets that answer again, with
 * `Idempotent-Replayed: true`, without running. The key on another request is refused (422); a
 * second request while the first still runs is told to try again (409 `idempotency_in_progress`,
 * `Retry-After: 1`): the key is reserved in the database first, so this holds across servers. A
 * server error (5xx) is not kept: a retry runs again. A write without the header, or that is no
 * staff member's (a resident's message, signing in), is not concerned.
 *
 * One limit: the answer is kept after the write's own transaction. A server that stops between
 * the two leaves the key reserved; two minutes later it may be used again, and runs again.
 */
export const idempotency = fp<{ db: Db; cleanupEveryMs?: number }>(
  async (app, { db, cleanupEveryMs = CLEANUP_EVERY_MS }) => {
    const reserved = new WeakMap<FastifyRequest, { userId: number; key: string }>();
    let lastCleanup = 0;

    app.addHook('preHandler', async (request, reply) => {
      const header = request.headers['idempotency-key'];
      if (header === undefined || !WRITES.has(request.method) || !request.staff) return;
      if (typeof header !== 'string' || !KEY.test(header)) throw new HttpError('idempotency_key_invalid');
      if (Date.now() - lastCleanup >= cleanupEveryMs) {
        lastCleanup = Date.now();
        await deleteExpiredKeys(db);
      }
      const userId = request.staff.id;
      const line = `${request.method} ${request.url.split('?')[0]}`;
      const held = await reserveKey(db, userId, header, line);
      if (held === null) {
        reserved.set(request, { userId, key: header });
        return;
      }
      if (held.request !== line) throw new HttpError('idempotency_key_reused');
      if (held.statusCode === null) throw new HttpError('idempotency_in_progress', { headers: { 'Retry-After': '1' } });
      reply.code(held.statusCode).header('Idempotent-Replayed', 'true').header('Cache-Control', 'no-store');
      if (held.body === null || held.statusCode === 204) return reply.send();
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(held.body));
    });

    // Before the answer leaves: a retry that follows it finds it kept.
    app.addHook('onSend', async (request, reply, payload) => {
      const held = reserved.get(request);
      if (!held) return payload;
      reserved.delete(request);
      try {
        if (reply.statusCode >= 500) await releaseKey(db, held.userId, held.key);
        else await recordAnswer(db, held.userId, held.key, reply.statusCode, bodyOf(payload));
      } catch (error) {
        // The write's answer still goes out; the key, left reserved, frees itself later.
        request.log.error({ err: error }, 'idempotency key not recorded');
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['errors', 'session'] },
);

function bodyOf(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload === '') return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return null;
  }
}
