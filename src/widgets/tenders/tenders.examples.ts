import { defineExamples } from '../../testing/examples';

/** `<commune-tenders>` as the site and partners use it. */
export const tendersExamples = defineExamples([
  {
    id: 'page',
    name: 'Procurement page: the tenders and how to take part',
    shows: {
      fr: ['Appels d’offres en cours', 'AO-2025-014', 'Travaux', 'Date limite\u00a0: 12 juin 2025', 'Détails', 'Dossier', 'Comment soumissionner', 'Retirer le dossier'],
      en: ['Open tenders', 'AO-2025-014', 'Works', 'Deadline: 12 June 2025', 'Details', 'Dossier', 'How to take part', 'Obtain the bidding file'],
    },
  },
  {
    id: 'partner-phone',
    name: 'A business portal on a phone: the tenders only',
    attributes: { guide: 'false', 'heading-level': '3' },
    width: 390,
    shows: {
      fr: ['Appels d’offres en cours', 'AO-2025-021', 'Services', 'Collecte et évacuation des déchets des marchés'],
      en: ['Open tenders', 'AO-2025-021', 'Services', 'Waste collection and removal from the markets'],
    },
  },
]);
