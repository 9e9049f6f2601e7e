import { defineExamples } from '../../testing/examples';

/** Two residents wrote in on the morning the examples show: the bell has news. */
const withMessages = {
  messages: [
    { name: 'Hamadou Bello', contact: '+237 699 12 34 56', message: 'Bonjour, le lampadaire du marché de Dtima ne s’allume plus depuis lundi.' },
    { name: 'Kaltoumi Wandala', contact: 'kaltoumi.w@example.cm', message: 'Quand ouvrent les inscriptions pour la campagne de vaccination du bétail\u00a0?' },
  ],
} as const;

/** `<commune-admin-header>` on a screen of the admin area, on a phone, and on the sign-in page. */
export const adminHeaderExamples = defineExamples([
  {
    id: 'screen',
    name: 'On the news screen',
    attributes: { 'current-path': '/admin-dtima/content/news' },
    api: withMessages,
    shows: {
      fr: ['Espace d’administration', 'Bon retour, Admin', 'FR'],
      en: ['Administration', 'Welcome back, Admin', 'EN'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone',
    attributes: { 'current-path': '/admin-dtima' },
    width: 390,
    api: withMessages,
    shows: {
      fr: ['Espace d’administration', 'FR'],
      en: ['Administration', 'EN'],
    },
  },
  {
    id: 'sign-in',
    name: 'On the sign-in page',
    attributes: { variant: 'sign-in' },
    api: {},
    shows: {
      fr: ['Espace d’administration', 'Commune de Dtima', 'FR'],
      en: ['Administration', 'Dtima Council', 'EN'],
    },
  },
]);
