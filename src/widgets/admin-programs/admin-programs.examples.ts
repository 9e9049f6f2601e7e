import { defineExamples } from '../../testing/examples';

/** `<commune-admin-programs>` on its page, against the mock staff API (seeded from src/content). */
export const adminProgramsExamples = defineExamples([
  {
    id: 'page',
    name: 'Programs Management',
    attributes: { 'heading-level': '1' },
    api: {},
    shows: {
      fr: ['Tableau de bord', 'Gestion des programmes', 'Créer un programme', 'Agenda de développement', 'Agenda', 'Projet', 'En cours', 'Terminé', 'Publication', 'Publié'],
      en: ['Dashboard', 'Programs Management', 'Create a program', 'Development agenda', 'Agenda', 'Project', 'Active', 'Completed', 'Publication', 'Published'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone',
    attributes: { 'heading-level': '1' },
    api: {},
    width: 390,
    shows: {
      fr: ['Gestion des programmes', 'Habitat de qualité'],
      en: ['Programs Management', 'Quality housing'],
    },
  },
  {
    id: 'create',
    name: 'Creating a programme',
    attributes: { 'heading-level': '1', 'open-create': '' },
    api: {},
    shows: {
      fr: ['Nouveau programme', 'Français', 'English', 'Description en anglais', 'Type', 'État', 'En préparation', 'Enregistrer le brouillon', 'Publier'],
      en: ['New Program', 'French', 'English', 'Description in English', 'Type', 'Status', 'Planning', 'Save Draft', 'Publish'],
    },
  },
]);
