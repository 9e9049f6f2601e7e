import { defineExamples } from '../../testing/examples';

/** `<commune-admin-quick-links>` on its two pages, against the mock staff API (seeded from src/content). */
export const adminQuickLinksExamples = defineExamples([
  {
    id: 'page',
    name: 'Home Page Quick Links',
    attributes: { 'heading-level': '1' },
    api: {},
    shows: {
      fr: ['Tableau de bord', 'Liens rapides de l’accueil', 'Créer un lien', 'Libellé', 'Cible', 'Pictogramme', 'Position', 'Services administratifs', '/services/administrative', 'Publié'],
      en: ['Dashboard', 'Home Page Quick Links', 'Create a link', 'Label', 'Target', 'Icon', 'Position', 'Administrative Services', '/services/administrative', 'Published'],
    },
  },
  {
    id: 'all',
    name: 'All quick links, on a phone',
    attributes: { 'heading-level': '1', page: '/admin-dtima/quick-links' },
    api: {},
    width: 390,
    shows: {
      fr: ['Tous les liens rapides', 'Mariage civil'],
      en: ['All Quick Links', 'Civil Marriage'],
    },
  },
  {
    id: 'create',
    name: 'Creating a quick link',
    attributes: { 'heading-level': '1', 'open-create': '' },
    api: {},
    shows: {
      fr: ['Nouveau lien rapide', 'Libellé en anglais', 'Cible', 'Pictogramme', 'Document', 'Position', 'Enregistrer le brouillon', 'Publier'],
      en: ['New Quick Link', 'Label in English', 'Target', 'Icon', 'Document', 'Position', 'Save Draft', 'Publish'],
    },
  },
]);
