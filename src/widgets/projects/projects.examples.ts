import { defineExamples } from '../../testing/examples';

/** `<commune-projects>` as the site and partners use it. */
export const projectsExamples = defineExamples([
  {
    id: 'page',
    name: 'The development projects page',
    shows: {
      fr: ['Adduction d’eau potable', 'En cours', 'Planifié', 'Avancement', 'Budget', 'Période'],
      en: ['Drinking water supply', 'In progress', 'Planned', 'Progress', 'Budget', 'Period'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone, under a partner’s h2',
    attributes: { 'heading-level': '3' },
    width: 390,
    shows: {
      fr: ['Lycée technique communal', 'Éclairage public solaire'],
      en: ['Council technical high school', 'Solar street lighting'],
    },
  },
]);
