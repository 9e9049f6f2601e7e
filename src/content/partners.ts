import type { Localized } from '../shared/i18n/catalog';

// French typography: a no-break space before : ; ? ! and inside « ».
const NBSP = '\u00a0';

export interface PartnerLogo {
  src: string;
  width: number;
  height: number;
  /** The partner's name: the logo stands for it. */
  alt: Localized;
}

/** An organisation working with the commune (SPEC §3 "Partner"). */
export interface Partner {
  /** Stable, kebab-case. */
  id: string;
  /** As people say it, and the logo's alt text: `FEICOM`, `PNUD` / `UNDP`. */
  name: Localized;
  /** Spelled out. */
  fullName: Localized;
  logo: PartnerLogo;
  /** What it does with Dtima. */
  description: Localized;
  /** Shown on the partners page (five of the ten; SPEC §2). */
  featured: boolean;
}

const LOGO_SIZE = { width: 200, height: 100 } as const;

function partner(id: string, fields: Omit<Partner, 'id' | 'logo'>): Partner {
  return { id, ...fields, logo: { src: `/images/partners/${id}.svg`, ...LOGO_SIZE, alt: fields.name } };
}

/** The ten partners of the home page's carousel, in its order (SPEC §9). */
export const partners: readonly Partner[] = [
  partner('feicom', {
    name: { fr: 'FEICOM', en: 'FEICOM' },
    fullName: {
      fr: 'Fonds spécial d’équipement et d’intervention intercommunale',
      en: 'Special Council Support Fund for Mutual Assistance',
    },
    description: {
      fr: `Le fonds des communes prête et subventionne nos investissements${NBSP}: il a cofinancé le marché moderne ouvert en 2023 et accompagne l’éclairage solaire des quartiers de Dtima.`,
      en: 'The councils’ fund lends and grants money for our investments: it co-financed the modern market opened in 2023 and supports solar street lighting in Dtima’s neighbourhoods.',
    },
    featured: true,
  }),
  partner('pndp', {
    name: { fr: 'PNDP', en: 'PNDP' },
    fullName: {
      fr: 'Programme national de développement participatif',
      en: 'National Community-Driven Development Programme',
    },
    description: {
      fr: `Il finance les microprojets que les villages choisissent dans le plan communal de développement${NBSP}: forages, salles de classe et pistes de desserte dans les monts Mandara.`,
      en: 'It funds the small projects that villages choose in the council development plan: boreholes, classrooms and access tracks in the Mandara mountains.',
    },
    featured: true,
  }),
  partner('giz', {
    name: { fr: 'GIZ', en: 'GIZ' },
    fullName: {
      fr: 'Coopération allemande (Deutsche Gesellschaft für Internationale Zusammenarbeit)',
      en: 'German development cooperation (Deutsche Gesellschaft für Internationale Zusammenarbeit)',
    },
    description: {
      fr: `La coopération allemande accompagne la décentralisation à Dtima${NBSP}: formation du personnel communal, gestion des finances locales et numérisation des registres d’état civil.`,
      en: 'German cooperation supports decentralisation in Dtima: training for council staff, local public finance management and digitising the civil registers.',
    },
    featured: true,
  }),
  partner('unicef', {
    name: { fr: 'UNICEF', en: 'UNICEF' },
    fullName: {
      fr: 'Fonds des Nations unies pour l’enfance',
      en: 'United Nations Children’s Fund',
    },
    description: {
      fr: `Avec la commune, l’UNICEF fait déclarer les naissances dans les centres d’état civil, équipe les écoles en points d’eau et complète les paquets minimum de la rentrée.`,
      en: 'With the council, UNICEF helps families register births at the civil status centres, brings water points to schools and adds to the minimum packs at the start of the school year.',
    },
    featured: true,
  }),
  partner('undp', {
    name: { fr: 'PNUD', en: 'UNDP' },
    fullName: {
      fr: 'Programme des Nations unies pour le développement',
      en: 'United Nations Development Programme',
    },
    description: {
      fr: 'Il soutient le relèvement des villages touchés par l’insécurité et les activités qui font vivre les jeunes et les femmes.',
      en: 'It supports the recovery of villages hit by insecurity and work that gives young people and women a living.',
    },
    featured: false,
  }),
  partner('eu-delegation', {
    name: { fr: 'Union européenne', en: 'European Union' },
    fullName: {
      fr: 'Délégation de l’Union européenne au Cameroun',
      en: 'Delegation of the European Union to Cameroon',
    },
    description: {
      fr: 'Elle cofinance des programmes de résilience et de sécurité alimentaire dans l’Extrême-Nord, dont la réhabilitation de pistes agricoles.',
      en: 'It co-finances resilience and food security programmes in the Far North, including the repair of farm tracks.',
    },
    featured: false,
  }),
  partner('cvuc', {
    name: { fr: 'CVUC', en: 'UCCC' },
    fullName: {
      fr: 'Communes et villes unies du Cameroun',
      en: 'United Councils and Cities of Cameroon',
    },
    description: {
      fr: `L’association des communes du pays défend leurs intérêts auprès de l’État, forme les élus de Dtima et fait circuler les bonnes pratiques entre les communes de la région.`,
      en: 'The national association of councils speaks for them to the State, trains Dtima’s councillors and shares good practice between the councils of the region.',
    },
    featured: true,
  }),
  partner('afd', {
    name: { fr: 'AFD', en: 'AFD' },
    fullName: {
      fr: 'Agence française de développement',
      en: 'French Development Agency',
    },
    description: {
      fr: 'Elle finance des équipements marchands et des travaux d’assainissement dans les villes moyennes du Nord et de l’Extrême-Nord.',
      en: 'It funds market facilities and sanitation works in the mid-sized towns of the North and Far North regions.',
    },
    featured: false,
  }),
  partner('far-north-region', {
    name: { fr: 'Conseil régional de l’Extrême-Nord', en: 'Far North Regional Council' },
    fullName: { fr: 'Conseil régional de l’Extrême-Nord', en: 'Far North Regional Council' },
    description: {
      fr: 'La région cofinance les routes rurales et la formation professionnelle des jeunes de la commune.',
      en: 'The region co-finances rural roads and vocational training for the council’s young people.',
    },
    featured: false,
  }),
  partner('eau-et-vie-mandara', {
    name: { fr: 'Eau et Vie Mandara', en: 'Eau et Vie Mandara' },
    fullName: { fr: 'ONG Eau et Vie Mandara', en: 'Eau et Vie Mandara (NGO)' },
    description: {
      fr: 'Cette ONG construit et entretient des forages et des latrines avec les comités de gestion de l’eau des quartiers.',
      en: 'This NGO builds and maintains boreholes and latrines with the neighbourhood water committees.',
    },
    featured: false,
  }),
];

/** The five partners the partners page presents (SPEC §2). */
export const featuredPartners: readonly Partner[] = partners.filter((entry) => entry.featured);
