import type { Localized } from '../i18n/catalog';
import type { ContentCollection } from './content';

/*
 * How the content server presents items: what it calls them, their title, and English filled
 * in from French. Shared with the admin's mock API, which must answer like the server.
 */

/** How people call one item of each collection (notifications, activity). */
export const ITEM_NAMES: Record<ContentCollection, Localized> = {
  news: { fr: 'Actualité', en: 'News article' },
  'mayor-updates': { fr: 'Message du maire', en: 'Mayor update' },
  events: { fr: 'Événement', en: 'Event' },
  programs: { fr: 'Programme', en: 'Program' },
  'quick-links': { fr: 'Lien rapide', en: 'Quick link' },
};

/** « Actualité publiée : … » (news is feminine in French; the others are masculine). */
export function publishedSummary(collection: ContentCollection, label: Localized): Localized {
  const name = ITEM_NAMES[collection];
  return {
    fr: `${name.fr} publié${collection === 'news' ? 'e' : ''}\u00a0: ${label.fr}`,
    en: `${name.en} published: ${label.en}`,
  };
}

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
