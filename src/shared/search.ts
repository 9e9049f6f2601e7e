import type { Localized } from './i18n/catalog';
import type { Lang } from './lang';

/**
 * Folds text for matching what a resident types: lower case, no accents (`Bâtir` → `batir`),
 * one kind of apostrophe, plain spaces, and digit groups joined (`50 000` → `50000`), so the
 * search works whatever the keyboard of a cheap phone produces.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/\s+/g, ' ')
    .replace(/(\d) (?=\d)/g, '$1')
    .trim();
}

/**
 * The items whose text contains every word of the query, in their original order. An empty
 * query keeps everything. `textOf` gives the searchable text of an item (question and answer).
 */
export function filterByQuery<T>(items: readonly T[], query: string, textOf: (item: T) => string): T[] {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = foldForSearch(textOf(item));
    return words.every((word) => haystack.includes(word));
  });
}

// ---------------------------------------------------------------------------------------------
// The site's search (/recherche, GET /api/v1/search, the header's and the hero's boxes)

/** What a result is, in the order results of equal relevance are listed. */
export const searchTypes = ['page', 'procedure', 'faq', 'news', 'event', 'programme', 'place', 'directory', 'councillor', 'tender'] as const;
export type SearchType = (typeof searchTypes)[number];

/** One thing the search can find: a page, a démarche, a news item, a place… in both languages. */
export interface SearchDocument {
  type: SearchType;
  title: Localized;
  /** A path of the site (`/services/birth-certificate`, `/residents/points-of-interest#health`). */
  url: string;
  /** What is read on it: the source of the excerpt, and of matches worth less than the title's. */
  text: Localized;
}

export interface SearchHit {
  type: SearchType;
  title: string;
  url: string;
  /** A sentence or two of the text around the first word found, or its start. */
  excerpt: string;
}

interface IndexedText {
  /** The title's words, folded. */
  title: readonly string[];
  titleFolded: string;
  /** The text's distinct words, folded. */
  words: ReadonlySet<string>;
}

interface IndexedDocument {
  document: SearchDocument;
  order: number;
  byLang: Record<Lang, IndexedText>;
}

export interface SearchIndex {
  documents: readonly IndexedDocument[];
}

const wordsOf = (text: string) => foldForSearch(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

function indexed(document: SearchDocument, lang: Lang): IndexedText {
  const title = wordsOf(document.title[lang]);
  return { title, titleFolded: title.join(' '), words: new Set([...title, ...wordsOf(document.text[lang])]) };
}

/** Reads every document once; `search` then answers in a few milliseconds. */
export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  return {
    documents: documents.map((document) => ({
      document,
      order: searchTypes.indexOf(document.type),
      byLang: { fr: indexed(document, 'fr'), en: indexed(document, 'en') },
    })),
  };
}

/** Whether `a` and `b` differ by at most one letter changed, added, removed, or two swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length === long.length) {
    if (short.slice(i + 1) === long.slice(i + 1)) return true;
    return short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2);
  }
  return short.slice(i) === long.slice(i + 1);
}

/** How well one folded word of the query matches a text: 0 when it does not. */
function wordScore(word: string, text: IndexedText): number {
  const tolerant = word.length >= 4;
  let best = 0;
  for (const candidate of text.title) {
    if (candidate === word) return 10;
    if (word.length >= 2 && candidate.startsWith(word)) best = Math.max(best, 7);
    else if (tolerant && withinOneEdit(word, candidate)) best = Math.max(best, 5);
    else if (tolerant && candidate.length > word.length && withinOneEdit(word, candidate.slice(0, word.length))) best = Math.max(best, 4);
  }
  if (best >= 3) return best;
  if (text.words.has(word)) return 3;
  for (const candidate of text.words) {
    if (word.length >= 3 && candidate.startsWith(word)) best = Math.max(best, 2);
    else if (tolerant && best < 1.5 && withinOneEdit(word, candidate)) best = Math.max(best, 1.5);
  }
  return best;
}

/**
 * The documents matching every word of `query` (case, accents and one wrong letter per word
 * forgiven; a word of the other language counts for half), most relevant first: a word in the
 * title beats one in the text, a whole word beats its start, the query as a phrase in the title
 * comes first. Titles and excerpts are in `lang`.
 */
export function search(index: SearchIndex, query: string, lang: Lang, limit = 20): SearchHit[] {
  const words = [...new Set(wordsOf(query))].slice(0, 8);
  if (words.length === 0) return [];
  const phrase = words.join(' ');
  const other: Lang = lang === 'fr' ? 'en' : 'fr';
  const scored: { entry: IndexedDocument; score: number }[] = [];
  for (const entry of index.documents) {
    let score = 0;
    let matched = true;
    for (const word of words) {
      const here = wordScore(word, entry.byLang[lang]);
      const there = here >= 10 ? 0 : wordScore(word, entry.byLang[other]) / 2;
      const best = Math.max(here, there);
      if (best === 0) {
        matched = false;
        break;
      }
      score += best;
    }
    if (!matched) continue;
    if (words.length > 1 && entry.byLang[lang].titleFolded.includes(phrase)) score += 8;
    scored.push({ entry, score });
  }
  scored.sort((a, b) => b.score - a.score || a.entry.order - b.entry.order || a.entry.document.title[lang].localeCompare(b.entry.document.title[lang], lang));
  return scored.slice(0, limit).map(({ entry: { document } }) => ({
    type: document.type,
    title: document.title[lang] || document.title.fr,
    url: document.url,
    excerpt: excerptOf(document.text[lang] || document.text.fr, words),
  }));
}

const EXCERPT_LENGTH = 160;

/** About 160 characters of `text` around the first query word it contains, cut at spaces. */
export function excerptOf(text: string, words: readonly string[]): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= EXCERPT_LENGTH) return plain;
  // Folding keeps one character per character here (accents dropped, œ kept as one letter).
  const folded = plain.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const comparable = folded.length === plain.length ? folded : plain.toLowerCase();
  const at = words.map((word) => comparable.indexOf(word)).filter((index) => index >= 0).sort((a, b) => a - b)[0] ?? 0;
  // From the start when the word is within it; else from a little before the word.
  let start = at <= EXCERPT_LENGTH - 40 ? 0 : at - 40;
  if (start > 0) start = plain.indexOf(' ', start) + 1 || start;
  let end = Math.min(plain.length, start + EXCERPT_LENGTH);
  if (end < plain.length) end = plain.lastIndexOf(' ', end) > start ? plain.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${plain.slice(start, end).trim()}${end < plain.length ? ' …' : ''}`;
}
