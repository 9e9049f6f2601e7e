/*
 * A collection screen's address with `?create` opens its Create panel at once (a shortcut from
 * the dashboard, a bookmark to write the next article). Read by the page modules, which pass it
 * to the element as `open-create`; no React here, so the shell can import it.
 */

/** The query parameter that asks a collection screen for a blank form. */
export const CREATE_PARAM = 'create';

/** Whether the page's address asks for the Create panel (false where there is no page: the build). */
export function asksToCreate(search: string | undefined = typeof location === 'undefined' ? undefined : location.search): boolean {
  return search !== undefined && new URLSearchParams(search).has(CREATE_PARAM);
}

/** A collection screen's address that opens its Create panel (`/admin-dtima/content/news?create`). */
export function createHref(path: string): string {
  return `${path}?${CREATE_PARAM}`;
}
