import type { Localized } from '../../core/i18n/catalog';

/**
 * The header as partners and the shell use it. Stories render these; the browser tests run
 * the accessibility check and the visible-result checks over them.
 */
export interface HeaderExample {
  id: string;
  /** What the example shows, for the story's name. */
  name: string;
  currentPath: string;
  /** The width the header gets: its layout follows its own width. */
  width: number;
  /** The menu holding the current page, and that page's entry, as a visitor reads them. */
  currentGroup: Localized;
  currentItem: Localized;
}

export const headerExamples = [
  {
    id: 'desktop',
    name: 'Wide screen, on the municipal taxes page',
    currentPath: '/business/taxes',
    width: 1280,
    currentGroup: { fr: 'Entreprises', en: 'Business' },
    currentItem: { fr: 'Taxes municipales', en: 'Municipal Taxes' },
  },
  {
    id: 'phone',
    name: 'Phone, on the events page',
    currentPath: '/events',
    width: 390,
    currentGroup: { fr: 'Visiteurs', en: 'Visitors' },
    currentItem: { fr: 'Événements', en: 'Events' },
  },
] as const satisfies readonly HeaderExample[];
