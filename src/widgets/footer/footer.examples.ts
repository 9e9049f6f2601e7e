import { defineExamples } from '../../testing/examples';

/** `<commune-footer>` at the bottom of every page of the site. */
export const footerExamples = defineExamples([
  {
    id: 'wide',
    name: 'Wide screen',
    shows: {
      fr: ['La commune', 'Nous contacter', 'Signaler une fraude', 'B.P. 27 Dtima', 'Mentions légales', 'Données personnelles'],
      en: ['The council', 'Contact us', 'Report fraud', 'P.O. Box 27 Dtima', 'Legal notice', 'Privacy'],
    },
  },
  {
    id: 'phone',
    name: 'Phone',
    width: 390,
    shows: { fr: ['Suivez-nous', '+237 222 29 14 50'], en: ['Follow us', '+237 222 29 14 50'] },
  },
]);
