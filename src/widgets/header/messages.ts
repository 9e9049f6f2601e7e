import { defineCatalog, type Localized } from '../../shared/i18n/catalog';

/** The header's own interface strings; page names come from src/content/navigation.ts. */
export const headerMessages = defineCatalog(
  {
    'brand.home': 'page d’accueil',
    'nav.label': 'Menu principal',
    'menu.button': 'Menu',
    'search.toggle': 'Rechercher',
    'search.label': 'Rechercher sur le site',
    'search.placeholder': 'Que cherchez-vous\u202f?',
  },
  {
    'brand.home': 'home page',
    'nav.label': 'Main menu',
    'menu.button': 'Menu',
    'search.toggle': 'Search',
    'search.label': 'Search the site',
    'search.placeholder': 'What are you looking for?',
  },
);

/**
 * What the language switch offers, keyed by the language it switches *to*: the offer is written
 * in that language, so a visitor who cannot read the current one still recognises it.
 */
export const languageOffer: Localized = {
  fr: 'Passer en français',
  en: 'Switch to English',
};
