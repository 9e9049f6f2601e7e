import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { askHolder, folderHolder, FolderLockedError, lockFolder, LOCK_SOCKET } from './db/folder-lock';

/*
 * The embedded database's folder lock (server/db/folder-lock.ts): a second process is refused,
 * and a holder that died — killed, left a zombie, its pid reused — never blocks the next start.
 */

const folders: string[] = [];
const children: number[] = [];

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'commune-lock-'));
  folders.push(dir);
  return dir;
}

afterEach(() => {
  for (const pid of children.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * Starts a process holding `dir`'s lock under a parent that never reaps it: once killed, it stays
 * a zombie until the parent ends. Returns the holder's pid and the parent's (a live, unrelated pid).
 */
async function holderUnderShell(dir: string, ...options: string[]): Promise<{ holder: number; shell: number }> {
  // A parent that forks the holder and never waits for it (a shell would reap it).
  const parent = `import os, sys, time\nif os.fork() == 0:\n    os.execv(sys.argv[1], sys.argv[1:])\ntime.sleep(60)`;
  const shell = spawn('python3', ['-c', parent, process.execPath, '--import', 'tsx', 'server/testing/hold-folder.ts', dir, ...options], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(shell.pid!);
  const holder = await new Promise<number>((resolvePromise, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`no holder: ${text}`)), 20_000);
    shell.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /holding (\d+)/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolvePromise(Number(match[1]));
      }
    });
  });
  children.push(holder);
  return { holder, shell: shell.pid! };
}

const processState = (pid: number) => /^State:\s+(\w)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];

describe('the data folder lock', () => {
  it('refuses a second process while the first holds the folder, naming it, and answers only through its socket', async () => {
    const dir = folder();
    const { holder } = await holderUnderShell(dir);
    await expect(lockFolder(dir)).rejects.toThrow(FolderLockedError);
    await expect(lockFolder(dir)).rejects.toMatchObject({ pid: holder });
    expect(await folderHolder(dir)).toBe(holder);
    expect(await askHolder(dir, { type: 'ping' })).toEqual({ echo: { type: 'ping' }, pid: holder });
  }, 30_000);

  it.each([
    ['the killed holder, now a zombie', 'holder'],
    ['a live unrelated process', 'shell'],
  ] as const)('is taken over at once after a SIGKILL, the old lock file naming %s', async (_, named) => {
    const dir = folder();
    const { holder, shell } = await holderUnderShell(dir);
    process.kill(holder, 'SIGKILL');
    await expect.poll(() => processState(holder), { timeout: 5_000 }).toBe('Z');
    expect(existsSync(join(dir, LOCK_SOCKET))).toBe(true); // left behind by the killed process
    // The lock file of earlier versions, naming a pid that is alive (or a zombie) and not ours.
    const pid = named === 'holder' ? holder : shell;
    writeFileSync(join(dir, 'server.lock'), String(pid));
    const started = performance.now();
    const lock = await lockFolder(dir);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await folderHolder(dir)).toBe(process.pid);
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    // Nothing was signalled: the zombie is still a zombie, the bystander still running.
    expect(processState(holder)).toBe('Z');
    expect(processState(shell)).not.toBe('Z');
    await lock.release();
    expect(existsSync(join(dir, LOCK_SOCKET))).toBe(false);
    expect(await folderHolder(dir)).toBeUndefined();
  }, 30_000);

  it('takes the folder after a crash when the old lock file names the new process itself (a container: the same pid at every start)', async () => {
    const dir = folder();
    const { holder } = await holderUnderShell(dir);
    process.kill(holder, 'SIGKILL');
    await expect.poll(() => processState(holder), { timeout: 5_000 }).toBe('Z');
    // The shell writes its own pid into the old lock file, then becomes the holder (exec keeps the pid).
    const restart = spawn('sh', ['-c', `echo $$ > "$1/server.lock"; exec "$2" --import tsx server/testing/hold-folder.ts "$1"`, 'sh', dir, process.execPath], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(restart.pid!);
    const pid = await new Promise<number>((resolvePromise, reject) => {
      let text = '';
      const timer = setTimeout(() => reject(new Error(`no holder: ${text}`)), 20_000);
      restart.stdout!.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        const match = /holding (\d+)/.exec(text);
        if (match) {
          clearTimeout(timer);
          resolvePromise(Number(match[1]));
        }
      });
    });
    expect(pid).toBe(restart.pid);
    expect(await folderHolder(dir)).toBe(pid);
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  }, 30_000);

  it('takes the folder when the old lock file names this very process (a container: the same pid at every start)', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'server.lock'), String(process.pid));
    const lock = await lockFolder(dir);
    await expect(lockFolder(dir)).rejects.toThrow(FolderLockedError);
    await lock.release();
  });

  it('lets `npm run backup` harm nothing when the old lock file names an unrelated live process', () => {
    const dir = folder();
    const bystander = spawn('sleep', ['60']);
    children.push(bystander.pid!);
    writeFileSync(join(dir, 'server.lock'), String(bystander.pid));
    const target = join(dir, 'backup.json.gz');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/backup.ts', target], { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' }, encoding: 'utf8', timeout: 100_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(existsSync(target)).toBe(true);
    expect(bystander.exitCode).toBeNull();
    expect(bystander.signalCode).toBeNull();
  }, 110_000);

  it('lets `npm run backup` wait for a server that holds the folder but is still opening its database', async () => {
    const dir = folder();
    await holderUnderShell(dir, '--answer-after', '8000');
    const target = join(dir, 'backup.json.gz');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/backup.ts', target], { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' }, encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(target, 'utf8')).toBe('written by hold-folder.ts');
  }, 70_000);
});
