import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';
import { automaticBackup } from './db/backup-files';
import { DatabaseDamagedError, openDatabase, type Database } from './db/client';
import { EXIT_DAMAGED } from './db/damaged';
import { settings } from './db/schema';
import { seed } from './db/seed';

/*
 * Power cuts (issue 14, 7): an acknowledged commit of the embedded database is on the disk
 * (fsync) before the answer leaves, and a folder a failed disk damaged stops the start with one
 * clear message naming the newest good backup and the command that restores it.
 */

const folders: string[] = [];
const children: ChildProcess[] = [];

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'commune-power-'));
  folders.push(dir);
  return dir;
}

afterEach(() => {
  // Each child leads its own process group: killing strace alone would leave the server it
  // traces running after the tests (a SIGKILLed strace detaches from its tracees).
  for (const child of children.splice(0)) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A closed database folder with the site's content and a marker setting, made once and copied. */
let template: string | undefined;
async function seededFolder(): Promise<string> {
  if (!template) {
    template = join(mkdtempSync(join(tmpdir(), 'commune-power-template-')), 'data');
    const database = await openDatabase({ dataDir: template });
    try {
      await seed(database.db);
      await database.db.insert(settings).values({ key: 'before-the-cut', value: 'sauvegardé' });
    } finally {
      await database.close();
    }
  }
  const dataDir = join(folder(), 'data');
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
afterAll(() => {
  if (template) rmSync(join(template, '..'), { recursive: true, force: true });
});

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function setting(database: Database, key: string): Promise<unknown> {
  const [row] = await database.db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}

describe('commits of the embedded database', () => {
  it('run PostgreSQL with fsync on, and each commit calls fsync(2) before it resolves', async () => {
    const database = await openDatabase({ dataDir: folder() });
    try {
      const shown = rows<{ name: string; setting: string }>(await database.db.execute(sql`select name, setting from pg_settings where name in ('fsync', 'wal_sync_method', 'synchronous_commit', 'full_page_writes') order by name`));
      expect(Object.fromEntries(shown.map(({ name, setting: value }) => [name, value]))).toEqual({ fsync: 'on', full_page_writes: 'on', synchronous_commit: 'on', wal_sync_method: 'fsync' });
      expect(database.durability?.fsync).toBe(true);
      for (let n = 0; n < 5; n += 1) {
        const before = database.durability!.syncs();
        await database.db.insert(settings).values({ key: `power-cut-${n}`, value: n });
        expect(database.durability!.syncs()).toBeGreaterThan(before);
      }
      // A transaction's commit too (PGlite's transaction() skips its own sync).
      const before = database.durability!.syncs();
      await database.db.transaction(async (tx) => {
        await tx.insert(settings).values({ key: 'power-cut-tx', value: 'tx' });
      });
      expect(database.durability!.syncs()).toBeGreaterThan(before);
    } finally {
      await database.close();
    }
  });

  it('EMBEDDED_FSYNC=off keeps PGlite’s own behaviour: no fsync at all', async () => {
    const database = await openDatabase({ dataDir: folder(), fsync: false });
    try {
      await database.db.insert(settings).values({ key: 'unsafe', value: 1 });
      expect(database.durability).toEqual({ fsync: false, syncs: expect.any(Function) });
      expect(database.durability!.syncs()).toBe(0);
    } finally {
      await database.close();
    }
  });
});

const hasStrace = spawnSync('strace', ['-f', '-e', 'trace=fsync', 'true']).status === 0;

describe.skipIf(!hasStrace)('the running server under strace', () => {
  it('writes the WAL, fsyncs it, then answers 201', async () => {
    const dir = folder();
    const trace = join(dir, 'strace.txt');
    const password = 'power cut password 2026';
    const child = spawn('strace', ['-f', '-e', 'trace=openat,pwrite64,write,writev,fsync,fdatasync', '-o', trace, process.execPath, '--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: join(dir, 'data'), PORT: '0', DEMO: '0', ADMIN_PASSWORD: password, DATABASE_URL: '', BACKUP_EVERY_HOURS: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.push(child);
    let output = '';
    const url = await new Promise<string>((resolvePromise, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Commune site:\s+(http:\/\/[\d.:]+)\//.exec(output);
        if (match && output.includes('Ready in')) {
          clearTimeout(timer);
          resolvePromise(match[1]!);
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
    });
    const login = await fetch(`${url}/api/v1/session`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify({ username: 'admin', password }) });
    expect(login.status).toBe(204);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const created = await fetch(`${url}/api/v1/news`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie },
      body: JSON.stringify({ title: { fr: 'Coupure de courant', en: 'Power cut' }, content: { fr: 'Écrit avant la coupure.', en: 'Written before the cut.' }, status: 'published' }),
    });
    expect(created.status).toBe(201);

    let lines: string[] = [];
    await expect
      .poll(() => {
        lines = readFileSync(trace, 'utf8').split('\n');
        return lines.some((line) => line.includes('HTTP/1.1 201 Created'));
      })
      .toBe(true);
    const answered = lines.findIndex((line) => line.includes('HTTP/1.1 201 Created'));
    // The WAL files' descriptors, from their openat lines (a descriptor may be reused later).
    const walFds = new Set<string>();
    let lastWalWrite = -1;
    for (let index = 0; index < answered; index += 1) {
      const line = lines[index]!;
      const opened = /openat\(.*\/pg_wal\/[0-9A-F]{24}".*\) = (\d+)$/.exec(line);
      if (opened) walFds.add(opened[1]!);
      const written = /pwrite64\((\d+),/.exec(line);
      if (written && walFds.has(written[1]!)) lastWalWrite = index;
    }
    expect(lastWalWrite, 'the commit wrote the WAL').toBeGreaterThan(0);
    const walFd = /pwrite64\((\d+),/.exec(lines[lastWalWrite]!)![1]!;
    const synced = lines.slice(lastWalWrite + 1, answered).some((line) => new RegExp(`\\b(fsync|fdatasync)\\(${walFd}\\)\\s+= 0`).test(line));
    expect(synced, `fsync(${walFd}) between the WAL write and the 201:\n${lines.slice(lastWalWrite, answered + 1).join('\n')}`).toBe(true);
  }, 120_000);
});

describe('automatic backups', () => {
  it('are set by BACKUP_EVERY_HOURS and BACKUP_KEEP, and EMBEDDED_FSYNC by its two values only', () => {
    expect(readConfig({ DATA_DIR: '/srv/data' })).toMatchObject({ database: { dataDir: '/srv/data', fsync: true }, automaticBackups: { everyHours: 1, keep: 48 } });
    expect(readConfig({ BACKUP_EVERY_HOURS: '0', BACKUP_KEEP: '5', EMBEDDED_FSYNC: 'off' })).toMatchObject({ database: { fsync: false }, automaticBackups: { everyHours: 0, keep: 5 } });
    expect(() => readConfig({ BACKUP_EVERY_HOURS: 'often' })).toThrow(ConfigError);
    expect(() => readConfig({ BACKUP_EVERY_HOURS: '1000' })).toThrow(ConfigError);
    expect(() => readConfig({ BACKUP_KEEP: '0' })).toThrow(ConfigError);
    expect(() => readConfig({ EMBEDDED_FSYNC: 'no' })).toThrow(ConfigError);
  });

  it('write only what changed, read each back, and keep the newest ones', async () => {
    const dir = join(folder(), 'backups');
    const database = await openDatabase({});
    try {
      const hour = (n: number) => new Date(Date.UTC(2026, 10, 26, n));
      const first = await automaticBackup(database.db, dir, 3, hour(0));
      expect(first).toMatchObject({ written: true, path: join(dir, 'auto-2026-11-26T00-00-00Z.json.gz'), removed: [] });
      // Nothing changed: no new file.
      expect(await automaticBackup(database.db, dir, 3, hour(1))).toEqual({ path: first.path, written: false, removed: [] });
      for (let n = 2; n <= 5; n += 1) {
        await database.db.insert(settings).values({ key: `hour-${n}`, value: n });
        await automaticBackup(database.db, dir, 3, hour(n));
      }
      expect(readdirSync(dir).sort()).toEqual(['auto-2026-11-26T03-00-00Z.json.gz', 'auto-2026-11-26T04-00-00Z.json.gz', 'auto-2026-11-26T05-00-00Z.json.gz']);
      // A newer file that does not read back does not count, and is removed.
      const cut = join(dir, 'auto-2026-11-26T06-00-00Z.json.gz');
      writeFileSync(cut, 'cut short');
      const later = new Date(Date.now() + 60_000);
      utimesSync(cut, later, later);
      expect(await automaticBackup(database.db, dir, 3, hour(7))).toEqual({ path: join(dir, 'auto-2026-11-26T05-00-00Z.json.gz'), written: false, removed: [cut] });
      await database.db.insert(settings).values({ key: 'hour-8', value: 8 });
      expect(await automaticBackup(database.db, dir, 3, hour(8))).toMatchObject({ written: true, path: join(dir, 'auto-2026-11-26T08-00-00Z.json.gz') });
      expect(readdirSync(dir).sort()).toEqual(['auto-2026-11-26T04-00-00Z.json.gz', 'auto-2026-11-26T05-00-00Z.json.gz', 'auto-2026-11-26T08-00-00Z.json.gz']);
    } finally {
      await database.close();
    }
  });
});

/** One automatic backup of the database in `dataDir`. */
async function backUp(dataDir: string): Promise<string> {
  const database = await openDatabase({ dataDir });
  try {
    return (await automaticBackup(database.db, join(dataDir, 'backups'), 48)).path;
  } finally {
    await database.close();
  }
}

/** Runs `npm start`'s process to its end: exit code, output, time. */
function startToEnd(dataDir: string): { status: number | null; output: string; ms: number } {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', DEMO: '0', DATABASE_URL: '', ADMIN_PASSWORD: 'power cut password 2026' },
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}`, ms: performance.now() - started };
}

/** Overwrites the first page of pg_class (a system catalog every start reads) with noise. */
function garbleCatalog(dataDir: string): void {
  const file = join(dataDir, 'pgdata', 'base', '5', '1259');
  const bytes = readFileSync(file);
  randomBytes(8192).copy(bytes, 0);
  writeFileSync(file, bytes);
}

describe('a damaged embedded folder at start', () => {
  it('stops once with a clear message naming the newest good backup, whose command brings the data back', async () => {
    const dataDir = await seededFolder();
    const good = await backUp(dataDir);
    // A newer backup cut short (the disk filled up, a power cut while copying): not "good".
    const cut = join(dataDir, 'backups', 'auto-2099-01-01T00-00-00Z.json.gz');
    writeFileSync(cut, readFileSync(good).subarray(0, 200));
    utimesSync(cut, new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
    garbleCatalog(dataDir);

    const start = startToEnd(dataDir);
    expect(start.status).toBe(EXIT_DAMAGED);
    expect(start.ms).toBeLessThan(60_000);
    expect(start.output).not.toMatch(/^\s+at /m); // no stack trace
    const command = `DATA_DIR=${dataDir} npm run restore -- ${good}`;
    expect(start.output).toContain(`La base de données intégrée (${join(dataDir, 'pgdata')}) est endommagée\u00a0: le serveur ne démarre pas.`);
    expect(start.output).toContain('Cause\u00a0: invalid page in block 0 of relation "base/5/1259"');
    expect(start.output).toContain(`Dernière sauvegarde lisible\u00a0: ${good}`);
    expect(start.output).toContain(`The embedded database (${join(dataDir, 'pgdata')}) is damaged: the server will not start.`);
    expect(start.output).toContain(`Newest readable backup: ${good}`);
    expect(start.output.split('\n').filter((line) => line.trim() === command)).toHaveLength(2);
    expect(start.output).not.toContain(cut);

    // The command as printed.
    const restore = spawnSync('sh', ['-c', command], { env: { ...process.env, DATABASE_URL: '' }, encoding: 'utf8', timeout: 90_000 });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('The damaged database was moved aside to');
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pgdata.damaged-'))).toHaveLength(1);
    const database = await openDatabase({ dataDir });
    try {
      expect(await setting(database, 'before-the-cut')).toBe('sauvegardé');
    } finally {
      await database.close();
    }
  }, 180_000);

  it('says there is no backup, and how to start again, when there is none', async () => {
    const dataDir = await seededFolder();
    garbleCatalog(dataDir);
    const start = startToEnd(dataDir);
    expect(start.status).toBe(EXIT_DAMAGED);
    expect(start.output).not.toMatch(/^\s+at /m);
    expect(start.output).toContain(`Aucune sauvegarde lisible dans ${join(dataDir, 'backups')}`);
    expect(start.output).toContain(`No readable backup in ${join(dataDir, 'backups')}`);
    expect(start.output).toContain(`mv ${join(dataDir, 'pgdata')} ${join(dataDir, 'pgdata')}.damaged`);
  }, 120_000);

  it.each([
    ['a garbled system catalog', (pgdata: string) => garbleCatalog(join(pgdata, '..')), /invalid page in block 0 of relation/],
    ['a garbled pg_control', (pgdata: string) => writeFileSync(join(pgdata, 'global', 'pg_control'), randomBytes(8192)), /incompatible|invalid|checksum/i],
    ['the WAL cut short', (pgdata: string) => truncateSync(join(pgdata, 'pg_wal', readdirSync(join(pgdata, 'pg_wal')).find((name) => /^[0-9A-F]{24}$/.test(name))!), 4096), /checkpoint record/],
  ])('refuses %s with DatabaseDamagedError and releases the folder', async (_, damage, reason) => {
    const dataDir = await seededFolder();
    damage(join(dataDir, 'pgdata'));
    const error = await openDatabase({ dataDir }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DatabaseDamagedError);
    expect((error as DatabaseDamagedError).reason).toMatch(reason);
    expect(existsSync(join(dataDir, 'server.sock'))).toBe(false); // the lock released
  }, 60_000);

  it('refuses a folder without PG_VERSION instead of writing an empty database over it', async () => {
    const dataDir = await seededFolder();
    const version = join(dataDir, 'pgdata', 'PG_VERSION');
    const text = readFileSync(version);
    rmSync(version);
    await expect(openDatabase({ dataDir })).rejects.toMatchObject({ name: 'DatabaseDamagedError', reason: 'the file PG_VERSION is missing.' });
    // Nothing was written over: with the file back, the data is there.
    writeFileSync(version, text);
    const reopened = await openDatabase({ dataDir });
    try {
      expect(await setting(reopened, 'before-the-cut')).toBe('sauvegardé');
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
