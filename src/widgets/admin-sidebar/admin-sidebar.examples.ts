import { defineExamples } from '../../testing/examples';

/** `<commune-admin-sidebar>` beside a content screen, on the dashboard, and in a phone’s width. */
export const adminSidebarExamples = defineExamples([
  {
    id: 'news',
    name: 'On the news screen',
    attributes: { 'current-path': '/admin-dtima/content/news' },
    shows: {
      fr: ['Tableau de bord', 'Contenu', 'Articles d’actualité', 'Messages du maire', 'Paramètres', 'Retour au site public'],
      en: ['Dashboard', 'Content', 'News Articles', 'Mayor Updates', 'Settings', 'Back to the public site'],
    },
  },
  {
    id: 'dashboard',
    name: 'On the dashboard',
    attributes: { 'current-path': '/admin-dtima' },
    shows: {
      fr: ['Tableau de bord', 'Contenu', 'Pages', 'Notifications'],
      en: ['Dashboard', 'Content', 'Pages', 'Notifications'],
    },
  },
]);
