import { commune } from '../content/commune';
import { flashNews, type FlashNewsItem } from '../content/flash-news';
import {
  newsEntryId,
  newsExcerpt,
  newsFeedId,
  newsFeedPath,
  newsFeedTitle,
  newsIdInPath,
  newsParagraphs,
  newsPath,
  newsText,
  previewImage,
} from '../content/news-pages';
import { sitePages } from '../content/pages';
import { paths } from '../content/site-map';
import { readItems } from '../features/live/items';
import { readNews } from '../features/live/news';
import type { LiveLists } from '../runtime/server-render';
import { LANGUAGES, type Lang } from '../runtime/store';
import { normalizePath } from '../shell/routes';
import { escapeHtml } from '../shell/static-html';
import { newestFirst } from '../widgets/flash-info/format';

/*
 * The pages of the news items (`/flash-news/<id>-<title>`) and the Atom feed of them all
 * (`/flash-news/feed.xml`), from the published news: the database's when the server renders,
 * the bundled news when the build does.
 */

const LIVE_NEWS = '/api/v1/news';

/** A published item with the moments the server knows (none for the bundled news). */
interface DatedNews {
  item: FlashNewsItem;
  createdAt?: string;
  updatedAt?: string;
}

function datedNews(live?: LiveLists): DatedNews[] {
  const raw = live?.news;
  if (!raw) return newestFirst(flashNews).map((item) => ({ item }));
  const items = readItems(LIVE_NEWS, raw, readNews);
  const moments = new Map(
    raw.map((value) => {
      const { id, createdAt, updatedAt } = (value ?? {}) as Record<string, unknown>;
      const moment = (text: unknown) => (typeof text === 'string' && Number.isFinite(Date.parse(text)) ? text : undefined);
      return [id, { createdAt: moment(createdAt), updatedAt: moment(updatedAt) }];
    }),
  );
  return newestFirst(items).map((item) => ({ item, ...moments.get(item.id) }));
}

/** The published news, newest first. */
export function publishedNews(live?: LiveLists): FlashNewsItem[] {
  return datedNews(live).map(({ item }) => item);
}

/** The addresses of the published news items' pages (the build writes one page each). */
export function newsPagePaths(live?: LiveLists): string[] {
  return publishedNews(live).map(newsPath);
}

export type NewsPageMatch = { item: FlashNewsItem } | { redirect: string };

/**
 * What a news page's address asks for: the item, when the address is its current one; a redirect
 * to the current one when it names the item by its id with other words (a title edited since,
 * or no words); undefined when it names no published item (the not-found page).
 */
export function matchNewsPage(path: string, live?: LiveLists): NewsPageMatch | undefined {
  const id = newsIdInPath(normalizePath(path));
  if (id === undefined) return undefined;
  const item = publishedNews(live).find((news) => news.id === id);
  if (!item) return undefined;
  const current = newsPath(item);
  return normalizePath(path) === current ? { item } : { redirect: current };
}

/** The item's page in a language, as people share it: French without `?lang=` (the site's default). */
export function newsPageUrl(item: FlashNewsItem, lang: Lang, origin = ''): string {
  return `${origin}${newsPath(item)}${lang === 'fr' ? '' : `?lang=${lang}`}`;
}

const OG_LOCALE: Record<Lang, string> = { fr: 'fr_FR', en: 'en_GB' };

