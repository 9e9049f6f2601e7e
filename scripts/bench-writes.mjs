// `npm run bench`'s write load: public reads while staff write. The real server (`npm start`'s
// process) on a fresh database; 20 staff sessions create and update news through the API as fast
// as the server acknowledges them, for 20 s, while readers ask for `GET /api/v1/news` and `/`
// (as browsers ask, compressed). Reports each read target's p50/p99 and timeouts against the
// budget (p99 ≤ 100 ms, no timeout), and what the writers got done.
//
//   node scripts/bench-writes.mjs                  on the embedded database (PGlite)
//   node scripts/bench-writes.mjs --postgres URL   on a PostgreSQL server (a database of its own is created and dropped)
//   node scripts/bench-writes.mjs --seconds 10 --writers 20 --dist dist
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { BENCH_ADMIN_PASSWORD, signInAsAdmin, startServerProcess } from './server-process.mjs';

/** A read that has not answered after this long is counted as a timeout (autocannon's default). */
const TIMEOUT_S = 10;
export const WRITE_BUDGET = { p99Ms: 100, timeouts: 0 };
const READ_TARGETS = [
  { name: 'GET /api/v1/news', path: '/api/v1/news', headers: { 'accept-encoding': 'gzip' }, connections: 10 },
  { name: 'GET / (br)', path: '/', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' }, connections: 10 },
];

export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
export const round = (value) => (value === null ? null : Math.round(value * 10) / 10);


const newsBody = (writer, n) => ({
  title: { fr: `Rédacteur ${writer}, article ${n} : travaux au marché`, en: `Writer ${writer}, article ${n}: works at the market` },
  content: { fr: `Les travaux de la halle du marché avancent (relevé ${n}).`, en: `The market hall works are progressing (report ${n}).` },
  status: 'published',
});

/**
 * One staff member: a published news item created, then, until `until`, three updates of one of
 * theirs for each new item (one write in four adds an item to the list, as a busy newsroom does).
 */
async function writer(origin, cookie, index, until, stats) {
  const headers = { 'content-type': 'application/json', origin, cookie };
  const mine = [];
  let n = 0;
  while (performance.now() < until) {
    n += 1;
    const create = mine.length === 0 || n % 4 === 0;
    const started = performance.now();
    try {
      if (create) {
        const response = await fetch(`${origin}/api/v1/news`, { method: 'POST', headers, body: JSON.stringify(newsBody(index, n)), signal: AbortSignal.timeout(TIMEOUT_S * 1000) });
        const body = await response.json();
        stats.count(response.status, performance.now() - started);
        if (response.status === 201) mine.push({ id: body.item.id, version: body.item.version });
      } else {
        const item = mine[n % mine.length];
        const response = await fetch(`${origin}/api/v1/news/${item.id}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ version: item.version, content: newsBody(index, n).content }),
          signal: AbortSignal.timeout(TIMEOUT_S * 1000),
        });
        const body = await response.json();
        stats.count(response.status, performance.now() - started);
        if (response.status === 200) item.version = body.item.version;
      }
    } catch (error) {
      stats.fail(error);
    }
  }
}

function writeStats() {
  const latencies = [];
  const statuses = {};
  let failures = 0;
  let lastFailure;
  return {
    count(status, ms) {
      statuses[status] = (statuses[status] ?? 0) + 1;
      latencies.push(ms);
    },
    fail(error) {
      failures += 1;
      lastFailure = error instanceof Error ? error.message : String(error);
    },
    summary(seconds) {
      const sorted = [...latencies].sort((a, b) => a - b);
      const ok = (statuses[200] ?? 0) + (statuses[201] ?? 0);
      return { acknowledged: ok, perSecond: Math.round(ok / seconds), statuses, failures, lastFailure, p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)) };
    },
  };
}

function read(url, headers, connections, seconds) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ url, headers, connections, duration: seconds, timeout: TIMEOUT_S, pipelining: 1 }, (error, result) => (error ? reject(error) : resolvePromise(result)));
  });
}

/** A database of its own on the PostgreSQL server of `serverUrl`, and how to drop it. */
async function postgresDatabase(serverUrl) {
  const { default: pg } = await import('pg');
  const name = `commune_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Runs the load; `postgres` is a server URL to run on PostgreSQL instead of the embedded database. */
export async function measureWrites({ distDir = 'dist', seconds = 20, writers = 20, postgres } = {}) {
  const database = postgres ? await postgresDatabase(postgres) : undefined;
  const server = await startServerProcess({ distDir, env: { DEMO: '0', ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, ...(database ? { DATABASE_URL: database.url } : {}) } });
  try {
    const origin = server.url;
    // One session per staff member, signed in before the clock starts (scrypt is slow on purpose).
    const cookies = [];
    for (let index = 0; index < writers; index++) cookies.push(await signInAsAdmin(origin));
    // Warm: every target answered once, so the figures are of a running site, not of a start.
    for (const target of READ_TARGETS) await fetch(`${origin}${target.path}`, { headers: target.headers }).then((response) => response.arrayBuffer());
    const listBefore = (await (await fetch(`${origin}/api/v1/news`)).arrayBuffer()).byteLength;

    const stats = writeStats();
    const until = performance.now() + seconds * 1000;
    const writing = Promise.all(cookies.map((cookie, index) => writer(origin, cookie, index + 1, until, stats)));
    const reads = await Promise.all(READ_TARGETS.map((target) => read(`${origin}${target.path}`, target.headers, target.connections, seconds)));
    await writing;
    const listAfter = (await (await fetch(`${origin}/api/v1/news`)).arrayBuffer()).byteLength;
    const home = await (await fetch(`${origin}/`)).text();
    return {
      database: database ? 'postgres' : 'pglite',
      seconds,
      writers,
      budget: WRITE_BUDGET,
      timeoutS: TIMEOUT_S,
      newsBytes: { before: listBefore, after: listAfter },
      homeBytes: Buffer.byteLength(home),
      writes: stats.summary(seconds),
      reads: READ_TARGETS.map((target, index) => {
        const result = reads[index];
        return {
          target: target.name,
          connections: target.connections,
          requests: result.requests.total,
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          maxMs: result.latency.max,
          timeouts: result.timeouts,
          errors: result.errors - result.timeouts,
          non2xx: result.non2xx,
        };
      }),
    };
  } finally {
    await server.stop();
    await database?.drop();
  }
}

const mark = (ok) => (ok ? '✓' : '✗');

export function printWrites(result) {
  const { writes } = result;
  console.log(
    `\nReads under writes (${result.database}, loopback): ${result.writers} staff sessions creating and updating news for ${result.seconds} s (${writes.acknowledged} writes acknowledged, ${writes.perSecond}/s, p50 ${writes.p50Ms} ms, p99 ${writes.p99Ms} ms; statuses ${JSON.stringify(writes.statuses)}${writes.failures ? `, ${writes.failures} failed: ${writes.lastFailure}` : ''}); GET /api/v1/news ${(result.newsBytes.before / 1000).toFixed(1)} kB before, ${(result.newsBytes.after / 1000).toFixed(1)} kB after; / ${(result.homeBytes / 1000).toFixed(1)} kB after`,
  );
  const rows = result.reads.map((run) => [
    run.target,
    String(run.connections),
    String(run.requests),
    `${run.p50Ms} ms`,
    `${run.p99Ms} ms`,
    `${run.maxMs} ms`,
    String(run.timeouts),
    String(run.errors + run.non2xx),
    `${mark(run.p99Ms <= result.budget.p99Ms)} p99 ≤ ${result.budget.p99Ms} ms, ${mark(run.timeouts <= result.budget.timeouts)} no timeout (${result.timeoutS} s)`,
  ]);
  const headers = ['read', 'connections', 'requests', 'p50', 'p99', 'max', 'timeouts', 'failed', 'budget'];
  const widths = headers.map((header, index) => Math.max(header.length, ...rows.map((row) => row[index].length)));
  const line = (cells) => cells.map((cell, index) => (index === 0 || index === cells.length - 1 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ').trimEnd();
  console.log(line(headers));
  for (const row of rows) console.log(line(row));
}

export const withinBudget = (result) => result.reads.every((run) => run.p99Ms <= result.budget.p99Ms && run.timeouts <= result.budget.timeouts);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const result = await measureWrites({
    distDir: option('--dist') ?? 'dist',
    seconds: Number(option('--seconds') ?? 20),
    writers: Number(option('--writers') ?? 20),
    postgres: option('--postgres'),
  });
  printWrites(result);
  if (args.includes('--json')) console.log(JSON.stringify(result));
}
