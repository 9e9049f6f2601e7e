import type { AppContext } from './context';
import { purgeExpired } from './repositories/trash';

/*
 * The server empties the trash of what has been there for 30 days by itself: at start, then every
 * hour. With several servers on one PostgreSQL each does it; a row is deleted by the first, the
 * others find nothing left. The time is the context's clock, so tests move it instead of waiting.
 */

/** How often the trash is purged while the server runs. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface TrashPurge {
  /** Purges now; resolves with how many items were deleted for good. */
  run(): Promise<number>;
  stop(): void;
}

/** Purges every `everyMs` (the caller runs the first at start); a failure goes to `onError` and is tried again next time. */
export function startTrashPurge(context: AppContext, options: { everyMs?: number; onError?: (error: unknown) => void } = {}): TrashPurge {
  const run = () => purgeExpired(context.db, new Date(context.now()));
  const timer = setInterval(() => void run().catch((error: unknown) => options.onError?.(error)), options.everyMs ?? PURGE_EVERY_MS);
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}
