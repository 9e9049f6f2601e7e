// Holds a data folder's lock until killed, for server/folder-lock.test.ts:
//   node --import tsx server/testing/hold-folder.ts <dir>
import { lockFolder } from '../db/folder-lock';

const lock = await lockFolder(process.argv[2]!);
lock.onRequest(async (request) => ({ echo: request, pid: process.pid }));
console.log(`holding ${process.pid}`);
setInterval(() => {}, 60_000);
