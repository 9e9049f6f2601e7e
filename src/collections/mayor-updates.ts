import { paths } from '../content/site-map';
import type { MayorUpdate } from '../content/mayor';
import { defineCollection } from './define';
import { article, type NewsItem } from './news';

export type MayorUpdateItem = NewsItem;

/** The mayor's updates: the latest published one is the message on the meet-the-mayor page. */
export const mayorUpdatesCollection = defineCollection({
  slug: 'mayor-updates',
  table: 'mayor_updates',
  ...article,
  labels: {
    singular: { fr: 'Message du maire', en: 'Mayor update' },
    plural: { fr: 'Messages du maire', en: 'Mayor updates' },
    definite: { fr: 'le message du maire', en: 'the mayor update' },
    published: { fr: 'Message du maire publié', en: 'Mayor update published' },
    indefinite: { fr: 'un message du maire', en: 'a mayor update' },
  },
  adminPaths: [paths.adminMayor],
  screen: 'own',
  seed: {
    key: (update: MayorUpdate) => `mayor:${update.id}`,
    fields: (update: MayorUpdate) => ({ title: update.title, content: update.content, date: update.date, image: null, amount: null }),
  },
});
