import { defineCatalog } from '../../shared/i18n/catalog';

export const flashInfoMessages = defineCatalog(
  {
    heading: 'Flash Info',
    intro: 'Les dernières nouvelles de la commune et de ses services.',
    viewAll: 'Voir tout',
    'list.label': 'Toutes les actualités de la commune',
    previous: 'Actualité précédente',
    next: 'Actualité suivante',
  },
  {
    heading: 'Flash Info',
    intro: 'The latest news from the council and its services.',
    viewAll: 'View all',
    'list.label': 'All the council’s news',
    previous: 'Previous news item',
    next: 'Next news item',
  },
);
