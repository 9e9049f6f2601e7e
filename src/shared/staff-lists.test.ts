import { describe, expect, it } from 'vitest';
import { foldForList, parseSort, searchWords, wordPattern } from './staff-lists';

describe('the staff lists’ search folding', () => {
  it('folds accents and case letter for letter', () => {
    expect(foldForList('Fête de l’ÉTÉ à Tokombéré, GARÇONS')).toBe('fete de l’ete a tokombere, garcons');
    expect(searchWords('  Été   MARCHÉ ')).toEqual(['ete', 'marche']);
  });

  it('finds with a word’s pattern exactly what the folded text contains (the server’s SQL and the mock agree)', () => {
    const titles = ['Fête de l’Été à Dtima', 'ÉLECTIONS municipales', 'Garçons et filles', 'Marché à Mora', 'Prix : 50% (a.b)', 'Œuvre'];
    const words = ['ete', 'elections', 'garcons', 'marche', 'a mora', '50%', '(a.b)', 'e', 'œuvre', 'xyz', '.'];
    for (const title of titles) {
      for (const word of words) {
        const folded = foldForList(word);
        expect(new RegExp(wordPattern(folded), 'u').test(title), `${folded} in ${title}`).toBe(foldForList(title).includes(folded));
      }
    }
  });

  it('reads a sort with « - » for descending', () => {
    expect(parseSort('-updatedAt')).toEqual({ field: 'updatedAt', descending: true });
    expect(parseSort('title')).toEqual({ field: 'title', descending: false });
  });
});
