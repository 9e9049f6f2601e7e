import { defineCatalog } from '../../shared/i18n/catalog';

/** The search boxes' and results' shared strings: the kinds of result, and the boxes' status. */
export const searchMessages = defineCatalog(
  {
    'list.label': 'Premiers résultats',
    'status.one': '{count} résultat. Flèches pour le parcourir, Entrée pour voir tous les résultats.',
    'status.other': '{count} premiers résultats. Flèches pour les parcourir, Entrée pour voir tous les résultats.',
    'status.none': 'Aucun résultat. Entrée pour chercher sur toute la page de recherche.',
    'all': 'Voir tous les résultats pour «\u00a0{query}\u00a0»',
    'type.page': 'Page',
    'type.procedure': 'Démarche',
    'type.faq': 'Question fréquente',
    'type.news': 'Actualité',
    'type.event': 'Événement',
    'type.programme': 'Programme',
    'type.place': 'Lieu',
    'type.directory': 'Annuaire',
    'type.councillor': 'Conseil municipal',
    'type.tender': 'Appel d’offres',
  },
  {
    'list.label': 'First results',
    'status.one': '{count} result. Arrow keys to go through it, Enter to see all results.',
    'status.other': 'First {count} results. Arrow keys to go through them, Enter to see all results.',
    'status.none': 'No results. Press Enter to search on the search page.',
    'all': 'See all results for “{query}”',
    'type.page': 'Page',
    'type.procedure': 'Procedure',
    'type.faq': 'Frequently asked question',
    'type.news': 'News',
    'type.event': 'Event',
    'type.programme': 'Programme',
    'type.place': 'Place',
    'type.directory': 'Directory',
    'type.councillor': 'Municipal council',
    'type.tender': 'Tender',
  },
);

export type SearchTypeKey = `type.${string}` & keyof (typeof searchMessages)['fr'];
