import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderHolder } from './db/folder-lock';

/*
 * Nothing acknowledged is lost: the real server (`npm start`'s process) is killed with SIGKILL
 * in the middle of a burst of writes, restarted on the same folder, and must still have every
 * item it answered 201 for. SIGTERM lets the requests in flight finish before it exits.
 */

const PASSWORD = 'durable password 2026';

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/**
 * `npm start`'s process on `dataDir`. `ownPidInOldLock`: as in a container, where every start
 * gets the same pid, the lock file of earlier versions names the new process itself (a shell
 * writes its own pid there, then execs the server, which keeps it).
 */
function startServer(dataDir: string, { ownPidInOldLock = false } = {}): Promise<Running> {
  const command = ownPidInOldLock
    ? spawn('sh', ['-c', 'echo $$ > "$1/server.lock"; exec "$2" --import tsx server/main.ts', 'sh', dataDir, process.execPath], { env: serverEnv(dataDir), stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: serverEnv(dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
  return running(command);
}

function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  // As `npm start` runs it: React's production build (the test runner's NODE_ENV=test would
  // load the development one, several times slower to render the pages at start).
  return { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', DEMO: '0', ADMIN_PASSWORD: PASSWORD, DATABASE_URL: '' };
}

function running(child: ChildProcess): Promise<Running> {
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Commune site:\s+(http:\/\/[\d.:]+)\//.exec(output);
      if (match && output.includes('Ready in')) {
        clearTimeout(timer);
        resolvePromise({ child, url: match[1]!, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it was ready:\n${output}`));
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolvePromise) => {
    if (child.exitCode !== null || child.signalCode !== null) resolvePromise(child.exitCode);
    else child.once('exit', (code) => resolvePromise(code));
  });

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  expect(response.status).toBe(204);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

function createEvent(url: string, cookie: string, index: number): Promise<Response> {
  return fetch(`${url}/api/v1/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify({
      title: { fr: `Réunion de quartier n° ${index}`, en: `Neighbourhood meeting no. ${index}` },
      description: { fr: 'Rencontre des habitants avec leur conseiller municipal.', en: 'Residents meet their councillor.' },
      date: '2026-09-01',
      start: '09:00',
      end: '10:00',
      status: 'draft',
    }),
  });
}

async function storedTitles(url: string, cookie: string): Promise<Set<string>> {
  const response = await fetch(`${url}/api/v1/events?status=all`, { headers: { cookie } });
  const { items } = (await response.json()) as { items: { title: { fr: string } }[] };
  return new Set(items.map((item) => item.title.fr));
}

describe('a server killed or stopped during writes', () => {
  let dataDir: string;
  let running: Running | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'commune-durability-'));
  });
  afterAll(() => {
    running?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every write it acknowledged when killed with SIGKILL mid-burst, and reopens', async () => {
    running = await startServer(dataDir);
    const cookie = await login(running.url);
    const acknowledged: string[] = [];
    const { child, url } = running;
    let index = 0;
    // Eight writers in parallel until the process dies under them.
    const writer = async () => {
      while (child.exitCode === null && child.signalCode === null) {
        const n = (index += 1);
        try {
          const response = await createEvent(url, cookie, n);
          if (response.status === 201) acknowledged.push(`Réunion de quartier n° ${n}`);
        } catch {
          return;
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    while (acknowledged.length < 60) await new Promise((resolvePromise) => setTimeout(resolvePromise, 5));
    child.kill('SIGKILL');
    await Promise.all(writers);
    await exited(child);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    // A lock left by the dead process is taken over, though the old lock file names the new
    // process itself (a container); the data is all there.
    running = await startServer(dataDir, { ownPidInOldLock: true });
    expect(await folderHolder(dataDir)).toBe(running.child.pid);
    const titles = await storedTitles(running.url, await login(running.url));
    const lost = acknowledged.filter((title) => !titles.has(title));
    expect(lost).toEqual([]);
  }, 120_000);

  it('writes a backup for `npm run backup` while it runs, asked through its lock socket, and signals no pid the old lock file names', async () => {
    // An unrelated live process named in the lock file of earlier versions: the old backup
    // sent it SIGUSR2 (killing it) and then waited 120 s for a backup that never came.
    const bystander = spawn('sleep', ['120']);
    try {
      writeFileSync(join(dataDir, 'server.lock'), String(bystander.pid));
      const target = join(dataDir, 'while-running.json.gz');
      const started = performance.now();
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/backup.ts', target], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8', timeout: 60_000 });
      expect(run.status, run.stderr).toBe(0);
      expect(performance.now() - started).toBeLessThan(30_000);
      expect(existsSync(target)).toBe(true);
      await expect.poll(() => running!.output()).toContain(`Backup written to ${target}`);
      // And its own automatic one at start, in DATA_DIR/backups.
      expect(running!.output()).toContain(`Automatic backup written to ${join(dataDir, 'backups', 'auto-')}`);
      expect(bystander.exitCode).toBeNull();
      expect(bystander.signalCode).toBeNull();
    } finally {
      bystander.kill('SIGKILL');
    }
  }, 60_000);

  it('finishes the requests in flight on SIGTERM, then exits cleanly', async () => {
    const { child, url } = running!;
    const cookie = await login(url);
    const burst = Array.from({ length: 20 }, (_, n) => createEvent(url, cookie, 10_000 + n));
    // Let the requests reach the server, then ask it to stop while they are being handled.
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 20));
    child.kill('SIGTERM');
    const statuses = (await Promise.allSettled(burst)).map((result) => (result.status === 'fulfilled' ? result.value.status : 'refused'));
    expect(await exited(child)).toBe(0);
    expect(existsSync(join(dataDir, 'server.sock'))).toBe(false);
    running = await startServer(dataDir);
    const titles = await storedTitles(running.url, await login(running.url));
    const acknowledgedButLost = statuses.flatMap((status, n) => (status === 201 && !titles.has(`Réunion de quartier n° ${10_000 + n}`) ? [n] : []));
    expect(acknowledgedButLost).toEqual([]);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);
    // Requests that arrive once it is closing are turned away (503, or the connection refused),
    // never half-done.
    expect(statuses.filter((status) => status !== 201 && status !== 503 && status !== 'refused')).toEqual([]);
  }, 120_000);
});
