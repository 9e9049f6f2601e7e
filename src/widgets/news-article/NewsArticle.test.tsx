import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../runtime/store';
import { newsFeedTitle } from '../../content/news-pages';
import { expectFrenchTypography } from '../../testing/content';
import { newsArticleMessages } from './messages';
import { shareLinks } from './share';

describe('<commune-news-article> texts', () => {
  it('has every text in French and English', () => {
    for (const lang of LANGUAGES) for (const text of Object.values(newsArticleMessages[lang])) expect(text.trim()).not.toBe('');
  });

  it('writes French as French is written', () => {
    expectFrenchTypography([...Object.entries(newsArticleMessages.fr), ['feed title', newsFeedTitle.fr] as const]);
  });
});

describe('shareLinks', () => {
  const links = shareLinks({ title: 'Marché : l’ouverture & « la fête »', url: 'https://dtima.cm/flash-news/2-marche?lang=en', excerpt: 'Cent vingt boutiques…' });

  it('gives WhatsApp the title and the address as one message', () => {
    expect(links.whatsapp).toBe('https://wa.me/?text=March%C3%A9%20%3A%20l%E2%80%99ouverture%20%26%20%C2%AB%20la%20f%C3%AAte%20%C2%BB%0Ahttps%3A%2F%2Fdtima.cm%2Fflash-news%2F2-marche%3Flang%3Den');
  });

  it('gives Facebook the address alone', () => {
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdtima.cm%2Fflash-news%2F2-marche%3Flang%3Den');
  });

  it('writes an e-mail with the title as subject, the excerpt and the address as body', () => {
    const query = new URLSearchParams(links.email.slice('mailto:?'.length).replaceAll('+', '%2B'));
    expect(links.email.startsWith('mailto:?subject=')).toBe(true);
    expect(query.get('subject')).toBe('Marché : l’ouverture & « la fête »');
    expect(query.get('body')).toBe('Cent vingt boutiques…\n\nhttps://dtima.cm/flash-news/2-marche?lang=en');
  });
});
