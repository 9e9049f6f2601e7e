import { defineExamples } from '../../testing/examples';

/** The programme cards as the home page and partners use them. */
export const programmesExamples = defineExamples([
  {
    id: 'home',
    name: 'Home page, three cards a row',
    attributes: { api: 'none' },
    shows: {
      fr: ['Programmes et priorités', 'Agenda de développement', 'En cours', 'Habitat de qualité', 'Année de la jeunesse 2024', 'Terminé'],
      en: ['Programmes and priorities', 'Development agenda', 'Under way', 'Quality housing', 'Year of Youth 2024', 'Completed'],
    },
  },
  {
    id: 'phone',
    name: 'A partner’s page on a phone, one card a row, the programmes as published',
    width: 390,
    shows: {
      fr: ['Programmes et priorités', 'Les grands chantiers que le conseil municipal a fixés'],
      en: ['Programmes and priorities', 'The major undertakings the municipal council has set'],
    },
  },
]);
