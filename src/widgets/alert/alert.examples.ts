import { defineExamples } from '../../testing/examples';

/** Alerts from 2020 to 2099: active whenever the examples run. */
const always = { startsAt: '2020-01-01T00:00:00+01:00', endsAt: '2099-12-31T18:00:00+01:00' };

export const floodAlert = {
  id: 41,
  version: 2,
  status: 'published',
  level: 'urgence',
  title: { fr: 'Crue du mayo Tsanaga', en: 'Tsanaga river in flood' },
  text: {
    fr: 'Les quartiers bas de Dtima sont inondés. Quittez les berges et rejoignez l’école publique du centre.',
    en: 'Low-lying areas of Dtima are flooded. Leave the riverbanks and go to the central public school.',
  },
  link: '/contact',
  ...always,
};

export const roadAlert = {
  id: 40,
  version: 1,
  status: 'published',
  level: 'vigilance',
  title: { fr: 'Route de Mokolo coupée', en: 'Mokolo road closed' },
  text: { fr: 'Le pont du marché est fermé pour travaux jusqu’à vendredi. Passez par la route de Mora.', en: 'The market bridge is closed for works until Friday. Use the Mora road.' },
  link: null,
  ...always,
};

export const vaccinationAlert = {
  id: 39,
  version: 1,
  status: 'published',
  level: 'information',
  title: { fr: 'Campagne de vaccination', en: 'Vaccination campaign' },
  text: { fr: 'Vaccination gratuite contre la rougeole au centre de santé, du lundi au samedi.', en: 'Free measles vaccination at the health centre, Monday to Saturday.' },
  link: 'https://www.minsante.cm',
  ...always,
};

/** `<commune-alert>` as the site and partners use it: stories and the accessibility check read these. */
export const alertExamples = defineExamples([
  {
    id: 'emergency',
    name: 'An emergency, above a page’s header',
    properties: { items: [floodAlert] },
    shows: { fr: ['Urgence', 'Crue du mayo Tsanaga', 'En savoir plus'], en: ['Emergency', 'Tsanaga river in flood', 'Find out more'] },
  },
  {
    id: 'every-level',
    name: 'Every level at once, emergency first',
    properties: { items: [vaccinationAlert, roadAlert, floodAlert] },
    shows: {
      fr: ['Urgence', 'Vigilance', 'Information', 'Route de Mokolo coupée', 'Masquer l’alerte'],
      en: ['Emergency', 'Warning', 'Information', 'Mokolo road closed', 'Hide alert'],
    },
  },
  {
    id: 'phone',
    name: 'A warning on a phone',
    properties: { items: [roadAlert] },
    width: 390,
    shows: { fr: ['Vigilance', 'Route de Mokolo coupée'], en: ['Warning', 'Mokolo road closed'] },
  },
]);
