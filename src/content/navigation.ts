import type { Localized } from '../shared/i18n/catalog';
import { pageTitles } from './page-titles';
import { anchor, paths, type SitePath } from './site-map';

export interface NavItem {
  href: string;
  label: Localized;
}

export interface NavGroup {
  id: 'government' | 'residents' | 'visitors' | 'business' | 'services' | 'council';
  label: Localized;
  items: readonly NavItem[];
}

/** The header's menus, SPEC §2: groups, items and targets exactly as specified. */
export const navigation: readonly NavGroup[] = [
  {
    id: 'government',
    label: { fr: 'Gouvernance', en: 'Government' },
    items: [
      { href: paths.meetMayor, label: { fr: 'Rencontrer le maire', en: 'Meet the Mayor' } },
      { href: paths.council, label: { fr: 'Conseil municipal', en: 'Municipal Council' } },
      { href: paths.partners, label: { fr: 'Partenaires', en: 'Partners' } },
    ],
  },
  {
    id: 'residents',
    label: { fr: 'Résidents', en: 'Residents' },
    items: [
      { href: paths.pointsOfInterest, label: { fr: 'Points d’intérêt', en: 'Points of Interest' } },
      { href: paths.guide, label: { fr: 'Guide pratique', en: 'Practical Guide' } },
    ],
  },
  {
    id: 'visitors',
    label: { fr: 'Visiteurs', en: 'Visitors' },
    items: [
      { href: paths.tourism, label: { fr: 'Tourisme', en: 'Tourism' } },
      { href: anchor(paths.guide, 'hotels'), label: { fr: 'Hôtels et hébergement', en: 'Hotels & Accommodation' } },
      { href: anchor(paths.guide, 'restaurants'), label: { fr: 'Restaurants', en: 'Restaurants' } },
      { href: anchor(paths.guide, 'attractions'), label: { fr: 'Attractions touristiques', en: 'Tourist Attractions' } },
      { href: paths.events, label: { fr: 'Événements', en: 'Events' } },
    ],
  },
  {
    id: 'business',
    label: { fr: 'Entreprises', en: 'Business' },
    items: [
      { href: paths.investment, label: { fr: 'Opportunités d’investissement', en: 'Investment Opportunities' } },
      { href: paths.tenders, label: { fr: 'Appels d’offres et marchés', en: 'Tenders & Procurement' } },
      { href: paths.licenses, label: { fr: 'Licences et permis', en: 'Licenses & Permits' } },
      { href: paths.taxes, label: { fr: 'Taxes municipales', en: 'Municipal Taxes' } },
      { href: paths.projects, label: { fr: 'Projets de développement', en: 'Development Projects' } },
    ],
  },
];

const titled = (path: SitePath): NavItem => ({ href: path, label: pageTitles[path] });

/**
 * Pages the menus do not list, grouped for the site search: the eight services of the home
 * page, and the council's other pages. Their names are the pages' own (src/content/page-titles.ts).
 */
export const pagesOutsideMenus: readonly NavGroup[] = [
  {
    id: 'services',
    label: { fr: 'Services', en: 'Services' },
    items: [
      paths.serviceAdministrative,
      paths.serviceTechnical,
      paths.serviceTax,
      paths.serviceBills,
      paths.serviceLicenses,
      paths.serviceStamp,
      paths.serviceBirthCertificate,
      paths.serviceMarriage,
    ].map(titled),
  },
  {
    id: 'council',
    label: { fr: 'La commune', en: 'The council' },
    items: [paths.flashNews, paths.biography, paths.invest, paths.help, paths.search].map(titled),
  },
];
