import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { slugify } from '../shared/slug';
import { flashNews } from './flash-news';
import { newsEntryId, newsExcerpt, newsFeedId, newsIdInPath, newsParagraphs, newsPath, newsSlug, newsText, previewImage } from './news-pages';

describe('news addresses', () => {
  it('are the id and the French title’s words, without accents or punctuation', () => {
    expect(newsSlug({ id: 7, title: { fr: 'Reprise des travaux', en: 'Work resumes' } })).toBe('7-reprise-des-travaux');
    expect(newsPath({ id: 12, title: { fr: 'L’école de Founangué : «\u00a0rentrée\u00a0» le 2 octobre !', en: '' } })).toBe('/flash-news/12-l-ecole-de-founangue-rentree-le-2-octobre');
    expect(flashNews.map(newsPath)).toEqual([
      '/flash-news/1-le-conseil-municipal-adopte-le-budget-2023',
      '/flash-news/2-le-nouveau-marche-moderne-ouvre-ses-portes',
      '/flash-news/3-distribution-des-paquets-minimum-aux-ecoles',
    ]);
  });

  it('stay short, cut between words, and fall back to the id for a title without letters or digits', () => {
    const long = slugify('Compte rendu de la session ordinaire du conseil municipal consacrée au budget primitif de l’exercice');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toBe('compte-rendu-de-la-session-ordinaire-du-conseil-municipal');
    expect(newsSlug({ id: 9, title: { fr: '« — »', en: '' } })).toBe('9');
  });

  it('name their item by the id they start with, whatever words follow', () => {
    expect(newsIdInPath('/flash-news/7-reprise-des-travaux')).toBe(7);
    expect(newsIdInPath('/flash-news/7-an-old-title')).toBe(7);
    expect(newsIdInPath('/flash-news/7')).toBe(7);
    expect(newsIdInPath('/flash-news/7/')).toBe(7);
    for (const path of ['/flash-news', '/flash-news/feed.xml', '/flash-news/x-7', '/flash-news/7x', '/flash-news/7-a/b', '/events/7-a']) expect(newsIdInPath(path), path).toBeUndefined();
  });

  it('have Atom ids that depend on the id only', () => {
    expect(newsFeedId).toBe('tag:commune-dtima.cm,2023:flash-news');
    expect(newsEntryId(7)).toBe('tag:commune-dtima.cm,2023:flash-news/7');
  });
});

describe('news text', () => {
  it('writes the sum out in the reader’s language and falls back to French', () => {
    expect(newsText(flashNews[0], 'fr')).toContain('1,19\u00a0milliard\u00a0de\u00a0FCFA');
    expect(newsText(flashNews[0], 'en')).toContain('1.19\u00a0billion\u00a0FCFA');
    expect(newsText({ description: { fr: 'Texte seulement en français.', en: '' } }, 'en')).toBe('Texte seulement en français.');
  });

  it('makes a paragraph of each line staff write', () => {
    expect(newsParagraphs('Premier.\n\n  Deuxième.\r\nTroisième.  ')).toEqual(['Premier.', 'Deuxième.', 'Troisième.']);
  });

  it('cuts an excerpt between words, with an ellipsis, and leaves a short text whole', () => {
    expect(newsExcerpt('Court.')).toBe('Court.');
    const excerpt = newsExcerpt(newsText(flashNews[1], 'fr'));
    expect(excerpt.length).toBeLessThanOrEqual(160);
    expect(excerpt).toMatch(/^Cent vingt boutiques.*\S…$/);
    expect(newsExcerpt('un deux trois quatre cinq', 12)).toBe('un deux…');
    // The no-break spaces of French typography stay, and are never where it cuts.
    const text = 'Le budget\u00a0: 1,19\u00a0milliard\u00a0de\u00a0FCFA pour tous';
    expect(newsExcerpt(text, 36)).toBe('Le budget\u00a0: 1,19\u00a0milliard\u00a0de\u00a0FCFA…');
  });
});

describe('link previews', () => {
  it('show a PNG copy of each bundled SVG, 1200 × 750, since previews do not show SVG', () => {
    for (const { image } of flashNews) {
      const preview = previewImage(image)!;
      expect(preview.src).toBe(image.src.replace(/\.svg$/, '.png'));
      const png = readFileSync(`public${preview.src}`);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([preview.width, preview.height]);
      expect(png.length).toBeLessThan(60 * 1024);
    }
  });

  it('show an uploaded picture as it is, and none for an SVG without a copy or no picture', () => {
    const upload = { src: '/media/abc.webp', width: 1600, height: 900 };
    expect(previewImage(upload)).toBe(upload);
    expect(previewImage({ src: '/images/flash-news/placeholder.svg', width: 640, height: 400 })).toBeUndefined();
    expect(previewImage(undefined)).toBeUndefined();
  });
});
