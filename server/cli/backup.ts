// npm run backup [-- <file>]: a consistent backup of the whole database (content, accounts,
// messages, images) to backups/commune-<date>.json.gz or <file>. Works while the server runs:
// on PostgreSQL directly, on the embedded database by asking the running server to write it,
// through the folder's lock socket (only the process holding the database answers there; no
// pid is signalled).
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readConfig } from '../config';
import { createBackup } from '../db/backup';
import { stamp, writeDurably } from '../db/backup-files';
import { DatabaseDamagedError, DatabaseLockedError, openDatabase } from '../db/client';
import { damagedDatabaseMessage, EXIT_DAMAGED } from '../db/damaged';
import { askHolder } from '../db/folder-lock';

const config = readConfig();
const target = resolve(process.argv[2] ?? join('backups', `commune-${stamp()}.json.gz`));
mkdirSync(dirname(target), { recursive: true });

/** The lock's answer while the server holding it is still opening its database. */
const NOT_YET = 'Nothing answers requests here.';

async function fromRunningServer(): Promise<boolean> {
  if ('url' in config.database) return false;
  let answer = await askHolder(config.dataDir, { type: 'backup', target });
  // A server that is starting holds the folder before it answers: ask again for a minute.
  for (let waited = 0; answer?.error === NOT_YET && waited < 60_000; waited += 500) {
    await new Promise((done) => setTimeout(done, 500));
    answer = await askHolder(config.dataDir, { type: 'backup', target });
  }
  if (answer === undefined) return false;
  if (typeof answer.error === 'string') {
    console.error(`The running server could not write the backup: ${answer.error}`);
    process.exit(1);
  }
  return true;
}

if (!(await fromRunningServer())) {
  let database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DatabaseDamagedError) {
      console.error(damagedDatabaseMessage(error, config.dataDir));
      process.exit(EXIT_DAMAGED);
    }
    // A server started between our question and now: ask it.
    if (!(error instanceof DatabaseLockedError) || !(await fromRunningServer())) throw error;
  }
  if (database) {
    try {
      writeDurably(target, await createBackup(database.db));
    } finally {
      await database.close();
    }
  }
}
console.log(`Backup written to ${target} (${Math.ceil(statSync(target).size / 1024)} KB). Restore it with: npm run restore -- ${target}`);
