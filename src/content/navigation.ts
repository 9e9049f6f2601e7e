import type { Localized } from '../core/i18n/catalog';

export interface NavItem {
  href: string;
  label: Localized;
}

export interface NavGroup {
  id: 'government' | 'residents' | 'visitors' | 'business';
  label: Localized;
  items: readonly NavItem[];
}

/** The header's menus, SPEC §2: groups, items and targets exactly as specified. */
export const navigation: readonly NavGroup[] = [
  {
    id: 'government',
    label: { fr: 'Gouvernance', en: 'Government' },
    items: [
      { href: '/government/meet-mayor', label: { fr: 'Rencontrer le maire', en: 'Meet the Mayor' } },
      { href: '/government/council', label: { fr: 'Conseil municipal', en: 'Municipal Council' } },
      { href: '/government/partners', label: { fr: 'Partenaires', en: 'Partners' } },
    ],
  },
  {
    id: 'residents',
    label: { fr: 'Résidents', en: 'Residents' },
    items: [
      { href: '/residents/points-of-interest', label: { fr: 'Points d’intérêt', en: 'Points of Interest' } },
      { href: '/guide-pratique', label: { fr: 'Guide pratique', en: 'Practical Guide' } },
    ],
  },
  {
    id: 'visitors',
    label: { fr: 'Visiteurs', en: 'Visitors' },
    items: [
      { href: '/visitors/tourism', label: { fr: 'Tourisme', en: 'Tourism' } },
      { href: '/guide-pratique#hotels', label: { fr: 'Hôtels et hébergement', en: 'Hotels & Accommodation' } },
      { href: '/guide-pratique#restaurants', label: { fr: 'Restaurants', en: 'Restaurants' } },
      { href: '/guide-pratique#attractions', label: { fr: 'Attractions touristiques', en: 'Tourist Attractions' } },
      { href: '/events', label: { fr: 'Événements', en: 'Events' } },
    ],
  },
  {
    id: 'business',
    label: { fr: 'Entreprises', en: 'Business' },
    items: [
      { href: '/business/investment', label: { fr: 'Opportunités d’investissement', en: 'Investment Opportunities' } },
      { href: '/business/tenders', label: { fr: 'Appels d’offres et marchés', en: 'Tenders & Procurement' } },
      { href: '/business/licenses', label: { fr: 'Licences et permis', en: 'Licenses & Permits' } },
      { href: '/business/taxes', label: { fr: 'Taxes municipales', en: 'Municipal Taxes' } },
      { href: '/business/projects', label: { fr: 'Projets de développement', en: 'Development Projects' } },
    ],
  },
];
