import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { pipeline, Transform, type Readable } from 'node:stream';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../src/shared/schema/errors';
import { requestLanguage } from '../src/shared/i18n/request-language';
import { allowInline, inlineHashes } from './security';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
};

/** The types `scripts/compress.mjs` writes `.br` and `.gz` siblings for. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml', '.webmanifest']);

type Encoding = 'br' | 'gzip';
const SIBLING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Vite's `[name]-[hash]` file names: eight base64url characters before the extension. */
const HASHED_NAME = /-[\w-]{8}\.[a-z0-9]+$/i;
const IMMUTABLE_PREFIXES = ['/lib/chunks/', '/assets/'];
/**
 * A file written this recently may be half-written by a build running now: it is not cached
 * forever, or a browser could keep a truncated chunk for a year.
 */
const SETTLE_MS = 2_000;

export interface SiteOptions {
  distDir: string;
  /**
   * Rewrites every HTML page before it is sent (the partner demo fills in the library's origin).
   * Pages are then always sent from the rewritten text, never from precompressed siblings.
   */
  rewriteHtml?: (html: string) => string;
  /**
   * What the rewrite depends on besides the file (the live content's version): a rewritten page
   * is kept, hashed and compressed, until the file or this key changes.
   */
  rewriteKey?: () => string;
  /** Paths other routes own: handed to the app's not-found handler, never served from dist. */
  excludedPrefixes?: readonly string[];
  /**
   * Renders a page path (no extension) at request time and says whether it answered; false
   * leaves it to the files (server/pages.ts: the public pages, in the reader's language, with
   * the live content).
   */
  renderPage?: (request: FastifyRequest, reply: FastifyReply, urlPath: string) => Promise<boolean>;
}

/** An open file with the stats of what was opened (not of whatever the path names later). */
interface OpenFile {
  path: string;
  handle: FileHandle;
  stats: Stats;
}

/** What is sent: bytes already in memory (pages), or an open file streamed from an offset. */
interface Representation {
  file?: OpenFile;
  bytes?: Buffer;
  size: number;
  mtime: Date;
  /** When the bytes sent were last written (the sibling's own date for a compressed file). */
  writtenMs: number;
  etag: string;
  encoding?: Encoding;
}

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG', 'ELOOP'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Opens a regular file, or undefined. Opening first and reading the stats from the descriptor
 * keeps size, date and content consistent when a build deletes or replaces the file meanwhile.
 */
async function openFile(path: string): Promise<OpenFile | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (stats.isFile()) return { path, handle, stats };
  } catch (error) {
    await handle.close();
    throw error;
  }
  await handle.close();
  return undefined;
}

/**
 * The URL path's segments, or undefined when one could step outside dist/ or reach a hidden
 * file: `..` (also once decoded from `%2e%2e` or `..%2f`), `.`, dot-files, backslashes, NUL.
 */
function safeSegments(decodedPath: string): string[] | undefined {
  const segments = decodedPath.split('/').filter((segment) => segment !== '');
  return segments.every((segment) => !segment.startsWith('.') && !/[\\\0]/.test(segment)) ? segments : undefined;
}

/** `/route/` and `/route` are `route/index.html`; `/x.js` is that file. */
async function locate(root: string, decodedPath: string): Promise<OpenFile | undefined> {
  const segments = safeSegments(decodedPath);
  if (!segments) return undefined;
  const file = join(root, ...segments);
  const candidates = decodedPath.endsWith('/') ? [join(file, 'index.html')] : extname(file) ? [file] : [file, join(file, 'index.html')];
  for (const candidate of candidates) {
    const found = await openFile(candidate);
    if (found) return found;
  }
  return undefined;
}

/** Encodings the client accepts, best first (`br;q=0, gzip` → gzip; `gzip;q=0` → none). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  // On a tie, brotli: it is the smaller file.
  return (['br', 'gzip'] as const).filter((encoding) => weightOf(encoding) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}

function statEtag(stats: Stats, encoding?: Encoding): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
}

function contentEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/**
 * The precompressed sibling (`x.js.br`) for an encoding, if it exists and is not older than the
 * file: a build that has rewritten `x.js` but not yet compressed it must not serve the old code.
 */
async function openSibling(file: OpenFile, encoding: Encoding): Promise<OpenFile | undefined> {
  const sibling = await openFile(file.path + SIBLING_SUFFIX[encoding]);
  if (!sibling || sibling.stats.mtimeMs >= file.stats.mtimeMs) return sibling;
  await sibling.handle.close();
  return undefined;
}

type ByteRange = { start: number; end: number };

/** A single `bytes=` range: the range, 'unsatisfiable', or undefined to send the whole file. */
function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  // Several ranges or another unit: the whole file is a valid answer.
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const length = Number(last);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}

