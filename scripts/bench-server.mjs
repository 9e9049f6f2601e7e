// The server's part of `npm run bench`: a cold start on an empty DATA_DIR; the time of an
// uncached page render (the first request for each public route right after the start, then
// right after a content change: a news item published through the API as `admin`); then
// requests per second and latency for a page, the library (gzip) and the API at 50 and 500
// connections on loopback, with the process's open files before and after.
import autocannon from 'autocannon';
import { startServerProcess } from './server-process.mjs';

const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const TARGETS = [
  { name: '/', path: '/', headers: {}, connections: [50, 500] },
  { name: '/ (br, as browsers ask)', path: '/', headers: BROWSER_ENCODINGS, connections: [50] },
  { name: '/lib/commune.js (gzip)', path: '/lib/commune.js', headers: { 'accept-encoding': 'gzip' }, connections: [50, 500] },
  { name: 'GET /api/v1/events', path: '/api/v1/events', headers: { 'accept-encoding': 'gzip' }, connections: [50, 500] },
];
const DURATION_S = 5;
/**
 * The targets for `/` at 50 connections, asked as browsers ask (compressed): the rendered home
 * page served from the page cache. The uncompressed row (158 kB a response) measures loopback
 * bandwidth more than the server, and no browser asks for it.
 */
export const SERVER_BUDGETS = { home50: { requestsPerSecond: 4000, p99Ms: 40 }, uncachedRenderMs: 50 };
/** How many content changes the uncached render is timed after (median kept). */
const CHANGES = 3;
const ADMIN_PASSWORD = 'benchmark password';

function load(url, headers, connections) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ url, headers, connections, duration: DURATION_S, pipelining: 1 }, (error, result) => (error ? reject(error) : resolvePromise(result)));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One GET timed to its last byte, as a browser asks for a page. */
async function timedGet(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: BROWSER_ENCODINGS });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/**
 * The first request for each route right after the start (nothing in the page cache yet), then,
 * `CHANGES` times, a news item published and the first request for each route again (the content
 * version changed, so the cache starts empty), and a second one (cached) for comparison.
 */
