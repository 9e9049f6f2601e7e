import type { CommuneEvent } from '../../content/events';
import { events } from '../../content/events';
import { flashNews, type FlashNewsItem } from '../../content/flash-news';
import { mayorLetter, type MayorUpdate } from '../../content/mayor';
import { programmes, type Programme } from '../../content/programmes';
import { serviceTiles } from '../../content/services';
import type { EventItem, ItemMeta, MayorUpdateItem, NewsItem, ProgramItem, QuickLinkItem } from '../schema/content';
import type { QuickLinkTile } from './quick-links';
import type { LiveCollection } from './store';

/*
 * For tests: the content server's public answers as it sends them once seeded from src/content
 * (so at first equal to the bundled content), and a stand-in for `fetch` that answers them.
 */

const meta = (id: number): ItemMeta => ({ id, status: 'published', version: 1, createdAt: '2025-01-02T08:00:00.000Z', updatedAt: '2025-01-02T08:00:00.000Z' });

export const apiNews = (news: FlashNewsItem, id: number): NewsItem => ({
  ...meta(id),
  title: news.title,
  content: news.description,
  date: news.date,
  image: news.image ?? null,
  amount: news.amount ?? null,
});

export const apiEvent = (event: CommuneEvent, id: number): EventItem => ({
  ...meta(id),
  title: event.title,
  description: event.description,
  location: event.location ?? { fr: '', en: '' },
  date: event.date,
  start: event.start,
  end: event.end,
});

export const apiProgram = (programme: Programme, id: number): ProgramItem => ({
  ...meta(id),
  title: programme.title,
  description: programme.description,
  type: programme.type,
  phase: programme.phase,
  image: programme.image ?? null,
  link: programme.link ?? null,
  position: id,
});

export const apiQuickLink = (tile: QuickLinkTile, id: number): QuickLinkItem => ({
  ...meta(id),
  label: tile.label,
  description: tile.tileDescription,
  href: tile.path,
  icon: tile.icon,
  position: id,
});

export const apiMayorUpdate = (update: MayorUpdate, id: number): MayorUpdateItem => ({
  ...meta(id),
  title: update.title,
  content: update.content,
  date: update.date,
  image: null,
  amount: null,
});

/**
 * The answers of a server seeded from src/content, sorted as the server sorts, ids from `firstId`
 * in the content's order (another number than the bundled ids shows that nothing relies on them).
 */
export function seededAnswers(firstId = 1) {
  return {
    news: flashNews.map((news, index) => apiNews(news, firstId + index)).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id),
    events: events.map((event, index) => apiEvent(event, firstId + index)).sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start)),
    programs: programmes.map((programme, index) => apiProgram(programme, firstId + index)),
    'quick-links': serviceTiles.map((tile, index) => apiQuickLink(tile, firstId + index)),
    'mayor-updates': [apiMayorUpdate(mayorLetter, firstId)],
  } satisfies Record<LiveCollection, unknown[]>;
}

/** What the server answers for one collection: its items, or a whole `Response` (an error page, a bad body). */
export type Answers = Partial<Record<LiveCollection, readonly unknown[] | Response>>;

/** A JSON answer, as the server gives it. */
export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A static host's answer to an API path: its 404 page. */
export const notFoundPage = () => new Response('<!doctype html><title>Page introuvable</title>', { status: 404, headers: { 'Content-Type': 'text/html' } });

/**
 * A stand-in for `fetch` (`vi.spyOn(globalThis, 'fetch').mockImplementation(serve({...}))`):
 * `/api/v1/<collection>` gets `{ items }` from `answers`, anything else the 404 page.
 */
export function serve(answers: Answers) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input));
    const collection = pathname.replace(/^\/api\/v1\//, '') as LiveCollection;
    const answer = pathname.startsWith('/api/v1/') ? answers[collection] : undefined;
    if (answer instanceof Response) return answer;
    return answer ? jsonResponse({ items: answer }) : notFoundPage();
  };
}

/** Records every change under `node` (a shadow root): `records()` lists them, for "nothing changed" checks. */
export function recordMutations(node: Node) {
  const seen: MutationRecord[] = [];
  const observer = new MutationObserver((records) => seen.push(...records));
  observer.observe(node, { subtree: true, childList: true, attributes: true, characterData: true });
  return {
    records: () => [...seen, ...observer.takeRecords()].map((record) => `${record.type} ${(record.target as Element).localName ?? '#text'}.${(record.target as Element).className ?? ''} ${record.attributeName ?? ''}`),
    stop: () => observer.disconnect(),
  };
}

/** Waits for `fetch` to have been called `calls` times and for its answers to be shown. */
export async function answered(fetch: { mock: { calls: unknown[]; results: { value: unknown }[] } }, calls = 1): Promise<void> {
  const deadline = Date.now() + 3000;
  while (fetch.mock.calls.length < calls && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  await Promise.allSettled(fetch.mock.results.map((result) => result.value));
  // The body is read, parsed, the listeners told and React renders: a few tasks later.
  for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}
