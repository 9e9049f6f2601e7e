import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The directives a page or an app may widen with its own sources. */
export type CspDirective = 'script-src' | 'style-src' | 'img-src' | 'connect-src';
export type CspSources = Partial<Record<CspDirective, readonly string[]>>;

export interface SecurityOptions {
  /** Sources added to every response's policy (the partner demo adds the library's origin). */
  sources?: CspSources;
  /**
   * Paths other origins load as subresources: no framing rules, and
   * `Cross-Origin-Resource-Policy: cross-origin` so pages with COEP may load them too.
   * Default: the library (`/lib/`) and the images its elements show on partners' pages.
   */
  crossOriginPrefixes?: readonly string[];
}

const DEFAULT_CROSS_ORIGIN_PREFIXES = ['/lib/', '/images/'];

/**
 * One year; no `includeSubDomains`, which would bind the commune's other hosts to HTTPS too. Sent
 * on every answer, whatever the connection: browsers ignore it over plain HTTP (RFC 6797 §8.1),
 * and the answers the server writes before it knows the protocol (the parser's 400s, bad URLs)
 * or behind a proxy it was not told to trust get it too.
 */
const HSTS = 'max-age=31536000';

/** Powerful features no page of the site uses, refused to it and to anything it might frame. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** A CSP source allowing one inline block by its text. */
export function hashSource(text: string): string {
  // Browsers hash the parsed text, and HTML parsing turns CRLF into LF.
  return `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;
}

/**
 * react-aria's `usePress` prepends this exact `<style>` to the document's head the first time a
 * button renders. It cannot reach our shadow roots, so it does nothing for our elements, but
 * refused it is a CSP error in every page's console; allowed by its hash, it stays harmless.
 * `server/site.test.ts` checks the text still matches the installed react-aria.
 */
export const REACT_ARIA_PRESS_STYLE = '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';

const BASE_POLICY: ReadonlyArray<[string, readonly string[]]> = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", hashSource(REACT_ARIA_PRESS_STYLE)]],
  ['img-src', ["'self'", 'data:']],
  ['connect-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
];

/**
 * The Content-Security-Policy: scripts only from files (never inline, unless by hash), and
 * `frame-ancestors 'none'` unless the response is meant to be loaded by other origins.
 */
export function contentSecurityPolicy(sources: CspSources = {}, framable = false): string {
  const directives = BASE_POLICY.map(([name, base]) => {
    const extra = sources[name as CspDirective] ?? [];
    return [name, ...new Set([...base, ...extra])].join(' ');
  });
  if (!framable) directives.push("frame-ancestors 'none'");
  return directives.join('; ');
}

export interface ResponseContext {
  path: string;
  sources?: CspSources;
  crossOriginPrefixes?: readonly string[];
}

/**
 * The headers every response carries, for a request path: pages, files, JSON, and every error,
 * Fastify's and Node's own included. A page opened from another site gets no handle on its
 * window, nor it on the opener's (`Cross-Origin-Opener-Policy`).
 */
export function securityHeaders({ path, sources, crossOriginPrefixes = DEFAULT_CROSS_ORIGIN_PREFIXES }: ResponseContext): Record<string, string> {
  const crossOrigin = crossOriginPrefixes.some((prefix) => path.startsWith(prefix));
  return {
    'content-security-policy': contentSecurityPolicy(sources, crossOrigin),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(crossOrigin ? { 'cross-origin-resource-policy': 'cross-origin' } : { 'x-frame-options': 'DENY' }),
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'strict-transport-security': HSTS,
  };
}

/** The path of a request target, which may be absolute (`GET http://host/x`) or `*`. */
export function pathnameOf(target: string): string {
  if (target.startsWith('/')) {
    const query = target.indexOf('?');
    return query === -1 ? target : target.slice(0, query);
  }
  try {
    return new URL(target).pathname;
  } catch {
    return '/';
  }
}

/** Inline blocks a response's HTML may run, set by the route that sends it. */
const inlineSources = new WeakMap<FastifyReply, CspSources>();

/** Lets this response's page use its own inline `<style>` and `<script>` blocks (by hash). */
export function allowInline(reply: FastifyReply, sources: CspSources): void {
  inlineSources.set(reply, sources);
}

/** The hashes of a page's inline `<style>` blocks and inline (src-less) `<script>` blocks. */
export function inlineHashes(html: string): CspSources {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => hashSource(match[1] ?? ''));
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? ''))
    .map((match) => hashSource(match[2] ?? ''));
  return { 'style-src': [...new Set(styles)], 'script-src': [...new Set(scripts)] };
}

function mergeSources(...all: Array<CspSources | undefined>): CspSources {
  const merged: Record<string, string[]> = {};
  for (const sources of all) {
    for (const [directive, values] of Object.entries(sources ?? {})) merged[directive] = [...(merged[directive] ?? []), ...values];
  }
  return merged;
}

/**
 * Every response — pages, files, API JSON, errors and 404s — gets the security headers. A route
 * may set one of them itself (the lead's media route, a stricter policy); the hook fills in the rest.
 * Framework-level 400s that bypass hooks are answered by `server/http.ts` with the same headers.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions = {}): void {
  const crossOriginPrefixes = options.crossOriginPrefixes ?? DEFAULT_CROSS_ORIGIN_PREFIXES;
  // The headers of a response depend on its page's inline blocks (one object per cached page)
  // and whether its path is loaded by other origins: worked out once per combination, not on
  // every request (a policy with a page's hashes is a few kilobytes of text).
  const noInline: CspSources = {};
  const known = new WeakMap<CspSources, Map<string, Record<string, string>>>();
  app.addHook('onSend', async (request, reply, payload) => {
    const path = pathnameOf(request.url);
    const inline = inlineSources.get(reply) ?? noInline;
    const variant = crossOriginPrefixes.some((prefix) => path.startsWith(prefix)) ? 'cross' : 'same';
    let byVariant = known.get(inline);
    if (!byVariant) known.set(inline, (byVariant = new Map()));
    let headers = byVariant.get(variant);
    if (!headers) {
      headers = securityHeaders({ path, sources: mergeSources(options.sources, inline), crossOriginPrefixes });
      byVariant.set(variant, headers);
    }
    for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}
