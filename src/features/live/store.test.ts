import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, notFoundPage, serve } from '../../testing/live-fixtures';
import { FRESH_MS, forgetLiveItems, itemsAt, liveUrl, refresh, watch } from './store';

const URL = 'https://commune.example/api/v1/events';
const items = [{ id: 1 }];

afterEach(() => {
  forgetLiveItems();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets pending fetches and their handlers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('liveUrl', () => {
  it('reads the api attribute: an origin, none, or the library’s own origin', () => {
    expect(liveUrl('https://commune.example', 'events')).toBe(URL);
    expect(liveUrl(' https://commune.example/fr/accueil ', 'news')).toBe('https://commune.example/api/v1/news');
    expect(liveUrl('http://127.0.0.1:4173', 'quick-links')).toBe('http://127.0.0.1:4173/api/v1/quick-links');
    expect(liveUrl('none', 'events')).toBeUndefined();
  });

  it('says nothing when the library’s origin has no server (file: in unit tests), and warns once for a wrong value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(liveUrl('', 'events')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(liveUrl('commune.example', 'events')).toBeUndefined();
    expect(liveUrl('commune.example', 'news')).toBeUndefined();
    expect(liveUrl('ftp://commune.example', 'news')).toBeUndefined();
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[commune] api="commune.example" is not valid: expected the origin of the content server (https://…) or "none". Showing the bundled content.',
      '[commune] api="ftp://commune.example" is not valid: expected the origin of the content server (https://…) or "none". Showing the bundled content.',
    ]);
  });
});

describe('refresh', () => {
  it('asks once for every element, and tells each watcher when the items arrive', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ events: items }));
    const first = vi.fn<() => void>();
    const second = vi.fn<() => void>();
    watch(URL, first);
    watch(URL, second);
    refresh(URL);
    refresh(URL);
    expect(itemsAt(URL)).toBeUndefined();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe(`${URL}?limit=100`);
    expect(itemsAt(URL)).toEqual(items);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('follows the list’s pages to its end, each `next` read against the server it came from', async () => {
    const pages: Record<string, unknown> = {
      [`${URL}?limit=100`]: { items: [{ id: 1 }, { id: 2 }], next: '/api/v1/events?after=Mg&limit=100' },
      [`${URL}?after=Mg&limit=100`]: { items: [{ id: 3 }], next: null },
    };
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => jsonResponse(pages[String(input)] ?? { items: [] }));
    const listener = vi.fn<() => void>();
    watch(URL, listener);
    refresh(URL);
    await settle();
    await settle();
    expect(fetch.mock.calls.map((call) => call[0])).toEqual([`${URL}?limit=100`, `${URL}?after=Mg&limit=100`]);
    expect(itemsAt(URL)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stays silent and keeps nothing when there is no server: a static host’s 404 page, a network failure', async () => {
    const log = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error'), vi.spyOn(console, 'log')];
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(notFoundPage());
    refresh(URL);
    await settle();
    expect(itemsAt(URL)).toBeUndefined();

    forgetLiveItems();
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    refresh(URL);
    await settle();
    expect(itemsAt(URL)).toBeUndefined();

    forgetLiveItems();
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    refresh(URL);
    await settle();
    expect(itemsAt(URL)).toBeUndefined();
    for (const spy of log) expect(spy).not.toHaveBeenCalled();
  });

  it('warns once when a server answers JSON that is not { items }, and keeps what it had', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse({ items }));
    refresh(URL);
    await settle();
    fetch.mockResolvedValueOnce(jsonResponse({ error: { code: 'oops' } }));
    vi.setSystemTime(Date.now() + FRESH_MS);
    refresh(URL);
    await settle();
    expect(itemsAt(URL)).toEqual(items);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([`[commune] ${URL} did not answer { "items": [...] }. Showing the bundled content.`]);
  });

  it('asks again only once the answer is a minute old, and keeps the same items for the same answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ events: items }));
    const listener = vi.fn<() => void>();
    watch(URL, listener);
    refresh(URL);
    await settle();
    const first = itemsAt(URL);
    vi.setSystemTime(Date.now() + FRESH_MS - 1000);
    refresh(URL);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1000);
    refresh(URL);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(itemsAt(URL)).toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('asks again when the visitor comes back to the tab after a minute, for the lists someone shows', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ events: items, news: [] }));
    const stop = watch(URL, () => {});
    refresh(URL);
    refresh('https://commune.example/api/v1/news');
    await settle();
    stop();
    watch(URL, () => {});
    vi.setSystemTime(Date.now() + FRESH_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(fetch.mock.calls.map((call) => call[0])).toEqual([`${URL}?limit=100`, 'https://commune.example/api/v1/news?limit=100', `${URL}?limit=100`]);
  });
});
