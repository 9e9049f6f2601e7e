import { afterEach, describe, expect, it, vi } from 'vitest';
import { events } from '../../content/events';
import { flashNews } from '../../content/flash-news';
import { bundledEvents, readEvent } from './events';
import { communeDay } from '../../shared/agenda';
import { apiEvent, apiNews, seededAnswers } from '../../testing/live-fixtures';
import { liveIdOf, mergeItems, readItems, sameContent } from './items';
import { readNews } from './news';

const URL = 'https://commune.example/api/v1/news';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readItems', () => {
  it('skips a malformed item with one warning naming it, and keeps the others in order', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = [apiNews(flashNews[2], 3), { ...apiNews(flashNews[1], 2), date: 'hier' }, 'nonsense', apiNews(flashNews[0], 1)];
    expect(readItems(URL, raw, readNews).map((news) => news.id)).toEqual([3, 1]);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[commune] https://commune.example/api/v1/news: item 2 ("Le nouveau marché moderne ouvre ses por…"): date must be an ISO day such as "2025-05-20". Skipped.',
      '[commune] https://commune.example/api/v1/news: items[2]: item must be an object. Skipped.',
    ]);
  });

  it('reads an answer once, however many elements show it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = [{ id: 4, title: { fr: 'Un titre bien trop long pour tenir dans un avertissement lisible', en: '' } }];
    const first = readItems(URL, raw, readNews);
    expect(readItems(URL, raw, readNews)).toBe(first);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('item 4 ("Un titre bien trop long pour tenir dans…"): content must be { fr, en } texts. Skipped.');
  });

  it('lets a programming error through rather than hiding it as a bad item', () => {
    const boom = () => {
      throw new TypeError('bug');
    };
    expect(() => readItems(URL, [{}], boom)).toThrow('bug');
  });
});

describe('sameContent', () => {
  it('compares everything but the id, a field set to undefined being absent', () => {
    expect(sameContent({ id: 1, title: { fr: 'a', en: 'b' } }, { id: 'x', title: { fr: 'a', en: 'b' }, image: undefined })).toBe(true);
    expect(sameContent({ id: 1, title: { fr: 'a', en: 'b' } }, { id: 1, title: { fr: 'a', en: 'c' } })).toBe(false);
    expect(sameContent({ id: 1, tags: ['a'] }, { id: 1, tags: { 0: 'a' } })).toBe(false);
    expect(sameContent({ id: 1, a: null }, { id: 1 })).toBe(false);
  });
});

describe('mergeItems', () => {
  const seededEvents = seededAnswers().events.map(readEvent);
  // The server's first start dates the annual events from its day, as the elements' bundled calendar does.
  const calendar = bundledEvents(communeDay());

  it('gives the bundled array itself when the live items are the bundled ones in the same order', () => {
    const seededNews = flashNews.map((news, index) => readNews(apiNews(news, 40 + index)));
    expect(mergeItems(seededNews, flashNews)).toBe(flashNews);
  });

  it('keeps the bundled objects (and keys) of unchanged items, in the server’s order', () => {
    const merged = mergeItems(seededEvents, calendar);
    expect(merged).toHaveLength(calendar.length);
    for (const event of merged) expect(calendar).toContain(event);
    // Each kept bundled object still answers the server's id, for the addresses that name it.
    expect(merged.map((event) => liveIdOf(event))).toEqual(seededEvents.map((event) => event.id));
    expect(liveIdOf({ id: 'never-merged' })).toBe('never-merged');
    expect(merged.map((event) => event.date)).toEqual([...calendar].map((event) => event.date).sort());
  });

  it('adds what staff published, drops what they unpublished, and takes what they edited', () => {
    const added = readEvent(apiEvent({ ...events[0], id: 'x', title: { fr: 'Foire aux oignons', en: 'Onion fair' }, date: '2025-03-15' }, 99));
    const edited = { ...seededEvents[1], location: { fr: 'Stade municipal', en: 'Municipal stadium' } };
    const live = [seededEvents[0], edited, ...seededEvents.slice(3), added];
    const merged = mergeItems(live, calendar);
    expect(merged).toHaveLength(calendar.length);
    expect(merged[0]).toBe(calendar.find((event) => sameContent(event, seededEvents[0])));
    expect(merged[1]).toBe(edited);
    expect(merged.at(-1)).toBe(added);
    expect(merged.some((event) => sameContent(event, seededEvents[2]))).toBe(false);
  });

  it('with sameId (the ids are in addresses), keeps a bundled object only for the same id', () => {
    const sameIds = flashNews.map((news) => readNews(apiNews(news, news.id)));
    expect(mergeItems(sameIds, flashNews, true)).toBe(flashNews);
    const otherIds = flashNews.map((news, index) => readNews(apiNews(news, 40 + index)));
    const merged = mergeItems(otherIds, flashNews, true);
    expect(merged.map((news) => news.id)).toEqual([40, 41, 42]);
    expect(merged.some((news) => flashNews.includes(news as (typeof flashNews)[number]))).toBe(false);
  });

  it('uses the live items as they are when a kept bundled id would clash with a live one', () => {
    const [budget, market] = flashNews;
    const live = [readNews(apiNews(budget, 2)), readNews(apiNews({ ...market, title: { fr: 'Autre', en: 'Other' } }, 1))];
    // The budget (bundled id 1) would keep id 1, which the second live item has too.
    expect(mergeItems(live, flashNews)).toBe(live);
  });
});
