import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flashNews, type FlashNewsItem } from '../../content/flash-news';
import { DATE_PATTERN, formatDate } from '../../runtime/i18n/dates';
import { renderWithLanguage } from '../../testing/render';
import { FlashInfoView, NEWS_PLACEHOLDER } from './FlashInfo';
import { newestFirst } from './format';

describe('newestFirst', () => {
  const item = (id: number, date: string) => ({ ...flashNews[0], id, date }) as FlashNewsItem;

  it('puts the latest news first without touching the input', () => {
    const items = [item(1, '2023-01-26'), item(3, '2023-09-12'), item(2, '2023-07-06'), item(4, '2023-07-06')];
    expect(newestFirst(items).map((news) => news.id)).toEqual([3, 4, 2, 1]);
    expect(items.map((news) => news.id)).toEqual([1, 3, 2, 4]);
  });
});

describe('flash news content (SPEC §3)', () => {
  it('has three items of 2023 with unique numeric ids, valid ISO dates and text in both languages', () => {
    expect(flashNews).toHaveLength(3);
    expect(new Set(flashNews.map((news) => news.id)).size).toBe(3);
    for (const news of flashNews) {
      expect(Number.isInteger(news.id)).toBe(true);
      expect(news.date).toMatch(/^2023-\d\d-\d\d$/);
      expect(() => formatDate(news.date, 'fr')).not.toThrow();
      for (const lang of ['fr', 'en'] as const) {
        expect(news.title[lang].trim(), `${news.id} title ${lang}`).not.toBe('');
        expect(news.description[lang].trim(), `${news.id} description ${lang}`).not.toBe('');
        expect(news.image.alt[lang].trim(), `${news.id} alt ${lang}`).not.toBe('');
        expect(news.description[lang].includes('{amount}'), `${news.id} {amount} ${lang}`).toBe(news.amount !== undefined);
      }
    }
  });

  it('covers the 2023 budget of about 1.19 billion FCFA, the modern market and the minimum school packs', () => {
    const titles = flashNews.map((news) => news.title.fr).join(' | ');
    expect(titles).toMatch(/budget 2023/);
    expect(titles).toMatch(/marché moderne/);
    expect(titles).toMatch(/paquets minimum/);
    const budget = flashNews.find((news) => news.title.fr.includes('budget'))!;
    expect(Math.round(budget.amount! / 10_000_000)).toBe(119);
  });

  it('dates each card with the day, the full month and the year', () => {
    const dates = newestFirst(flashNews).map((news) => formatDate(news.date, 'fr', DATE_PATTERN));
    expect(dates).toEqual(['12 septembre 2023', '06 juillet 2023', '26 janvier 2023']);
    expect(formatDate('2023-04-12', 'en', DATE_PATTERN)).toBe('12 April 2023');
  });

  it('has its own light SVG for every item, with the size the content gives', () => {
    for (const { image } of flashNews) {
      const file = `public${image.src}`;
      expect(statSync(file).size, file).toBeLessThan(6 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg, file).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
    }
  });
});

describe('FlashInfoView with a news item staff published without an image', () => {
  it('shows a neutral, decorative picture of the same size in its place, so the cards line up', () => {
    const notice: FlashNewsItem = {
      id: 14,
      title: { fr: 'Coupure d’eau au quartier Founangué', en: 'Water cut in Founangué' },
      description: { fr: 'Travaux sur la conduite principale mardi matin.', en: 'Work on the main pipe on Tuesday morning.' },
      date: '2025-06-03',
    };
    const host = renderWithLanguage(<FlashInfoView items={[notice, flashNews[0]]} variant="grid" headingLevel={2} />);
    const images = [...host.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([NEWS_PLACEHOLDER.src, flashNews[0].image.src]);
    expect(images[0].getAttribute('alt')).toBe('');
    expect([images[0].getAttribute('width'), images[0].getAttribute('height')]).toEqual(['640', '400']);
    expect(statSync(`public${NEWS_PLACEHOLDER.src}`).size).toBeLessThan(2 * 1024);
    expect(readFileSync(`public${NEWS_PLACEHOLDER.src}`, 'utf8')).toContain('viewBox="0 0 640 400"');
  });
});
