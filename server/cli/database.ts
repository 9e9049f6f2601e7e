import { readConfig } from '../config';
import { DatabaseDamagedError, DatabaseLockedError, openDatabase, type Database } from '../db/client';
import { damagedDatabaseMessage, EXIT_DAMAGED } from '../db/damaged';

/**
 * The database for a command run from the shell. The embedded one can be open in one process
 * only: while the server runs, commands that need it say so instead of waiting. A damaged
 * embedded database is reported as the server reports it (the newest good backup and how to
 * restore it), unless the command handles it (`damaged: 'throw'`, the restore).
 */
export async function openForCommand({ damaged = 'report' }: { damaged?: 'report' | 'throw' } = {}): Promise<{ database: Database; dataDir: string }> {
  const config = readConfig();
  try {
    return { database: await openDatabase(config.database), dataDir: config.dataDir };
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      const pid = error.pid === undefined ? '' : ` (pid ${error.pid})`;
      console.error(`The server is running${pid} and holds the embedded database in ${config.dataDir}.`);
      console.error(`Stop it (Ctrl-C${error.pid === undefined ? '' : ` or \`kill ${error.pid}\``}), run this command, then start it again.`);
      process.exit(2);
    }
    if (error instanceof DatabaseDamagedError && damaged === 'report') {
      console.error(damagedDatabaseMessage(error, config.dataDir));
      process.exit(EXIT_DAMAGED);
    }
    throw error;
  }
}
