import { describe, expect, it } from 'vitest';
import { flashNews } from '../content/flash-news';
import { apiNews } from '../testing/live-fixtures';
import { matchNewsPage, newsPageHead, newsPagePaths, renderNewsFeed } from './news';

const live = (...items: unknown[]) => ({ news: items });

describe('news pages', () => {
  it('finds an item by its current address, redirects an old one, and knows no unpublished id', () => {
    expect(matchNewsPage('/flash-news/2-le-nouveau-marche-moderne-ouvre-ses-portes')).toEqual({ item: flashNews[1] });
    expect(matchNewsPage('/flash-news/2-ouverture')).toEqual({ redirect: '/flash-news/2-le-nouveau-marche-moderne-ouvre-ses-portes' });
    expect(matchNewsPage('/flash-news/4-nothing')).toBeUndefined();
    expect(matchNewsPage('/flash-news')).toBeUndefined();
  });

  it('reads the published news when the server gives them: their ids, their titles', () => {
    const edited = { ...apiNews(flashNews[1], 42), title: { fr: 'Le marché moderne est ouvert', en: 'The modern market is open' } };
    const lists = live(edited, apiNews(flashNews[0], 41));
    expect(newsPagePaths(lists)).toEqual(['/flash-news/42-le-marche-moderne-est-ouvert', '/flash-news/41-le-conseil-municipal-adopte-le-budget-2023']);
    expect(matchNewsPage('/flash-news/2-le-nouveau-marche-moderne-ouvre-ses-portes', lists)).toBeUndefined();
    expect(matchNewsPage('/flash-news/42-le-nouveau-marche-moderne-ouvre-ses-portes', lists)).toEqual({ redirect: '/flash-news/42-le-marche-moderne-est-ouvert' });
  });

  it('gives the head its Open Graph and Twitter tags in the page’s language, absolute with the origin', () => {
    const { title, description, tags } = newsPageHead(flashNews[0], 'en', 'https://dtima.cm');
    expect(title).toBe('Council adopts the 2023 budget');
    expect(description).toContain('1.19\u00a0billion\u00a0FCFA');
    expect(tags).toContain('<meta property="og:url" content="https://dtima.cm/flash-news/1-le-conseil-municipal-adopte-le-budget-2023?lang=en">');
    expect(tags).toContain('<meta property="og:image" content="https://dtima.cm/images/flash-news/budget-2023.png">');
    expect(tags).toContain('<meta property="og:locale" content="en_GB">');
    expect(tags).toContain('<meta property="og:locale:alternate" content="fr_FR">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).toContain('<link rel="canonical" href="https://dtima.cm/flash-news/1-le-conseil-municipal-adopte-le-budget-2023?lang=en">');
    // Without the origin (a build for a static host), no tag that must be absolute.
    const relative = newsPageHead(flashNews[0], 'fr').tags;
    expect(relative).not.toContain('og:url');
    expect(relative).not.toContain('og:image');
    expect(relative).toContain('<meta name="twitter:card" content="summary">');
  });

  it('escapes what staff write', () => {
    const item = { ...flashNews[2], title: { fr: 'Titre "cité" <b>', en: 'Title "quoted" <b>' } };
    expect(newsPageHead(item, 'fr', 'https://dtima.cm').tags).toContain('content="Titre &quot;cité&quot; &lt;b&gt;"');
  });
});

describe('the news feed', () => {
  const feed = renderNewsFeed({
    origin: 'https://dtima.cm',
    live: live(
      { ...apiNews(flashNews[2], 3), createdAt: '2023-09-12T08:30:00.000Z', updatedAt: '2023-09-13T10:00:00.000Z' },
      { ...apiNews(flashNews[0], 1), title: { fr: 'Budget & « priorités »', en: 'Budget & priorities' }, createdAt: '2024-02-01T08:00:00.000Z', updatedAt: '2024-02-01T08:00:00.000Z' },
    ),
  });
  const xml = new DOMParser().parseFromString(feed, 'application/xml');
  const ns = 'http://www.w3.org/2005/Atom';
  const entries = [...xml.getElementsByTagNameNS(ns, 'entry')];
  const child = (parent: Element, name: string) => [...parent.children].filter((element) => element.localName === name);

  it('is Atom, in French, with the feed’s required elements', () => {
    expect(feed.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">')).toBe(true);
    const root = xml.documentElement;
    for (const name of ['id', 'title', 'updated', 'author']) expect(child(root, name), name).toHaveLength(1);
    expect(child(root, 'updated')[0]!.textContent).toBe('2024-02-01T09:00:00+01:00');
    const links = child(root, 'link').map((link) => `${link.getAttribute('rel')} ${link.getAttribute('hreflang') ?? ''} ${link.getAttribute('href')}`);
    expect(links).toEqual(['self  https://dtima.cm/flash-news/feed.xml', 'alternate fr https://dtima.cm/flash-news', 'alternate en https://dtima.cm/flash-news?lang=en']);
  });

  it('has an entry per published item, newest first, each with its stable id, times and both pages', () => {
    expect(entries).toHaveLength(2);
    const [packs, budget] = entries as [Element, Element];
    expect(child(packs, 'id')[0]!.textContent).toBe('tag:commune-dtima.cm,2023:flash-news/3');
    // Created on the day it is dated: published then; edited the day after.
    expect(child(packs, 'published')[0]!.textContent).toBe('2023-09-12T09:30:00+01:00');
    expect(child(packs, 'updated')[0]!.textContent).toBe('2023-09-13T11:00:00+01:00');
    // Written long after the day it is dated: published that day, at its start in Dtima.
    expect(child(budget, 'published')[0]!.textContent).toBe('2023-01-26T00:00:00+01:00');
    expect(child(budget, 'updated')[0]!.textContent).toBe('2024-02-01T09:00:00+01:00');
    expect(child(budget, 'title')[0]!.textContent).toBe('Budget & « priorités »');
    const links = child(budget, 'link').map((link) => [link.getAttribute('hreflang'), link.getAttribute('href'), link.getAttribute('title')]);
    expect(links).toEqual([
      ['fr', 'https://dtima.cm/flash-news/1-budget-priorites', null],
      ['en', 'https://dtima.cm/flash-news/1-budget-priorites?lang=en', 'Budget & priorities'],
    ]);
    expect(child(budget, 'summary')[0]!.textContent).toMatch(/^Réuni en session budgétaire, .{100,150}…$/);
    expect(child(packs, 'content')[0]!.getAttribute('type')).toBe('html');
    expect(child(packs, 'content')[0]!.textContent).toContain('<img src="https://dtima.cm/images/flash-news/school-packs.svg"');
  });

  it('is still a valid feed when nothing is published', () => {
    const empty = new DOMParser().parseFromString(renderNewsFeed({ live: live() }), 'application/xml');
    expect(empty.getElementsByTagNameNS(ns, 'entry')).toHaveLength(0);
    expect(empty.getElementsByTagNameNS(ns, 'updated')[0]!.textContent).toBe('2023-01-01T00:00:00+01:00');
  });
});
