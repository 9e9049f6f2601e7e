import { bundledEvents } from '../../features/live/events';
import { communeDay } from '../../shared/agenda';
import { defineExamples } from '../../testing/examples';

/*
 * The bundled calendar's annual events roll forward to their next dates (see onNextDates): the
 * texts that name a date follow today, so the examples hold whatever the day they run.
 */
const nationalDay = bundledEvents(communeDay()).find((event) => event.id === 'national-day-2025')!;
const year = nationalDay.date.slice(0, 4);
/** A partner's own agenda, next year. */
const partnerYear = Number(communeDay().slice(0, 4)) + 1;

/** `<commune-events>` as the site and partners use it. */
export const eventsExamples = defineExamples([
  {
    id: 'home',
    name: 'Home page: the next five events',
    attributes: { variant: 'compact', limit: '5', api: 'none' },
    shows: {
      fr: ['Événements à venir', 'Voir tous les événements'],
      en: ['Upcoming events', 'View All Events'],
    },
  },
  {
    id: 'calendar',
    name: 'The upcoming events, in full',
    attributes: { variant: 'full', api: 'none' },
    shows: {
      fr: ['Fête nationale de l’Unité', `20 mai ${year}`, 'Noël', 'Fêtes et cérémonies'],
      en: ['National Day', `20 May ${year}`, 'Christmas Day', 'Celebrations and ceremonies'],
    },
  },
  {
    id: 'agenda',
    name: 'The events page: filters by month and category, and the calendar to subscribe to',
    attributes: { variant: 'full', filters: '', category: 'health', api: 'none' },
    shows: {
      fr: ['Mois', 'Catégorie', 'Afficher', 'Journée mondiale de la santé', 'S’abonner aux événements «\u00a0Santé\u00a0» (.ics)'],
      en: ['Month', 'Category', 'Show', 'World Health Day', 'Subscribe to “Health” events (.ics)'],
    },
  },
  {
    id: 'agenda-phone',
    name: 'The events page on a phone',
    attributes: { variant: 'full', filters: '', api: 'none' },
    width: 390,
    shows: {
      fr: ['Tous les événements à venir', '9 événements à venir', 'S’abonner à l’agenda (.ics)'],
      en: ['All upcoming events', '9 upcoming events', 'Subscribe to the calendar (.ics)'],
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
        { id: 'fair', title: { fr: 'Foire régionale de Maroua', en: 'Maroua regional fair' }, date: `${partnerYear}-11-12`, start: '09:00', end: '17:00', description: { fr: 'Stands des artisans et des coopératives.', en: 'Craft and cooperative stands.' } },
        { id: 'race', title: 'Course des Monts Mandara', date: `${partnerYear}-10-05`, start: '07:00', end: '12:00', category: 'sport', location: 'Mokolo' },
      ],
    },
    shows: {
      fr: ['Course des Monts Mandara', 'Foire régionale de Maroua', `12 novembre ${partnerYear}`, 'Sport'],
      en: ['Course des Monts Mandara', 'Maroua regional fair', `12 November ${partnerYear}`, 'Sport'],
    },
  },
]);
