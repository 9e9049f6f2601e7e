import { defineExamples } from '../../testing/examples';

/** `<commune-council>` as the site and partners use it: stories and the accessibility check read these. */
export const councilExamples = defineExamples([
  {
    id: 'page',
    name: 'The council page',
    shows: {
      fr: ['58 conseillers municipaux', 'Rechercher un conseiller', 'Hamadou Daïrou Bello', 'Maire', 'Conseiller Municipal', 'Aïssatou Oumarou'],
      en: ['58 municipal councillors', 'Find a councillor', 'Hamadou Daïrou Bello', 'Mayor', 'Municipal Councillor', 'Aïssatou Oumarou'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone, without the search box, under an h2',
    attributes: { 'heading-level': '3', searchable: 'false' },
    width: 390,
    shows: {
      fr: ['58 conseillers municipaux', 'Adamou Nassourou'],
      en: ['58 municipal councillors', 'Adamou Nassourou'],
    },
  },
]);
