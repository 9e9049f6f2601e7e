import { defineExamples } from '../../testing/examples';

/** `<commune-events>` as the site and partners use it. */
export const eventsExamples = defineExamples([
  {
    id: 'home',
    name: 'Home page: the next five events',
    attributes: { variant: 'compact', limit: '5', api: 'none' },
    shows: {
      fr: ['Événements à venir', 'Jour de l’An', 'Voir tous les événements'],
      en: ['Upcoming events', 'New Year’s Day', 'View All Events'],
    },
  },
  {
    id: 'calendar',
    name: 'The whole calendar (events page)',
    attributes: { variant: 'full', api: 'none' },
    shows: {
      fr: ['Fête nationale de l’Unité', '20 mai 2025', 'Noël'],
      en: ['National Day', '20 May 2025', 'Christmas Day'],
    },
  },
  {
    id: 'partner',
    name: 'A partner’s portal: the next three events as published, on a phone',
    attributes: { variant: 'compact', limit: '3', 'heading-level': '3' },
    width: 390,
    shows: { fr: ['Événements à venir', 'Voir tous les événements'], en: ['Upcoming events', 'View All Events'] },
  },
  {
    id: 'partner-agenda',
    name: 'A regional portal’s own agenda (items property)',
    attributes: { variant: 'full', 'heading-level': '3' },
    properties: {
      items: [
        { id: 'fair', title: { fr: 'Foire régionale de Maroua', en: 'Maroua regional fair' }, date: '2025-11-12', start: '09:00', end: '17:00', description: { fr: 'Stands des artisans et des coopératives.', en: 'Craft and cooperative stands.' } },
        { id: 'race', title: 'Course des Monts Mandara', date: '2025-10-05', start: '07:00', end: '12:00' },
      ],
    },
    shows: { fr: ['Course des Monts Mandara', 'Foire régionale de Maroua', '12 novembre 2025'], en: ['Course des Monts Mandara', 'Maroua regional fair', '12 November 2025'] },
  },
]);
