import { defineCatalog } from '../../shared/i18n/catalog';

/** Strings the UI kit itself shows, whatever the element that uses it. */
export const uiMessages = defineCatalog(
  {
    'dialog.close': 'Fermer',
    'search.clear': 'Effacer la recherche',
    'contact.title': 'Nous contacter',
    'contact.office': 'Service',
    'contact.phone': 'Téléphone',
    'contact.email': 'E-mail',
    'contact.location': 'Adresse',
    'contact.hours': 'Horaires d’ouverture',
  },
  {
    'dialog.close': 'Close',
    'search.clear': 'Clear search',
    'contact.title': 'Contact us',
    'contact.office': 'Office',
    'contact.phone': 'Phone',
    'contact.email': 'Email',
    'contact.location': 'Address',
    'contact.hours': 'Opening hours',
  },
);
