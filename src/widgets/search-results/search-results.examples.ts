import { defineExamples } from '../../testing/examples';

/** `<commune-search-results>` as the site and partners use it: stories and the accessibility check read these. */
export const searchResultsExamples = defineExamples([
  {
    id: 'default',
    name: 'Before a search: the field, the most requested démarches and the contact',
    shows: {
      fr: ['Rechercher sur le site', 'Tapez un mot pour chercher', 'Les démarches les plus demandées', 'Acte de naissance', '+237 222 29 14 50'],
      en: ['Search the site', 'Type a word to search', 'The most requested procedures', 'Birth Certificate', '+237 222 29 14 50'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone, under an h2',
    attributes: { 'heading-level': '3' },
    width: 390,
    shows: { fr: ['Résultats', 'Voir les questions fréquentes'], en: ['Results', 'See the frequently asked questions'] },
  },
]);
