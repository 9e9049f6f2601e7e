// The real server (`npm start`'s process) started as a child, for the benchmark: on a fresh
// DATA_DIR of its own, on a free port, with the partner demo.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts `server/main.ts` and resolves once it prints "Ready": `{ url, demoUrl, pid, readyMs,
 * openFiles(), stop() }`. `readyMs` is from spawning to answering, a cold start when the
 * DATA_DIR is new.
 */
export function startServerProcess({ distDir = 'dist', dataDir, env = {} } = {}) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'commune-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dir, DIST_DIR: distDir, PORT: '0', ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 120 s:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const site = /Commune site:\s+(http:\/\/[\d.:]+)\//.exec(output);
      if (!site || !output.includes('Ready in')) return;
      clearTimeout(timer);
      const demo = /Partner demo:\s+(http:\/\/[\d.:]+)\//.exec(output);
      resolvePromise({
        url: site[1],
        demoUrl: demo?.[1],
        pid: child.pid,
        readyMs: performance.now() - started,
        output: () => output,
        openFiles: () => readdirSync(`/proc/${child.pid}/fd`).length,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => {
              if (!dataDir) rmSync(dir, { recursive: true, force: true });
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it was ready:\n${output}`));
    });
  });
}

/** The admin's password of a server started by startServerProcess. */
export const BENCH_ADMIN_PASSWORD = 'benchmark password';

/** Signs in as `admin` on a server started by startServerProcess: the session cookie (`name=value`). */
export async function signInAsAdmin(origin) {
  const response = await fetch(`${origin}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD }),
  });
  if (response.status !== 204) throw new Error(`cannot sign in as admin (${response.status} ${await response.text()})`);
  return String(response.headers.get('set-cookie')).split(';')[0];
}
