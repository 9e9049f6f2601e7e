import { defineCatalog } from '../../shared/i18n/catalog';

export const eventsMessages = defineCatalog(
  {
    heading: 'Événements à venir',
    intro: 'Les prochains rendez-vous de l’agenda, du plus proche au plus lointain.',
    'list.label': 'Calendrier des événements de la commune',
    viewAll: 'Voir tous les événements',
    empty: 'Aucun événement n’est programmé pour le moment. Revenez consulter l’agenda prochainement.',
    location: 'Lieu\u00a0:',
  },
  {
    heading: 'Upcoming events',
    intro: 'The next dates in the calendar, soonest first.',
    'list.label': 'The council’s events calendar',
    viewAll: 'View All Events',
    empty: 'No events are scheduled at the moment. Please check the calendar again soon.',
    location: 'Location:',
  },
);
