import { defineCatalog } from '../../shared/i18n/catalog';

/** Strings the runtime itself shows, whatever the element. */
export const coreMessages = defineCatalog(
  {
    'error.title': 'Une erreur s’est produite',
    'error.unexpected': 'Une erreur inattendue s’est produite',
    'toast.region': 'Notifications',
    'toast.close': 'Fermer la notification',
    'toast.loading': 'Chargement…',
  },
  {
    'error.title': 'Something went wrong',
    'error.unexpected': 'An unexpected error occurred',
    'toast.region': 'Notifications',
    'toast.close': 'Close notification',
    'toast.loading': 'Loading…',
  },
);
