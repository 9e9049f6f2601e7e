// Static server for dist/ (the site and /lib/) and for the partner demo on a second origin.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/** Maps a URL path to a file under root, refusing anything that escapes it. */
function fileFor(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = join(candidate, 'index.html');
  if (existsSync(index)) return index;
  return undefined;
}

function send(request, response, status, file, headers, transform) {
  const extension = extname(file);
  const type = TYPES[extension] ?? 'application/octet-stream';
  const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  response.writeHead(status, {
    'Content-Type': type,
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    ...headers,
  });
  if (request.method === 'HEAD') return response.end();
  if (transform) {
    const body = transform(readFileSync(file, 'utf8'));
    if (!gzip) return response.end(body);
    const zip = createGzip();
    zip.pipe(response);
    zip.end(body);
    return;
  }
  const stream = createReadStream(file);
  if (gzip) stream.pipe(createGzip()).pipe(response);
  else stream.pipe(response);
}

/**
 * The site: files of dist/, `/route/` → `route/index.html`, unknown paths → 404.html with
 * status 404. Everything under /lib/ may be imported from any origin.
 */
export function createSiteServer(distDir) {
  const root = resolve(distDir);
  return createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const isLib = pathname.startsWith('/lib/');
    const headers = {
      ...(isLib ? { 'Access-Control-Allow-Origin': '*' } : {}),
      // Hashed chunks never change; entries and pages are revalidated.
      'Cache-Control': pathname.startsWith('/lib/chunks/') || pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const file = fileFor(root, pathname);
    if (file) return send(request, response, 200, file, headers);
    const notFound = join(root, '404.html');
    if (existsSync(notFound) && !isLib && extname(pathname) === '') return send(request, response, 404, notFound, headers);
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end('Not found');
  });
}

/** The demo library origin written in demo/*.html; replaced by the site server's real origin. */
export const DEMO_LIBRARY_ORIGIN = 'http://127.0.0.1:4173';

/** A partner's page on another origin: demo/ as written, with the library's origin filled in. */
export function createDemoServer(demoDir, libraryOrigin) {
  const root = resolve(demoDir);
  return createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = fileFor(root, pathname);
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const rewrite = extname(file) === '.html' ? (html) => html.replaceAll(DEMO_LIBRARY_ORIGIN, libraryOrigin) : undefined;
    send(request, response, 200, file, { 'Cache-Control': 'no-cache' }, rewrite);
  });
}

export function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(`http://${host}:${server.address().port}`));
  });
}
