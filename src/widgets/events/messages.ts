import { defineCatalog } from '../../core/i18n/catalog';

export const eventsMessages = defineCatalog(
  {
    heading: 'Événements à venir',
    'list.label': 'Calendrier des événements de la commune',
    viewAll: 'Voir tous les événements',
    empty: 'Aucun événement n’est programmé pour le moment. Revenez consulter l’agenda prochainement.',
  },
  {
    heading: 'Upcoming Events',
    'list.label': 'The council’s events calendar',
    viewAll: 'View All Events',
    empty: 'No events are scheduled at the moment. Please check the calendar again soon.',
  },
);
