import { defineExamples } from '../../testing/examples';

/** `<commune-admin-settings>` on the page /admin-dtima/settings, for an administrator and for an editor. */
export const adminSettingsExamples = defineExamples([
  {
    id: 'admin',
    name: 'An administrator',
    attributes: {},
    api: {},
    shows: {
      fr: ['Paramètres', 'Mon compte', 'Administrateur', 'Changer mon mot de passe', 'Mot de passe actuel', 'Comptes du personnel', 'Ajouter un compte', 'Aïssatou Mohamadou'],
      en: ['Settings', 'My account', 'Administrator', 'Change my password', 'Current password', 'Staff accounts', 'Add an account', 'Aïssatou Mohamadou'],
    },
  },
  {
    id: 'editor',
    name: 'An editor',
    attributes: {},
    api: { signedIn: 'editor' },
    shows: {
      fr: ['Paramètres', 'Aïssatou Mohamadou', 'Rédacteur', 'Changer mon mot de passe', 'Les comptes du personnel sont gérés par un administrateur de la mairie.'],
      en: ['Settings', 'Aïssatou Mohamadou', 'Editor', 'Change my password', 'Staff accounts are managed by an administrator of the town hall.'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone',
    attributes: {},
    width: 390,
    api: {},
    shows: {
      fr: ['Paramètres', 'Mon compte', 'Comptes du personnel'],
      en: ['Settings', 'My account', 'Staff accounts'],
    },
  },
]);
