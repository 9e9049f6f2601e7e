import { describe, expect, it } from 'vitest';
import { events } from '../../content/events';
import { flashNews } from '../../content/flash-news';
import { programmes } from '../../content/programmes';
import { serviceTiles } from '../../content/services';
import { Malformed } from './check';
import { bundledEvents, readEvent } from './events';
import { communeDay } from '../../shared/agenda';
import { apiEvent, apiNews, apiProgram, apiQuickLink, seededAnswers } from '../../testing/live-fixtures';
import { sameContent } from './items';
import { readNews } from './news';
import { readProgram } from './programs';
import { readQuickLink } from './quick-links';

/** What `read` says is wrong with `value`: the message of the `Malformed` it throws. */
function problemOf(read: (value: unknown) => unknown, value: unknown): string {
  try {
    read(value);
  } catch (error) {
    return error instanceof Malformed ? error.message : `not Malformed: ${String(error)}`;
  }
  return 'accepted';
}

describe('a server seeded from src/content', () => {
  const seeded = seededAnswers();
  const byContent = <T extends object>(bundled: readonly T[], live: readonly T[]) => bundled.every((item) => live.some((other) => sameContent(item, other)));

  it('answers items that read back as the bundled content, field for field', () => {
    expect(byContent(flashNews, seeded.news.map(readNews))).toBe(true);
    // The annual events, on their next dates from the day the server first started (today here).
    expect(byContent(bundledEvents(communeDay()), seeded.events.map(readEvent))).toBe(true);
    expect(byContent(programmes, seeded.programs.map(readProgram))).toBe(true);
    expect(byContent(serviceTiles, seeded['quick-links'].map(readQuickLink))).toBe(true);
  });

  it('keeps the API’s ids (as text for the string-keyed content)', () => {
    expect(readNews(apiNews(flashNews[0], 42)).id).toBe(42);
    expect(readEvent(apiEvent(events[0], 42)).id).toBe('42');
    expect(readProgram(apiProgram(programmes[0], 42)).id).toBe('42');
    expect(readQuickLink(apiQuickLink(serviceTiles[0], 42)).id).toBe('42');
  });
});

describe('readNews', () => {
  const base = apiNews(flashNews[0], 7);

  it('takes the content as the description, and no image and no amount as absent', () => {
    const news = readNews({ ...base, image: null, amount: null });
    expect(news.description).toEqual(flashNews[0].description);
    expect(news.image).toBeUndefined();
    expect(news.amount).toBeUndefined();
    expect(readNews(base).amount).toBe(1_186_742_000);
  });

  it('shows the French where the English is empty (the server fills it, but not an older one)', () => {
    expect(readNews({ ...base, title: { fr: 'Réunion du conseil', en: '' } }).title).toEqual({ fr: 'Réunion du conseil', en: 'Réunion du conseil' });
    expect(readNews({ ...base, title: { fr: 'Réunion du conseil', en: 'Council meeting' } }).title.en).toBe('Council meeting');
  });

  it('refuses what it cannot show, saying what is wrong', () => {
    expect(problemOf(readNews, null)).toBe('item must be an object');
    expect(problemOf(readNews, { ...base, id: '7' })).toBe('id must be a whole number');
    expect(problemOf(readNews, { ...base, title: 'Réunion' })).toBe('title must be { fr, en } texts');
    expect(problemOf(readNews, { ...base, title: { fr: ' ', en: '' } })).toBe('title must be { fr, en } texts');
    expect(problemOf(readNews, { ...base, content: { fr: 12 } })).toBe('content must be { fr, en } texts');
    expect(problemOf(readNews, { ...base, date: '2023-02-30' })).toBe('date must be an ISO day such as "2025-05-20"');
    expect(problemOf(readNews, { ...base, date: '12/09/2023' })).toBe('date must be an ISO day such as "2025-05-20"');
    expect(problemOf(readNews, { ...base, amount: '1 000' })).toBe('amount must be a number of francs CFA, or null');
    expect(problemOf(readNews, { ...base, image: { ...base.image, src: 'javascript:alert(1)' } })).toBe('image.src must be a path of the site such as "/media/…"');
    expect(problemOf(readNews, { ...base, image: { ...base.image, src: '/media/../secret' } })).toBe('image.src must be a path of the site such as "/media/…"');
    expect(problemOf(readNews, { ...base, image: { ...base.image, width: 0 } })).toBe('image.width and image.height must be whole numbers of pixels');
  });

  it('reads an uploaded image with an empty alt as decorative', () => {
    const news = readNews({ ...base, image: { src: '/media/2025/well.webp', width: 1200, height: 800, alt: { fr: '', en: '' } } });
    expect(news.image).toEqual({ src: '/media/2025/well.webp', width: 1200, height: 800, alt: { fr: '', en: '' } });
  });
});

