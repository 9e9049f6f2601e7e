import { defineExamples } from '../../testing/examples';

/** A week of residents writing in, two of the messages already handled; the clock at 20 May 2025. */
const inbox = {
  now: () => new Date('2025-05-20T09:00:00+01:00'),
  seededAt: '2025-03-03T08:00:00+01:00',
  messages: [
    {
      name: 'Hamadou Bello',
      contact: '+237 699 41 27 80',
      message: 'Bonjour, le forage du quartier Doualaré ne donne plus d’eau depuis lundi. Les femmes vont puiser au mayo, à deux kilomètres.',
      createdAt: '2025-05-13T10:15:00+01:00',
      handled: true,
    },
    {
      name: 'Kaltoumi Adamou',
      contact: 'kaltoumi.adamou@gmail.com',
      message: 'Quels papiers faut-il apporter pour l’acte de naissance de ma fille, née au centre de santé de Dtima\u00a0?',
      createdAt: '2025-05-15T16:40:00+01:00',
      handled: true,
    },
    {
      name: 'Paul Vandi',
      contact: '+237 677 58 03 12',
      message: 'Good morning. When is the next livestock market day, and is there a fee for selling goats?',
      language: 'en',
      createdAt: '2025-05-18T08:05:00+01:00',
    },
    {
      name: 'Zénabou Abdoulaye',
      contact: '655 20 19 44',
      message: 'Les étals du marché aux oignons sont inondés à chaque pluie. Pouvez-vous curer la rigole derrière les hangars\u00a0?',
      createdAt: '2025-05-19T17:30:00+01:00',
    },
    {
      name: 'Djibrilla Mana',
      contact: 'djibrilla.mana@yahoo.fr',
      message: 'Je souhaite louer la salle des fêtes pour un mariage le 14 juin. Comment réserver\u00a0?',
      createdAt: '2025-05-20T08:20:00+01:00',
    },
  ],
} as const;

/** `<commune-admin-notifications>` on the page /admin-dtima/notifications. */
export const adminNotificationsExamples = defineExamples([
  {
    id: 'page',
    name: 'Messages to handle',
    attributes: {},
    api: inbox,
    shows: {
      fr: ['Notifications', 'Messages des habitants', 'À traiter', 'Djibrilla Mana', 'djibrilla.mana@yahoo.fr', 'Écrit en anglais', 'Marquer comme traité', 'Contenus publiés'],
      en: ['Notifications', 'Residents’ messages', 'To handle', 'Djibrilla Mana', 'djibrilla.mana@yahoo.fr', 'Written in English', 'Mark as handled', 'Published content'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone',
    attributes: {},
    width: 390,
    api: inbox,
    shows: {
      fr: ['Notifications', 'Zénabou Abdoulaye', 'Marquer comme traité'],
      en: ['Notifications', 'Zénabou Abdoulaye', 'Mark as handled'],
    },
  },
  {
    id: 'empty',
    name: 'Nothing yet',
    attributes: {},
    api: { empty: true },
    shows: {
      fr: ['Aucun message pour le moment.', 'Aucune publication pour le moment.'],
      en: ['No messages yet.', 'Nothing published yet.'],
    },
  },
]);
