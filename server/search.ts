import type { Localized } from '../src/shared/i18n/catalog';
import { searchDocuments } from '../src/content/search-documents';
import { paths } from '../src/content/site-map';
import { createSearchIndex, search, type SearchDocument, type SearchHit, type SearchIndex } from '../src/shared/search';
import type { Lang } from '../src/shared/lang';
import type { PublicLists } from './public-lists';

/*
 * The site's search (GET /api/v1/search, the /recherche page): the content written in
 * src/content (search-documents.ts) and what staff published, read from the public lists. The
 * index is built again when the published content changes (the lists' version), once for all
 * the requests that wait for it.
 */

interface Published {
  title?: Localized;
  content?: Localized;
  description?: Localized;
  location?: Localized;
}

const text = (...parts: (Localized | undefined)[]): Localized => ({
  fr: parts.map((part) => part?.fr ?? '').filter(Boolean).join(' '),
  en: parts.map((part) => part?.en || part?.fr || '').filter(Boolean).join(' '),
});

const withFrench = (value: Localized | undefined): Localized => ({ fr: value?.fr ?? '', en: value?.en || value?.fr || '' });

/** The published news, events and programmes as documents, each with the page that shows it. */
function publishedDocuments(lists: Record<string, string>): SearchDocument[] {
  const items = (collection: string) => (lists[collection] ? ((JSON.parse(lists[collection]) as { items: Published[] }).items ?? []) : []);
  return [
    ...items('news').map((item): SearchDocument => ({ type: 'news', title: withFrench(item.title), url: paths.flashNews, text: text(item.content) })),
    ...items('events').map((item): SearchDocument => ({ type: 'event', title: withFrench(item.title), url: paths.events, text: text(item.description, item.location) })),
    ...items('programs').map((item): SearchDocument => ({ type: 'programme', title: withFrench(item.title), url: paths.home, text: text(item.description) })),
  ].filter((document) => document.title.fr !== '');
}

export interface SiteSearch {
  search(query: string, lang: Lang, limit?: number): Promise<SearchHit[]>;
}

export function createSiteSearch(lists: PublicLists): SiteSearch {
  let built: { version: string; index: SearchIndex } | undefined;
  let building: Promise<{ version: string; index: SearchIndex }> | undefined;
  const current = async () => {
    const snapshot = await lists.snapshot();
    if (built?.version === snapshot.version) return built;
    building ??= Promise.resolve().then(() => {
      const next = { version: snapshot.version, index: createSearchIndex([...searchDocuments, ...publishedDocuments(snapshot.lists)]) };
      built = next;
      building = undefined;
      return next;
    });
    return building;
  };
  return {
    async search(query, lang, limit) {
      return search((await current()).index, query, lang, limit);
    },
  };
}