describe('readEvent', () => {
  const base = apiEvent(events[0], 3);

  it('shows a location when staff give one, and none for empty texts', () => {
    expect(readEvent({ ...base, location: { fr: '', en: '' } }).location).toBeUndefined();
    expect(readEvent({ ...base, location: { fr: 'Place des Fêtes', en: '' } }).location).toEqual({ fr: 'Place des Fêtes', en: 'Place des Fêtes' });
    expect(readEvent({ ...base, location: undefined }).location).toBeUndefined();
  });

  it('has its category, and « Autre » for none or one it does not know', () => {
    expect(readEvent(base).category).toBe('ceremony');
    expect(readEvent({ ...base, category: undefined }).category).toBe('other');
    expect(readEvent({ ...base, category: 'concerts' }).category).toBe('other');
  });

  it('refuses bad times', () => {
    expect(problemOf(readEvent, { ...base, start: '8h' })).toBe('start must be a time such as "08:00"');
    expect(problemOf(readEvent, { ...base, end: '24:00' })).toBe('end must be a time such as "08:00"');
    expect(problemOf(readEvent, { ...base, start: '14:00', end: '09:00' })).toBe('end must not be before start');
    expect(problemOf(readEvent, { ...base, location: 'Mairie' })).toBe('location must be { fr, en } texts');
  });
});

describe('readProgram', () => {
  const base = apiProgram(programmes[0], 5);

  it('has its phase, and no image or link when it has none', () => {
    const programme = readProgram({ ...base, phase: 'planning', image: null, link: null });
    expect(programme.phase).toBe('planning');
    expect(programme.image).toBeUndefined();
    expect(programme.link).toBeUndefined();
  });

  it('links to a page of the site or an https address, nothing else', () => {
    const link = { href: 'https://www.feicom.cm/projets', label: { fr: 'Le projet sur le site du FEICOM', en: '' } };
    expect(readProgram({ ...base, link }).link).toEqual({ href: link.href, label: { fr: link.label.fr, en: link.label.fr } });
    expect(problemOf(readProgram, { ...base, link: { ...link, href: 'javascript:alert(1)' } })).toBe('link.href must be a path of the site ("/…", not "//…") or an https:// address');
    expect(problemOf(readProgram, { ...base, link: { ...link, href: 'http://example.com' } })).toBe('link.href must be a path of the site ("/…", not "//…") or an https:// address');
    expect(problemOf(readProgram, { ...base, link: { ...link, href: '//example.com/page' } })).toBe('link.href must be a path of the site ("/…", not "//…") or an https:// address');
    expect(problemOf(readProgram, { ...base, link: { href: '/events' } })).toBe('label must be { fr, en } texts');
  });

  it('refuses an unknown type or phase', () => {
    expect(problemOf(readProgram, { ...base, type: 'plan' })).toBe('type must be "agenda", "project"');
    expect(problemOf(readProgram, { ...base, phase: 'done' })).toBe('phase must be "planning", "active", "completed"');
  });
});

describe('readQuickLink', () => {
  const base = apiQuickLink(serviceTiles[0], 9);

  it('takes any id, a page of the site, an https address, mailto: or tel:, and shows the document for an unknown icon', () => {
    const tile = readQuickLink({ ...base, href: 'https://www.impots.cm', icon: 'rocket' });
    expect(tile).toMatchObject({ id: '9', path: 'https://www.impots.cm', icon: 'document' });
    expect(readQuickLink({ ...base, href: '/guide-pratique#hotels' }).path).toBe('/guide-pratique#hotels');
    expect(readQuickLink({ ...base, href: 'mailto:mairie@example.cm' }).path).toBe('mailto:mairie@example.cm');
    expect(readQuickLink({ ...base, href: 'tel:+237222291452' }).path).toBe('tel:+237222291452');
  });

  it('refuses a tile without a target or a label, or whose target is another site’s //…', () => {
    expect(problemOf(readQuickLink, { ...base, href: '//evil.example/phish' })).toBe('href must be a path of the site ("/…", not "//…"), an https:// address, mailto: or tel:');
    expect(problemOf(readQuickLink, { ...base, href: 'javascript:alert(1)' })).toBe('href must be a path of the site ("/…", not "//…"), an https:// address, mailto: or tel:');
    expect(problemOf(readQuickLink, { ...base, label: null })).toBe('label must be { fr, en } texts');
  });
});
