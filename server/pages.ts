import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseProp, attributeName, type PropSpec } from '../src/shared/contract';
import { errorBody } from '../src/shared/schema/errors';
import { paths } from '../src/content/site-map';
import type { SearchHit } from '../src/shared/search';
import type { PublicLists } from './public-lists';
import type { SiteSearch } from './search';
import { readCookie } from './auth/sessions';
import { allowInline, inlineHashes, type CspSources } from './security';
import { acceptedEncodings } from './site';

/*
 * Public pages rendered at request time, in the reader's language and with the published content
 * of the database, by the server-side renderer the build wrote (dist/server/render.js). Each page
 * is rendered once per path, language and content version, then served from memory with its
 * ETag, its CSP hashes and its compressed bodies: as fast as a static file. Also partners'
 * server-side includes: `GET /embed/<tag>` gives one element with its declarative shadow root.
 */

type Lang = 'fr' | 'en';

interface WidgetDefinition {
  tag: string;
  specs: Record<string, PropSpec>;
}

/** What dist/server/render.js exports (src/ssr/render.ts). */
export interface Renderer {
  LANGUAGES: readonly Lang[];
  renderPublicPage(
    request: { path: string; lang: Lang; live?: Record<string, readonly unknown[]>; origin?: string; search?: { query: string; items: readonly SearchHit[] } },
    assets: { hydrate: string },
  ): { status: 200 | 404; lang: Lang; html: string } | undefined;
  renderElements(markup: string, env: { lang: Lang; live?: Record<string, readonly unknown[]>; siteOrigin?: string; read: Set<string> }): string;
  widgetDefinitions(): ReadonlyMap<string, WidgetDefinition>;
  routes: readonly { path: string; area: string }[];
}

export const LANGUAGE_COOKIE = 'commune-lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const isLang = (value: unknown): value is Lang => value === 'fr' || value === 'en';

/**
 * Loads the renderer the build wrote, or undefined when there is none (then the pages are the
 * prerendered files of dist/). Its lazy parts load on a first render of every page, before
 * anyone asks for one.
 */
export async function loadRenderer(distDir: string): Promise<{ renderer: Renderer; hydrate: string } | undefined> {
  const file = resolve(distDir, 'server/render.js');
  const assetsFile = resolve(distDir, 'server/assets.json');
  if (!existsSync(file) || !existsSync(assetsFile)) return undefined;
  // React's production build, unless a test asked for another.
  process.env.NODE_ENV ??= 'production';
  const renderer = (await import(pathToFileURL(file).href)) as Renderer;
  const { hydrate } = JSON.parse(readFileSync(assetsFile, 'utf8')) as { hydrate: string };
  // One render per page loads every lazy part (they do not depend on the language).
  for (const route of renderer.routes) if (route.area !== 'admin') renderer.renderPublicPage({ path: route.path, lang: 'fr' }, { hydrate });
  await new Promise((done) => setTimeout(done, 50));
  return { renderer, hydrate };
}

/** The reader's language: `?lang=` (which also sets the cookie), else the cookie, else French. */
export function pageLanguage(request: FastifyRequest): { lang: Lang; fromQuery: boolean } {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLang(query)) return { lang: query, fromQuery: true };
  const cookie = readCookie(request.headers.cookie, LANGUAGE_COOKIE);
  return { lang: isLang(cookie) ? cookie : 'fr', fromQuery: false };
}

