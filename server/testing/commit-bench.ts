// For scripts/bench-durability.mjs: committed inserts straight on the embedded database, with
// and without fsync, interleaved (a shared machine's load weighs on both alike). Prints JSON:
// [{ fsync: 'on' | 'off', times: number[] (ms per commit), syncs: number }].
//   node --import tsx server/testing/commit-bench.ts <parent folder> <commits>
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { settings } from '../db/schema';

const [parent = '/tmp', count = '200'] = process.argv.slice(2);
const runs = await Promise.all(
  (['on', 'off'] as const).map(async (fsync) => {
    const dir = mkdtempSync(join(parent, `commune-commit-bench-${fsync}-`));
    return { fsync, dir, database: await openDatabase({ dataDir: dir, fsync: fsync === 'on' }), times: [] as number[], syncs: 0 };
  }),
);
try {
  for (let n = 0; n < 10 + Number(count); n += 1) {
    for (const run of n % 2 === 0 ? runs : [...runs].reverse()) {
      if (n === 10) run.syncs = -(run.database.durability?.syncs() ?? 0);
      const started = performance.now();
      await run.database.db.insert(settings).values({ key: `bench-${n}`, value: n });
      if (n >= 10) run.times.push(performance.now() - started);
    }
  }
  for (const run of runs) run.syncs += run.database.durability?.syncs() ?? 0;
} finally {
  for (const run of runs) {
    await run.database.close();
    rmSync(run.dir, { recursive: true, force: true });
  }
}
console.log(JSON.stringify(runs.map(({ fsync, times, syncs }) => ({ fsync, times, syncs }))));