/** The title, description and the tags of a news page's `<head>`: canonical, alternates, Open Graph, Twitter card. */
export function newsPageHead(item: FlashNewsItem, lang: Lang, origin?: string): { title: string; description: string; tags: string } {
  const title = item.title[lang] || item.title.fr;
  const description = newsExcerpt(newsText(item, lang));
  const url = newsPageUrl(item, lang, origin);
  const preview = previewImage(item.image);
  const imageAlt = item.image ? item.image.alt[lang] || item.image.alt.fr : '';
  const absolute = origin !== undefined && origin !== '';
  const meta = (attribute: 'property' | 'name', key: string, value: string | number) => `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}">`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...LANGUAGES.map((other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(`${origin ?? ''}${newsPath(item)}?lang=${other}`)}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin ?? ''}${newsPath(item)}`)}">`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', commune.name[lang]),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    // Open Graph wants absolute addresses: a page written without its origin (a build for a
    // static host without PUBLIC_ORIGIN) leaves them out rather than give wrong ones.
    ...(absolute ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:locale', OG_LOCALE[lang]),
    ...LANGUAGES.filter((other) => other !== lang).map((other) => meta('property', 'og:locale:alternate', OG_LOCALE[other])),
    meta('property', 'article:published_time', item.date),
    ...(absolute && preview
      ? [
          meta('property', 'og:image', new URL(preview.src, origin).href),
          meta('property', 'og:image:width', preview.width),
          meta('property', 'og:image:height', preview.height),
          ...(imageAlt ? [meta('property', 'og:image:alt', imageAlt)] : []),
        ]
      : []),
    meta('name', 'twitter:card', absolute && preview ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(absolute && preview ? [meta('name', 'twitter:image', new URL(preview.src, origin).href), ...(imageAlt ? [meta('name', 'twitter:image:alt', imageAlt)] : [])] : []),
  ];
  return { title, description, tags: tags.join('\n') };
}

// ---------------------------------------------------------------------------------------------
// The Atom feed (RFC 4287)

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

let dayInDtima: Intl.DateTimeFormat | undefined;
/** The day a moment falls on in Dtima (`2025-05-20`). */
function communeDay(moment: string): string {
  dayInDtima ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala', year: 'numeric', month: '2-digit', day: '2-digit' });
  return dayInDtima.format(new Date(moment));
}

/** Dtima keeps UTC+1 all year (no daylight saving): a moment as RFC 3339 on the commune's clock. */
function inDtima(moment: number): string {
  return `${new Date(moment + 60 * 60 * 1000).toISOString().slice(0, 19)}+01:00`;
}

/**
 * An entry's `published` and `updated`: the moment it was created when that is the day it is
 * dated, else the start of that day in Dtima; updated when last changed, never before.
 */
function entryTimes({ item, createdAt, updatedAt }: DatedNews): { published: number; updated: number } {
  const published = createdAt && communeDay(createdAt) === item.date ? Date.parse(createdAt) : Date.parse(`${item.date}T00:00:00+01:00`);
  const updated = updatedAt ? Math.max(Date.parse(updatedAt), published) : published;
  return { published, updated };
}

/** The text as HTML for the entry's `content`: the picture, then a paragraph per line. */
function entryHtml(item: FlashNewsItem, absolute: (path: string) => string): string {
  const image = item.image ? `<p><img src="${escapeHtml(absolute(item.image.src))}" alt="${escapeHtml(item.image.alt.fr)}" width="${item.image.width}" height="${item.image.height}"></p>` : '';
  return image + newsParagraphs(newsText(item, 'fr')).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
}

/**
 * `/flash-news/feed.xml`: the published news as an Atom feed, in French, newest first, each entry
 * with its French page and the English one (`hreflang="en"`). Links are absolute with `origin`;
 * without it (a build for a static host) they are relative to the feed's address, which Atom allows.
 */
export function renderNewsFeed({ live, origin = '' }: { live?: LiveLists; origin?: string }): string {
  const absolute = (path: string) => `${origin}${path}`;
  const entries = datedNews(live).map((news) => ({ news, ...entryTimes(news) }));
  // With no entry at all, the feed is as old as the first news could be.
  const updated = entries.reduce((latest, entry) => Math.max(latest, entry.updated), Date.parse('2023-01-01T00:00:00+01:00'));
  const listPage = sitePages.find((page) => page.path === paths.flashNews)!;
  const link = (attributes: Record<string, string>) =>
    `<link ${Object.entries(attributes)
      .map(([name, value]) => `${name}="${escapeXml(value)}"`)
      .join(' ')}/>`;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">',
    `  <id>${newsFeedId}</id>`,
    `  <title type="text">${escapeXml(newsFeedTitle.fr)}</title>`,
    `  <subtitle type="text">${escapeXml(listPage.description.fr)}</subtitle>`,
    `  <updated>${inDtima(updated)}</updated>`,
    `  <author><name>${escapeXml(commune.name.fr)}</name><email>${escapeXml(commune.email)}</email>${origin ? `<uri>${escapeXml(absolute('/'))}</uri>` : ''}</author>`,
    `  ${link({ rel: 'self', type: 'application/atom+xml', href: absolute(newsFeedPath) })}`,
    `  ${link({ rel: 'alternate', type: 'text/html', hreflang: 'fr', href: absolute(paths.flashNews) })}`,
    `  ${link({ rel: 'alternate', type: 'text/html', hreflang: 'en', href: absolute(`${paths.flashNews}?lang=en`), title: newsFeedTitle.en })}`,
    `  <icon>${escapeXml(absolute(commune.logo.src))}</icon>`,
    ...entries.flatMap(({ news: { item }, published, updated: entryUpdated }) => [
      '  <entry>',
      `    <id>${newsEntryId(item.id)}</id>`,
      `    <title type="text">${escapeXml(item.title.fr)}</title>`,
      `    <published>${inDtima(published)}</published>`,
      `    <updated>${inDtima(entryUpdated)}</updated>`,
      `    ${link({ rel: 'alternate', type: 'text/html', hreflang: 'fr', href: absolute(newsPageUrl(item, 'fr')) })}`,
      `    ${link({ rel: 'alternate', type: 'text/html', hreflang: 'en', href: absolute(newsPageUrl(item, 'en')), title: item.title.en || item.title.fr })}`,
      `    <summary type="text">${escapeXml(newsExcerpt(newsText(item, 'fr')))}</summary>`,
      `    <content type="html">${escapeXml(entryHtml(item, absolute))}</content>`,
      '  </entry>',
    ]),
    '</feed>',
    '',
  ];
  return lines.join('\n');
}
