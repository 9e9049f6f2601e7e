// npm run restore -- <file>: replaces the whole database with a backup, in one transaction
// (all of it or nothing). Stop the server first. A damaged embedded database is moved aside
// (DATA_DIR/pgdata.damaged-<date>, never deleted) and the backup restored into a new one.
import { existsSync, readFileSync } from 'node:fs';
import { readConfig } from '../config';
import { BackupError, readBackup, restoreBackup } from '../db/backup';
import { DatabaseDamagedError } from '../db/client';
import { moveDamagedAside } from '../db/damaged';
import { openForCommand } from './database';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Usage: npm run restore -- <backup file> (written by npm run backup). Stop the server first.');
  process.exit(1);
}
const data = readFileSync(file);
let taken: string;
try {
  taken = readBackup(data).createdAt;
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

async function open() {
  try {
    return await openForCommand({ damaged: 'throw' });
  } catch (error) {
    if (!(error instanceof DatabaseDamagedError)) throw error;
    const aside = moveDamagedAside(readConfig().dataDir);
    console.log(`La base endommagée est mise de côté dans ${aside}\u00a0; la sauvegarde est restaurée dans une base neuve.`);
    console.log(`The damaged database was moved aside to ${aside}; the backup is restored into a new one.`);
    return openForCommand();
  }
}

const { database } = await open();
try {
  const counts = await restoreBackup(database.db, data);
  console.log(`Restored the backup of ${taken}: ${Object.entries(counts).map(([table, count]) => `${count} ${table}`).join(', ')}.`);
  if (database.kind === 'postgres') console.log('If a server is running on this database, restart it so its caches forget the old content.');
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Restore failed, nothing was changed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
