import { defineExamples } from '../../testing/examples';

/** A news article, an event and a quick link deleted this month; the clock at 20 May 2025. */
const trash = {
  now: () => new Date('2025-05-20T09:00:00+01:00'),
  seededAt: '2025-03-03T08:00:00+01:00',
  trashed: [
    { collection: 'quick-links', index: 2, deletedAt: '2025-04-28T16:45:00+01:00', by: 'admin' },
    { collection: 'events', index: 1, deletedAt: '2025-05-12T11:20:00+01:00', by: 'editor' },
    { collection: 'news', index: 0, deletedAt: '2025-05-20T08:30:00+01:00', by: 'editor' },
  ],
} as const;

/** `<commune-admin-trash>` on the page /admin-dtima/trash. */
export const adminTrashExamples = defineExamples([
  {
    id: 'page',
    name: 'Three deleted items, as an admin',
    attributes: {},
    api: trash,
    shows: {
      fr: ['Corbeille', 'Supprimé par', 'Aïssatou Mohamadou', '20 mai 2025 à 08:30', 'Supprimé définitivement le 19 juin 2025', 'Restaurer', 'Supprimer définitivement'],
      en: ['Trash', 'Deleted by', 'Aïssatou Mohamadou', '20 May 2025 at 08:30', 'Deleted for good on 19 June 2025', 'Restore', 'Delete for good'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone, as an editor',
    attributes: {},
    width: 390,
    api: { ...trash, signedIn: 'editor' },
    shows: {
      fr: ['Corbeille', 'Restaurer'],
      en: ['Trash', 'Restore'],
    },
  },
  {
    id: 'empty',
    name: 'Nothing deleted',
    attributes: {},
    api: { empty: true },
    shows: {
      fr: ['La corbeille est vide'],
      en: ['The Trash is empty'],
    },
  },
]);
