import Fastify, { type FastifyInstance } from 'fastify';
import { serverOptions, type ServerLimits } from './http';
import { registerSecurityHeaders } from './security';
import { registerSite } from './site';

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
  void app.register(async (demo) => {
    await registerSite(demo, { distDir: demoDir, rewriteHtml: (html) => html.replaceAll(DEMO_LIBRARY_ORIGIN, origin), excludedPrefixes: [] });
  });
  return app;
}
