import { defineExamples, type WidgetExample } from '../../testing/examples';
import type { Localized } from '../../shared/i18n/catalog';

/**
 * The header as partners and the shell use it. Stories render these; the browser tests run
 * the accessibility check and the visible-result checks over them.
 */
export interface HeaderExample extends WidgetExample {
  currentPath: string;
  /** The width the header gets: its layout follows its own width. */
  width: number;
  /** The menu holding the current page, and that page's entry, as a visitor reads them. */
  currentGroup: Localized;
  currentItem: Localized;
}

export const headerExamples = defineExamples([
  {
    id: 'desktop',
    name: 'Wide screen, on the municipal taxes page',
    currentPath: '/business/taxes',
    attributes: { 'current-path': '/business/taxes' },
    width: 1280,
    shows: { fr: ['Commune de Dtima', 'Gouvernance', 'Entreprises'], en: ['Dtima Council', 'Government', 'Business'] },
    currentGroup: { fr: 'Entreprises', en: 'Business' },
    currentItem: { fr: 'Taxes municipales', en: 'Municipal Taxes' },
  },
  {
    id: 'phone',
    name: 'Phone, on the events page',
    currentPath: '/events',
    attributes: { 'current-path': '/events' },
    width: 390,
    shows: { fr: ['Commune de Dtima', 'Menu'], en: ['Dtima Council', 'Menu'] },
    currentGroup: { fr: 'Visiteurs', en: 'Visitors' },
    currentItem: { fr: 'Événements', en: 'Events' },
  },
] as const satisfies readonly HeaderExample[]);
