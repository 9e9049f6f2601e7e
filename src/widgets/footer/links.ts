import { commune } from '../../content/commune';
import type { Localized } from '../../core/i18n/catalog';
import { navigation, type NavItem } from '../../content/navigation';

/** A page that the header's menus already name: same target, same label. */
function page(href: string): NavItem {
  const item = navigation.flatMap((group) => group.items).find((candidate) => candidate.href === href);
  if (!item) throw new Error(`The footer links to ${href}, which src/content/navigation.ts does not list.`);
  return item;
}

/** Where the points-of-interest page opens a category (its accordion item ids). */
const POINTS_OF_INTEREST = '/residents/points-of-interest';

/** SPEC §2 Footer: council, partners, projects and tenders. */
export const councilLinks: readonly NavItem[] = [
  page('/government/council'),
  page('/government/partners'),
  page('/business/projects'),
  page('/business/tenders'),
];

/** SPEC §2 Footer: tourism, health and social affairs (the last two are points-of-interest categories). */
export const livingLinks: readonly NavItem[] = [
  page('/visitors/tourism'),
  { href: `${POINTS_OF_INTEREST}#health-services`, label: { fr: 'Santé', en: 'Health' } },
  { href: `${POINTS_OF_INTEREST}#social-affairs`, label: { fr: 'Affaires sociales', en: 'Social affairs' } },
];

export type SocialNetworkId = 'facebook' | 'x' | 'youtube' | 'whatsapp';

export interface SocialNetwork {
  id: SocialNetworkId;
  /** The link's accessible name (the icon has no text). */
  name: Localized;
  href: string;
}

/** The commune's four accounts; WhatsApp opens a chat with the town hall's number. */
export const socialNetworks: readonly SocialNetwork[] = [
  { id: 'facebook', name: { fr: 'Facebook', en: 'Facebook' }, href: 'https://www.facebook.com/communededtima' },
  { id: 'x', name: { fr: 'X (anciennement Twitter)', en: 'X (formerly Twitter)' }, href: 'https://x.com/communededtima' },
  { id: 'youtube', name: { fr: 'YouTube', en: 'YouTube' }, href: 'https://www.youtube.com/@communededtima' },
  { id: 'whatsapp', name: { fr: 'WhatsApp', en: 'WhatsApp' }, href: `https://wa.me/${commune.phone.replace(/\D/g, '')}` },
];
