import { articleDescription, collectionTexts, type ArticleValues, type CollectionDescription } from '../../admin/collection';
import { adminMayorMessages } from './messages';

/** The Mayor Updates screen: the mayor's messages (`mayor-updates`), articles like the news. */
export const mayorScreen: CollectionDescription<'mayor-updates', ArticleValues> = {
  collection: 'mayor-updates',
  ...articleDescription<'mayor-updates'>(),
  texts: collectionTexts(adminMayorMessages),
};
