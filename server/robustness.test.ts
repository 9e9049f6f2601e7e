import { readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from './http';
import { buildSiteApp, makeDist, type Fixture } from './testing/site-app';

/*
 * The probes of issue 6, each a regression test against a real socket: malformed requests,
 * failing handlers, clients that leave mid-download, files changing under a running build,
 * and thousands of idle half-sent connections.
 */

const BIG_BYTES = 16 * 1024 * 1024;
const HEADERS_TIMEOUT_MS = 3_000;

let dist: Fixture;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  dist = makeDist();
  app = await buildSiteApp(dist.dir, { headersTimeoutMs: HEADERS_TIMEOUT_MS });
  app.get('/api/throws', () => {
    throw new Error('A handler failed.');
  });
  app.get('/api/rejects', async () => Promise.reject(new Error('A handler failed later.')));
  app.get('/api/stream-fails', (_request, reply) => {
    const body = new Readable({ read() {} });
    body.push('{"items":[');
    setTimeout(() => body.destroy(new Error('The source went away.')), 20);
    return reply.header('content-type', 'application/json').send(body);
  });
  port = Number(new URL(await listen(app, 0)).port);
});

afterAll(async () => {
  await app.close();
  dist.remove();
});

const openFds = () => readdirSync('/proc/self/fd').length;

/** 8,000, or fewer where the fd limit is lower: each idle connection costs two fds here (client and server). */
function idleConnectionCount(): number {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const softLimit = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? 1024);
  return Math.min(8_000, Math.floor((softLimit - 1_000) / 2 / 500) * 500);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The connection was cut before the announced body arrived. */
  cut: boolean;
}

/** A GET on a fresh connection, closed after it (no pooled sockets to blur the fd counts). */
function get(path: string, onResponse?: (response: http.IncomingMessage) => void, agent: http.Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      const chunks: Buffer[] = [];
      let cut = false;
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('aborted', () => (cut = true));
      response.on('error', () => (cut = true));
      response.on('close', () => {
        const body = Buffer.concat(chunks);
        const announced = Number(response.headers['content-length'] ?? body.length);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, cut: cut || body.length !== announced });
      });
      onResponse?.(response);
    });
    request.on('error', reject);
  });
}

/** Writes bytes on a raw socket and reads until the server closes it. */
function rawExchange(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}

function expectSecurityHeadersIn(rawHead: string) {
  expect(rawHead).toMatch(/^content-security-policy: default-src 'self';.*frame-ancestors 'none'/im);
  expect(rawHead).toMatch(/^x-content-type-options: nosniff/im);
  expect(rawHead).toMatch(/^x-frame-options: DENY/im);
  expect(rawHead).toMatch(/^referrer-policy: strict-origin-when-cross-origin/im);
  expect(rawHead).toMatch(/^strict-transport-security: max-age=31536000/im);
  expect(rawHead).toMatch(/^cross-origin-opener-policy: same-origin/im);
}

describe('malformed requests', () => {
  it('answers 400 with the security headers, and keeps serving', async () => {
    for (const request of [
      'GET http://[ HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET / HTTP/1.1\r\nNot a header\r\n\r\n',
      'NONSENSE\r\n\r\n',
    ]) {
      const answer = await rawExchange(request);
      expect(answer, request).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expectSecurityHeadersIn(answer);
      expect(answer).toContain('{"error":{"code":"bad_request"');
    }
    expect((await get('/')).status).toBe(200);
  });
});

describe('failing handlers', () => {
  it('become a 500 JSON answer, never an exit', async () => {
    for (const path of ['/api/throws', '/api/rejects']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(500);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(answer.body.toString())).toBeTypeOf('object');
    }
    // A body that fails after the headers went out can only be cut short.
    expect((await get('/api/stream-fails')).cut).toBe(true);
    expect((await get('/')).status).toBe(200);
  });
});

describe('file descriptors', () => {
  it('are all closed again after 300 clients leave mid-download', async () => {
    dist.write('lib/chunks/big-AbCd1234.js', Buffer.alloc(BIG_BYTES, 'a'));
    await get('/lib/chunks/big-AbCd1234.js');
    const baseline = openFds();
    let peak = baseline;
    const leaving = Array.from({ length: 300 }, () =>
      get('/lib/chunks/big-AbCd1234.js', (response) => {
        response.once('data', () => {
          peak = Math.max(peak, openFds());
          response.destroy();
        });
      }),
    );
    const answers = await Promise.all(leaving);
    expect(answers.every((answer) => answer.status === 200 && answer.cut)).toBe(true);
    const settled = await waitFor(() => openFds() <= baseline + 3, 5_000);
    console.info(`fds: ${baseline} before, ${peak} at peak, ${openFds()} after 300 aborted downloads`);
    expect(settled).toBe(true);
    expect((await get('/lib/chunks/big-AbCd1234.js')).body.length).toBe(BIG_BYTES);
  });

  it('are closed on answers without a body too: HEAD, 304, 416, 404', async () => {
    const { etag } = (await get('/lib/chunks/runtime-Ab_d-123.js')).headers;
    const baseline = openFds();
    const ask = (path: string, headers: http.OutgoingHttpHeaders, method = 'GET') =>
      new Promise<number>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('error', reject);
        request.end();
      });
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () => [
        ask('/lib/chunks/runtime-Ab_d-123.js', { 'accept-encoding': 'br' }, 'HEAD'),
        ask('/lib/chunks/runtime-Ab_d-123.js', { 'if-none-match': String(etag) }),
        ask('/lib/chunks/runtime-Ab_d-123.js', { range: 'bytes=999999-' }),
        ask('/events', { 'accept-encoding': 'gzip' }),
        ask('/no-such-page', {}),
      ]).flat(),
    );
    expect(new Set(statuses)).toEqual(new Set([200, 304, 416, 404]));
    expect(await waitFor(() => openFds() <= baseline + 3, 5_000)).toBe(true);
  });
});

