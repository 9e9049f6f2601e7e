import { defineCatalog } from '../../shared/i18n/catalog';

export const eventDetailsMessages = defineCatalog(
  {
    back: 'Tous les événements',
    category: 'Catégorie',
    date: 'Date',
    time: 'Horaire',
    location: 'Lieu',
    map: 'Voir sur la carte',
    mapSite: '(OpenStreetMap)',
    past: 'Cet événement a eu lieu le {date}.',
    addToCalendar: 'Ajouter à mon agenda',
    calendarHint: 'Un fichier .ics, que le calendrier de votre téléphone, Google Agenda ou Outlook ouvrent pour y ajouter l’événement.',
    'notFound.heading': 'Événement introuvable',
    'notFound.text': 'Cet événement n’existe pas ou n’est plus publié. Les prochains rendez-vous de la commune sont dans l’agenda.',
    'notFound.link': 'Voir l’agenda',
  },
  {
    back: 'All events',
    category: 'Category',
    date: 'Date',
    time: 'Time',
    location: 'Place',
    map: 'See it on the map',
    mapSite: '(OpenStreetMap)',
    past: 'This event took place on {date}.',
    addToCalendar: 'Add to my calendar',
    calendarHint: 'An .ics file, which your phone’s calendar, Google Calendar or Outlook open to add the event.',
    'notFound.heading': 'Event not found',
    'notFound.text': 'This event does not exist or is no longer published. The council’s coming events are in the calendar.',
    'notFound.link': 'See the calendar',
  },
);
