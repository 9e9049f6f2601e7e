import { defineExamples } from '../../testing/examples';

/** `<commune-admin-mayor>` on its page, against the mock staff API (seeded from src/content). */
export const adminMayorExamples = defineExamples([
  {
    id: 'page',
    name: 'Mayor Updates',
    attributes: { 'heading-level': '1' },
    api: {},
    shows: {
      fr: ['Tableau de bord', 'Messages du maire', 'Créer un message', 'Le mot du maire', 'Publié', 'Modifier'],
      en: ['Dashboard', 'Mayor Updates', 'Create an update', 'A word from the mayor', 'Published', 'Edit'],
    },
  },
  {
    id: 'phone',
    name: 'Writing an update on a phone',
    attributes: { 'heading-level': '1', 'open-create': '' },
    api: {},
    width: 390,
    shows: {
      fr: ['Nouveau message du maire', 'Titre en anglais', 'Enregistrer le brouillon', 'Publier'],
      en: ['New Mayor Update', 'Title in English', 'Save Draft', 'Publish'],
    },
  },
]);
