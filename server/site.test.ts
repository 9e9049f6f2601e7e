import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoApp, DEMO_LIBRARY_ORIGIN } from './demo';
import { serverOptions, trustProxyFrom } from './http';
import { hashSource, inlineHashes, REACT_ARIA_PRESS_STYLE, registerSecurityHeaders } from './security';
import { acceptedEncodings, registerSite } from './site';
import { buildSiteApp, makeDist, PAGE_STYLE, type Fixture } from './testing/site-app';

let dist: Fixture;
let app: FastifyInstance;

beforeAll(async () => {
  dist = makeDist();
  app = await buildSiteApp(dist.dir);
  // The lead's routes live beside the site: the catch-all must not shadow them.
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  dist.remove();
});

const get = (url: string, headers: InjectOptions['headers'] = {}) => app.inject({ method: 'GET', url, headers });
const fixtureText = (path: string) => readFileSync(join(dist.dir, path), 'utf8');

function expectSecurityHeaders(response: LightMyRequestResponse, framing: 'denied' | 'allowed' = 'denied') {
  const csp = String(response.headers['content-security-policy']);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).not.toContain('unsafe-inline');
  const denied = framing === 'denied';
  expect(csp.includes("frame-ancestors 'none'"), 'frame-ancestors').toBe(denied);
  expect(csp.includes('frame-ancestors'), 'frame-ancestors').toBe(denied);
  expect(response.headers['x-frame-options']).toBe(denied ? 'DENY' : undefined);
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['permissions-policy']).toContain('camera=()');
}

describe('pages', () => {
  it('serves /route, /route/ and / from their index.html, revalidated on each visit', async () => {
    for (const [url, file] of [
      ['/', 'index.html'],
      ['/events', 'events/index.html'],
      ['/events/', 'events/index.html'],
      ['/events/?lang=en', 'events/index.html'],
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(fixtureText(file));
    }
  });

  it('allows the page’s inline style by its hash, and nothing inline otherwise', async () => {
    for (const url of ['/', '/admin-dtima/', '/no-such-page']) {
      const response = await get(url);
      expectSecurityHeaders(response);
      expect(response.headers['content-security-policy']).toContain(`style-src 'self' ${hashSource(REACT_ARIA_PRESS_STYLE)} ${hashSource(PAGE_STYLE)}`);
    }
  });

  it('answers unknown pages with 404.html, and unknown files with a plain 404', async () => {
    const page = await get('/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe(fixtureText('404.html'));
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toBeUndefined();
    for (const url of ['/no-such-file.js', '/lib/commune-nothing.js', '/lib/no-such-entry', '/images/none.svg']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe('Not found');
    }
  });

  it('answers other methods with 405 and the allowed ones', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
      for (const url of ['/', '/lib/commune-events.js', '/nothing']) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD');
        expect(response.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
        expectSecurityHeaders(response, url.startsWith('/lib/') ? 'allowed' : 'denied');
      }
    }
  });

  it('answers HEAD with the headers and length of GET, without a body', async () => {
    for (const [url, headers] of [
      ['/', {}],
      ['/lib/chunks/runtime-Ab_d-123.js', {}],
      ['/lib/chunks/runtime-Ab_d-123.js', { 'accept-encoding': 'br' }],
      ['/no-such-page', {}],
    ] as const) {
      const full = await get(url, headers);
      const head = await app.inject({ method: 'HEAD', url, headers });
      expect(head.statusCode).toBe(full.statusCode);
      expect(head.body).toBe('');
      expect(head.headers['content-length']).toBe(String(full.rawPayload.length));
      expect(head.headers['content-encoding']).toBe(full.headers['content-encoding']);
      expect(head.headers.etag).toBe(full.headers.etag);
    }
  });

  it('leaves /api/ and /media/ to the app’s own routes and not-found handler', async () => {
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
    for (const url of ['/api/v1/nothing', '/media/nothing.png']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expectSecurityHeaders(response);
    }
    expect((await app.inject({ method: 'POST', url: '/api/v1/nothing' })).statusCode).toBe(404);
  });

  it('refuses paths that climb out of dist/ or reach hidden files', async () => {
    writeFileSync(join(dist.dir, '..', 'commune-secret.txt'), 'secret');
    mkdirSync(join(dist.dir, '.git'), { recursive: true });
    writeFileSync(join(dist.dir, '.git', 'config'), 'secret');
    try {
      for (const url of [
        '/..%2f..%2fetc/passwd',
        '/%2e%2e/%2e%2e/etc/passwd',
        '/..%2fcommune-secret.txt',
        '/lib/..%2f..%2fcommune-secret.txt',
        '/lib/x%2f..%2f..%2findex.html',
        '/.git/config',
        '/%2egit/config',
        '/lib%5c..%5c..%5ccommune-secret.txt',
        '/index.html%00.js',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.body, url).not.toMatch(/secret|root:/);
        expect(response.body, url).not.toBe(fixtureText('index.html'));
      }
    } finally {
      rmSync(join(dist.dir, '..', 'commune-secret.txt'));
      rmSync(join(dist.dir, '.git'), { recursive: true });
    }
  });
});

