import type { FastifyRequest } from 'fastify';
import { collectionOf, compareInOrder, collections, contentCollections, type ContentCollection } from '../src/collections';
import { itemPagePrefixes } from '../src/collections/schedule';
import type { AppContext } from './context';
import { toItem } from './public-lists';
import { findContent } from './repositories/content';

/*
 * A staff member's preview (`?preview`): a draft, a scheduled item or a published item's pending
 * draft, shown on its public page as residents will see it once published. Only with a staff
 * session (without one the address is the page as usual, a 404 for an item not public); the page
 * says « Aperçu — non publié », is never kept (no-store, no page cache, skipped by the service
 * worker) and never indexed (X-Robots-Tag and a robots meta).
 *
 * Which item: on an item's own page (`/flash-news/<id>-…`, `/events/<id>-…`) the one it names;
 * on any other page `?preview=<collection>:<id>` (an alert on `/`, a programme on its section).
 */

export interface PreviewTarget {
  collection: ContentCollection;
  id: number;
}

/** The item a preview address names, or undefined when it names none. */
export function previewTarget(urlPath: string, params: URLSearchParams): PreviewTarget | undefined {
  if (!params.has('preview')) return undefined;
  const named = /^([a-z-]+):(\d{1,9})$/.exec(params.get('preview') ?? '');
  if (named) {
    const collection = collectionOf(named[1]!)?.slug as ContentCollection | undefined;
    return collection ? { collection, id: Number(named[2]) } : undefined;
  }
  for (const collection of contentCollections) {
    const page = itemPagePrefixes[collection];
    const id = page && new RegExp(`^${page}/(\\d{1,9})(?:-|/?$)`).exec(urlPath)?.[1];
    if (id) return { collection, id: Number(id) };
  }
  return undefined;
}

/**
 * The public lists with the previewed item as it will be published (its pending draft applied),
 * in its list's place; undefined when the item does not exist or the request has no staff session.
 */
export async function previewLists(
  context: AppContext,
  request: FastifyRequest,
  target: PreviewTarget,
  live: Readonly<Record<ContentCollection, readonly unknown[]>>,
): Promise<Record<ContentCollection, readonly unknown[]> | undefined> {
  if (!(await request.signedIn())) return undefined;
  const row = await findContent(context.db, target.collection, target.id);
  if (!row) return undefined;
  const item = toItem(target.collection, { ...row, ...row.pendingDraft, status: 'published', publishAt: null, unpublishAt: null });
  const others = (live[target.collection] as readonly Record<string, unknown>[]).filter((other) => other.id !== target.id);
  const list = [...others, item].sort(compareInOrder<Record<string, unknown>>(collections[target.collection].order));
  return { ...live, [target.collection]: list };
}

const banner = { fr: 'Aperçu — non publié', en: 'Preview — not published' } as const;

/** The page marked as a preview: its banner at the top of the body, and no indexing. */
export function markPreview(html: string, lang: 'fr' | 'en'): string {
  return html
    .replace(/<head[^>]*>/, (head) => `${head}\n<meta name="robots" content="noindex">`)
    .replace(/<body[^>]*>/, (body) => `${body}\n<p class="commune-preview" role="status">${banner[lang]}</p>`);
}
