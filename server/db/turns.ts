import type { PGlite } from '@electric-sql/pglite';

/** How long the database may keep the event loop before it lets the other work run. */
const SLICE_MS = 10;

/**
 * The embedded database runs in this process's thread, one statement at a time, and hands itself
 * from one waiting query or transaction to the next without returning to the event loop: under a
 * burst of 20 writers, a reader whose list is in memory still waited behind every write queued
 * (p50 230 ms). Here queries and transactions wait their turn in one line, and once they have held
 * the event loop for `sliceMs`, it runs (sockets read, cached answers sent) before the next turn.
 *
 * Only the client's own `query`, `exec` and `transaction` take turns; the statements of a
 * transaction run within its turn, on the transaction it gives. A query sent to the client itself
 * from inside a transaction's function would wait for that transaction, forever: the code uses
 * the transaction it is given (`tx`).
 */
export function takeTurns(client: PGlite, sliceMs = SLICE_MS): PGlite {
  let line: Promise<unknown> = Promise.resolve();
  let sliceStarted = 0;
  const turn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = line.then(async () => {
      if (performance.now() - sliceStarted >= sliceMs) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        sliceStarted = performance.now();
      }
      return work();
    });
    line = result.catch(() => undefined);
    return result;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: (...args: Parameters<PGlite['query']>) => turn(() => query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => turn(() => exec(...args)),
    transaction: (...args: Parameters<PGlite['transaction']>) => turn(() => transaction(...args)),
  });
  return client;
}