describe('the library and caching', () => {
  it('lets any origin import /lib/, and lets it be loaded cross-origin without framing rules', async () => {
    for (const url of ['/lib/commune-events.js', '/lib/chunks/runtime-Ab_d-123.js', '/lib/commune.css', '/lib/missing.js']) {
      const response = await get(url);
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expectSecurityHeaders(response, 'allowed');
    }
    const page = await get('/');
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect(page.headers['cross-origin-resource-policy']).toBeUndefined();
  });

  it('caches forever only the hashed files that exist', async () => {
    const forever = 'public, max-age=31536000, immutable';
    expect((await get('/lib/chunks/runtime-Ab_d-123.js')).headers['cache-control']).toBe(forever);
    expect((await get('/assets/shell-AbCd1234.js')).headers['cache-control']).toBe(forever);
    for (const url of ['/lib/commune-events.js', '/lib/commune.css', '/assets/notes.txt', '/images/sun.svg', '/lib/chunks/gone-AbCd1234.js', '/assets/gone-AbCd1234.js']) {
      expect((await get(url)).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('does not cache forever a hashed file a build may still be writing', async () => {
    const url = '/lib/chunks/fresh-AbCd1234.js';
    const file = dist.write(url, 'export const fresh = true;\n');
    expect((await get(url)).headers['cache-control']).toBe('no-cache');
    const past = new Date(Date.now() - 60_000);
    utimesSync(file, past, past);
    expect((await get(url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps a Cache-Control an earlier hook chose', async () => {
    const guarded = await buildSiteApp(dist.dir);
    guarded.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/admin-dtima')) reply.header('cache-control', 'no-store');
    });
    expect((await guarded.inject({ url: '/admin-dtima/' })).headers['cache-control']).toBe('no-store');
    expect((await guarded.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
    await guarded.close();
  });

  it('answers 304 to a matching If-None-Match or a recent If-Modified-Since', async () => {
    const first = await get('/lib/commune-events.js');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Date(lastModified).getTime()).toBe(Math.floor(statSync(join(dist.dir, 'lib/commune-events.js')).mtimeMs / 1000) * 1000);

    const byTag = await get('/lib/commune-events.js', { 'if-none-match': `"other", ${etag}` });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers.etag).toBe(etag);
    expectSecurityHeaders(byTag, 'allowed');
    expect((await get('/lib/commune-events.js', { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get('/lib/commune-events.js', { 'if-none-match': '"other"' })).statusCode).toBe(200);

    expect((await get('/lib/commune-events.js', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get('/lib/commune-events.js', { 'if-modified-since': 'Mon, 01 Jan 2024 00:00:00 GMT' })).statusCode).toBe(200);
    // If-None-Match wins over If-Modified-Since.
    expect((await get('/lib/commune-events.js', { 'if-none-match': '"other"', 'if-modified-since': lastModified })).statusCode).toBe(200);

    const page = await get('/');
    expect((await get('/', { 'if-none-match': String(page.headers.etag) })).statusCode).toBe(304);
  });

  it('gives each encoding of a file its own ETag', async () => {
    const tags = await Promise.all(['identity', 'gzip', 'br'].map(async (encoding) => (await get('/lib/commune-events.js', { 'accept-encoding': encoding })).headers.etag));
    expect(new Set(tags).size).toBe(3);
  });
});

describe('ranges', () => {
  const url = '/lib/chunks/runtime-Ab_d-123.js';
  const whole = () => readFileSync(join(dist.dir, 'lib/chunks/runtime-Ab_d-123.js'));

  it('sends 206 with the asked bytes, of the uncompressed file', async () => {
    const size = whole().length;
    for (const [range, start, end] of [
      ['bytes=0-9', 0, 9],
      ['bytes=10-', 10, size - 1],
      ['bytes=-5', size - 5, size - 1],
      ['bytes=100-99999999', 100, size - 1],
    ] as const) {
      const response = await get(url, { range, 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.equals(whole().subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers 416 to a range past the end, and the whole file to ranges it does not serve', async () => {
    const size = whole().length;
    const past = await get(url, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    expectSecurityHeaders(past, 'allowed');
    for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=abc']) {
      expect((await get(url, { range })).statusCode, range).toBe(200);
    }
  });

  it('sends the whole file when If-Range no longer names it', async () => {
    const etag = String((await get(url)).headers.etag);
    expect((await get(url, { range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
    expect((await get(url, { range: 'bytes=0-9', 'if-range': '"older"' })).statusCode).toBe(200);
  });
});

describe('precompressed files', () => {
  const url = '/lib/chunks/runtime-Ab_d-123.js';
  const cases: Array<[string | undefined, string | undefined]> = [
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip', 'gzip'],
    ['gzip;q=0', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ];

  it.each(cases)('Accept-Encoding %s → %s', async (accept, encoding) => {
    const response = await get(url, accept === undefined ? {} : { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    const decode = encoding === 'br' ? brotliDecompressSync : encoding === 'gzip' ? gunzipSync : (bytes: Buffer) => bytes;
    expect(decode(response.rawPayload).toString('utf8')).toBe(fixtureText('lib/chunks/runtime-Ab_d-123.js'));
  });

  it('serves pages precompressed too, with the same CSP', async () => {
    const response = await get('/events', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(fixtureText('events/index.html'));
    expect(response.headers['content-security-policy']).toContain(hashSource(PAGE_STYLE));
  });

  it('sends small files as they are, and ignores a sibling older than its file', async () => {
    const robots = await get('/robots.txt', { 'accept-encoding': 'br, gzip' });
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.headers.vary).toBe('Accept-Encoding');

    const stale = join(dist.dir, 'assets/shell-AbCd1234.js.br');
    const past = new Date(Date.now() - 3_600_000);
    utimesSync(stale, past, past);
    try {
      const response = await get('/assets/shell-AbCd1234.js', { 'accept-encoding': 'br, gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
    } finally {
      const { mtime } = statSync(join(dist.dir, 'assets/shell-AbCd1234.js'));
      utimesSync(stale, mtime, mtime);
    }
  });

  it('acceptedEncodings orders by q and drops refused ones', () => {
    expect(acceptedEncodings('gzip;q=0.8, br;q=0.9')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('BR;Q=0, GZIP')).toEqual(['gzip']);
    expect(acceptedEncodings('deflate')).toEqual([]);
    expect(acceptedEncodings('gzip;q=x')).toEqual([]);
  });
});

describe('security headers', () => {
  it('are on 400s the router gives up on', async () => {
    for (const url of ['/%E0%A4%A', '/events/%zz']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'bad_request' } });
      expectSecurityHeaders(response);
    }
  });

  it('add HSTS to every answer, over HTTP too (browsers ignore it there) and behind a trusted proxy', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await get('/nothing.js')).headers['strict-transport-security']).toBe('max-age=31536000');

    const proxied = Fastify(serverOptions({ trustProxy: trustProxyFrom('1') }));
    registerSecurityHeaders(proxied);
    await registerSite(proxied, { distDir: dist.dir });
    const overHttps = await proxied.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000');
    // A URL the router cannot decode is answered outside the hooks: HSTS all the same.
    const undecodable = await proxied.inject({ url: '/%E0%A4%A', headers: { 'x-forwarded-proto': 'https' } });
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.headers['strict-transport-security']).toBe('max-age=31536000');
    await proxied.close();
  });

  it('TRUST_PROXY accepts off, on, a hop count or addresses', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('0')).toBe(false);
    expect(trustProxyFrom('true')).toBe(true);
    expect(trustProxyFrom('127.0.0.1,10.0.0.0/8')).toBe('127.0.0.1,10.0.0.0/8');
    const oneHop = trustProxyFrom('1') as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.2', 0), oneHop('10.0.0.1', 1)]).toEqual([true, false]);
  });

  it('hash inline styles and inline scripts as browsers do', () => {
    const html = '<style>a{b:c}\r\n</style><script type="module">go()</script><script src="/x.js"></script><STYLE media="print">p{}</STYLE>';
    expect(inlineHashes(html)).toEqual({
      'style-src': [hashSource('a{b:c}\n'), hashSource('p{}')],
      'script-src': [hashSource('go()')],
    });
    // The hash Chromium printed when it refused react-aria's style under a CSP without it.
    expect(hashSource(REACT_ARIA_PRESS_STYLE)).toBe("'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='");
  });

  it('allow react-aria’s document style exactly as the installed react-aria writes it', () => {
    const source = readFileSync('node_modules/react-aria/dist/private/interactions/usePress.js', 'utf8');
    const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
    expect(template?.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, 'data-react-aria-pressable').trim()).toBe(REACT_ARIA_PRESS_STYLE);
  });

  it.skipIf(!existsSync('dist/index.html'))('allow the inline style of the real build’s pages', async () => {
    const built = await buildSiteApp('dist');
    for (const [url, file] of [
      ['/', 'dist/index.html'],
      ['/events', 'dist/events/index.html'],
      ['/nowhere', 'dist/404.html'],
    ]) {
      const response = await built.inject({ url });
      const style = /<style>([\s\S]*?)<\/style>/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      expect(response.headers['content-security-policy'], url).toContain(hashSource(style));
    }
    await built.close();
  });
});

describe('the partner demo', () => {
  let demoDir: string;
  const demoPage = `<!doctype html><html lang="en"><head><title>Portal</title>
<link rel="stylesheet" href="${DEMO_LIBRARY_ORIGIN}/lib/commune.css">
<style>body{background:#fff8e7}</style>
<script type="module" src="${DEMO_LIBRARY_ORIGIN}/lib/commune-events.js"></script>
</head><body><commune-events id="agenda"></commune-events>
<script type="module">document.getElementById('agenda').items = [];</script></body></html>`;

  beforeAll(() => {
    demoDir = mkdtempSync(join(tmpdir(), 'commune-demo-'));
    writeFileSync(join(demoDir, 'index.html'), demoPage);
  });
  afterAll(() => rmSync(demoDir, { recursive: true, force: true }));

  it('fills in the library’s origin and lets the page use it', async () => {
    const demo = buildDemoApp({ demoDir, libraryOrigin: 'https://commune.example' });
    const response = await demo.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(demoPage.replaceAll(DEMO_LIBRARY_ORIGIN, 'https://commune.example'));
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(response.body)));
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' https://commune.example ${hashSource("document.getElementById('agenda').items = [];")}`);
    expect(csp).toContain(`style-src 'self' ${hashSource(REACT_ARIA_PRESS_STYLE)} https://commune.example ${hashSource('body{background:#fff8e7}')}`);
    expect(csp).toContain("connect-src 'self' https://commune.example");
    expect(csp).toContain("img-src 'self' data: https://commune.example");
    expectSecurityHeaders(response);

    const other = buildDemoApp({ demoDir, libraryOrigin: 'http://127.0.0.1:5000' });
    expect((await other.inject({ url: '/' })).headers.etag).not.toBe(response.headers.etag);
    expect((await demo.inject({ method: 'POST', url: '/' })).statusCode).toBe(405);
    expect((await demo.inject({ url: '/missing' })).statusCode).toBe(404);
    await Promise.all([demo.close(), other.close()]);
  });
});

describe('scripts/compress.mjs', () => {
  it('writes .br and .gz beside compressible files over 1 KB', () => {
    for (const file of ['index.html', 'lib/commune-events.js', 'lib/chunks/runtime-Ab_d-123.js', 'assets/shell-AbCd1234.js']) {
      const original = readFileSync(join(dist.dir, file));
      expect(brotliDecompressSync(readFileSync(join(dist.dir, `${file}.br`))).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(join(dist.dir, `${file}.gz`))).equals(original), file).toBe(true);
    }
    for (const file of ['robots.txt', 'lib/commune.css', 'images/sun.svg', 'assets/notes.txt']) {
      expect(existsSync(join(dist.dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dist.dir, `${file}.gz`)), file).toBe(false);
    }
  });
});
