import type { Localized } from '../i18n/catalog';

/*
 * How the content server presents items: their title, and English filled in from French.
 * Shared with the admin's mock API, which must answer like the server.
 */

/** The title people know an item by. */
export function labelOf(row: Record<string, unknown>): Localized {
  const text = (row.title ?? row.label) as Localized | undefined;
  return { fr: text?.fr ?? '', en: text?.en || text?.fr || '' };
}

function isLocalized(value: unknown): value is Localized {
  return typeof value === 'object' && value !== null && typeof (value as Localized).fr === 'string' && 'en' in value && Object.keys(value).length === 2;
}

/** Public reads show the French wherever the English is still empty. */
export function withEnglish(value: unknown): unknown {
  if (isLocalized(value)) return { fr: value.fr, en: value.en.trim() ? value.en : value.fr };
  if (Array.isArray(value)) return value.map(withEnglish);
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withEnglish(inner)]));
  }
  return value;
}
