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