function languageCookie(lang: Lang, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

interface CachedHtml {
  status: number;
  bytes: Buffer;
  etag: string;
  hashes: CspSources;
  compressed: Partial<Record<'br' | 'gzip', Buffer>>;
}

function cachedHtml(status: number, html: string): CachedHtml {
  const bytes = Buffer.from(html, 'utf8');
  return { status, bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`, hashes: inlineHashes(html), compressed: {} };
}

/**
 * Compressed once per rendering, on the request that renders it: brotli 5 is within 3 % of 9's
 * size on these pages at a seventh of its time (8 ms, not 54, for the home page).
 */
function bodyFor(entry: CachedHtml, encoding: 'br' | 'gzip' | undefined): Buffer {
  if (!encoding || entry.bytes.length < 1024) return entry.bytes;
  return (entry.compressed[encoding] ??=
    encoding === 'br' ? brotliCompressSync(entry.bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(entry.bytes, { level: 6 }));
}

/** Sends a cached piece of HTML: 304 when the reader has it, the compressed body the client accepts. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, entry: CachedHtml): FastifyReply {
  const encoding = entry.bytes.length >= 1024 ? acceptedEncodings(request.headers['accept-encoding'])[0] : undefined;
  const etag = encoding ? entry.etag.replace(/"$/, `-${encoding}"`) : entry.etag;
  allowInline(reply, entry.hashes);
  reply.code(entry.status).header('content-type', 'text/html; charset=utf-8').header('etag', etag);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  const match = request.headers['if-none-match'];
  if (entry.status === 200 && match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
  const body = bodyFor(entry, encoding);
  if (encoding && body !== entry.bytes) reply.header('content-encoding', encoding);
  reply.header('content-length', String(body.length));
  return request.method === 'HEAD' ? reply.send() : reply.send(body);
}

/** Rendered HTML by key, for one content version: a new version starts an empty cache. */
class HtmlCache {
  private version = '';
  private readonly entries = new Map<string, CachedHtml>();

  get(version: string, key: string, render: () => CachedHtml): CachedHtml {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    let entry = this.entries.get(key);
    if (!entry) {
      entry = render();
      if (this.entries.size >= 2_000) this.entries.clear();
      this.entries.set(key, entry);
    }
    return entry;
  }
}

function parseLists(lists: Record<string, string>): Record<string, readonly unknown[]> {
  return Object.fromEntries(Object.entries(lists).map(([collection, body]) => [collection, (JSON.parse(body) as { items: unknown[] }).items]));
}

export interface PageRendering {
  renderer: Renderer;
  hydrate: string;
  lists: PublicLists;
  /** The site's public origin when the proxy does not forward the host. */
  publicOrigin?: string;
  /** The site's search, for /recherche?q=. */
  search?: SiteSearch;
}

/** The words of `/recherche?q=…`, trimmed, at most 200 characters (what the API also takes). */
function searchWords(request: FastifyRequest): string {
  const q = (request.query as Record<string, unknown> | undefined)?.q;
  return typeof q === 'string' ? q.trim().slice(0, 200) : '';
}

function originOf(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

/**
 * The handler for a page path: answers the public page in the reader’s language, or says false for a path
 * the renderer does not own (the staff pages, which are the prerendered files).
 */
export function pageServer({ renderer, hydrate, lists, publicOrigin, search }: PageRendering) {
  const cache = new HtmlCache();
  let parsed: { version: string; live: Record<string, readonly unknown[]> } | undefined;
  return async (request: FastifyRequest, reply: FastifyReply, urlPath: string): Promise<boolean> => {
    const { lang, fromQuery } = pageLanguage(request);
    const snapshot = await lists.snapshot();
    if (parsed?.version !== snapshot.version) parsed = { version: snapshot.version, live: parseLists(snapshot.lists) };
    const { live } = parsed;
    const origin = originOf(request, publicOrigin);
    const query = urlPath.replace(/\/$/, '') === paths.search ? searchWords(request) : '';
    if (query && search) {
      // Each search is its own page: rendered for this request, never kept.
      const page = renderer.renderPublicPage({ path: urlPath, lang, live, origin, search: { query, items: await search.search(query, lang) } }, { hydrate });
      if (!page) return false;
      if (fromQuery) reply.header('set-cookie', languageCookie(lang, request.protocol === 'https'));
      reply.header('vary', 'Accept-Encoding, Cookie').header('content-language', lang);
      sendHtml(request, reply, cachedHtml(page.status, page.html));
      return true;
    }
    let missing = false;
    const entry = cache.get(snapshot.version, `${lang}|${origin}|${urlPath}`, () => {
      const page = renderer.renderPublicPage({ path: urlPath, lang, live, origin }, { hydrate });
      if (!page) {
        missing = true;
        return cachedHtml(0, '');
      }
      return cachedHtml(page.status, page.html);
    });
    if (missing || entry.status === 0) return false;
    if (fromQuery) reply.header('set-cookie', languageCookie(lang, request.protocol === 'https'));
    reply.header('vary', 'Accept-Encoding, Cookie').header('content-language', lang);
    sendHtml(request, reply, entry);
    return true;
  };
}

/** `GET /embed/<tag>?lang=…&<attribute>=…`: one element, rendered, for a partner's server-side include. */
export function registerEmbeds(app: FastifyInstance, { renderer, lists, publicOrigin }: PageRendering): void {
  const cache = new HtmlCache();
  const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  app.get('/embed/:tag', async (request, reply) => {
    reply.header('access-control-allow-origin', '*').header('vary', 'Accept-Encoding');
    const { tag } = request.params as { tag: string };
    const definition = tag.startsWith('commune-admin-') ? undefined : renderer.widgetDefinitions().get(tag);
    if (!definition) return reply.code(404).header('cache-control', 'no-cache').send(errorBody('not_found', request.lang ?? 'fr'));
    const query = { ...(request.query as Record<string, string | string[]>) };
    const requested = query.lang;
    delete query.lang;
    const lang: Lang = isLang(requested) ? requested : 'fr';
    const attributes: string[] = [];
    const fields: Record<string, string> = {};
    const byAttribute = new Map(Object.entries(definition.specs).map(([name, spec]) => [attributeName(name, spec), spec]));
    for (const [attribute, value] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b))) {
      const spec = byAttribute.get(attribute);
      const text = Array.isArray(value) ? value.at(-1)! : value;
      if (!spec) fields[attribute] = request.lang === 'en' ? `<${tag}> has no attribute "${attribute}".` : `<${tag}> n’a pas d’attribut « ${attribute} ».`;
      else if (!parseProp(spec, text, attribute)?.ok) fields[attribute] = request.lang === 'en' ? `Not a valid value for ${attribute}.` : `Valeur non valide pour ${attribute}.`;
      else attributes.push(` ${attribute}="${escape(text)}"`);
    }
    if (Object.keys(fields).length > 0) return reply.code(400).header('cache-control', 'no-cache').send(errorBody('bad_request', request.lang ?? 'fr', fields));
    const snapshot = await lists.snapshot();
    const siteOrigin = originOf(request, publicOrigin);
    const markup = `<${tag}${attributes.join('')}></${tag}>`;
    reply.header('cache-control', 'public, max-age=60');
    return sendHtml(
      request,
      reply,
      cache.get(snapshot.version, `${lang}|${siteOrigin}|${markup}`, () => {
        const live = parseLists(snapshot.lists);
        const env = { lang, live, siteOrigin, read: new Set<string>() };
        const html = renderer.renderElements(markup, env);
        // The lists the element showed, named by their full address: its script, loaded from the
        // commune's site, takes the element over with the same items.
        const blocks = [...env.read]
          .map((collection) => `<script type="application/json" data-commune-live="${siteOrigin}/api/v1/${collection}">${JSON.stringify({ items: live[collection] ?? [] }).replaceAll('<', '\\u003c')}</script>`)
          .join('');
        return cachedHtml(200, `${html}${blocks}\n`);
      }),
    );
  });
}
