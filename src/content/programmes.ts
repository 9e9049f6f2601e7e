import type { Localized } from '../shared/i18n/catalog';
import { paths, type SitePath } from './site-map';

// French typography: a no-break space before « : ; ? ! ».
const NBSP = '\u00a0';

/** An illustration stored in public/images; `alt` is empty in both languages when it is decorative. */
export interface Illustration {
  src: string;
  width: number;
  height: number;
  alt: Localized;
}

/** A programme is an item of the development agenda or a project. */
export type ProgrammeType = 'agenda' | 'project';
/** Where a programme stands, shown as a badge on its card. */
export type ProgrammePhase = 'planning' | 'active' | 'completed';

/**
 * A card of the home page's « Programmes et priorités » (SPEC §3: title, description, image).
 * The same shape as a program staff publish on the content server (`ProgramItem`).
 */
export interface Programme {
  id: string;
  title: Localized;
  description: Localized;
  type: ProgrammeType;
  phase: ProgrammePhase;
  /** Every bundled programme has one; one staff publish may have none (the card then shows a neutral picture). */
  image?: Illustration;
  /** A page that says more (a path of the site, or an https address for one staff publish), with a link text that names it. */
  link?: { href: SitePath | (string & {}); label: Localized };
}

/** The three programmes of the home page, in the order they are shown. */
export const programmes: readonly (Programme & { image: Illustration })[] = [
  {
    id: 'development-agenda',
    title: { fr: 'Agenda de développement', en: 'Development agenda' },
    type: 'agenda',
    phase: 'active',
    description: {
      fr: `Le plan communal de développement, préparé avec les chefferies, les associations et les services de l’État, fixe les priorités jusqu’en 2028${NBSP}: eau potable, pistes rurales, salles de classe et centres de santé dans chaque canton.`,
      en: 'The council development plan, drawn up with the traditional chiefdoms, local associations and government services, sets the priorities until 2028: drinking water, rural roads, classrooms and health centres in every canton.',
    },
    image: {
      src: '/images/programmes/agenda.svg',
      width: 640,
      height: 360,
      alt: {
        fr: 'Plan de la commune avec les chantiers prévus, à côté d’une liste de priorités cochée',
        en: 'Map of the council area showing planned works, beside a ticked list of priorities',
      },
    },
    link: { href: paths.projects, label: { fr: 'Voir les projets de développement', en: 'See the development projects' } },
  },
  {
    id: 'quality-housing',
    title: { fr: 'Habitat de qualité', en: 'Quality housing' },
    type: 'project',
    phase: 'active',
    description: {
      fr: 'Lotissements communaux viabilisés, briques de terre stabilisée fabriquées sur place et conseil gratuit avant chaque permis de bâtir, pour des maisons sûres, fraîches en saison sèche et bien raccordées.',
      en: 'Serviced council housing plots, stabilised earth bricks made locally and free advice before every building permit, for homes that are safe, cool in the dry season and properly connected.',
    },
    image: {
      src: '/images/programmes/housing.svg',
      width: 640,
      height: 360,
      alt: {
        fr: 'Maisons en briques de terre aux toits rouges, le long d’une rue plantée d’arbres',
        en: 'Earth-brick houses with red roofs along a tree-lined street',
      },
    },
    link: { href: paths.serviceTechnical, label: { fr: 'Urbanisme et services techniques', en: 'Town planning and technical services' } },
  },
  {
    id: 'year-of-youth-2024',
    title: { fr: 'Année de la jeunesse 2024', en: 'Year of Youth 2024' },
    type: 'agenda',
    phase: 'completed',
    description: {
      fr: 'Formations aux métiers (mécanique, couture, transformation de l’oignon et de l’arachide), emplois saisonniers sur les chantiers communaux et tournoi de football inter-quartiers pour les jeunes de 15 à 35 ans.',
      en: 'Vocational training (mechanics, tailoring, onion and groundnut processing), seasonal jobs on council building sites and an inter-neighbourhood football tournament for young people aged 15 to 35.',
    },
    image: {
      src: '/images/programmes/youth.svg',
      width: 640,
      height: 360,
      alt: {
        fr: 'Trois jeunes, l’un avec un ballon de football, l’autre avec une clé à molette, le troisième avec un métier à coudre',
        en: 'Three young people, one with a football, one with a spanner and one at a sewing machine',
      },
    },
    link: { href: paths.events, label: { fr: 'Voir les événements de la commune', en: 'See the council’s events' } },
  },
];
