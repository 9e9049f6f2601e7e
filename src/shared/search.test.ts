import { describe, expect, it } from 'vitest';
import { searchDocuments } from '../content/search-documents';
import { createSearchIndex, excerptOf, search, withinOneEdit, type SearchDocument } from './search';

/** The content written in src/content, and 300 published news items on top. */
const news: SearchDocument[] = Array.from({ length: 300 }, (_, i) => ({
  type: 'news',
  title: { fr: `Réunion publique numéro ${i} sur l’eau potable du quartier`, en: `Public meeting ${i} on the neighbourhood’s drinking water` },
  url: '/flash-news',
  text: { fr: 'Les habitants sont invités à la salle des fêtes pour discuter des forages et des bornes-fontaines.', en: 'Residents are invited to the community hall to discuss boreholes and standpipes.' },
}));
const index = createSearchIndex([...searchDocuments, ...news]);

describe('the site search', () => {
  it('forgives one letter changed, added, removed or two swapped, not two', () => {
    expect([withinOneEdit('marche', 'marche'), withinOneEdit('marhce', 'marche'), withinOneEdit('march', 'marche'), withinOneEdit('marchee', 'marche'), withinOneEdit('morche', 'marche')]).toEqual([true, true, true, true, true]);
    expect(withinOneEdit('mrhce', 'marche')).toBe(false);
  });

  it('ignores case and accents, in both languages', () => {
    expect(search(index, 'HÔPITAL', 'fr')[0]?.title).toBe(search(index, 'hopital', 'fr')[0]?.title);
    expect(search(index, 'birth', 'en')[0]).toMatchObject({ type: 'procedure', title: 'Birth Certificate' });
  });

  it('cuts an excerpt around the word, at spaces', () => {
    const text = `${'Début du texte. '.repeat(20)}Le marché central ouvre tous les jours. ${'Fin. '.repeat(30)}`;
    const excerpt = excerptOf(text, ['marche']);
    expect(excerpt).toMatch(/^… .*Le marché central ouvre tous les jours\..* …$/);
    expect(excerpt.length).toBeLessThan(170);
  });

  it('answers a query over all the content within 30 ms at the 95th percentile', () => {
    const queries = ['marche', 'acte de naissance', 'naissanse', 'permis de batir', 'hopital', 'eau potable', 'evenement', 'mairie', 'taxe', 'reunion publique'];
    const times: number[] = [];
    for (let round = 0; round < 10; round++) {
      for (const query of queries) {
        const started = performance.now();
        search(index, query, round % 2 ? 'en' : 'fr');
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length * 0.95)]).toBeLessThan(30);
  });
});
