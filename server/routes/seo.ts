import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sitePages } from '../../src/content/pages';
import { notForRobots } from '../../src/content/site-map';
import { robotsTxt, sitemapXml, type SitemapPage } from '../../src/shared/seo';
import { originOf, type Renderer } from '../pages';
import type { PublicLists } from '../public-lists';
import { acceptedEncodings } from '../site';

/*
 * `GET /robots.txt` and `GET /sitemap.xml`, for search engines: the staff area, the API and the
 * partners' includes kept out, and every public page in French and English with its alternates
 * and the date it last changed — for a page showing published content (the news of /flash-news,
 * the events of /events…), the newest change among those items, else the build's date. Both name
 * the site by its public origin (PUBLIC_ORIGIN, else the request's host), as the pages do.
 */

export interface SeoOptions {
  lists: PublicLists;
  /** The build's renderer: which published lists each page shows. Without it, every page dates from the build. */
  rendering?: { renderer: Renderer; hydrate: string };
  publicOrigin?: string;
  /** When the site was built: the last change of a page that shows no published content. */
  builtAt: Date;
}

interface Answer {
  bytes: Buffer;
  etag: string;
  lastModified?: Date;
  compressed: Partial<Record<'br' | 'gzip', Buffer>>;
}

function answer(text: string, lastModified?: Date): Answer {
  const bytes = Buffer.from(text, 'utf8');
  return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`, lastModified, compressed: {} };
}

/** Sends a text answer: 304 when the client has it, compressed when it accepts it and it is worth it. */
function send(request: FastifyRequest, reply: FastifyReply, entry: Answer, type: string, cacheControl: string): FastifyReply {
  const encoding = entry.bytes.length >= 1024 ? acceptedEncodings(request.headers['accept-encoding'])[0] : undefined;
  const etag = encoding ? entry.etag.replace(/"$/, `-${encoding}"`) : entry.etag;
  reply.header('content-type', type).header('cache-control', cacheControl).header('etag', etag).header('vary', 'Accept-Encoding');
  if (entry.lastModified) reply.header('last-modified', entry.lastModified.toUTCString());
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
  let body = entry.bytes;
  if (encoding) {
    body = entry.compressed[encoding] ??=
      encoding === 'br' ? brotliCompressSync(entry.bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(entry.bytes, { level: 9 });
    reply.header('content-encoding', encoding);
  }
  reply.header('content-length', String(body.length));
  return reply.send(body);
}

/** The newest `updatedAt` of a public list's items, or undefined for an empty list. */
function newestChange(listJson: string | undefined): Date | undefined {
  if (!listJson) return undefined;
  let newest: number | undefined;
  for (const item of (JSON.parse(listJson) as { items: { updatedAt?: string }[] }).items) {
    const at = Date.parse(item.updatedAt ?? '');
    if (Number.isFinite(at) && (newest === undefined || at > newest)) newest = at;
  }
  return newest === undefined ? undefined : new Date(newest);
}

/** Answers kept per content version and origin: a handful at most. */
class AnswerCache {
  private readonly entries = new Map<string, Answer>();
  get(key: string, make: () => Answer): Answer {
    let entry = this.entries.get(key);
    if (!entry) {
      if (this.entries.size >= 20) this.entries.clear();
      entry = make();
      this.entries.set(key, entry);
    }
    return entry;
  }
}

export async function seoRoutes(app: FastifyInstance, { lists, rendering, publicOrigin, builtAt }: SeoOptions): Promise<void> {
  const publicPaths = sitePages.filter((page) => page.area === 'public').map((page) => page.path);

  /**
   * The published lists each page shows, read from the page itself: the data blocks its render
   * carries (`data-commune-live="news"`). A page's elements do not change while the server runs,
   * so this is read once.
   */
  let shown: Map<string, string[]> | undefined;
  const listsShown = (live: Record<string, readonly unknown[]>): Map<string, string[]> => {
    shown ??= new Map(
      publicPaths.map((path) => {
        const html = rendering?.renderer.renderPublicPage({ path, lang: 'fr', live }, { hydrate: rendering.hydrate })?.html ?? '';
        return [path, [...new Set([...html.matchAll(/data-commune-live="([\w-]+)"/g)].map((match) => match[1]!))]];
      }),
    );
    return shown;
  };

  const robots = new AnswerCache();
  app.get('/robots.txt', async (request, reply) => {
    const origin = originOf(request, publicOrigin);
    return send(request, reply, robots.get(origin, () => answer(robotsTxt({ disallow: notForRobots, origin }))), 'text/plain; charset=utf-8', 'public, max-age=3600');
  });

  const sitemaps = new AnswerCache();
  app.get('/sitemap.xml', async (request, reply) => {
    const snapshot = await lists.snapshot();
    const origin = originOf(request, publicOrigin);
    const entry = sitemaps.get(`${snapshot.version}|${origin}`, () => {
      const live = snapshot.live as Record<string, readonly unknown[]>;
      const newest = new Map(Object.entries(snapshot.json).map(([collection, body]) => [collection, newestChange(body)]));
      const pages: SitemapPage[] = [...listsShown(live)].map(([path, collections]) => {
        const changes = collections.map((collection) => newest.get(collection)?.getTime()).filter((at): at is number => at !== undefined);
        return { path, lastModified: changes.length > 0 ? new Date(Math.max(...changes)) : builtAt };
      });
      const lastModified = new Date(Math.max(...pages.map((page) => page.lastModified.getTime())));
      return answer(sitemapXml(origin, pages), lastModified);
    });
    return send(request, reply, entry, 'application/xml; charset=utf-8', 'public, max-age=300');
  });
}
