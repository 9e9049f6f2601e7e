import { defineCatalog } from '../../shared/i18n/catalog';

export const heroMessages = defineCatalog(
  {
    'search.region': 'Trouver une page du site',
    'search.results': 'Pages trouvées',
    'search.results.one': '{count} page trouvée. Appuyez sur Entrée pour l’ouvrir.',
    'search.results.other': '{count} pages trouvées. Appuyez sur Entrée pour ouvrir la première.',
    'search.none': 'Aucune page ne correspond à votre recherche.',
  },
  {
    'search.region': 'Find a page on the site',
    'search.results': 'Matching pages',
    'search.results.one': '{count} page found. Press Enter to open it.',
    'search.results.other': '{count} pages found. Press Enter to open the first one.',
    'search.none': 'No page matches your search.',
  },
);
