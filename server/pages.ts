import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as gzipCompress } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseProp, attributeName, type PropSpec } from '../src/shared/contract';
import { errorBody } from '../src/shared/schema/errors';
import type { ContentCollection } from '../src/collections';
import { paths } from '../src/content/site-map';
import type { SearchHit } from '../src/shared/search';
import type { PublicLists, Snapshot } from './public-lists';
import type { SiteSearch } from './search';
import { readCookie } from './auth/sessions';
import { allowInline, hashSource, inlineHashes, type CspSources } from './security';
import { acceptedEncodings } from './site';
import { TimeBudget } from './time-budget';
import { communeDay } from '../src/shared/agenda';
import type { AppContext } from './context';
import { markPreview, previewLists, previewTarget } from './preview';

/*
 * Public pages rendered at request time, in the reader's language and with the published content
 * of the database, by the server-side renderer the build wrote (dist/server/render.js). Each page
 * is rendered at most once per path, language and content version (under a burst of changes,
 * fewer: see PageCache), then served from memory with its ETag, its CSP hashes and its compressed
 * bodies: as fast as a static file. Also partners'
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
    request: {
      path: string;
      lang: Lang;
      live?: Record<string, readonly unknown[]>;
      origin?: string;
      search?: { query: string; items: readonly SearchHit[] };
      query?: Record<string, string>;
    },
    assets: { hydrate: string },
  ): { status: 200 | 301 | 404; lang: Lang; html: string; location?: string } | undefined;
  /** `/flash-news/feed.xml`: the published news as an Atom feed. */
  renderNewsFeed(request: { live?: Record<string, readonly unknown[]>; origin?: string }): string;
  newsFeedPath: string;
  /** The parameters of an address its page reads, checked (`{}` for most pages). */
  pageQuery?(path: string, params: URLSearchParams): Record<string, string>;
  renderElements(markup: string, env: { lang: Lang; live?: Record<string, readonly unknown[]>; siteOrigin?: string; read: Set<string> }): string;
  widgetDefinitions(): ReadonlyMap<string, WidgetDefinition>;
  routes: readonly { path: string; area: string }[];
  /** A staff page rendered for a signed-in member with the staff API's answers (src/ssr/page.ts). */
  renderStaffPage?(
    request: { path: string; search: string; lang: Lang; answers: Readonly<Record<string, unknown>> },
    assets: StaffPageAssets,
  ): { html: string; asked: string[] } | undefined;
  findRoute?(path: string): { path: string } | undefined;
  /** What renderPublicPage would answer for the path, without rendering it (src/ssr/page.ts). */
  publicPageStatus?(path: string, live?: Record<string, readonly unknown[]>): { status: 200 | 301 | 404; location?: string } | undefined;
}

/** A staff page's scripts (dist/server/staff-pages.json, by page path). */
export interface StaffPageAssets {
  router: string;
  preloads: readonly string[];
}

export const LANGUAGE_COOKIE = 'commune-lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const isLang = (value: unknown): value is Lang => value === 'fr' || value === 'en';

/**
 * Loads the renderer the build wrote, or undefined when there is none (then the pages are the
 * prerendered files of dist/). Its lazy parts load on a first render of every page, before
 * anyone asks for one.
 */
export async function loadRenderer(distDir: string): Promise<{ renderer: Renderer; hydrate: string; staffPages: Readonly<Record<string, StaffPageAssets>> } | undefined> {
  const file = resolve(distDir, 'server/render.js');
  const assetsFile = resolve(distDir, 'server/assets.json');
  if (!existsSync(file) || !existsSync(assetsFile)) return undefined;
  // React's production build, unless a test asked for another.
  process.env.NODE_ENV ??= 'production';
  const renderer = (await import(pathToFileURL(file).href)) as Renderer;
  const { hydrate } = JSON.parse(readFileSync(assetsFile, 'utf8')) as { hydrate: string };
  const staffPages = readStaffPages(resolve(distDir, 'server/staff-pages.json'));
  // One render per page loads every lazy part (they do not depend on the language).
  for (const route of renderer.routes) {
    if (route.area !== 'admin') renderer.renderPublicPage({ path: route.path, lang: 'fr' }, { hydrate });
    else if (staffPages[route.path]) renderer.renderStaffPage?.({ path: route.path, search: '', lang: 'fr', answers: {} }, staffPages[route.path]!);
  }
  await new Promise((done) => setTimeout(done, 50));
  return { renderer, hydrate, staffPages };
}

