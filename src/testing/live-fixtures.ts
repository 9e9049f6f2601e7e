import { collections, compareInOrder, contentCollections, type ContentCollection } from '../collections';
import { bundledItems, seedItem } from '../collections/bundled';
import type { CommuneEvent } from '../content/events';
import type { FlashNewsItem } from '../content/flash-news';
import type { MayorUpdate } from '../content/mayor';
import type { Programme } from '../content/programmes';
import type { ContentItems, ItemMeta } from '../collections/content';
import type { QuickLinkTile } from '../features/live/quick-links';
import type { LiveCollection } from '../features/live/store';

/*
 * For tests: the content server's public answers as it sends them once seeded from src/content
 * (so at first equal to the bundled content), and a stand-in for `fetch` that answers them.
 */

const meta = (id: number): ItemMeta => ({ id, status: 'published', version: 1, createdAt: '2025-01-02T08:00:00.000Z', updatedAt: '2025-01-02T08:00:00.000Z' });

/** A bundled item as the API sends it with `id`, mapped as the server's seed maps it (a position is the id). */
function apiItem<C extends ContentCollection>(collection: C, item: Parameters<typeof seedItem<C>>[1], id: number): ContentItems[C] {
  return { ...meta(id), ...seedItem(collection, item, id).fields } as ContentItems[C];
}

export const apiNews = (news: FlashNewsItem, id: number) => apiItem('news', news, id);
export const apiEvent = (event: CommuneEvent, id: number) => apiItem('events', event, id);
export const apiProgram = (programme: Programme, id: number) => apiItem('programs', programme, id);
export const apiQuickLink = (tile: QuickLinkTile, id: number) => apiItem('quick-links', tile, id);
export const apiMayorUpdate = (update: MayorUpdate, id: number) => apiItem('mayor-updates', update, id);

/**
 * The answers of a server seeded from src/content, sorted as the server sorts, ids from `firstId`
 * in the content's order (another number than the bundled ids shows that nothing relies on them).
 */
export function seededAnswers(firstId = 1) {
  const answers = <C extends ContentCollection>(collection: C): ContentItems[C][] =>
    bundledItems(collection)
      .map((item, index) => apiItem(collection, item, firstId + index))
      .sort(compareInOrder(collections[collection].order));
  return Object.fromEntries(contentCollections.map((collection) => [collection, answers(collection)])) as { [C in ContentCollection]: ContentItems[C][] };
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
