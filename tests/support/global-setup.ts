import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createDemoServer, createSiteServer, listen } from '../../scripts/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    demoUrl: string;
  }
}

/** Serves the built site and the partner demo (another origin) for the end-to-end tests. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html') || !existsSync('dist/lib/commune.js')) {
    throw new Error('dist/ is not built: run `npm run build` first (`npm test` does it for you).');
  }
  const site = createSiteServer('dist');
  const siteUrl = await listen(site, 0);
  const demo = createDemoServer('demo', siteUrl);
  const demoUrl = await listen(demo, 0);
  project.provide('siteUrl', siteUrl);
  project.provide('demoUrl', demoUrl);
  return async () => {
    await Promise.all([site, demo].map((server) => new Promise((resolve) => server.close(resolve))));
  };
}
