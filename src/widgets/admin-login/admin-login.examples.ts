import { defineExamples } from '../../testing/examples';

/** `<commune-admin-login>` on the sign-in page, at a desk and on a phone. */
export const adminLoginExamples = defineExamples([
  {
    id: 'page',
    name: 'The sign-in page',
    attributes: { 'heading-level': '1' },
    shows: {
      fr: ['Espace du personnel', 'Identifiant', 'Mot de passe', 'Se connecter', 'Retour au site public'],
      en: ['Staff sign-in', 'Username', 'Password', 'Sign in', 'Back to the public site'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone',
    attributes: { 'heading-level': '1' },
    width: 390,
    shows: {
      fr: ['Espace du personnel', 'Cette page est réservée au personnel de la Commune de Dtima.'],
      en: ['Staff sign-in', 'This page is for Dtima Council staff only.'],
    },
  },
]);
