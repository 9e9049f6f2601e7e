import { defineExamples } from '../../testing/examples';

/** `<commune-mayor>` as the site and partners use it: stories and the accessibility check read these. */
export const mayorExamples = defineExamples([
  {
    id: 'home',
    name: 'Home page presentation',
    shows: {
      fr: ['Hamadou Daïrou Bello', 'Maire de la Commune de Dtima', 'Rencontrer le maire', 'Lire la biographie'],
      en: ['Hamadou Daïrou Bello', 'Mayor of Dtima Council', 'Meet the Mayor', 'Read the biography'],
    },
  },
  {
    id: 'message',
    name: 'The mayor’s message',
    attributes: { variant: 'message' },
    shows: {
      fr: ['Message du maire', 'Chères habitantes, chers habitants de Dtima,', 'L’eau reste notre première priorité.'],
      en: ['Message from the Mayor', 'Dear residents of Dtima,', 'Water remains our first priority.'],
    },
  },
  {
    id: 'home-phone',
    name: 'Home presentation on a phone, under an h2',
    attributes: { 'heading-level': '3' },
    width: 390,
    shows: {
      fr: ['Le mot du maire', 'Hamadou Daïrou Bello'],
      en: ['A word from the Mayor', 'Hamadou Daïrou Bello'],
    },
  },
]);
