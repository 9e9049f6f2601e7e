import { defineCatalog } from '../../shared/i18n/catalog';

export const partnersMessages = defineCatalog(
  {
    heading: 'Nos partenaires',
    intro: 'Les institutions qui financent et accompagnent les projets de la commune.',
    previous: 'Partenaires précédents',
    next: 'Partenaires suivants',
    more: 'Découvrir nos partenaires',
    'list.label': 'Partenaires de la commune',
  },
  {
    heading: 'Our partners',
    intro: 'The institutions that fund and support the council’s projects.',
    previous: 'Previous partners',
    next: 'Next partners',
    more: 'Meet our partners',
    'list.label': 'The council’s partners',
  },
);
