import { defineCatalog } from '../../shared/i18n/catalog';

export const biographyMessages = defineCatalog(
  {
    'toc.title': 'Sommaire',
  },
  {
    'toc.title': 'Contents',
  },
);
