import { defineCatalog } from '../../core/i18n/catalog';

export const partnersMessages = defineCatalog(
  {
    heading: 'Nos partenaires',
    previous: 'Partenaires précédents',
    next: 'Partenaires suivants',
    more: 'Découvrir nos partenaires',
    'list.label': 'Partenaires de la commune',
  },
  {
    heading: 'Our partners',
    previous: 'Previous partners',
    next: 'Next partners',
    more: 'Meet our partners',
    'list.label': 'The council’s partners',
  },
);
