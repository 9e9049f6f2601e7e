// npm start: builds dist/ if it is missing, then serves the site and the partner demo.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createDemoServer, createSiteServer, listen } from './server.mjs';

const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT=${process.env.PORT} is not a port number.`);
  process.exit(1);
}

if (!existsSync('dist/index.html') || !existsSync('dist/lib/commune.js')) {
  console.log('No build in dist/ yet: building…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

try {
  const site = await listen(createSiteServer('dist'), port);
  console.log(`Commune site:  ${site}/`);
  console.log(`Library:       ${site}/lib/commune.js (one element: ${site}/lib/commune-events.js)`);
  const demo = await listen(createDemoServer('demo', site), port === 0 ? 0 : port + 1);
  console.log(`Partner demo:  ${demo}/  (another origin, embedding <commune-events> and <commune-help>)`);
} catch (error) {
  console.error(`Could not start the server: ${error.message}. Is port ${port} or ${port + 1} in use? Try PORT=5000 npm start.`);
  process.exit(1);
}
