// npm start: the commune's one process. Builds dist/ when missing, opens the database
// (migrating and seeding it), creates the first account, then serves the site, the API and
// the partner demo until SIGTERM or Ctrl-C, which let requests in flight finish.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { ensureAdmin } from './auth/users';
import { sweepAttempts } from './auth/limits';
import { sweepSessions } from './auth/sessions';
import { ConfigError, readConfig } from './config';
import { createBackup } from './db/backup';
import { AUTOMATIC_DIR, automaticBackup, writeDurably } from './db/backup-files';
import { DatabaseDamagedError, DatabaseLockedError, openDatabase } from './db/client';
import { damagedDatabaseMessage, EXIT_DAMAGED } from './db/damaged';
import { seed } from './db/seed';
import { buildDemoApp } from './demo';
import { SITE_FILES } from './health';
import { limitConnections, listen } from './http';


function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

function ensureBuilt(distDir: string): void {
  if (SITE_FILES.every((file) => existsSync(join(distDir, file)))) return;
  if (distDir !== 'dist') fail(`DIST_DIR=${distDir} has no complete build.`);
  console.log('No build in dist/ yet: building…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function printPassword(password: string): void {
  const lines = ['First start: the staff account `admin` was created.', `Its password (shown only this once): ${password}`, 'Sign in at /admin-dtima/login, then change it in Settings.'];
  const width = Math.max(...lines.map((line) => line.length));
  console.log(`\n┌${'─'.repeat(width + 2)}┐`);
  for (const line of lines) console.log(`│ ${line.padEnd(width)} │`);
  console.log(`└${'─'.repeat(width + 2)}┘\n`);
}

async function main(): Promise<void> {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  ensureBuilt(config.distDir);

  const started = performance.now();
  const firstStart = !('url' in config.database) && !existsSync(join(config.dataDir, 'pgdata'));
  if (firstStart) console.log(`Creating the database in ${config.dataDir} (a few seconds, once)…`);
  let database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DatabaseLockedError) fail(error.message);
    // A damaged folder: the way out, once, with the exit code that stops systemd restarting it.
    if (error instanceof DatabaseDamagedError) fail(damagedDatabaseMessage(error, config.dataDir), EXIT_DAMAGED);
    fail(`Could not open the database: ${(error as Error).message}`);
  }
  try {
    if (await seed(database.db)) console.log('Database seeded with the site’s content.');
  } catch (error) {
    fail(`Could not seed the database: ${(error as Error).message}`);
  }
  try {
    const admin = await ensureAdmin(database.db, config.adminPassword);
    if (admin.password) printPassword(admin.password);
    else if (admin.created) console.log('First start: the staff account `admin` was created with ADMIN_PASSWORD.');
  } catch (error) {
    fail((error as Error).message);
  }

  // `npm run backup` while we hold the embedded database: it asks on the folder's lock socket
  // (answered from now on, while the pages are prepared and the port opened too).
  database.answerRequests?.(async (request) => {
    if (request.type !== 'backup' || typeof request.target !== 'string') return { error: 'Unknown request.' };
    const target = resolve(request.target);
    writeDurably(target, await createBackup(database.db));
    console.log(`Backup written to ${target}`);
    return { written: target };
  });

  const { app } = await buildApp({ database, distDir: config.distDir, trustProxy: config.trustProxy, publicOrigin: config.publicOrigin });
  limitConnections(app.server);
  let site: string;
  try {
    site = await listen(app, config.port, config.host);
  } catch (error) {
    fail(`Could not start the server: ${(error as Error).message}. Is port ${config.port} in use? Try PORT=5000 npm start.`);
  }
  let demo: Awaited<ReturnType<typeof buildDemoApp>> | undefined;
  let demoUrl: string | undefined;
  if (config.demo) {
    demo = buildDemoApp({ demoDir: 'demo', libraryOrigin: site });
    try {
      demoUrl = await listen(demo, config.port === 0 ? 0 : config.port + 1, config.host);
    } catch (error) {
      console.warn(`The partner demo could not start (${(error as Error).message}); the site runs without it. DEMO=0 hides this.`);
      demo = undefined;
    }
  }

  console.log(`Database:      ${database.kind === 'pglite' ? `embedded PostgreSQL in ${database.location}` : `PostgreSQL ${database.location}`}`);
  if (database.durability?.fsync) console.log('Commits:       written to disk (fsync) before each answer');
  else if (database.durability) {
    console.warn('EMBEDDED_FSYNC=off\u00a0: une écriture confirmée peut être perdue lors d’une coupure de courant. Pour une base jetable seulement.');
    console.warn('EMBEDDED_FSYNC=off: an acknowledged write can be lost in a power cut. For a throwaway database only.');
  }
  const backups = database.kind === 'pglite' && database.durability && config.automaticBackups.everyHours > 0 ? join(config.dataDir, AUTOMATIC_DIR) : undefined;
  if (backups) console.log(`Backups:       ${backups}, every ${config.automaticBackups.everyHours} h (the last ${config.automaticBackups.keep} kept)`);
  console.log(`Commune site:  ${site}/   (staff: ${site}/admin-dtima/login)`);
  console.log(`API:           ${site}/api/v1/events`);
  console.log(`Library:       ${site}/lib/commune.js (one element: ${site}/lib/commune-events.js)`);
  if (demoUrl) console.log(`Partner demo:  ${demoUrl}/  (another origin, embedding <commune-events> and <commune-help>)`);
  console.log(`Ready in ${Math.round(performance.now() - started)} ms.`);

  // Ended sessions and the counts of ended limit windows, hourly.
  const sweep = setInterval(() => void Promise.all([sweepSessions(database.db), sweepAttempts(database.db)]).catch(() => undefined), 60 * 60 * 1000);
  sweep.unref();

  // Automatic backups of the embedded database: one now, then every BACKUP_EVERY_HOURS, each
  // read back before it counts, the newest BACKUP_KEEP kept. A power cut on a disk that ignores
  // flushes, or a failing disk, can still damage the folder: then start names the newest one.
  if (backups) {
    const backUp = async () => {
      try {
        const result = await automaticBackup(database.db, backups, config.automaticBackups.keep);
        if (result.written) console.log(`Automatic backup written to ${result.path}${result.removed.length ? ` (${result.removed.length} older removed)` : ''}`);
      } catch (error) {
        console.error(`Automatic backup failed: ${(error as Error).message}`);
      }
    };
    void backUp();
    setInterval(() => void backUp(), config.automaticBackups.everyHours * 60 * 60 * 1000).unref();
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.log('Stopping now.');
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping…`);
    // Fastify stops accepting, closes idle connections, and waits for requests in flight.
    await Promise.allSettled([app.close(), demo?.close()]);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

await main();
