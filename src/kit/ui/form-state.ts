import { ApiError, minutesToWait } from '../../runtime/api';
import type { FieldErrors } from '../../shared/schema/message';

/*
 * The decisions of the kit's forms, apart from React and valibot (unit-tested, and light enough
 * for a public page's first script): reading and writing values by dotted path, which messages
 * belong to which field, and what a refused submit shows.
 */

/** The value at a dotted path (`title.fr`) of a form's values; `undefined` when absent. */
export function getAt(values: object, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The values with `path` set to `value`: new objects along the path, the rest shared. */
export function setAt<V extends object>(values: V, path: string, value: unknown): V {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...values, [key]: value };
  const inner = (values as Record<string, unknown>)[key];
  const child = inner !== null && typeof inner === 'object' && !(inner instanceof Blob) ? inner : {};
  return { ...values, [key]: setAt(child, rest.join('.'), value) };
}

/** A form's text value as the box shows it ('' for anything that is not text). */
export function textAt(values: object, path: string): string {
  const value = getAt(values, path);
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Whether `key` is the message of `field` or of a part of it (`image.src` is the image's). */
const isAtOrUnder = (key: string, field: string) => key === field || key.startsWith(`${field}.`);

/** The errors without those of `path` and its parts (a field's server message goes once it changes); the same object when it has none. */
export function withoutError(errors: FieldErrors, path: string): FieldErrors {
  const kept = Object.entries(errors).filter(([key]) => !isAtOrUnder(key, path));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/** The paths that have a message: the form's fields in its order, then any other but the form's own (`''`). */
export function refusedInOrder(order: readonly string[], errors: FieldErrors): string[] {
  const others = Object.keys(errors).filter((path) => path !== '' && errors[path] && !order.includes(path));
  return [...order.filter((path) => errors[path]), ...others];
}

/** The first field (in the form's order) that has a message, if any; where focus goes after a refusal. */
export function firstRefused(order: readonly string[], errors: FieldErrors): string | undefined {
  return refusedInOrder(order, errors)[0];
}

/** The messages of `errors` that belong to one of `fields` (or a part of one); none about the whole form. */
export function errorsAmong(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => errors[key] && fields.some((field) => isAtOrUnder(key, field))));
}

/** A refused submit that is about no field: what the form's banner says. */
export type FormFailure =
  /** The server could not be reached (or the request never left). */
  | { kind: 'unreachable' }
  /** 429: too many tries; wait `minutes` (unknown when the server did not say). */
  | { kind: 'rateLimited'; status: 429; minutes: number | undefined; message: string }
  /** 409: someone else changed the thing meanwhile. */
  | { kind: 'conflict'; status: 409; message: string }
  /** Any other refusal (a 500, a 403…): its status and the server's message. */
  | { kind: 'failed'; status: number; message: string };

/**
 * How a form answers a refused submit: messages under fields, a banner above the form, or
 * `null` when the form has answered itself (a conflict notice, the sign-in page after a 401).
 */
export type Refusal<B = FormFailure> = { fields: FieldErrors } | { banner: B } | null;

/**
 * The usual answer to a failed submit: the server's messages for the form's `fields`, under
 * them, whatever the status (a 400, a taken name's 409); otherwise a banner that says why.
 */
export function refusalOf(error: unknown, fields: readonly string[]): { fields: FieldErrors } | { banner: FormFailure } {
  if (!(error instanceof ApiError) || error.status === 0) return { banner: { kind: 'unreachable' } };
  const refused = errorsAmong(error.fields, fields);
  if (Object.keys(refused).length > 0) return { fields: refused };
  const { status, message } = error;
  if (status === 429) return { banner: { kind: 'rateLimited', status, minutes: minutesToWait(error.retryAfter), message } };
  if (status === 409) return { banner: { kind: 'conflict', status, message } };
  return { banner: { kind: 'failed', status, message } };
}
