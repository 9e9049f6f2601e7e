import { defineExamples } from '../../testing/examples';

/** The welcome band as the home page (and a partner with its own h1) uses it. */
export const heroExamples = defineExamples([
  {
    id: 'home',
    name: 'Home page, wide screen',
    shows: {
      fr: ['Bienvenue à la Commune de Dtima', 'Rechercher sur le site'],
      en: ['Welcome to Dtima Council', 'Search the site'],
    },
  },
  {
    id: 'phone',
    name: 'Home page, on a phone',
    width: 390,
    shows: {
      fr: ['Bienvenue à la Commune de Dtima', 'monts Mandara'],
      en: ['Welcome to Dtima Council', 'Mandara Mountains'],
    },
  },
  {
    id: 'partner',
    name: 'On a partner’s page that has its own h1',
    attributes: { 'heading-level': '2' },
    shows: { fr: ['Bienvenue à la Commune de Dtima'], en: ['Welcome to Dtima Council'] },
  },
]);
