import { defineExamples } from '../../testing/examples';

/** `<commune-guide>` as the site and partners use it. */
export const guideExamples = defineExamples([
  {
    id: 'page',
    name: 'Practical guide page: the four sections, then the tourist sites',
    shows: {
      fr: ['Hôtels et hébergement', 'Restaurants', 'Attractions touristiques', 'Événements', 'Sites touristiques', 'Montagnes et sites naturels', 'Site classé', 'Aménagement', 'partiellement aménagé'],
      en: ['Hotels & Accommodation', 'Restaurants', 'Tourist Attractions', 'Events', 'Tourist Sites', 'Mountains and Natural Sites', 'Listed site', 'Facilities', 'partly developed'],
    },
  },
  {
    id: 'partner-phone',
    name: 'A tourism partner’s portal on a phone, under its own h2',
    attributes: { 'heading-level': '3' },
    width: 390,
    shows: {
      fr: ['Hôtels et hébergement', 'Points d’eau et barrages', 'Retenue du mayo Dtima', 'Site naturel protégé', 'non aménagé'],
      en: ['Hotels & Accommodation', 'Water Points and Dams', 'Mayo Dtima Reservoir', 'Protected natural site', 'not developed'],
    },
  },
]);
