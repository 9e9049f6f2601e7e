import { defineExamples } from '../../core/examples';

/** The programme cards as the home page and partners use them. */
export const programmesExamples = defineExamples([
  {
    id: 'home',
    name: 'Home page, three cards a row',
    shows: {
      fr: ['Programmes et priorités', 'Agenda de développement', 'Habitat de qualité', 'Année de la jeunesse 2024'],
      en: ['Programmes and priorities', 'Development agenda', 'Quality housing', 'Year of Youth 2024'],
    },
  },
  {
    id: 'phone',
    name: 'Phone, one card a row',
    width: 390,
    shows: {
      fr: ['Programmes et priorités', 'plan communal de développement'],
      en: ['Programmes and priorities', 'council development plan'],
    },
  },
]);
