import { defineCatalog } from '../../core/i18n/catalog';

export const flashInfoMessages = defineCatalog(
  {
    heading: 'Flash Info',
    viewAll: 'Voir tout',
    'list.label': 'Toutes les actualités de la commune',
    previous: 'Actualité précédente',
    next: 'Actualité suivante',
  },
  {
    heading: 'Flash Info',
    viewAll: 'View all',
    'list.label': 'All the council’s news',
    previous: 'Previous news item',
    next: 'Next news item',
  },
);