/** The staff pages' scripts the build wrote; none (an older build): the staff pages stay the prerendered files. */
function readStaffPages(file: string): Readonly<Record<string, StaffPageAssets>> {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, StaffPageAssets>;
  } catch (error) {
    console.warn(`[commune] ${file} is not valid JSON: the staff pages are served as the build wrote them.`, error);
    return {};
  }
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
  /** A redirect's target (a news item's address written before its title changed). */
  location?: string;
  bytes: Buffer;
  etag: string;
  hashes: CspSources;
  /** Compressed off the event loop (zlib's thread pool), once per rendering and encoding. */
  compressed: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

function cachedHtml(status: number, html: string, location?: string): CachedHtml {
  const bytes = Buffer.from(html, 'utf8');
  return { status, location, bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`, hashes: inlineHashes(html), compressed: {} };
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/**
 * Compressed once per rendering: brotli 5 is within 3 % of 9's size on these pages at a seventh
 * of its time (8 ms, not 54, for the home page).
 */
function bodyFor(entry: CachedHtml, encoding: 'br' | 'gzip' | undefined): Promise<Buffer> {
  if (!encoding || entry.bytes.length < 1024) return Promise.resolve(entry.bytes);
  return (entry.compressed[encoding] ??= (
    encoding === 'br' ? brotli(entry.bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : gzip(entry.bytes, { level: 6 })
  ).catch(() => entry.bytes));
}

/** Sends a cached piece of HTML (or another text `type`): 304 when the reader has it, the compressed body the client accepts. */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, entry: CachedHtml, type = 'text/html; charset=utf-8'): Promise<FastifyReply> {
  const encoding = entry.bytes.length >= 1024 ? acceptedEncodings(request.headers['accept-encoding'])[0] : undefined;
  const etag = encoding ? entry.etag.replace(/"$/, `-${encoding}"`) : entry.etag;
  allowInline(reply, entry.hashes);
  reply.code(entry.status).header('content-type', type).header('etag', etag);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  const match = request.headers['if-none-match'];
  if (entry.status === 200 && match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
  const body = await bodyFor(entry, encoding);
  if (encoding && body !== entry.bytes) reply.header('content-encoding', encoding);
  reply.header('content-length', String(body.length));
  return request.method === 'HEAD' ? reply.send() : reply.send(body);
}

/** Renderings kept, by key (page, language, origin): past it the cache starts again. */
const MAX_RENDERINGS = 2_000;

/**
 * The share of the time the pages may spend being rendered again after a change: past it, readers
 * get the previous rendering while the new one waits its turn. A first rendering of a page is not
 * counted (it happens once per page, and cannot wait: there is nothing to give meanwhile).
 */
const RENDER_SHARE = 0.25;

/**
 * Rendered HTML by key, each with the content version it was rendered from. A reader asking for a
 * page whose content changed gets it rendered again at once (and the readers arriving meanwhile get
 * the previous rendering: one rendering for all of them), unless renderings have had their share
 * of the time lately: then the previous rendering is sent, and the page is rendered again as soon
 * as the share allows, from the content as it is then (stale-while-revalidate).
 */
export class PageCache {
  private readonly entries = new Map<string, { version: string; html: CachedHtml }>();
  private readonly rendering = new Map<string, Promise<CachedHtml>>();
  /** Pages waiting for their turn, with how to render them. */
  private readonly queue = new Map<string, (snapshot: Snapshot) => CachedHtml>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Renderings done again after a change (tests). */
  rerenders = 0;

  constructor(
    private readonly latest: () => Promise<Snapshot>,
    private readonly budget = new TimeBudget(RENDER_SHARE),
  ) {}

  /** The rendering of `key` for `snapshot` (or, while it is being rendered again, the previous one). */
  async get(key: string, snapshot: Snapshot, render: (snapshot: Snapshot) => CachedHtml): Promise<CachedHtml> {
    const kept = this.entries.get(key);
    if (kept?.version === snapshot.version) return kept.html;
    const underWay = this.rendering.get(key);
    if (underWay) return kept ? kept.html : underWay;
    if (kept && !this.budget.available()) {
      this.queue.set(key, render);
      this.schedule();
      return kept.html;
    }
    return this.renderNow(key, snapshot, render, kept !== undefined);
  }

  private renderNow(key: string, snapshot: Snapshot, render: (snapshot: Snapshot) => CachedHtml, again: boolean): Promise<CachedHtml> {
    this.queue.delete(key);
    const started = performance.now();
    let html: CachedHtml;
    try {
      html = render(snapshot);
    } finally {
      if (again) {
        this.budget.spend(performance.now() - started);
        this.rerenders += 1;
      }
    }
    // Readers get the new rendering once browsers' encoding of it is ready too; the previous one meanwhile.
    const ready = (async () => {
      if (html.status === 200) await bodyFor(html, 'br');
      if (this.entries.size >= MAX_RENDERINGS && !this.entries.has(key)) this.entries.clear();
      this.entries.set(key, { version: snapshot.version, html });
      return html;
    })().finally(() => this.rendering.delete(key));
    this.rendering.set(key, ready);
    return ready;
  }

  /** Renders the next waiting page when the share allows. */
  private schedule(): void {
    if (this.timer || this.queue.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.budget.available()) return this.schedule();
      const [key, render] = this.queue.entries().next().value!;
      this.queue.delete(key);
      void this.latest()
        .then((snapshot) => {
          if (this.entries.get(key)?.version !== snapshot.version && !this.rendering.has(key)) return this.renderNow(key, snapshot, render, true);
        })
        .catch(() => undefined)
        .finally(() => this.schedule());
    }, this.budget.wait());
    this.timer.unref();
  }

  close(): void {
    clearTimeout(this.timer);
    this.queue.clear();
  }
}

