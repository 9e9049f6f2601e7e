/*
 * Which part of an element a page's URL fragment names (`/residents/points-of-interest#health-services`
 * opens the health category). Framework-free, so it is tested on its own.
 */

/** What an element's ids look like: a letter, then letters, digits, `-` or `_`; at most 64. */
const ID_PATTERN = /^[A-Za-z][\w-]{0,63}$/;

/**
 * The id a location hash names (`#health-services` → `health-services`), decoded; `undefined`
 * when there is none or it could not be one of our ids (empty, malformed `%`, spaces, quotes…).
 */
export function idFromHash(hash: string): string | undefined {
  if (!hash.startsWith('#')) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
  return ID_PATTERN.test(id) ? id : undefined;
}

/** The one of `ids` that `hash` names, if any. */
export function hashTarget<const I extends string>(hash: string, ids: readonly I[]): I | undefined {
  const id = idFromHash(hash);
  return id !== undefined && (ids as readonly string[]).includes(id) ? (id as I) : undefined;
}

/**
 * The open items once `target` has been opened: only it where one item is open at a time,
 * else it joins those already open. Never mutates `open`.
 */
export function openForTarget<K>(open: Iterable<K>, target: K, allowsMultiple: boolean): Set<K> {
  return allowsMultiple ? new Set([...open, target]) : new Set([target]);
}
