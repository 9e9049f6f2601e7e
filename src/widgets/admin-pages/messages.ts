import { defineCatalog } from '../../shared/i18n/catalog';

/** The site pages screen's strings (page titles and sections come from src/content). */
export const adminPagesMessages = defineCatalog(
  {
    intro: 'Chaque page publique du site, avec son titre et sa description dans les deux langues, et son adresse. Le lien ouvre la page dans un nouvel onglet.',
    'table.label': 'Pages publiques du site',
    'column.fr': 'En français',
    'column.en': 'En anglais',
    'column.path': 'Adresse',
    'column.section': 'Rubrique',
    'section.home': 'Accueil',
    'section.other': 'Autres pages',
    newTab: '(s’ouvre dans un nouvel onglet)',
    'count.one': '{count}\u00a0page publique',
    'count.other': '{count}\u00a0pages publiques',
    'count.filtered': '{shown} sur {total}',
    noMatch: 'Aucun résultat pour «\u00a0{query}\u00a0».',
  },
  {
    intro: 'Every public page of the site, with its title and description in both languages, and its address. The link opens the page in a new tab.',
    'table.label': 'Public pages of the site',
    'column.fr': 'In French',
    'column.en': 'In English',
    'column.path': 'Address',
    'column.section': 'Section',
    'section.home': 'Home',
    'section.other': 'Other pages',
    newTab: '(opens in a new tab)',
    'count.one': '{count} public page',
    'count.other': '{count} public pages',
    'count.filtered': '{shown} of {total}',
    noMatch: 'No results for "{query}".',
  },
);