export interface PageRendering {
  renderer: Renderer;
  hydrate: string;
  /** The staff pages rendered at request time, with their scripts. */
  staffPages?: Readonly<Record<string, StaffPageAssets>>;
  lists: PublicLists;
  /** The site's public origin when the proxy does not forward the host. */
  publicOrigin?: string;
  /** The site's search, for /recherche?q=. */
  search?: SiteSearch;
  /** Staff previews (`?preview`, server/preview.ts): reads the item previewed. */
  context?: AppContext;
  /** The share of the time the pages may spend being rendered again after a change (RENDER_SHARE). */
  renderShare?: number;
}

/** The words of `/recherche?q=…`, trimmed, at most 200 characters (what the API also takes). */
function searchWords(request: FastifyRequest): string {
  const q = (request.query as Record<string, unknown> | undefined)?.q;
  return typeof q === 'string' ? q.trim().slice(0, 200) : '';
}

/** The site's origin as visitors see it: PUBLIC_ORIGIN, else the request's protocol and host. */
export function originOf(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

/**
 * The handler for a page path: answers the public page in the reader’s language, or a collection
 * screen of the staff area rendered for the signed-in member (sendStaffPage), or says false for a
 * path the renderer does not own (the other staff pages, which are the prerendered files).
 */
export function pageServer({ renderer, hydrate, lists, publicOrigin, search, context, staffPages = {}, renderShare = RENDER_SHARE }: PageRendering) {
  const cache = new PageCache(() => lists.snapshot(), new TimeBudget(renderShare));
  const staffMemory: StaffPageMemory = { asks: new Map(), renderings: new Map() };
  return async (request: FastifyRequest, reply: FastifyReply, urlPath: string): Promise<boolean> => {
    const staffPage = renderer.renderStaffPage && renderer.findRoute?.(urlPath)?.path;
    if (staffPage && staffPages[staffPage]) return sendStaffPage(request, reply, urlPath, renderer, staffPages[staffPage], staffMemory);
    const { lang, fromQuery } = pageLanguage(request);
    const origin = originOf(request, publicOrigin);
    const query = urlPath.replace(/\/$/, '') === paths.search ? searchWords(request) : '';
    if (query && search) {
      // Each search is its own page: rendered for this request, never kept.
      const { live } = await lists.snapshot();
      const page = renderer.renderPublicPage({ path: urlPath, lang, live, origin, search: { query, items: await search.search(query, lang) } }, { hydrate });
      if (!page) return false;
      if (fromQuery) reply.header('set-cookie', languageCookie(lang, request.protocol === 'https'));
      reply.header('vary', 'Accept-Encoding, Cookie').header('content-language', lang);
      await sendHtml(request, reply, cachedHtml(page.status, page.html));
      return true;
    }
    // What the page shows of its address (the events page's filters), checked: any other
    // parameter leaves the page, and its cache entry, as they are.
    const questionMark = request.url.indexOf('?');
    const params = new URLSearchParams(questionMark < 0 ? '' : request.url.slice(questionMark + 1));
    const filters = renderer.pageQuery?.(urlPath, params) ?? {};
    // A staff member's preview of an item not public: rendered for this request, never kept.
    const target = context && previewTarget(urlPath, params);
    const previewed = target && (await previewLists(context, request, target, (await lists.snapshot()).live));
    if (previewed) {
      const page = renderer.renderPublicPage({ path: urlPath, lang, live: previewed, origin, query: filters }, { hydrate });
      if (!page) return false;
      if (page.status === 301 && page.location) {
        reply.code(301).header('location', `${page.location}${request.url.slice(questionMark)}`).header('cache-control', 'no-store').send();
        return true;
      }
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').header('vary', 'Accept-Encoding, Cookie').header('content-language', lang);
      await sendHtml(request, reply, cachedHtml(page.status, markPreview(page.html, lang)));
      return true;
    }
    const filterKey = new URLSearchParams(filters).toString();
    const snapshot = await lists.snapshot();
    // An address whose item was renamed or withdrawn answers so at once, whatever the cache holds:
    // the answer's status is part of the key, so a kept rendering of the item is never given for it.
    const status = renderer.publicPageStatus?.(urlPath, snapshot.live);
    // A new day in Dtima renders again too: « à venir » starts from today.
    const key = `${lang}|${origin}|${urlPath}|${filterKey}|${communeDay()}|${status?.status ?? ''}${status?.location ?? ''}`;
    const render = ({ live }: { live: Snapshot['live'] }): CachedHtml => {
      const page = renderer.renderPublicPage({ path: urlPath, lang, live, origin, query: filters }, { hydrate });
      return page ? cachedHtml(page.status, page.html, page.location) : cachedHtml(0, '');
    };
    let entry = await cache.get(key, snapshot, render);
    // A rendering kept under this key from lists that answered otherwise (rendered again later, from
    // newer lists, while the reader waited its turn): this reader gets the page as the lists are now.
    if (status && entry.status !== 0 && (entry.status !== status.status || (entry.location ?? '') !== (status.location ?? ''))) entry = render(snapshot);
    if (entry.status === 0) return false;
    if (fromQuery) reply.header('set-cookie', languageCookie(lang, request.protocol === 'https'));
    if (entry.location) {
      // Revalidated, never kept: a title may change back, and a kept redirect would then loop.
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      reply.code(301).header('location', `${entry.location}${search}`).header('cache-control', 'no-cache').send();
      return true;
    }
    reply.header('vary', 'Accept-Encoding, Cookie').header('content-language', lang);
    await sendHtml(request, reply, entry);
    return true;
  };
}

/**
 * A staff page for the signed-in member of staff (the admin-pages plugin sent anyone else to the
 * sign-in page), rendered with what its screen shows: rendered once to learn which staff API
 * answers it reads (then remembered for the address), those asked of the API as the member (their
 * cookie, as the browser would), then rendered with them. The HTML holds nothing of the member but
 * those answers, so it is kept a minute for the same answers; the response itself is `no-store`.
 */
async function sendStaffPage(request: FastifyRequest, reply: FastifyReply, urlPath: string, renderer: Renderer, assets: StaffPageAssets, memory: StaffPageMemory): Promise<boolean> {
  const { lang } = pageLanguage(request);
  const questionMark = request.url.indexOf('?');
  const search = questionMark < 0 ? '' : request.url.slice(questionMark);
  const key = `${lang}|${urlPath}${search}`;
  const render = (answers: Record<string, unknown>) => renderer.renderStaffPage!({ path: urlPath, search, lang, answers }, assets);
  // What the same address asked last time (it depends on the address only), else a first render
  // to learn it.
  let asked = memory.asks.get(key);
  let page: ReturnType<typeof render>;
  if (!asked) {
    page = render({});
    if (!page) return false;
    asked = page.asked;
  }
  const answers: Record<string, unknown> = {};
  const texts: string[] = [];
  const ask = (urls: readonly string[]) =>
    Promise.all(
      urls.map(async (url) => {
        const answer = await request.server.inject({ method: 'GET', url, headers: { cookie: request.headers.cookie ?? '', 'accept-language': lang } });
        // Refused or failed: the screen asks again in the browser, and says what went wrong there.
        if (answer.statusCode !== 200) return;
        answers[url] = answer.json();
        texts.push(`${url}\n${answer.body}`);
      }),
    );
  await ask(asked);
  // The same address with the same answers in the same minute (the schedule's badges follow the
  // clock) is the same HTML: a staff member coming back to an unchanged list gets it at once.
  const renderingKey = `${key}|${Math.floor(Date.now() / 60_000)}|${createHash('sha256').update(texts.sort().join('\n')).digest('base64url')}`;
  let entry = memory.renderings.get(renderingKey);
  if (!entry) {
    if (!page || asked.length > 0) {
      page = render(answers);
      // A render asking for more than the address did before (a new build): rendered again with that too.
      const more = page?.asked.filter((url) => !asked.includes(url)) ?? [];
      if (more.length > 0) {
        await ask(more);
        page = render(answers);
      }
    }
    if (!page) return false;
    if (memory.asks.size >= 1_000) memory.asks.clear();
    memory.asks.set(key, page.asked);
    entry = cachedHtml(200, page.html);
    // react-aria writes a few `style` attributes (its visually hidden inputs): allowed by their hashes only.
    entry.hashes = { ...entry.hashes, 'style-src': [...(entry.hashes['style-src'] ?? []), ...styleAttributeSources(page.html)] };
    if (memory.renderings.size >= 200) memory.renderings.clear();
    memory.renderings.set(renderingKey, entry);
  }
  reply.header('cache-control', 'no-store').header('vary', 'Accept-Encoding, Cookie').header('content-language', lang);
  await sendHtml(request, reply, entry);
  return true;
}

/**
 * What the staff pages' server remembers: the staff API URLs each address (language, path,
 * query) read when last rendered, and the pages rendered in the last minutes by address, minute
 * and answers (a few hundred at most).
 */
interface StaffPageMemory {
  asks: Map<string, readonly string[]>;
  renderings: Map<string, CachedHtml>;
}

const ATTRIBUTE_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/** `'unsafe-hashes'` and the hash of each `style="…"` attribute's value in `html` (none: nothing). */
function styleAttributeSources(html: string): string[] {
  const values = new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]!.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ATTRIBUTE_ENTITIES[entity]!)));
  if (values.size === 0) return [];
  return ["'unsafe-hashes'", ...[...values].map(hashSource)];
}

