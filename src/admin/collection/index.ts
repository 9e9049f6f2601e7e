/*
 * The one management screen of the content collections (news, mayor's updates, events,
 * programmes, quick links): a collection's element gives it a description and its heading.
 * See `description.ts` for what a description says; `derived.tsx` reads one from a collection's
 * descriptor alone (`<commune-admin-collection>`), and `pages.ts` lists the staff pages of the
 * collections without an element of their own.
 */
export { CollectionScreen, type CollectionScreenProps } from './CollectionScreen';
export { statusColumn, updatedColumn } from './columns';
export type {
  CollectionDescription,
  CollectionInput,
  CollectionTexts,
  CommonFieldSpec,
  FieldRowSpec,
  FormValues,
  ImageFieldSpec,
  LocalizedFieldSpec,
  SelectFieldSpec,
  TextFieldSpec,
} from './description';
export { collectionMessages } from './messages';
export { collectionScreenCss } from './styles';
export { bilingual, bothTexts, collectionTexts, copyText, textIn, wholeNumber } from './values';
export { articleDescription, articleInput, articleValues, emptyArticle, type ArticleValues } from './article';
export { describeCollection, titleField } from './derived';
