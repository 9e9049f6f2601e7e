import { articleDescription, collectionTexts, type ArticleValues, type CollectionDescription } from '../../admin/collection';
import { adminNewsMessages } from './messages';

/** The News screen: articles (title, text, optional image) of the `news` collection. */
export const newsScreen: CollectionDescription<'news', ArticleValues> = {
  collection: 'news',
  ...articleDescription<'news'>(),
  texts: collectionTexts(adminNewsMessages),
};