function notModified(request: FastifyRequest, representation: Representation): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const strip = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => strip(tag) === representation.etag);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(representation.mtime.getTime() / 1000) * 1000 <= since;
}

/** `If-Range` still naming this file: the range may be sent; otherwise the whole file is. */
function rangeStillValid(request: FastifyRequest, representation: Representation): boolean {
  const ifRange = request.headers['if-range'];
  if (typeof ifRange !== 'string') return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === representation.etag;
  return Math.floor(representation.mtime.getTime() / 1000) * 1000 === Date.parse(ifRange);
}

/**
 * Passes the file through and fails the response when fewer bytes arrive than announced: a file
 * truncated by a build mid-send then ends in a cut connection, never a client waiting forever.
 */
function exactly(expected: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      done(seen === expected ? null : new Error(`The file changed while being sent (${seen} of ${expected} bytes).`));
    },
  });
}

function bodyOf(representation: Representation, range: ByteRange): Buffer | Readable {
  if (representation.bytes) return representation.bytes.subarray(range.start, range.end + 1);
  // The stream owns the descriptor from here: it closes it when it ends, fails or is destroyed
  // (Fastify destroys it when the client goes away).
  const file = representation.file!.handle.createReadStream({ start: range.start, end: range.end });
  return pipeline(file, exactly(range.end - range.start + 1), () => {});
}

interface Served {
  status: 200 | 404;
  urlPath: string;
  file: OpenFile;
}

/**
 * The bytes to send for a located file: the page's (possibly rewritten) text, the precompressed
 * sibling the client accepts, or the file itself. Leaves open only `representation.file`.
 */
