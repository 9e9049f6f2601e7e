import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeTurns } from './turns';

/*
 * The embedded database under a burst of writes must leave the event loop to the requests it
 * does not concern: a timer (a socket read, a cached answer to send) set while 20 transactions
 * are queued runs within a slice, not after all of them.
 */

/** 20 transactions of 30 statements each, queued at once; and how long a timer set meanwhile waited. */
async function burst(client: PGlite): Promise<{ timerMs: number; burstMs: number }> {
  const started = performance.now();
  const transactions = Array.from({ length: 20 }, (_, writer) =>
    client.transaction(async (tx) => {
      for (let n = 0; n < 30; n++) await tx.query('insert into burst (writer, n) values ($1, $2)', [writer, n]);
    }),
  );
  const timerMs = await new Promise<number>((resolve) => setTimeout(() => resolve(performance.now() - started), 0));
  await Promise.all(transactions);
  return { timerMs, burstMs: performance.now() - started };
}

describe('the embedded database taking turns with the event loop', () => {
  let plain: PGlite;
  let fair: PGlite;
  beforeAll(async () => {
    [plain, fair] = await Promise.all([PGlite.create(), PGlite.create()]);
    takeTurns(fair);
    for (const client of [plain, fair]) await client.exec('create table burst (writer int, n int)');
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), fair?.close()]);
  });

  it('runs a timer set during a burst of transactions within a slice, not after the burst', async () => {
    const { timerMs, burstMs } = await burst(fair);
    expect(burstMs).toBeGreaterThan(50);
    expect(timerMs).toBeLessThan(Math.max(40, burstMs / 4));
    expect((await fair.query<{ count: number }>('select count(*)::int as count from burst')).rows[0]!.count).toBe(600);
  });

  it('(without it, the timer waits for the whole burst)', async () => {
    const { timerMs, burstMs } = await burst(plain);
    expect(timerMs).toBeGreaterThan(burstMs * 0.75);
  });

  it('keeps each transaction whole and runs queries and transactions in the order asked', async () => {
    const order: string[] = [];
    await Promise.all([
      fair.transaction(async (tx) => {
        await tx.query('insert into burst values (100, 1)');
        order.push('transaction');
      }),
      fair.query('select 1').then(() => order.push('query')),
      fair.exec('select 1').then(() => order.push('exec')),
    ]);
    expect(order).toEqual(['transaction', 'query', 'exec']);
    await expect(fair.transaction(async (tx) => tx.query('select nonsense'))).rejects.toThrow('nonsense');
    expect((await fair.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
