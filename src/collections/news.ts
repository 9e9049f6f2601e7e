import * as v from 'valibot';
import { paths } from '../content/site-map';
import type { FlashNewsItem } from '../content/flash-news';
import type { Localized } from '../shared/i18n/catalog';
import { imageField, isoDay, localizedText } from '../shared/schema/fields';
import { groupDigits, message } from '../shared/schema/message';
import { defineCollection, newestFirst, schemasOf, titleField, type ApiImage, type ItemMeta } from './define';

/**
 * The largest amount: its `bigint` column holds more, but a number past 2⁵³ is no longer exact in
 * JSON or JavaScript; fifteen nines is a thousand times a national budget in francs CFA.
 */
export const MAX_AMOUNT = 999_999_999_999_999;

/** A dated article with an optional image: the news, and the mayor's updates. */
export const articleEntries = {
  title: titleField,
  content: localizedText({ fr: 'Le contenu', en: 'Content' }, 10, 5000),
  /** The day the article is dated; the server uses today when it is missing. */
  date: v.optional(isoDay({ fr: 'La date', en: 'Date' })),
  image: imageField,
  /** A sum in francs CFA that the content quotes as `{amount}`, formatted in the reader's language. */
  amount: v.optional(
    v.nullable(
      v.pipe(
        v.number(message('Le montant doit être un nombre.', 'The amount must be a number.')),
        v.integer(message('Le montant doit être un nombre entier de francs CFA.', 'The amount must be a whole number of CFA francs.')),
        v.minValue(0, message('Le montant ne peut pas être négatif.', 'The amount cannot be negative.')),
        v.maxValue(
          MAX_AMOUNT,
          message(`Le montant ne peut pas dépasser ${groupDigits(MAX_AMOUNT, 'fr')} francs CFA.`, `The amount cannot exceed ${groupDigits(MAX_AMOUNT, 'en')} CFA francs.`),
        ),
      ),
    ),
    null,
  ),
};

/** What the news and the mayor's updates share: an article's fields, newest first, dated today when undated. */
export const article = {
  entries: articleEntries,
  columns: {
    title: { type: 'localized', label: { fr: 'Titre', en: 'Title' } },
    content: { type: 'localized', label: { fr: 'Contenu', en: 'Content' }, multiline: true },
    date: { type: 'text', label: { fr: 'Date', en: 'Date' }, input: 'date' },
    image: { type: 'image', label: { fr: 'Image', en: 'Image' } },
    amount: { type: 'bigint', label: { fr: 'Montant (francs CFA)', en: 'Amount (CFA francs)' }, nullable: true },
  },
  schemas: schemasOf(articleEntries),
  order: newestFirst,
  datedOnCreate: true,
  activityType: 'content',
} as const;

export interface NewsItem extends ItemMeta {
  title: Localized;
  content: Localized;
  date: string;
  image: ApiImage | null;
  amount: number | null;
}

/** Flash Info: the council's news, newest first. */
export const newsCollection = defineCollection({
  slug: 'news',
  table: 'news',
  ...article,
  labels: {
    singular: { fr: 'Actualité', en: 'News article' },
    plural: { fr: 'Actualités', en: 'News articles' },
    definite: { fr: 'l’actualité', en: 'the news article' },
    published: { fr: 'Actualité publiée', en: 'News article published' },
    indefinite: { fr: 'une actualité', en: 'a news article' },
  },
  adminPaths: [paths.adminNews],
  screen: 'own',
  seed: {
    key: (item: FlashNewsItem) => `flash-news:${item.id}`,
    fields: (item: FlashNewsItem) => ({ title: item.title, content: item.description, date: item.date, image: item.image ?? null, amount: item.amount ?? null }),
  },
});
