import type { Localized } from '../shared/i18n/catalog';

// French typography: a no-break space before : ; ? ! and inside « ».
const NBSP = '\u00a0';

export interface FlashNewsImage {
  src: string;
  width: number;
  height: number;
  /** Empty in both languages for a purely decorative image. */
  alt: Localized;
}

/** A short piece of council news (SPEC §3 "Flash news item"). */
export interface FlashNewsItem {
  id: number;
  title: Localized;
  /**
   * One or two sentences. `{amount}` stands for `amount`, formatted in the reader's language
   * at render time (`1,19 milliard de FCFA`, `1.19 billion FCFA`).
   */
  description: Localized;
  /** The day it happened, ISO (`2023-09-12`). */
  date: string;
  /** Every bundled item has one; an item staff publish may have none (the card then shows a neutral picture). */
  image?: FlashNewsImage;
  /** A sum in francs CFA quoted by the description as `{amount}`. */
  amount?: number;
}

/** The three news items of 2023 (SPEC §3): budget, modern market, school packs; each with its picture. */
export const flashNews: readonly (FlashNewsItem & { image: FlashNewsImage })[] = [
  {
    id: 1,
    title: {
      fr: 'Le conseil municipal adopte le budget 2023',
      en: 'Council adopts the 2023 budget',
    },
    description: {
      fr: `Réuni en session budgétaire, le conseil municipal a adopté à l’unanimité le budget de l’exercice 2023, arrêté en recettes et en dépenses à {amount}. Les priorités${NBSP}: l’eau potable, les pistes rurales et l’équipement des écoles.`,
      en: 'Meeting in its budget session, the municipal council unanimously adopted the 2023 budget, balanced in revenue and expenditure at {amount}. Its priorities: drinking water, rural roads and equipment for schools.',
    },
    date: '2023-01-26',
    amount: 1_186_742_000,
    image: {
      src: '/images/flash-news/budget-2023.svg',
      width: 640,
      height: 400,
      alt: {
        fr: 'Les conseillers municipaux votent à main levée dans la salle des délibérations.',
        en: 'Councillors vote by show of hands in the council chamber.',
      },
    },
  },
  {
    id: 2,
    title: {
      fr: 'Le nouveau marché moderne ouvre ses portes',
      en: 'The new modern market opens its doors',
    },
    description: {
      fr: `Cent vingt boutiques, deux cents comptoirs couverts, un hangar pour l’oignon et le mil, des points d’eau et un éclairage solaire${NBSP}: les commerçants de Dtima s’installent dans le marché moderne, financé avec l’appui du FEICOM.`,
      en: 'A hundred and twenty shops, two hundred covered stalls, a shed for onions and millet, water points and solar lighting: Dtima’s traders are moving into the modern market, built with support from FEICOM.',
    },
    date: '2023-07-06',
    image: {
      src: '/images/flash-news/modern-market.svg',
      width: 640,
      height: 400,
      alt: {
        fr: 'Le marché moderne, ses toits en tôle et ses étals d’oignons et de mil.',
        en: 'The modern market, with its metal roofs and stalls of onions and millet.',
      },
    },
  },
  {
    id: 3,
    title: {
      fr: 'Distribution des paquets minimum aux écoles',
      en: 'Minimum school packs handed out to schools',
    },
    description: {
      fr: `Pour la rentrée, la commune a remis les paquets minimum aux 48${NBSP}écoles primaires publiques${NBSP}: craie, registres, cahiers, stylos, cartes murales et trousses de premiers secours, remis aux directeurs en présence des inspecteurs.`,
      en: 'For the new school year, the council delivered the minimum packs to its 48 state primary schools: chalk, registers, exercise books, pens, wall maps and first-aid kits, handed to head teachers in the presence of the inspectors.',
    },
    date: '2023-09-12',
    image: {
      src: '/images/flash-news/school-packs.svg',
      width: 640,
      height: 400,
      alt: {
        fr: 'Des cartons de fournitures, des cahiers et un cartable devant une salle de classe.',
        en: 'Boxes of supplies, exercise books and a school bag in front of a classroom.',
      },
    },
  },
];
