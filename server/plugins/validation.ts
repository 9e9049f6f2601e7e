import type { FastifyPluginAsync, FastifySchemaCompiler, FastifyTypeProvider, RawServerDefault } from 'fastify';
import fp from 'fastify-plugin';
import type * as v from 'valibot';
import { HttpError } from '../../src/shared/schema/errors';
import { checkInput, type FieldErrors } from '../../src/shared/schema/message';
import type { Lang } from '../../src/shared/lang';

/*
 * The one place requests are checked. Every body and query string goes through `checkInput`
 * (src/core/schema/message.ts), the admin's mock API too: the route's valibot schema with a
 * message in the request's language for every rule (valibot's own English never reaches a
 * client), and, in every field a schema knows or not, what the database cannot store — a NUL or
 * a lone surrogate in a text or a key, a number past ±2⁵³ or infinite, nesting past 16 levels.
 * Numbers past their column's range (an `integer` version, an amount) are the schemas' rules.
 */

/**
 * A refused body or query string, whose messages are written in the request's language when the
 * answer is: the validator Fastify calls sees the data only.
 */
export class ValidationFailure extends HttpError {
  readonly #schema: v.GenericSchema;
  readonly #input: unknown;

  constructor(schema: v.GenericSchema, input: unknown) {
    super('validation');
    this.#schema = schema;
    this.#input = input;
  }

  fieldsIn(lang: Lang): FieldErrors {
    const result = checkInput(this.#schema, this.#input, lang);
    return result.success ? {} : result.fields;
  }
}

/** The value `schema` makes of `input` (defaults, trimmed texts), or a 400 with a message per field. */
export function validate<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = checkInput(schema, input ?? {});
  if (!result.success) throw new ValidationFailure(schema, input ?? {});
  return result.output;
}

/**
 * What a refused part of the request answers: a body or a query string, 400 with a message per
 * field; an `:id` or another path parameter, 404 (no such item); headers, 400 without fields.
 */
function refusal(httpPart: string | undefined, schema: v.GenericSchema, input: unknown): HttpError {
  if (httpPart === 'params') return new HttpError('not_found');
  if (httpPart === 'body' || httpPart === 'querystring') return new ValidationFailure(schema, input);
  return new HttpError('bad_request');
}

const compile: FastifySchemaCompiler<v.GenericSchema> =
  ({ schema, httpPart }) =>
  (data) => {
    const input = data ?? {};
    const result = checkInput(schema, input);
    return result.success ? { value: result.output } : { error: refusal(httpPart, schema, input) };
  };

/** Routes of a plugin using this provider get `request.body`, `params` and `query` typed from their valibot schemas. */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}

/** A route plugin whose schemas are valibot's. */
export type RoutePlugin<Options extends object = Record<never, never>> = FastifyPluginAsync<Options, RawServerDefault, ValibotTypeProvider>;

/**
 * Routes declare `schema: { body, params, querystring }` with the valibot schemas shared with the
 * admin's forms (src/shared/schema); Fastify checks them before the handler runs.
 */
export const validation = fp(
  async (app) => {
    app.setValidatorCompiler(compile);
  },
  { name: 'validation' },
);
