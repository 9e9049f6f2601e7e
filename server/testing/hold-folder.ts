// Holds a data folder's lock until killed, for server/folder-lock.test.ts:
//   node --import tsx server/testing/hold-folder.ts <dir> [--answer-after <ms>]
// It answers requests with an echo, and a backup request by writing a small file at its target;
// with --answer-after, only after that delay (a server still opening its database).
import { writeFileSync } from 'node:fs';
import { lockFolder } from '../db/folder-lock';

const lock = await lockFolder(process.argv[2]!);
const delay = process.argv.indexOf('--answer-after');
const answer = () =>
  lock.onRequest(async (request) => {
    if (request.type === 'backup' && typeof request.target === 'string') {
      writeFileSync(request.target, 'written by hold-folder.ts');
      return { written: request.target };
    }
    return { echo: request, pid: process.pid };
  });
if (delay > 0) setTimeout(answer, Number(process.argv[delay + 1]));
else answer();
console.log(`holding ${process.pid}`);
setInterval(() => {}, 60_000);
