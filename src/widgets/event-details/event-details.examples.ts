import { bundledEvents } from '../../features/live/events';
import { communeDay } from '../../shared/agenda';
import { defineExamples } from '../../testing/examples';

/** The bundled calendar rolls its annual events forward: the year shown follows today. */
const healthDay = bundledEvents(communeDay()).find((event) => event.id === 'world-health-day-2025')!;
const year = healthDay.date.slice(0, 4);

/** `<commune-event-details>` as the site and partners use it: stories and the accessibility check read these. */
export const eventDetailsExamples = defineExamples([
  {
    id: 'event-page',
    name: 'An event’s page (/events/<slug>)',
    attributes: { slug: 'journee-mondiale-de-la-sante', api: 'none' },
    shows: {
      fr: ['Tous les événements', 'Santé', 'Journée mondiale de la santé', `07 avril ${year}`, '08:00 – 16:00', 'Centre de santé de district de Dtima', 'Voir sur la carte', 'Ajouter à mon agenda'],
      en: ['All events', 'Health', 'World Health Day', `07 April ${year}`, '08:00–16:00', 'Dtima district health centre', 'See it on the map', 'Add to my calendar'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone, a partner’s page under its h2',
    attributes: { slug: 'fete-nationale-de-l-unite', 'heading-level': '3', api: 'none' },
    width: 390,
    shows: { fr: ['Fête nationale de l’Unité', 'Place des Fêtes', 'Ajouter à mon agenda'], en: ['National Day', 'Place des Fêtes (main square)', 'Add to my calendar'] },
  },
  {
    id: 'not-found',
    name: 'An event that is not (or no longer) published',
    attributes: { slug: '999-reunion-annulee', api: 'none' },
    shows: { fr: ['Événement introuvable', 'Voir l’agenda'], en: ['Event not found', 'See the calendar'] },
  },
]);
