import { defineCatalog } from '../../shared/i18n/catalog';

/** The search page's strings (the kinds of result are src/features/search-box's; what it finds comes from the content). */
export const searchResultsMessages = defineCatalog(
  {
    label: 'Rechercher sur le site',
    placeholder: 'Un mot, une démarche, un lieu…',
    submit: 'Rechercher',
    heading: 'Résultats',
    'count.one': '{count} résultat pour «\u00a0{query}\u00a0»',
    'count.other': '{count} résultats pour «\u00a0{query}\u00a0»',
    none: 'Aucun résultat pour «\u00a0{query}\u00a0».',
    'none.hint': 'Vérifiez l’orthographe, essayez un autre mot ou un mot plus court.',
    empty: 'Tapez un mot pour chercher dans les pages, les démarches, les actualités, les événements, les lieux et les questions fréquentes.',
    loading: 'Recherche en cours…',
    unavailable: 'La recherche ne répond pas pour le moment. Réessayez dans un instant.',
    'suggest.procedures': 'Les démarches les plus demandées',
    'suggest.contact': 'Vous ne trouvez pas\u00a0? La mairie vous répond',
    'suggest.contactText': 'Au {phone} ou par courriel à {email}, aux heures d’ouverture des guichets.',
    'suggest.help': 'Voir les questions fréquentes',
  },
  {
    label: 'Search the site',
    placeholder: 'A word, a procedure, a place…',
    submit: 'Search',
    heading: 'Results',
    'count.one': '{count} result for “{query}”',
    'count.other': '{count} results for “{query}”',
    none: 'No results for “{query}”.',
    'none.hint': 'Check the spelling, or try another or shorter word.',
    empty: 'Type a word to search the pages, procedures, news, events, places and frequently asked questions.',
    loading: 'Searching…',
    unavailable: 'The search is not answering right now. Try again in a moment.',
    'suggest.procedures': 'The most requested procedures',
    'suggest.contact': 'Can’t find it? The town hall will answer',
    'suggest.contactText': 'On {phone} or by e-mail at {email}, during the counters’ opening hours.',
    'suggest.help': 'See the frequently asked questions',
  },
);
