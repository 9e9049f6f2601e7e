import { serverRender } from './server-render';

/**
 * Where the commune's site lives: the origin (and base path) the library itself was loaded
 * from, found from this module's URL (`…/lib/chunks/x.js` → `…/`). On the commune's own site
 * that is the page's origin; on a partner's page it is not.
 */
function siteBase(): URL | undefined {
  const moduleUrl = import.meta.url;
  const lib = moduleUrl.lastIndexOf('/lib/');
  if (lib < 0) return undefined;
  try {
    return new URL(moduleUrl.slice(0, lib + 1));
  } catch {
    return undefined;
  }
}

const base = siteBase();

/**
 * The href for a page of the commune's site (`/events`). Unchanged on the commune's own site,
 * so the shell's router handles it; absolute on a partner's page, so "View All Events" leads
 * to the commune's events rather than to a missing page of the partner's site.
 */
export function siteHref(path: string): string {
  const server = serverRender();
  if (server) return server.siteOrigin ? new URL(path, server.siteOrigin).href : path;
  if (!base || typeof location === 'undefined' || base.origin === location.origin) return path;
  return new URL(path.replace(/^\//, ''), base).href;
}
