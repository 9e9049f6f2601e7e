// npm run backup [-- <file>]: a consistent backup of the whole database (content, accounts,
// messages, images) to backups/commune-<date>.json.gz or <file>. Works while the server runs:
// on PostgreSQL directly, on the embedded database by asking the running server to write it.
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readConfig } from '../config';
import { createBackup } from '../db/backup';
import { lockHolder, openDatabase } from '../db/client';
import { BACKUP_REQUEST } from '../main-constants';

const config = readConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace(/-\d+Z$/, 'Z');
const target = resolve(process.argv[2] ?? join('backups', `commune-${stamp}.json.gz`));
mkdirSync(dirname(target), { recursive: true });

const holder = 'url' in config.database ? undefined : lockHolder(config.dataDir);
if (holder !== undefined) {
  writeFileSync(join(config.dataDir, BACKUP_REQUEST), JSON.stringify({ target }));
  process.kill(holder, 'SIGUSR2');
  const deadline = Date.now() + 120_000;
  while (!existsSync(target)) {
    if (Date.now() > deadline) {
      console.error(`The running server (pid ${holder}) did not write the backup; see its console.`);
      process.exit(1);
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
  }
} else {
  const database = await openDatabase(config.database);
  try {
    writeFileSync(target, await createBackup(database.db));
  } finally {
    await database.close();
  }
}
console.log(`Backup written to ${target} (${Math.ceil(statSync(target).size / 1024)} KB). Restore it with: npm run restore -- ${target}`);
