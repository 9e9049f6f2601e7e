import { DEFAULT_LANG, LANGUAGES, type Lang } from './lang';

/*
 * What search engines read about the site: the address of a page in each language, the
 * `robots.txt` and the `sitemap.xml`. Plain functions of their inputs, shared by the pages'
 * `<link rel="alternate">` (src/ssr/page.ts), the content server (server/seo.ts) and the build's
 * static copies (scripts/prerender.mjs), so the three never disagree.
 */

/**
 * A page's address in a language as the site serves it: French, the default, at the path
 * itself (what a reader without a saved choice gets), English at `?lang=en`.
 */
export function pageUrl(path: string, lang: Lang, origin = ''): string {
  return lang === DEFAULT_LANG ? `${origin}${path}` : `${origin}${path}?lang=${lang}`;
}

export interface Alternate {
  hreflang: Lang | 'x-default';
  href: string;
}

/** A page in every language, then `x-default` (the French address, which any reader can open). */
export function pageAlternates(path: string, origin = ''): Alternate[] {
  return [...LANGUAGES.map((lang) => ({ hreflang: lang, href: pageUrl(path, lang, origin) })), { hreflang: 'x-default', href: pageUrl(path, DEFAULT_LANG, origin) }];
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface SitemapPage {
  /** The page's path (`/events`). */
  path: string;
  /** When the page last changed. */
  lastModified: Date;
}

/** A moment as a W3C datetime to the second, in UTC: `2026-11-26T09:30:00Z`. */
export const w3cDateTime = (moment: Date) => moment.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The sitemap (sitemaps.org 0.9) of `pages` on `origin`: each page once per language, each entry
 * with its last change and the page's every language as `xhtml:link` alternates (hreflang).
 */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const entries = pages.flatMap((page) => {
    const alternates = pageAlternates(page.path, origin)
      .map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`)
      .join('\n');
    return LANGUAGES.map(
      (lang) => `  <url>
    <loc>${escapeXml(pageUrl(page.path, lang, origin))}</loc>
    <lastmod>${w3cDateTime(page.lastModified)}</lastmod>
${alternates}
  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

export interface RobotsOptions {
  /** Path prefixes robots must not crawl (the staff area, the API). */
  disallow: readonly string[];
  /** The site's origin, for the absolute `Sitemap:` line; without it there is none. */
  origin?: string;
}

/** `robots.txt`: every robot may crawl the site but `disallow`, and the sitemap is at `/sitemap.xml`. */
export function robotsTxt({ disallow, origin }: RobotsOptions): string {
  const lines = ['User-agent: *', ...disallow.map((prefix) => `Disallow: ${prefix}`), 'Allow: /'];
  if (origin) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
