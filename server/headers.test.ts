import { rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from './http';
import { HOST, ORIGIN, startTestServer, type TestServer } from './testing/app';
import { makeDist, type Fixture } from './testing/site-app';

/*
 * Every answer of the whole server — pages, files, JSON, and the errors Fastify and Node's parser
 * write themselves (bad JSON, 404, 405, 413, 415, a URL that cannot be decoded, a request the
 * parser refuses) — carries every security header, HSTS included, over a real socket.
 */

let dist: Fixture;
let server: TestServer;
let port: number;

beforeAll(async () => {
  dist = makeDist();
  dist.write('lib/commune.js', 'export {};\n');
  server = await startTestServer('pglite', { distDir: dist.dir });
  port = Number(new URL(await listen(server.app, 0)).port);
});

afterAll(async () => {
  await server?.close();
  dist?.remove();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(method: string, path: string, { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method, path, agent: false, headers: { host: HOST, origin: ORIGIN, ...headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Bytes on a raw socket, read until the server closes it: the head of the answer, lowercased names. */
function raw(text: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => {
      const [statusLine = '', ...lines] = received.split('\r\n\r\n')[0]!.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
    socket.on('error', reject);
  });
}

function expectEveryHeader(headers: Record<string, string | string[] | undefined>, what: string, framing: 'denied' | 'cross-origin' = 'denied') {
  expect(headers['strict-transport-security'], what).toBe('max-age=31536000');
  expect(headers['content-security-policy'], what).toMatch(/^default-src 'self'; script-src 'self'/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['permissions-policy'], what).toMatch(/(^|, )camera=\(\)/);
  expect(headers['permissions-policy'], what).toMatch(/(^|, )geolocation=\(\)/);
  expect(headers['permissions-policy'], what).toMatch(/(^|, )microphone=\(\)/);
  const denied = framing === 'denied';
  expect(headers['x-frame-options'], what).toBe(denied ? 'DENY' : undefined);
  expect(String(headers['content-security-policy']).includes("frame-ancestors 'none'"), what).toBe(denied);
  expect(headers['cross-origin-resource-policy'], what).toBe(denied ? undefined : 'cross-origin');
}

describe('security headers on every answer', () => {
  it('on pages, files, JSON and the answers of routes', async () => {
    const cases: Array<[string, Promise<Answer>, number]> = [
      ['page', request('GET', '/'), 200],
      ['page HEAD', request('HEAD', '/events'), 200],
      ['hashed file', request('GET', '/assets/shell-AbCd1234.js'), 200],
      ['API list', request('GET', '/api/v1/news'), 200],
      ['health', request('GET', '/api/health'), 200],
      ['API 401', request('GET', '/api/v1/session'), 401],
      ['API 403 (another origin)', request('POST', '/api/v1/news', { body: '{}', headers: { origin: 'https://evil.example', 'content-type': 'application/json' } }), 403],
      ['API validation 400', request('POST', '/api/v1/session', { body: '{"username":""}', headers: { 'content-type': 'application/json' } }), 400],
    ];
    for (const [what, answer, status] of cases) {
      const { status: got, headers } = await answer;
      expect(got, what).toBe(status);
      expectEveryHeader(headers, what);
    }
    const library = await request('GET', '/lib/commune-events.js');
    expectEveryHeader(library.headers, 'library', 'cross-origin');
  });

  it('on Fastify’s own errors: bad JSON, 404, 405, 413, 415, an undecodable URL', async () => {
    const json = { 'content-type': 'application/json' };
    const cases: Array<[string, Promise<Answer>, number]> = [
      ['bad JSON', request('POST', '/api/v1/session', { body: '{"username":', headers: json }), 400],
      ['empty JSON', request('POST', '/api/v1/session', { body: '', headers: json }), 400],
      ['page 404', request('GET', '/no-such-page'), 404],
      ['file 404', request('GET', '/no-such-file.js'), 404],
      ['API 404', request('GET', '/api/v1/nothing'), 404],
      ['method 405', request('DELETE', '/events'), 405],
      ['too large 413', request('POST', '/api/v1/session', { body: JSON.stringify({ username: 'x'.repeat(300 * 1024) }), headers: json }), 413],
      ['media type 415', request('POST', '/api/v1/session', { body: 'username=admin', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415],
      ['undecodable URL', request('GET', '/%E0%A4%A'), 400],
    ];
    for (const [what, answer, status] of cases) {
      const { status: got, headers } = await answer;
      expect(got, what).toBe(status);
      expectEveryHeader(headers, what);
    }
  });

  it('on the answers Node’s parser writes itself (400, 431)', async () => {
    for (const [what, text, status] of [
      ['no method', 'NONSENSE\r\n\r\n', 400],
      ['broken header', 'GET / HTTP/1.1\r\nNot a header\r\n\r\n', 400],
      ['absolute target', 'GET http://[ HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      ['headers too large', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ] as const) {
      const answer = await raw(text);
      expect(answer.status, what).toBe(status);
      expectEveryHeader(answer.headers, what);
    }
  });
});

describe('/api/health', () => {
  it('answers 503 with the reason, in the request’s language, while the site’s files are missing', async () => {
    expect((await request('GET', '/api/health')).status).toBe(200);
    rmSync(join(dist.dir, 'index.html'));
    rmSync(join(dist.dir, 'lib'), { recursive: true });
    const french = await request('GET', '/api/health');
    expect(french.status).toBe(503);
    expect(french.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(french.body)).toEqual({
      status: 'unavailable',
      reason: 'site_files',
      missing: ['index.html', 'lib/commune.js'],
      message: 'Les fichiers du site manquent dans dist/ (index.html, lib/commune.js)\u00a0: reconstruisez-les avec npm run build, puis redémarrez le serveur.',
    });
    const english = await request('GET', '/api/health', { headers: { 'accept-language': 'en' } });
    expect(JSON.parse(english.body).message).toBe("The site's files are missing from dist/ (index.html, lib/commune.js): rebuild them with npm run build, then restart the server.");
    dist.write('index.html', '<!doctype html><title>Accueil</title>');
    dist.write('lib/commune.js', 'export {};\n');
    expect((await request('GET', '/api/health')).status).toBe(200);
  });

  it('answers 503 with the reason when the database does not answer', async () => {
    const { database } = server;
    const ping = database.ping;
    database.ping = async () => false;
    try {
      const answer = await request('GET', '/api/health');
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ status: 'unavailable', reason: 'database', message: 'La base de données ne répond pas.' });
    } finally {
      database.ping = ping;
    }
  });
});
