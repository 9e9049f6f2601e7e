import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { message as bilingual } from '../../src/shared/schema/message';
import { publicationStatuses } from '../../src/shared/schema/fields';

/*
 * The server's own request schemas, beside the shared ones of src/shared/schema: an `:id` that is
 * not a positive integer answers 404 (see server/plugins/validation.ts), a query string that
 * does not pass, 400.
 */

/** `:id`, a positive integer of at most 9 digits. */
export const idParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number), v.minValue(1)) });

/** A collection's list: published (anyone), or `all` and `draft` (staff). */
export const listQuery = v.object({ status: v.optional(v.picklist(['all', ...publicationStatuses])) });

/** Marking a resident's message handled, or not. */
export const handledSchema = v.object({
  handled: v.boolean(bilingual('« handled » doit être vrai ou faux.', '"handled" must be true or false.')),
  version: v.pipe(v.number(bilingual('La version de l’élément est obligatoire.', 'The item’s version is required.')), v.integer(), v.minValue(1)),
});

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

/** A DELETE's `preValidation`: its body becomes `{ version }`, for `schema.body` to check. */
export async function versionInBody(request: FastifyRequest): Promise<void> {
  request.body = { version: versionOf(request) };
}
