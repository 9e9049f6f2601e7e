import { paths, type SitePath } from '../../content/site-map';
import { collectionPages } from '../../admin/collection/pages';
import type { ContentCollection } from '../../collections';
import type { AdminPath } from '../../collections/define';
import type { Localized } from '../../shared/i18n/catalog';

/*
 * The admin's navigation as data (SPEC §2, admin sidebar): the element renders it, and the shell
 * writes the same links into the static page for readers without JavaScript. No React here.
 * The Content group ends with the collections that have no screen of their own (one added with
 * `npm run new-collection`), each named with its plural: nothing to add here for them.
 */

export type AdminNavKey =
  | 'dashboard'
  | 'news'
  | 'contentEvents'
  | 'programs'
  | 'contentQuickLinks'
  | 'mayor'
  | 'pages'
  | 'events'
  | 'quickLinks'
  | 'notifications'
  | 'trash'
  | 'settings';

export interface AdminNavLink {
  key: AdminNavKey;
  href: SitePath;
}

/** Dashboard; Content (News Articles … Mayor Updates); Pages; Events; Quick Links; Notifications; Trash; Settings. */
export const adminNav = {
  dashboard: { key: 'dashboard', href: paths.admin },
  content: [
    { key: 'news', href: paths.adminNews },
    { key: 'contentEvents', href: paths.adminContentEvents },
    { key: 'programs', href: paths.adminPrograms },
    { key: 'contentQuickLinks', href: paths.adminContentQuickLinks },
    { key: 'mayor', href: paths.adminMayor },
  ],
  rest: [
    { key: 'pages', href: paths.adminPages },
    { key: 'events', href: paths.adminEvents },
    { key: 'quickLinks', href: paths.adminQuickLinks },
    { key: 'notifications', href: paths.adminNotifications },
    { key: 'trash', href: paths.adminTrash },
    { key: 'settings', href: paths.adminSettings },
  ],
} as const satisfies { dashboard: AdminNavLink; content: readonly AdminNavLink[]; rest: readonly AdminNavLink[] };

/** Every link written here, in the order they are shown. */
export const adminNavLinks: readonly AdminNavLink[] = [adminNav.dashboard, ...adminNav.content, ...adminNav.rest];

/** A link to a collection's generic screen, named by the collection. */
export interface CollectionNavLink {
  key: ContentCollection;
  href: AdminPath;
  label: Localized;
}

/** The Content group's links after its five: the collections without a screen of their own (src/admin/collection/pages.ts). */
export const collectionLinks: readonly CollectionNavLink[] = collectionPages.map((page) => ({ key: page.collection, href: page.path, label: page.title }));

/** `/admin-dtima/settings/`, `/admin-dtima/settings/index.html`, `…?lang=en#x` are the same page. */
export function pagePath(path: string): string {
  let pathname: string;
  try {
    pathname = new URL(path, 'https://commune.invalid/').pathname;
  } catch {
    return '';
  }
  return pathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '') || '/';
}

/** Whether a page belongs to the Content group (its links open the group). */
export function isContentPath(path: string): boolean {
  const page = pagePath(path);
  return adminNav.content.some((link) => link.href === page) || collectionLinks.some((link) => link.href === page);
}
