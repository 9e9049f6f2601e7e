import { interpolate, type Localized } from '../shared/i18n/catalog';
import { formatLargeAmount } from '../shared/i18n/format';
import type { Lang } from '../shared/lang';
import { slugify } from '../shared/slug';
import { commune } from './commune';
import { flashNews, type FlashNewsImage, type FlashNewsItem } from './flash-news';
import { paths } from './site-map';

/*
 * A page per news item, and the feed of them all. The address is computed, not stored:
 * `/flash-news/<id>-<the French title's words>`. The id makes it unique and lets an address
 * written before a title was edited still find its item (the server then redirects to the
 * current one); the French title gives the words, so both languages share one address
 * (`?lang=en` picks English, as everywhere on the site). No column, no migration, nothing to
 * keep in step when staff edit a title.
 */

/** The Atom feed of the published news (French, with English alternates). */
export const newsFeedPath = `${paths.flashNews}/feed.xml`;

/** What readers and browsers call the feed, in `<link rel="alternate">` and the feed's own title. */
export const newsFeedTitle: Localized = {
  fr: `Flash Info · ${commune.name.fr}`,
  en: `${commune.name.en} News Flash (in French)`,
};

/**
 * The feed's and entries' Atom ids: `tag:` URIs (RFC 4151) under the commune's own domain, so
 * they stay the same whatever address serves the site, and an entry's whatever its title.
 */
const TAG_AUTHORITY = `${commune.email.split('@')[1]},2023`;
export const newsFeedId = `tag:${TAG_AUTHORITY}:flash-news`;
export const newsEntryId = (id: number) => `tag:${TAG_AUTHORITY}:flash-news/${id}`;

type Addressable = Pick<FlashNewsItem, 'id' | 'title'>;

/** `7-reprise-des-travaux`: the id, then the French title's words (only the id for a title without any). */
export function newsSlug(item: Addressable): string {
  const words = slugify(item.title.fr);
  return words ? `${item.id}-${words}` : String(item.id);
}

/** `/flash-news/7-reprise-des-travaux`: the item's page. */
export function newsPath(item: Addressable): string {
  return `${paths.flashNews}/${newsSlug(item)}`;
}

const NEWS_PAGE = new RegExp(`^${paths.flashNews}/(\\d{1,9})(?:-[^/]*)?/?$`);

/**
 * The id a news page's address names: `/flash-news/7-reprise-des-travaux`, `/flash-news/7-an-old-title`
 * and `/flash-news/7` all name item 7. Undefined for any other address (`/flash-news/feed.xml`).
 */
export function newsIdInPath(path: string): number | undefined {
  const match = NEWS_PAGE.exec(path);
  return match ? Number(match[1]) : undefined;
}

/** The item's text in `lang`, its `{amount}` written out (`1,19 milliard de FCFA`). */
export function newsText(item: Pick<FlashNewsItem, 'description' | 'amount'>, lang: Lang): string {
  const text = item.description[lang] || item.description.fr;
  return item.amount === undefined ? text : interpolate(text, { amount: formatLargeAmount(item.amount, lang) });
}

/** The text's paragraphs: staff separate them with line breaks. */
export function newsParagraphs(text: string): string[] {
  return text
    .split(/\s*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The start of the text for a description or a preview: whole words, at most `max` characters with its ellipsis. */
export function newsExcerpt(text: string, max = 160): string {
  // Runs of ordinary white space only: the no-break spaces of French typography stay.
  const flat = text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > max / 2 ? cut.slice(0, end) : cut).replace(/[\s,;:.!?\u00a0«(–-]+$/, '')}…`;
}

/** The bundled pictures' PNG copies (written by scripts/share-images.mjs), by the SVG's address. */
const previewCopies = new Map(flashNews.map(({ image }) => [image.src, { src: image.src.replace(/\.svg$/, '.png'), width: 1200, height: 750 }]));

/**
 * The picture a link preview (WhatsApp, Facebook, X) shows for an item: its own, or the PNG copy
 * of a bundled SVG, since previews do not show SVG. Undefined when there is none to show.
 */
export function previewImage(image: Omit<FlashNewsImage, 'alt'> | undefined): Omit<FlashNewsImage, 'alt'> | undefined {
  if (!image) return undefined;
  if (!image.src.endsWith('.svg')) return image;
  return previewCopies.get(image.src);
}
