import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app';
import { ensureAdmin } from '../../server/auth/users';
import { openDatabase } from '../../server/db/client';
import { seed } from '../../server/db/seed';
import { buildDemoApp } from '../../server/demo';
import { listen } from '../../server/http';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    demoUrl: string;
    adminPassword: string;
  }
}

const ADMIN_PASSWORD = 'end-to-end admin password';

/**
 * The real server for the end-to-end tests, as `npm start` runs it: the built site, the API on
 * a fresh seeded database (in memory), and the partner demo on another origin.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html') || !existsSync('dist/lib/commune.js')) {
    throw new Error('dist/ is not built: run `npm run build` first (`npm test` does it for you).');
  }
  const database = await openDatabase({});
  await seed(database.db);
  await ensureAdmin(database.db, ADMIN_PASSWORD);
  // Pages rendered again after a change never wait their turn here. On a server sharing two cores
  // with Chromium, a test's write followed by page after page can spend the renderings' quarter of
  // the time (server/pages.ts), and a page opened right after the write could then be the one from
  // before it. A reader of a quiet server gets the new page at the next request, which is what these
  // tests check; the turns taken under load are server/page-cache.test.ts's and `npm run bench`'s.
  const { app } = await buildApp({ database, distDir: 'dist', renderShare: 1 });
  const siteUrl = await listen(app, 0);
  const demo = buildDemoApp({ demoDir: 'demo', libraryOrigin: siteUrl });
  const demoUrl = await listen(demo, 0);
  project.provide('siteUrl', siteUrl);
  project.provide('demoUrl', demoUrl);
  project.provide('adminPassword', ADMIN_PASSWORD);
  return async () => {
    await Promise.all([app.close(), demo.close()]);
    await database.close();
  };
}
