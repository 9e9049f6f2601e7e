import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { message as bilingual } from '../../src/shared/schema/message';
import { MAX_INTEGER, publicationStatuses, versionField } from '../../src/shared/schema/fields';
import { userUpdateSchema } from '../../src/shared/schema/staff';

/*
 * The server's own request schemas, beside the shared ones of src/core/schema: an `:id` that is
 * not a positive integer of the `integer` columns answers 404 (see server/plugins/validation.ts),
 * a query string that does not pass, 400.
 */

/** `:id`, a positive integer an `integer` column holds (up to 2,147,483,647). */
export const idParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.minValue(1), v.maxValue(MAX_INTEGER)) });

/** A collection's list: published (anyone), or `all` and `draft` (staff). */
export const listQuery = v.object({
  status: v.optional(
    v.picklist(
      ['all', ...publicationStatuses],
      bilingual('Le statut demandé doit être « all », « draft » ou « published ».', 'The status asked for must be "all", "draft" or "published".'),
    ),
  ),
});

/** Marking a resident's message handled, or not. */
export const handledSchema = v.object({
  handled: v.boolean(bilingual('« handled » doit être vrai ou faux.', '"handled" must be true or false.')),
  version: versionField,
});

/** A staff account's changes, its version an `integer` column's like every other. */
export const userUpdateBody = v.object({ ...userUpdateSchema.entries, version: versionField });

/** An uploaded image's generated name. */
export const imageParams = v.object({ name: v.pipe(v.string(), v.regex(/^[\w-]{16}\.(png|jpg|webp|avif)$/)) });

/** The version a DELETE removes: in the body, or `?version=` for clients that send no body. */
export function versionOf(request: FastifyRequest): unknown {
  const body: unknown = request.body;
  if (body && typeof body === 'object' && 'version' in body) return body.version;
  const query: unknown = request.query;
  const version = query && typeof query === 'object' && 'version' in query ? query.version : undefined;
  return typeof version === 'string' && /^\d+$/.test(version) ? Number(version) : version;
}

/**
 * A DELETE's `preValidation`: a body that names no version (or no body) gets the query's, for
 * `schema.body` to check with the rest of the body; a body that is not an object stays as it came,
 * and is refused.
 */
export async function versionInBody(request: FastifyRequest): Promise<void> {
  const body: unknown = request.body;
  if (body === undefined || body === null) request.body = { version: versionOf(request) };
  else if (typeof body === 'object' && !Array.isArray(body) && !('version' in body)) request.body = { ...body, version: versionOf(request) };
}
