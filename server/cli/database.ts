import { readConfig } from '../config';
import { DatabaseLockedError, openDatabase, type Database } from '../db/client';

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
      const pid = error.pid === undefined ? '' : ` (pid ${error.pid})`;
      console.error(`The server is running${pid} and holds the embedded database in ${config.dataDir}.`);
      console.error(`Stop it (Ctrl-C${error.pid === undefined ? '' : ` or \`kill ${error.pid}\``}), run this command, then start it again.`);
      process.exit(2);
    }
    throw error;
  }
}
