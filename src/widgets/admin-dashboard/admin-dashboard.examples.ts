import { defineExamples } from '../../testing/examples';

/**
 * A morning at the town hall: the site set up in March, residents writing in since, the
 * clock at 20 May 2025, so the figures and their changes are the same every time.
 */
const morning = {
  now: () => new Date('2025-05-20T09:00:00+01:00'),
  seededAt: '2025-03-03T08:00:00+01:00',
  messages: [
    { name: 'Hamadou Bello', contact: '+237 699 41 27 80', message: 'Le forage du quartier Doualaré ne donne plus d’eau depuis lundi.', createdAt: '2025-04-02T10:15:00+01:00', handled: true },
    { name: 'Kaltoumi Adamou', contact: 'kaltoumi.adamou@gmail.com', message: 'Quels papiers faut-il pour l’acte de naissance de ma fille\u00a0?', createdAt: '2025-04-11T16:40:00+01:00', handled: true },
    { name: 'Paul Vandi', contact: '+237 677 58 03 12', message: 'When is the next cattle market in Mokolo road?', language: 'en', createdAt: '2025-05-12T08:05:00+01:00' },
    { name: 'Zénabou Abdoulaye', contact: '+237 655 20 19 44', message: 'Les étals du marché aux oignons sont inondés à chaque pluie.', createdAt: '2025-05-19T17:30:00+01:00' },
    { name: 'Djibrilla Mana', contact: 'djibrilla.mana@yahoo.fr', message: 'Je souhaite louer la salle des fêtes pour un mariage en juin.', createdAt: '2025-05-20T08:20:00+01:00' },
  ],
} as const;

/** `<commune-admin-dashboard>` on the page /admin-dtima, at a desk, on a phone, and on a new site. */
export const adminDashboardExamples = defineExamples([
  {
    id: 'page',
    name: 'The dashboard',
    attributes: {},
    api: morning,
    shows: {
      fr: ['Tableau de bord', 'Vue d’ensemble', 'Utilisateurs', 'Contenus publiés', 'Événements à venir', 'Messages des habitants', 'depuis le mois dernier', 'Activité récente'],
      en: ['Dashboard', 'Overview', 'Total Users', 'Content Pages', 'Upcoming Events', 'Chat Messages', 'from last month', 'Recent Activity'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone',
    attributes: {},
    width: 390,
    api: morning,
    shows: {
      fr: ['Tableau de bord', 'Messages des habitants', 'Activité récente'],
      en: ['Dashboard', 'Chat Messages', 'Recent Activity'],
    },
  },
  {
    id: 'empty',
    name: 'A new site, nothing done yet',
    attributes: {},
    api: { empty: true },
    shows: {
      fr: ['Tableau de bord', 'Contenus publiés', 'Aucune activité pour le moment.'],
      en: ['Dashboard', 'Content Pages', 'No activity yet.'],
    },
  },
]);