async function uncachedRenders(server, paths) {
  const firstAfterStart = [];
  for (const path of paths) firstAfterStart.push({ path, ...(await timedGet(`${server.url}${path}`)) });
  const origin = server.url;
  const login = await fetch(`${origin}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (login.status !== 204) return { firstAfterStart, error: `cannot sign in as admin (${login.status})` };
  const cookie = String(login.headers.get('set-cookie')).split(';')[0];
  const afterChange = new Map(paths.map((path) => [path, { uncached: [], cached: [] }]));
  for (let change = 0; change < CHANGES; change++) {
    const published = await fetch(`${origin}/api/v1/news`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({
        title: { fr: `Mesure ${change + 1} : le marché ouvre plus tôt`, en: `Benchmark ${change + 1}: the market opens earlier` },
        content: { fr: 'Le marché central ouvre désormais à 6 heures.', en: 'The central market now opens at 6 a.m.' },
        status: 'published',
      }),
    });
    if (published.status !== 201) return { firstAfterStart, error: `cannot publish a news item (${published.status} ${await published.text()})` };
    await new Promise((done) => setTimeout(done, 200));
    for (const path of paths) {
      const figures = afterChange.get(path);
      figures.uncached.push((await timedGet(`${server.url}${path}`)).ms);
      figures.cached.push((await timedGet(`${server.url}${path}`)).ms);
    }
  }
  return {
    firstAfterStart: firstAfterStart.map((entry) => ({ ...entry, ms: Math.round(entry.ms * 10) / 10 })),
    changes: CHANGES,
    afterChange: paths.map((path) => {
      const { uncached, cached } = afterChange.get(path);
      return { path, uncachedMs: Math.round(median(uncached) * 10) / 10, cachedMs: Math.round(median(cached) * 10) / 10, uncachedRuns: uncached.map((ms) => Math.round(ms * 10) / 10) };
    }),
  };
}

export async function measureServer({ distDir, paths = ['/'] }) {
  const server = await startServerProcess({ distDir, env: { DEMO: '0', ADMIN_PASSWORD } });
  const coldStartMs = Math.round(server.readyMs);
  try {
    const renders = await uncachedRenders(server, paths);
    await fetch(`${server.url}/`).then((response) => response.arrayBuffer());
    const filesBefore = server.openFiles();
    const runs = [];
    for (const target of TARGETS) {
      for (const connections of target.connections) {
        const result = await load(`${server.url}${target.path}`, target.headers, connections);
        runs.push({
          target: target.name,
          connections,
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : null,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      }
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 1000));
    const filesAfter = server.openFiles();
    return { coldStartMs, renders, budgets: SERVER_BUDGETS, openFiles: { before: filesBefore, after: filesAfter }, durationS: DURATION_S, runs };
  } finally {
    await server.stop();
  }
}

const mark = (ok) => (ok ? '✓' : '✗');

export function printServer(result) {
  console.log(`\nServer (loopback, ${result.durationS} s per run; a 2-core machine shared with other work, so noisy): cold start on an empty DATA_DIR ${(result.coldStartMs / 1000).toFixed(2)} s; open files ${result.openFiles.before} before, ${result.openFiles.after} after`);
  const rows = result.runs.map((run) => {
    const budget = run.target === '/ (br, as browsers ask)' && run.connections === 50 ? result.budgets.home50 : undefined;
    const verdict = budget
      ? `${mark(run.requestsPerSecond >= budget.requestsPerSecond)} ≥ ${budget.requestsPerSecond} req/s, ${mark(run.p99Ms <= budget.p99Ms)} p99 ≤ ${budget.p99Ms} ms`
      : '';
    return [run.target, String(run.connections), String(run.requestsPerSecond), `${run.p50Ms} ms`, `${run.p99Ms} ms`, run.bytesPerResponse === null ? '–' : `${(run.bytesPerResponse / 1000).toFixed(1)} kB`, String(run.non2xx + run.errors), verdict];
  });
  const headers = ['target', 'connections', 'requests/s', 'p50', 'p99', 'bytes/resp.', 'failed', 'budgets'];
  const widths = headers.map((header, index) => Math.max(header.length, ...rows.map((row) => row[index].length)));
  const line = (cells) => cells.map((cell, index) => (index === 0 || index === cells.length - 1 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ').trimEnd();
  console.log(line(headers));
  for (const row of rows) console.log(line(row));

  const { renders } = result;
  if (!renders) return;
  const limit = result.budgets.uncachedRenderMs;
  console.log(`\nUncached page render (one GET to the last byte, br, loopback; budget ≤ ${limit} ms for /)`);
  const changed = new Map((renders.afterChange ?? []).map((entry) => [entry.path, entry]));
  const renderRows = renders.firstAfterStart.map((first) => {
    const after = changed.get(first.path);
    const verdict = first.path === '/' && after ? `${mark(after.uncachedMs <= limit)} ≤ ${limit} ms` : '';
    return [first.path, `${first.ms} ms`, after ? `${after.uncachedMs} ms` : '–', after ? after.uncachedRuns.join(' / ') : '', after ? `${after.cachedMs} ms` : '–', verdict];
  });
  const renderHeaders = ['route', 'first after start', `first after a change (median of ${renders.changes ?? 0})`, 'runs', 'cached', 'budget'];
  const renderWidths = renderHeaders.map((header, index) => Math.max(header.length, ...renderRows.map((row) => row[index].length)));
  const renderLine = (cells) => cells.map((cell, index) => (index === 0 || index >= 3 ? cell.padEnd(renderWidths[index]) : cell.padStart(renderWidths[index]))).join('  ').trimEnd();
  console.log(renderLine(renderHeaders));
  for (const row of renderRows) console.log(renderLine(row));
  if (renders.error) console.log(`! ${renders.error}`);
}