async function represent(request: FastifyRequest, reply: FastifyReply, served: Served, options: SiteOptions): Promise<Representation> {
  const { file, status } = served;
  const extension = extname(file.path);
  const isPage = extension === '.html';
  let representation: Representation;
  try {
    if (isPage) {
      // Pages are small and read whole: their inline blocks are hashed for the CSP.
      const original = await file.handle.readFile();
      if (options.rewriteHtml) {
        const page = rewrittenPage(file, original, options);
        allowInline(reply, page.hashes);
        // A rewritten page cannot use the build's compressed copies: it is compressed here,
        // once per version of its bytes, and kept.
        const encoding = request.headers.range === undefined ? acceptedEncodings(request.headers['accept-encoding'])[0] : undefined;
        const body = encoding ? compressedPage(page.bytes, page.etag, encoding) : page.bytes;
        await file.handle.close();
        return {
          bytes: body,
          size: body.length,
          mtime: file.stats.mtime,
          writtenMs: file.stats.mtimeMs,
          etag: encoding ? page.etag.replace(/"$/, `-${encoding}"`) : page.etag,
          encoding,
        };
      }
      allowInline(reply, inlineHashes(original.toString('utf8')));
      representation = { bytes: original, size: original.length, mtime: file.stats.mtime, writtenMs: file.stats.mtimeMs, etag: contentEtag(original) };
    } else {
      representation = { file, size: file.stats.size, mtime: file.stats.mtime, writtenMs: file.stats.mtimeMs, etag: statEtag(file.stats) };
    }
    // A byte range is a range of the file itself, so ranges are served uncompressed.
    const wantsRange = status === 200 && request.headers.range !== undefined;
    const encodings = isCompressible(extension) && !wantsRange ? acceptedEncodings(request.headers['accept-encoding']) : [];
    for (const encoding of encodings) {
      const sibling = await openSibling(file, encoding);
      if (!sibling) continue;
      representation = {
        file: sibling,
        size: sibling.stats.size,
        mtime: file.stats.mtime,
        writtenMs: sibling.stats.mtimeMs,
        etag: statEtag(sibling.stats, encoding),
        encoding,
      };
      break;
    }
  } catch (error) {
    await file.handle.close();
    throw error;
  }
  if (representation.file !== file) await file.handle.close();
  return representation;
}

function isCompressible(extension: string): boolean {
  return COMPRESSIBLE.has(extension);
}

interface RewrittenPage {
  bytes: Buffer;
  hashes: ReturnType<typeof inlineHashes>;
  etag: string;
}

/**
 * Rewritten pages per site (each has its own rewrite), by file, file version and rewrite key:
 * hashing them is most of a page's cost.
 */
const rewrittenPagesOf = new WeakMap<SiteOptions, Map<string, RewrittenPage>>();

function rewrittenPage(file: OpenFile, original: Buffer, options: SiteOptions): RewrittenPage {
  let rewrittenPages = rewrittenPagesOf.get(options);
  if (!rewrittenPages) rewrittenPagesOf.set(options, (rewrittenPages = new Map()));
  const key = `${file.path}|${file.stats.mtimeMs}|${file.stats.size}|${options.rewriteKey?.() ?? ''}`;
  let page = rewrittenPages.get(key);
  if (!page) {
    const text = options.rewriteHtml!(original.toString('utf8'));
    const bytes = Buffer.from(text, 'utf8');
    page = { bytes, hashes: inlineHashes(text), etag: contentEtag(bytes) };
    if (rewrittenPages.size >= 500) rewrittenPages.clear();
    rewrittenPages.set(key, page);
  }
  return page;
}

/** Rewritten pages, compressed: a few hundred at most (pages × content versions × encodings). */
const compressedPages = new Map<string, Buffer>();

function compressedPage(bytes: Buffer, etag: string, encoding: Encoding): Buffer {
  const key = `${etag}|${encoding}`;
  let body = compressedPages.get(key);
  if (!body) {
    body = encoding === 'br' ? brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(bytes, { level: 9 });
    if (compressedPages.size >= 500) compressedPages.clear();
    compressedPages.set(key, body);
  }
  return body;
}

/** Sends a located file: 304, 206 or 416, a HEAD's headers, or the body. */
async function sendFile(request: FastifyRequest, reply: FastifyReply, served: Served, options: SiteOptions): Promise<FastifyReply> {
  const { status, urlPath } = served;
  const extension = extname(served.file.path);
  const representation = await represent(request, reply, served, options);
  // Closed below unless a stream takes it over.
  let owned = representation.file;
  try {
    reply.code(status);
    reply.header('content-type', TYPES[extension] ?? 'application/octet-stream');
    // An earlier hook may have decided already (the admin's pages are `no-store`).
    if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', status === 200 && cacheForever(urlPath, representation) ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    if (isCompressible(extension)) reply.header('vary', 'Accept-Encoding');
    if (representation.encoding) reply.header('content-encoding', representation.encoding);
    let range: ByteRange = { start: 0, end: representation.size - 1 };
    if (status === 200) {
      reply.header('etag', representation.etag);
      reply.header('last-modified', representation.mtime.toUTCString());
      reply.header('accept-ranges', 'bytes');
      if (notModified(request, representation)) return reply.code(304).send();
      const requested = rangeStillValid(request, representation) ? byteRange(request.headers.range, representation.size) : undefined;
      if (requested === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${representation.size}`).send();
      if (requested) {
        range = requested;
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${representation.size}`);
      }
    }
    const length = Math.max(0, range.end - range.start + 1);
    reply.header('content-length', String(length));
    if (request.method === 'HEAD' || length === 0) return reply.send();
    const body = bodyOf(representation, range);
    owned = undefined;
    return reply.send(body);
  } finally {
    await owned?.handle.close();
  }
}

/** Only hashed files, finished writing: their name changes whenever their content does. */
function cacheForever(urlPath: string, representation: Representation): boolean {
  const settled = Date.now() - representation.writtenMs > SETTLE_MS;
  return settled && IMMUTABLE_PREFIXES.some((prefix) => urlPath.startsWith(prefix)) && HASHED_NAME.test(urlPath);
}

function plainNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-cache').send('Not found');
}

/**
 * The built site from `distDir` for every path the app's other routes do not own: GET and HEAD
 * (other methods → 405), `/route/` and `/route` → `route/index.html`, unknown pages →
 * `404.html` with status 404, unknown files → a plain 404. `/lib/` may be imported from any origin.
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const root = resolve(options.distDir);
  // dist/server/ holds the server-side renderer: the server's code, not the site's.
  const excluded = options.excludedPrefixes ?? ['/api/', '/media/', '/server/'];

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = `/${(request.params as { '*': string })['*']}`;
    if (excluded.some((prefix) => urlPath.startsWith(prefix))) return reply.callNotFound();
    // Partners' pages import the library cross-origin: its errors must be readable there too.
    if (urlPath.startsWith('/lib/')) reply.header('access-control-allow-origin', '*');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .send(errorBody('method_not_allowed', requestLanguage(request.headers['accept-language'])));
    }
    const isPagePath = extname(urlPath) === '' && !urlPath.startsWith('/lib/');
    if (isPagePath && options.renderPage) {
      // (A boolean, not the reply: a reply is thenable, so awaiting one gives undefined.)
      if (await options.renderPage(request, reply, urlPath)) return reply;
    }
    const found = await locate(root, urlPath);
    if (found) return sendFile(request, reply, { status: 200, urlPath, file: found }, options);
    const notFoundPage = isPagePath ? await openFile(join(root, '404.html')) : undefined;
    if (notFoundPage) return sendFile(request, reply, { status: 404, urlPath, file: notFoundPage }, options);
    return plainNotFound(reply);
  };

  // A wildcard route: Fastify matches the app's static and parametric routes (/api/…, /media/…) first.
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: serve });
  app.route({ method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], url: '/*', handler: serve });
}
