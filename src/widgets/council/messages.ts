import { defineCatalog } from '../../shared/i18n/catalog';

export const councilMessages = defineCatalog(
  {
    'heading.one': '{count} conseiller municipal',
    'heading.other': '{count} conseillers municipaux',
    'search.label': 'Rechercher un conseiller',
    'search.placeholder': 'Nom, prénom ou fonction',
    'status.one': '{count} conseiller correspond à votre recherche.',
    'status.other': '{count} conseillers correspondent à votre recherche.',
    'status.none': 'Aucun conseiller ne correspond à votre recherche.',
  },
  {
    'heading.one': '{count} municipal councillor',
    'heading.other': '{count} municipal councillors',
    'search.label': 'Find a councillor',
    'search.placeholder': 'First name, surname or role',
    'status.one': '{count} councillor matches your search.',
    'status.other': '{count} councillors match your search.',
    'status.none': 'No councillor matches your search.',
  },
);
