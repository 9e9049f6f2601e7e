import { defineExamples } from '../../testing/examples';

/** `<commune-admin-pages>` on the page /admin-dtima/pages, at a desk and on a phone. */
export const adminPagesExamples = defineExamples([
  {
    id: 'page',
    name: 'The site’s pages',
    attributes: {},
    shows: {
      fr: ['Pages du site', 'En français', 'En anglais', 'Rubrique', 'Adresse', 'Rencontrer le maire', 'Meet the Mayor', '/government/meet-mayor', 'Gouvernance'],
      en: ['Site Pages', 'In French', 'In English', 'Section', 'Address', 'Rencontrer le maire', 'Meet the Mayor', '/government/meet-mayor', 'Government'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone',
    attributes: {},
    width: 390,
    shows: {
      fr: ['Pages du site', 'Accueil', '/events'],
      en: ['Site Pages', 'Home', '/events'],
    },
  },
]);
