import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serverOptions, type ServerLimits } from './http';
import { allowInline, inlineHashes, registerSecurityHeaders } from './security';
import { registerSite } from './site';

/** `<!--#include virtual="/embed/…" -->`, the server-side include nginx (`ssi on;`) and Apache understand. */
const INCLUDE = /<!--#include virtual="(\/embed\/[^"]+)" -->/g;

/** The page with each include replaced by what the commune's server answers for it. */
async function withIncludes(html: string, origin: string): Promise<string> {
  const parts = await Promise.all(
    [...html.matchAll(INCLUDE)].map(async ([, path]) => {
      const response = await fetch(new URL(path!.replaceAll('&amp;', '&'), origin));
      return response.ok ? response.text() : '';
    }),
  );
  let index = 0;
  return html.replace(INCLUDE, () => parts[index++] ?? '');
}

/** The library origin written in demo/*.html; replaced by the site server's real origin. */
export const DEMO_LIBRARY_ORIGIN = 'http://127.0.0.1:4173';

export interface DemoOptions {
  demoDir: string;
  /** The origin serving `/lib/` and the API (`http://127.0.0.1:4173`, `https://commune.example`). */
  libraryOrigin: string;
  limits?: Partial<ServerLimits>;
}

/**
 * A partner's page on another origin: demo/ as written, with the library's origin filled in.
 * Its policy lets it load the library's scripts, stylesheet and images and call its API, and
 * run its own inline style and script (by hash), like a careful partner would set it.
 */
export function buildDemoApp({ demoDir, libraryOrigin, limits }: DemoOptions): FastifyInstance {
  const origin = new URL(libraryOrigin).origin;
  const app = Fastify(serverOptions(limits));
  registerSecurityHeaders(app, {
    sources: { 'script-src': [origin], 'style-src': [origin], 'img-src': [origin], 'connect-src': [origin] },
  });
  // A partner whose server includes an element, rendered, in its page (/embed/… on the commune's site).
  app.get('/server-side-include.html', async (_request, reply) => {
    const html = (await readFile(join(demoDir, 'server-side-include.html'), 'utf8')).replaceAll(DEMO_LIBRARY_ORIGIN, origin);
    const page = await withIncludes(html, origin);
    // The included element's <style> blocks, allowed by their hashes as a careful partner would.
    allowInline(reply, inlineHashes(page));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
  void app.register(async (demo) => {
    await registerSite(demo, { distDir: demoDir, rewriteHtml: (html) => html.replaceAll(DEMO_LIBRARY_ORIGIN, origin), excludedPrefixes: [] });
  });
  return app;
}
