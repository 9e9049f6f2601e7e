import type { Localized } from '../shared/i18n/catalog';

/** SPEC §4: 'En cours' (green badge) or 'Planifié' (yellow badge). */
export type ProjectStatus = 'inProgress' | 'planned';

/** Project icons, drawn by `<commune-projects>` (src/widgets/projects/icons.tsx). */
export type ProjectIconId = 'water' | 'streetlight' | 'market' | 'road' | 'school';

export interface DevelopmentProject {
  id: string;
  icon: ProjectIconId;
  title: Localized;
  description: Localized;
  status: ProjectStatus;
  /** Per cent done, 0–100 (SPEC §9: progress maximum 100). */
  progress: number;
  /** In FCFA. */
  budget: number;
  /** ISO months, `2024-03`: the first and the last month of the works. */
  start: string;
  end: string;
}

/** The commune's five development projects (SPEC §2 /business/projects, §9), in this order. */
export const developmentProjects: readonly DevelopmentProject[] = [
  {
    id: 'drinking-water',
    icon: 'water',
    title: { fr: 'Adduction d’eau potable', en: 'Drinking water supply' },
    description: {
      fr: 'Douze forages équipés de pompes solaires, deux châteaux d’eau et quinze kilomètres de réseau pour amener l’eau potable dans les quartiers de Mandaka, Gouzda et Ziver.',
      en: 'Twelve boreholes with solar pumps, two water towers and fifteen kilometres of pipes to bring drinking water to the Mandaka, Gouzda and Ziver neighbourhoods.',
    },
    status: 'inProgress',
    progress: 65,
    budget: 500_000_000,
    start: '2024-03',
    end: '2025-12',
  },
  {
    id: 'solar-street-lighting',
    icon: 'streetlight',
    title: { fr: 'Éclairage public solaire', en: 'Solar street lighting' },
    description: {
      fr: 'Cent vingt lampadaires solaires le long de l’avenue de l’Unité, autour du marché central et de la gare routière, pour des rues plus sûres et des commerces ouverts après la tombée de la nuit.',
      en: 'One hundred and twenty solar street lamps along avenue de l’Unité, around the central market and the bus station, for safer streets and shops that stay open after dark.',
    },
    status: 'inProgress',
    progress: 40,
    budget: 50_000_000,
    start: '2024-10',
    end: '2025-09',
  },
  {
    id: 'modern-market',
    icon: 'market',
    title: { fr: 'Marché moderne de Dtima', en: 'Dtima modern market' },
    description: {
      fr: 'Un marché couvert de trois cents boutiques et étals, avec hangars pour les céréales et l’oignon, chambre froide, toilettes publiques et parc de stationnement pour les camions.',
      en: 'A covered market with three hundred shops and stalls, grain and onion sheds, a cold room, public toilets and a lorry park.',
    },
    status: 'planned',
    progress: 20,
    budget: 300_000_000,
    start: '2025-07',
    end: '2027-06',
  },
  {
    id: 'mokolo-road',
    icon: 'road',
    title: { fr: 'Réhabilitation de la route Dtima–Mokolo', en: 'Upgrading the Dtima–Mokolo road' },
    description: {
      fr: 'Reprofilage et rechargement en latérite de dix-huit kilomètres de route, avec six ouvrages de franchissement des mayos pour une circulation toute l’année, même en saison des pluies.',
      en: 'Regrading and resurfacing eighteen kilometres of laterite road, with six crossings over the seasonal rivers so traffic can pass all year, even in the rainy season.',
    },
    status: 'inProgress',
    progress: 80,
    budget: 250_000_000,
    start: '2023-11',
    end: '2025-06',
  },
  {
    id: 'technical-high-school',
    icon: 'school',
    title: { fr: 'Lycée technique communal', en: 'Council technical high school' },
    description: {
      fr: 'Douze salles de classe, des ateliers de mécanique, d’électricité et de couture, un bloc administratif, un forage et des latrines, pour former les jeunes de la commune aux métiers recherchés.',
      en: 'Twelve classrooms, mechanics, electrical and tailoring workshops, an administration block, a borehole and latrines, to train the council’s young people in the trades employers need.',
    },
    status: 'planned',
    progress: 10,
    budget: 400_000_000,
    start: '2025-10',
    end: '2027-09',
  },
];
