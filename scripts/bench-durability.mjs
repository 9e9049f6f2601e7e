// node scripts/bench-durability.mjs [--writes 200] [--parallel 8] [--dir <folder>]
//
// What durable commits cost on the embedded database: the real server (`npm start`'s process)
// on a fresh DATA_DIR, once as it runs (each commit fsynced before the answer) and once with
// EMBEDDED_FSYNC=off (PGlite's own behaviour: no fsync, a power cut can lose acknowledged
// writes). For each: milliseconds per write for one writer (POST /api/v1/news, one after the
// other: mean, median, p95, p99), and writes per second for several writers at once. Prints a
// table and writes dist/bench-durability.json. The DATA_DIRs are made in --dir (default: the
// system's temporary folder): bench on the disk the server will use — on tmpfs fsync is free.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServerProcess } from './server-process.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const WRITES = Number(option('--writes', 200));
const PARALLEL = Number(option('--parallel', 8));
const parent = resolve(option('--dir', tmpdir()));
mkdirSync(parent, { recursive: true });
const PASSWORD = 'benchmark password';

const fsType = spawnSync('stat', ['-f', '-c', '%T', parent], { encoding: 'utf8' }).stdout.trim() || 'unknown';

async function signIn(url) {
  const response = await fetch(`${url}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  if (response.status !== 204) throw new Error(`sign-in answered ${response.status}`);
  return response.headers.get('set-cookie').split(';')[0];
}

let written = 0;
async function write(url, cookie) {
  const n = (written += 1);
  const started = performance.now();
  const response = await fetch(`${url}/api/v1/news`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify({
      title: { fr: `Mesure d’écriture n° ${n}`, en: `Write benchmark no. ${n}` },
      content: { fr: 'Un article écrit par le banc d’essai de durabilité.', en: 'An article written by the durability benchmark.' },
      status: 'draft',
    }),
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`POST /api/v1/news answered ${response.status}`);
  return performance.now() - started;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 100) / 100;

/** Milliseconds per committed insert straight on the database (no HTTP), for each setting, interleaved. */
function commitsOnly() {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/testing/commit-bench.ts', parent, String(WRITES)], { encoding: 'utf8', timeout: 600_000 });
  if (run.status !== 0) throw new Error(`server/testing/commit-bench.ts failed:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { mean: round(sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length), p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)) };
};

async function throughput(server, cookie) {
  const started = performance.now();
  let count = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (count < WRITES) {
        count += 1;
        await write(server.url, cookie);
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

/**
 * Both servers at once, the writes alternating between them, so that a shared machine's changing
 * load weighs on both alike.
 */
async function throughHttp() {
  const settings = ['on', 'off'];
  const dirs = settings.map((fsync) => mkdtempSync(join(parent, `commune-bench-durability-${fsync}-`)));
  const servers = await Promise.all(settings.map((fsync, index) => startServerProcess({ dataDir: dirs[index], env: { DEMO: '0', ADMIN_PASSWORD: PASSWORD, EMBEDDED_FSYNC: fsync, BACKUP_EVERY_HOURS: '0' } })));
  try {
    const cookies = await Promise.all(servers.map((server) => signIn(server.url)));
    for (let n = 0; n < 10; n += 1) for (const [index, server] of servers.entries()) await write(server.url, cookies[index]); // warm-up
    const times = settings.map(() => []);
    for (let n = 0; n < WRITES; n += 1) {
      const order = n % 2 === 0 ? [0, 1] : [1, 0];
      for (const index of order) times[index].push(await write(servers[index].url, cookies[index]));
    }
    const rates = settings.map(() => []);
    for (const index of [0, 1, 1, 0]) rates[index].push(await throughput(servers[index], cookies[index]));
    return settings.map((fsync, index) => ({ fsync, ...summary(times[index]), parallelWritesPerSecond: Math.round(rates[index].reduce((a, b) => a + b, 0) / rates[index].length) }));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`Durable commits on the embedded database: ${WRITES} writes one after the other, then ${WRITES} by ${PARALLEL} writers at once`);
console.log(`DATA_DIR on ${parent} (${fsType}); ${cpus().length} cores, load ${loadavg()[0].toFixed(1)}\n`);
const database = commitsOnly();
const commits = database.map(({ fsync, times, syncs }) => ({ fsync, ...summary(times), fsyncsPerCommit: round(syncs / times.length) }));
const results = await throughHttp();
const [on, off] = results;

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  '));
}
const label = (fsync) => (fsync === 'on' ? 'on (default, durable)' : 'off (PGlite alone)');
console.log('One committed insert, straight on the database:');
table([['EMBEDDED_FSYNC', 'ms/commit mean', 'p50', 'p95', 'p99', 'fsync/commit'], ...commits.map((r) => [label(r.fsync), r.mean, r.p50, r.p95, r.p99, r.fsyncsPerCommit])]);
console.log('\nPOST /api/v1/news through the server (201):');
table([['EMBEDDED_FSYNC', 'ms/write mean', 'p50', 'p95', 'p99', `writes/s (${PARALLEL} writers)`], ...results.map((r) => [label(r.fsync), r.mean, r.p50, r.p95, r.p99, r.parallelWritesPerSecond])]);
console.log(`\nThe fsync costs ${round(commits[0].p50 - commits[1].p50)} ms per commit at the median on the database, ${round(on.p50 - off.p50)} ms per write through the server.`);
const report = { date: new Date().toISOString(), writes: WRITES, parallel: PARALLEL, dir: parent, fsType, load: loadavg()[0], commits, http: results };
if (existsSync('dist')) writeFileSync(join('dist', 'bench-durability.json'), `${JSON.stringify(report, null, 2)}\n`);