describe('files changing under a build', () => {
  /**
   * Starts a download, runs `change` once the first bytes arrived, then reads the rest. Over a
   * kept-alive connection, as browsers do: a short body there is only noticed if it is cut.
   */
  async function downloadWhile(path: string, change: () => void): Promise<Answer> {
    const agent = new http.Agent({ keepAlive: true });
    try {
      return await get(
        path,
        (response) => {
          response.once('data', () => {
            response.pause();
            change();
            setTimeout(() => response.resume(), 50);
          });
        },
        agent,
      );
    } finally {
      agent.destroy();
    }
  }

  it('a file deleted mid-send: that answer ends whole, the next is 404', async () => {
    const file = dist.write('lib/chunks/deleted-AbCd1234.js', Buffer.alloc(BIG_BYTES, 'd'));
    const answer = await downloadWhile('/lib/chunks/deleted-AbCd1234.js', () => unlinkSync(file));
    expect(answer.status).toBe(200);
    expect(answer.cut || answer.body.equals(Buffer.alloc(BIG_BYTES, 'd'))).toBe(true);
    expect((await get('/lib/chunks/deleted-AbCd1234.js')).status).toBe(404);
  });

  it('a file rewritten in place mid-send: that answer is cut, never hangs; the next is the new file', async () => {
    const file = dist.write('lib/commune-rewritten.js', Buffer.alloc(BIG_BYTES, 'o'));
    const answer = await downloadWhile('/lib/commune-rewritten.js', () => writeFileSync(file, 'export const rewritten = true;\n'));
    expect(answer.cut).toBe(true);
    expect((await get('/lib/commune-rewritten.js')).body.toString()).toBe('export const rewritten = true;\n');
  });

  it('a file replaced by rename mid-send: that answer is the old file whole, the next the new one', async () => {
    const file = dist.write('lib/commune-renamed.js', Buffer.alloc(BIG_BYTES, 'o'));
    const answer = await downloadWhile('/lib/commune-renamed.js', () => {
      writeFileSync(`${file}.tmp`, 'export const renamed = true;\n');
      renameSync(`${file}.tmp`, file);
    });
    expect(answer.body.equals(Buffer.alloc(BIG_BYTES, 'o'))).toBe(true);
    expect((await get('/lib/commune-renamed.js')).body.toString()).toBe('export const renamed = true;\n');
  });

  it('a whole build rewriting dist/ while pages are asked for: only 200s and 404s, then the new pages', async () => {
    const paths = ['/', '/events', '/lib/commune-events.js', '/lib/chunks/runtime-Ab_d-123.js', '/assets/shell-AbCd1234.js'];
    let building = true;
    const build = (async () => {
      for (let round = 0; round < 20; round++) {
        // Like scripts/clean.mjs then Vite: everything removed, then written again.
        for (const path of ['index.html', 'events/index.html', 'lib/commune-events.js', 'assets/shell-AbCd1234.js']) rmSync(join(dist.dir, path), { force: true });
        await new Promise((resolve) => setTimeout(resolve, 5));
        dist.write('index.html', `<!doctype html><title>Build ${round}</title>`);
        dist.write('events/index.html', `<!doctype html><title>Events ${round}</title>`);
        dist.write('lib/commune-events.js', `export const round = ${round};\n`);
        dist.write('assets/shell-AbCd1234.js', `export const shell = ${round};\n`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      building = false;
    })();
    const statuses = new Set<number>();
    while (building) {
      const answers = await Promise.all(paths.map((path) => get(path)));
      for (const answer of answers) statuses.add(answer.status);
    }
    await build;
    expect([...statuses].every((status) => status === 200 || status === 404)).toBe(true);
    expect((await get('/')).body.toString()).toBe('<!doctype html><title>Build 19</title>');
    expect((await get('/lib/commune-events.js')).body.toString()).toBe('export const round = 19;\n');
  });
});

describe('idle connections', () => {
  it('8,000 half-sent requests leave a normal GET quick, and are shed after the headers timeout', async () => {
    const count = idleConnectionCount();
    const baseline = openFds();
    const idle: net.Socket[] = [];
    let firstAnswer = '';
    const connect = () =>
      new Promise<void>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write('GET /events HTTP/1.1\r\nHost: commune.example\r\nUser-Agent: slow');
          // Read what the server says when it gives up (a 408), so the socket can end.
          socket.on('data', (chunk: Buffer) => (firstAnswer ||= chunk.toString()));
          resolve();
        });
        socket.on('error', reject);
        idle.push(socket);
      });
    try {
      for (let batch = 0; batch < count / 500; batch++) await Promise.all(Array.from({ length: 500 }, connect));
      const started = performance.now();
      const answer = await get('/');
      const elapsedMs = performance.now() - started;
      const open = idle.filter((socket) => !socket.destroyed).length;
      console.info(`GET / answered in ${elapsedMs.toFixed(1)} ms beside ${open} idle connections (${openFds()} fds open)`);
      expect(open).toBe(count);
      expect(answer.status).toBe(200);
      expect(elapsedMs).toBeLessThan(1_000);

      // The headers timeout closes them (Node checks every 2 s).
      const shed = await waitFor(() => idle.every((socket) => socket.destroyed), HEADERS_TIMEOUT_MS + 6_000);
      expect(shed).toBe(true);
      expect(firstAnswer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expectSecurityHeadersIn(firstAnswer);
    } finally {
      for (const socket of idle) socket.destroy();
    }
    expect(await waitFor(() => openFds() <= baseline + 3, 5_000)).toBe(true);
    expect((await get('/')).status).toBe(200);
  });
});
