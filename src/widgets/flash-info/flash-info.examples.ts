import { defineExamples } from '../../testing/examples';

/** `<commune-flash-info>` as the site and partners use it. */
export const flashInfoExamples = defineExamples([
  {
    id: 'home',
    name: 'Home page: the Flash Info carousel',
    attributes: { api: 'none' },
    shows: {
      fr: ['Flash Info', 'Distribution des paquets minimum aux écoles', 'Voir tout'],
      en: ['Flash Info', 'Minimum school packs handed out to schools', 'View all'],
    },
  },
  {
    id: 'all-news',
    name: 'Every news item as a grid (the /flash-news page)',
    attributes: { variant: 'grid', api: 'none' },
    shows: {
      fr: ['Le conseil municipal adopte le budget 2023', '1,19', '12 septembre 2023'],
      en: ['Council adopts the 2023 budget', '1.19', '12 September 2023'],
    },
  },
  {
    id: 'phone',
    name: 'A partner’s portal on a phone: one card per view, the news as published',
    attributes: { 'heading-level': '3' },
    width: 390,
    shows: { fr: ['Flash Info', 'Voir tout'], en: ['Flash Info', 'View all'] },
  },
]);
