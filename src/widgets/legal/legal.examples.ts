import { defineExamples } from '../../testing/examples';

/** `<commune-legal>` on the site's three legal pages: stories and the accessibility check read these. */
export const legalExamples = defineExamples([
  {
    id: 'legal-notice',
    name: 'The legal notice',
    shows: {
      fr: ['Éditeur du site', 'Directeur de la publication', 'Hamadou Daïrou Bello', 'Hébergement', 'B.P. 27 Dtima', 'contact@commune-dtima.cm'],
      en: ['Publisher', 'Publication director', 'Hamadou Daïrou Bello', 'Hosting', 'P.O. Box 27 Dtima', 'contact@commune-dtima.cm'],
    },
  },
  {
    id: 'privacy',
    name: 'Personal data',
    attributes: { page: 'privacy' },
    shows: {
      fr: ['relative à la protection des données', 'Combien de temps', 'jusqu’à ce qu’un agent de la mairie les supprime', 'commune-lang', 'Vos droits'],
      en: ['Law No. 2024/017 of 23 December 2024', 'For how long', 'until a member of the town hall’s staff deletes them', 'commune-lang', 'Your rights'],
    },
  },
  {
    id: 'accessibility',
    name: 'The accessibility statement',
    attributes: { page: 'accessibility' },
    shows: {
      fr: ['État de conformité', 'partiellement conforme', '26 novembre 2026', 'Contenus non accessibles', 'Voies de recours'],
      en: ['Compliance status', 'partially compliant', '26 November 2026', 'Content that is not accessible', 'Right of appeal'],
    },
  },
  {
    id: 'phone',
    name: 'The accessibility statement on a phone, under an h2',
    attributes: { page: 'accessibility', 'heading-level': '3' },
    width: 390,
    shows: {
      fr: ['Signaler une difficulté', '+237 222 29 14 50', 'préfet du département'],
      en: ['Reporting a barrier', '+237 222 29 14 50', 'Senior Divisional Officer'],
    },
  },
]);