/**
 * `GET /flash-news/feed.xml`: the published news as an Atom feed (French, with the English pages as
 * alternates), built once per content version and origin, with its ETag and compressed bodies.
 */
export function registerNewsFeed(app: FastifyInstance, { renderer, lists, publicOrigin }: PageRendering): void {
  const cache = new PageCache(() => lists.snapshot());
  app.get(renderer.newsFeedPath, async (request, reply) => {
    const origin = originOf(request, publicOrigin);
    const entry = await cache.get(origin, await lists.snapshot(), ({ live }) => cachedHtml(200, renderer.renderNewsFeed({ live, origin })));
    reply.header('vary', 'Accept-Encoding');
    return sendHtml(request, reply, entry, 'application/atom+xml; charset=utf-8');
  });
}

/** `GET /embed/<tag>?lang=…&<attribute>=…`: one element, rendered, for a partner's server-side include. */
export function registerEmbeds(app: FastifyInstance, { renderer, lists, publicOrigin }: PageRendering): void {
  const cache = new PageCache(() => lists.snapshot());
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
    const siteOrigin = originOf(request, publicOrigin);
    const markup = `<${tag}${attributes.join('')}></${tag}>`;
    reply.header('cache-control', 'public, max-age=60');
    const entry = await cache.get(`${lang}|${siteOrigin}|${markup}`, await lists.snapshot(), ({ live, json }) => {
      const env = { lang, live, siteOrigin, read: new Set<string>() };
      const html = renderer.renderElements(markup, env);
      // The lists the element showed, named by their full address: its script, loaded from the
      // commune's site, takes the element over with the same items.
      const blocks = [...env.read]
        .map((collection) => `<script type="application/json" data-commune-live="${siteOrigin}/api/v1/${collection}">${(json[collection as ContentCollection] ?? '{"items":[]}').replaceAll('<', '\\u003c')}</script>`)
        .join('');
      return cachedHtml(200, `${html}${blocks}\n`);
    });
    return sendHtml(request, reply, entry);
  });
}
