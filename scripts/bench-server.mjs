// The server's part of `npm run bench`: a cold start on an empty DATA_DIR, then requests per
// second and latency for a page, the library (gzip) and the API at 50 and 500 connections on
// loopback, with the process's open files before and after.
import autocannon from 'autocannon';
import { startServerProcess } from './server-process.mjs';

const TARGETS = [
  { name: '/', path: '/', headers: {} },
  { name: '/lib/commune.js (gzip)', path: '/lib/commune.js', headers: { 'accept-encoding': 'gzip' } },
  { name: 'GET /api/v1/events', path: '/api/v1/events', headers: { 'accept-encoding': 'gzip' } },
];
const CONNECTIONS = [50, 500];
const DURATION_S = 5;

function load(url, headers, connections) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ url, headers, connections, duration: DURATION_S, pipelining: 1 }, (error, result) => (error ? reject(error) : resolvePromise(result)));
  });
}

export async function measureServer({ distDir }) {
  const server = await startServerProcess({ distDir, env: { DEMO: '0' } });
  const coldStartMs = Math.round(server.readyMs);
  try {
    await fetch(`${server.url}/`).then((response) => response.arrayBuffer());
    const filesBefore = server.openFiles();
    const runs = [];
    for (const target of TARGETS) {
      for (const connections of CONNECTIONS) {
        const result = await load(`${server.url}${target.path}`, target.headers, connections);
        runs.push({
          target: target.name,
          connections,
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      }
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 1000));
    const filesAfter = server.openFiles();
    return { coldStartMs, openFiles: { before: filesBefore, after: filesAfter }, durationS: DURATION_S, runs };
  } finally {
    await server.stop();
  }
}

export function printServer(result) {
  console.log(`\nServer (loopback, ${result.durationS} s per run): cold start on an empty DATA_DIR ${(result.coldStartMs / 1000).toFixed(2)} s; open files ${result.openFiles.before} before, ${result.openFiles.after} after`);
  const rows = result.runs.map((run) => [run.target, String(run.connections), String(run.requestsPerSecond), `${run.p50Ms} ms`, `${run.p99Ms} ms`, String(run.non2xx + run.errors)]);
  const headers = ['target', 'connections', 'requests/s', 'p50', 'p99', 'failed'];
  const widths = headers.map((header, index) => Math.max(header.length, ...rows.map((row) => row[index].length)));
  const line = (cells) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ');
  console.log(line(headers));
  for (const row of rows) console.log(line(row));
}
