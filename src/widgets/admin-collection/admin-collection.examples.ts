import { defineExamples } from '../../testing/examples';

/**
 * `<commune-admin-collection>` against the mock staff API (seeded from src/content). Every
 * collection has a screen of its own today, so the examples show the generic screen of two of
 * them: the events (texts, a date, times) and the news (an image).
 */
export const adminCollectionExamples = defineExamples([
  {
    id: 'events',
    name: 'The events, read from their description',
    attributes: { collection: 'events', 'heading-level': '1' },
    api: {},
    shows: {
      fr: ['Tableau de bord', 'Événements', 'Créer un événement', 'Titre', 'Lieu', 'Date', 'Statut', 'Dernière modification', 'Publié', 'Modifier'],
      en: ['Dashboard', 'Events', 'Create an event', 'Title', 'Location', 'Date', 'Status', 'Last modified', 'Published', 'Edit'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone',
    attributes: { collection: 'events', 'heading-level': '1' },
    api: {},
    width: 390,
    shows: {
      fr: ['Événements', 'Créer un événement', 'Publié'],
      en: ['Events', 'Create an event', 'Published'],
    },
  },
  {
    id: 'create',
    name: 'Creating a news article',
    attributes: { collection: 'news', 'heading-level': '1', 'open-create': '' },
    api: {},
    shows: {
      fr: ['Créer une actualité', 'Français', 'English', 'Titre en anglais', 'Contenu', 'Date', 'Image', 'Montant (francs CFA)', 'Enregistrer le brouillon', 'Publier'],
      en: ['Create a news article', 'French', 'English', 'Title in English', 'Content', 'Date', 'Image', 'Amount (CFA francs)', 'Save Draft', 'Publish'],
    },
  },
  {
    id: 'empty',
    name: 'Nothing yet',
    attributes: { collection: 'programs', 'heading-level': '1' },
    api: { empty: true },
    shows: {
      fr: ['Programmes', 'Aucun élément pour le moment.'],
      en: ['Programs', 'Nothing here yet.'],
    },
  },
]);
