import { defineCatalog } from '../../shared/i18n/catalog';

export const legalMessages = defineCatalog(
  {
    updated: 'Dernière mise à jour\u00a0:',
  },
  {
    updated: 'Last updated:',
  },
);
