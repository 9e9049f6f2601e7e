import { defineCatalog } from '../../shared/i18n/catalog';

export const heroMessages = defineCatalog(
  {
    'search.region': 'Recherche sur le site',
  },
  {
    'search.region': 'Site search',
  },
);
