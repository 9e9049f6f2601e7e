import { accessibilityStatus } from '../../content/accessibility';
import { navigation, type NavItem } from '../../content/navigation';
import { pageTitles } from '../../content/page-titles';
import { anchor, paths } from '../../content/site-map';

/** A page that the header's menus already name: same target, same label. */
function page(href: string): NavItem {
  const item = navigation.flatMap((group) => group.items).find((candidate) => candidate.href === href);
  if (!item) throw new Error(`The footer links to ${href}, which src/content/navigation.ts does not list.`);
  return item;
}


/** SPEC §2 Footer: council, partners, projects and tenders. */
export const councilLinks: readonly NavItem[] = [
  page(paths.council),
  page(paths.partners),
  page(paths.projects),
  page(paths.tenders),
];

/** SPEC §2 Footer: tourism, health and social affairs (the last two are points-of-interest categories). */
export const livingLinks: readonly NavItem[] = [
  page(paths.tourism),
  { href: anchor(paths.pointsOfInterest, 'health-services'), label: { fr: 'Santé', en: 'Health' } },
  { href: anchor(paths.pointsOfInterest, 'social-affairs'), label: { fr: 'Affaires sociales', en: 'Social affairs' } },
];

/**
 * What a public body owes its readers: the legal notice, personal data, and the accessibility
 * statement, named with the site's conformity (« Accessibilité : partiellement conforme »).
 */
export const legalLinks: readonly NavItem[] = [
  { href: paths.legalNotice, label: pageTitles[paths.legalNotice] },
  { href: paths.privacy, label: pageTitles[paths.privacy] },
  {
    href: paths.accessibility,
    label: {
      fr: `${pageTitles[paths.accessibility].fr}\u00a0: ${accessibilityStatus.fr}`,
      en: `${pageTitles[paths.accessibility].en}: ${accessibilityStatus.en}`,
    },
  },
];
