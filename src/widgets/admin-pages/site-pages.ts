import { navigation, pagesOutsideMenus } from '../../content/navigation';
import { sitePages, type SitePage } from '../../content/pages';
import { paths } from '../../content/site-map';
import type { Localized } from '../../shared/i18n/catalog';

/*
 * The site pages screen's rows, apart from React (unit-tested): every public page with the
 * section a visitor finds it in — the header's menus first, then the pages they do not list.
 */

export interface PageSection {
  id: string;
  /** The section's name; `undefined` for the screen's own names (home, other pages). */
  label: Localized | undefined;
}

export interface PageRow {
  /** The page's path, unique. */
  id: string;
  page: SitePage;
  section: PageSection;
  /** Where the section comes in the site's order: sorting by section keeps the menus' order. */
  sectionOrder: number;
}

const HOME: PageSection = { id: 'home', label: undefined };
const OTHER: PageSection = { id: 'other', label: undefined };

const withoutFragment = (href: string) => href.split('#')[0];

/** The section a path is listed in: the first group that names the page itself (not one of its parts). */
export function sectionOf(path: string): { section: PageSection; order: number } {
  if (path === paths.home) return { section: HOME, order: 0 };
  const groups = [...navigation, ...pagesOutsideMenus];
  const index = groups.findIndex((group) => group.items.some((item) => item.href === path));
  // A page reached only through one of its parts (`/guide-pratique#hotels`) still belongs there.
  const partly = index >= 0 ? index : groups.findIndex((group) => group.items.some((item) => withoutFragment(item.href) === path));
  if (partly < 0) return { section: OTHER, order: groups.length + 1 };
  const group = groups[partly]!;
  return { section: { id: group.id, label: group.label }, order: partly + 1 };
}

/** Every public page of the site, in the order of its sections (then of `sitePages`). */
export function publicPageRows(pages: readonly SitePage[] = sitePages): PageRow[] {
  return pages
    .filter((page) => page.area === 'public')
    .map((page) => {
      const { section, order } = sectionOf(page.path);
      return { id: page.path, page, section, sectionOrder: order };
    })
    .sort((a, b) => a.sectionOrder - b.sectionOrder);
}
