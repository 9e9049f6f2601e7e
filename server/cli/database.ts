import { readConfig } from '../config';
import { DatabaseLockedError, lockHolder, openDatabase, type Database } from '../db/client';

/**
 * The database for a command run from the shell. The embedded one can be open in one process
 * only: while the server runs, commands that need it say so instead of waiting.
 */
export async function openForCommand(): Promise<{ database: Database; dataDir: string }> {
  const config = readConfig();
  try {
    return { database: await openDatabase(config.database), dataDir: config.dataDir };
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(`The server is running (pid ${error.pid}) and holds the embedded database in ${config.dataDir}.`);
      console.error('Stop it (Ctrl-C or `kill ' + error.pid + '`), run this command, then start it again.');
      process.exit(2);
    }
    throw error;
  }
}

export { lockHolder };
