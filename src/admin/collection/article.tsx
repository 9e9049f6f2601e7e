import type { Localized } from '../../shared/i18n/catalog';
import type { ApiImage, NewsItem } from '../../collections/content';
import type { Lang } from '../../runtime/store';
import { statusColumn, updatedColumn } from './columns';
import type { CollectionDescription, CollectionInput } from './description';
import { collectionMessages } from './messages';
import { bilingual, bothTexts, copyText, textIn } from './values';

/*
 * News and the mayor's updates are the same kind of item (one schema, `newsEntries`): an
 * article with a title, a text and an optional image. Their screens share this part of their
 * description and differ by their texts.
 */

/** An article's form: its texts, its current image and an image picked to replace it. */
export type ArticleValues = {
  title: Localized;
  content: Localized;
  image: ApiImage | null;
  imageFile: File | null;
};

export function emptyArticle(): ArticleValues {
  return { title: { fr: '', en: '' }, content: { fr: '', en: '' }, image: null, imageFile: null };
}

/** An article's values, to edit it (its date and quoted amount are left as they are). */
export function articleValues(item: NewsItem): ArticleValues {
  return { title: copyText(item.title), content: copyText(item.content), image: item.image ? { ...item.image, alt: copyText(item.image.alt) } : null, imageFile: null };
}

/** What the form sends: the texts and the image (the uploaded one once the picked file is sent). */
export function articleInput(values: ArticleValues) {
  return { title: copyText(values.title), content: copyText(values.content), image: values.image };
}

const text = bilingual(collectionMessages);

type ArticleCollection = 'news' | 'mayor-updates';

/** Everything of an article screen's description but its collection and texts. */
export function articleDescription<C extends ArticleCollection>(): Omit<CollectionDescription<C, ArticleValues>, 'collection' | 'texts'> {
  return {
    columns: (lang: Lang) => [
      {
        id: 'title',
        label: text('article.title')[lang],
        cell: (item) => <span className="collection__name">{textIn(item.title, lang)}</span>,
        sortValue: (item) => textIn(item.title, lang),
        isRowHeader: true,
      },
      statusColumn(lang),
      updatedColumn(lang),
    ],
    defaultSort: { column: 'updated', direction: 'descending' },
    searchTexts: (item) => [...bothTexts(item.title), ...bothTexts(item.content)],
    labelOf: (item, lang) => textIn(item.title, lang),
    localizedFields: [
      { path: 'title', label: text('article.title'), required: true },
      { path: 'content', label: text('article.content'), multiline: true, rows: 8, required: true },
    ],
    commonFields: [{ kind: 'image', path: 'image', filePath: 'imageFile', label: text('article.image') }],
    emptyValues: emptyArticle,
    toValues: articleValues,
    toInput: (values) => articleInput(values) as CollectionInput<C>,
  };
}
