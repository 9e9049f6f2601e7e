import { defineExamples } from '../../testing/examples';

/** `<commune-admin-news>` on its page, against the mock staff API (seeded from src/content). */
export const adminNewsExamples = defineExamples([
  {
    id: 'page',
    name: 'News Management',
    attributes: { 'heading-level': '1' },
    api: {},
    shows: {
      fr: ['Tableau de bord', 'Gestion des actualités', 'Créer un article', 'Titre', 'Statut', 'Dernière modification', 'Publié', 'Modifier'],
      en: ['Dashboard', 'News Management', 'Create an article', 'Title', 'Status', 'Last modified', 'Published', 'Edit'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone',
    attributes: { 'heading-level': '1' },
    api: {},
    width: 390,
    shows: {
      fr: ['Gestion des actualités', 'Créer un article', 'Publié'],
      en: ['News Management', 'Create an article', 'Published'],
    },
  },
  {
    id: 'create',
    name: 'Writing a new article',
    attributes: { 'heading-level': '1', 'open-create': '' },
    api: {},
    shows: {
      fr: ['Nouvel article', 'Français', 'English', 'Titre en anglais', 'Contenu', 'Image (facultative)', 'Enregistrer le brouillon', 'Créer l’article'],
      en: ['New Article', 'French', 'English', 'Title in English', 'Content', 'Image (optional)', 'Save Draft', 'Create Article'],
    },
  },
  {
    id: 'empty',
    name: 'No articles yet',
    attributes: { 'heading-level': '1' },
    api: { empty: true },
    shows: {
      fr: ['Aucun article pour le moment.'],
      en: ['No articles yet.'],
    },
  },
]);
