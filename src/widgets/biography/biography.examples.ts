import { defineExamples } from '../../testing/examples';

/** `<commune-biography>` as the site and partners use it: stories and the accessibility check read these. */
export const biographyExamples = defineExamples([
  {
    id: 'page',
    name: 'The biography page',
    shows: {
      fr: ['Sommaire', 'Introduction', 'Parcours académique et professionnel', 'Engagement politique', 'Distinctions', 'Vie sociale', 'Vision'],
      en: ['Contents', 'Introduction', 'Academic and professional path', 'Political engagement', 'Distinctions', 'Social life', 'Vision'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone, under an h2',
    attributes: { 'heading-level': '3' },
    width: 390,
    shows: {
      fr: ['Hamadou Daïrou Bello', 'chevalier de l’Ordre de la Valeur'],
      en: ['Hamadou Daïrou Bello', 'Knight of the Order of Valour'],
    },
  },
]);
