import type { Localized } from '../shared/i18n/catalog';
import { offices, type OfficeId } from './commune';
import type { ProcedureStep } from './procedure';

/** The three kinds of public contract of Cameroon’s procurement code. */
export const tenderCategories = ['works', 'supplies', 'services'] as const;
export type TenderCategory = (typeof tenderCategories)[number];

export const tenderCategoryLabels: Readonly<Record<TenderCategory, Localized>> = {
  works: { fr: 'Travaux', en: 'Works' },
  supplies: { fr: 'Fournitures', en: 'Supplies' },
  services: { fr: 'Services', en: 'Services' },
};

/** One lot of a tender: bidders may bid for one lot or several. */
export interface TenderLot {
  title: Localized;
  /** The commune’s cost estimate for the lot, in FCFA. */
  estimate: number;
}

export interface TenderDetails {
  /** The tender’s lots; the budget estimate is their sum. */
  lots: readonly TenderLot[];
  /** Where the works are done, the supplies delivered or the services performed. */
  place: Localized;
  /** How long the contractor has once the order to start is given. */
  execution: { value: number; unit: 'day' | 'month' };
  funding: Localized;
  /** Who may bid. */
  eligibility: readonly Localized[];
  /** The bid bond (caution de soumission) every bid must include, in FCFA. */
  bidBond: number;
  /** The public opening of the bids. `date` ISO day, `time` local `HH:mm`. */
  bidOpening: { date: string; time: string; place: Localized };
}

/** The bidding file (dossier d’appel d’offres): what it holds and what it costs. */
export interface TenderDossier {
  documents: readonly Localized[];
  /** Non-refundable price of the file, in FCFA. */
  cost: number;
}

export interface Tender {
  /** `AO-2025-014`: AO (appel d’offres), year, number in the year’s register. */
  reference: string;
  title: Localized;
  category: TenderCategory;
  description: Localized;
  /** Last day to submit a bid, ISO (`2025-06-12`). */
  deadline: string;
  /** Bids are accepted until this local time (`HH:mm`) on the deadline day. */
  deadlineTime: string;
  details: TenderDetails;
  dossier: TenderDossier;
}

/** The office that sells the bidding files and receives the bids (src/content/commune.ts). */
export const tenderOffice: OfficeId = 'procurement';
/** The office where the price of a bidding file is paid. */
export const dossierPaymentOffice: OfficeId = 'finance';

const procurement = offices[tenderOffice];
const cashier = offices[dossierPaymentOffice];

const BID_OPENING_ROOM: Localized = {
  fr: 'Salle des actes de l’hôtel de ville, en séance publique',
  en: 'Council chamber of the town hall, in a public session',
};

const UP_TO_DATE: Localized = {
  fr: 'À jour de leurs obligations fiscales et sociales (attestation de non-redevance, attestation de la CNPS)',
  en: 'Up to date with their tax and social security obligations (tax clearance and CNPS certificates)',
};

const NOTICE: Localized = { fr: 'Avis d’appel d’offres (AAO)', en: 'Invitation to tender' };
const INSTRUCTIONS: Localized = {
  fr: 'Règlement particulier de l’appel d’offres (RPAO)',
  en: 'Instructions to bidders',
};
const ADMINISTRATIVE_CLAUSES: Localized = {
  fr: 'Cahier des clauses administratives particulières (CCAP)',
  en: 'Special conditions of contract',
};
const FORMS: Localized = {
  fr: 'Modèles de lettre de soumission, de caution et de pièces administratives',
  en: 'Templates for the bid letter, the bid bond and the administrative documents',
};

/** The three tenders in progress (SPEC §2 /business/tenders), in the order of the register. */
export const tenders: readonly Tender[] = [
  {
    reference: 'AO-2025-014',
    title: {
      fr: 'Construction de trois forages équipés de pompes à motricité humaine',
      en: 'Construction of three boreholes with hand pumps',
    },
    category: 'works',
    description: {
      fr: 'Trois forages d’eau potable, chacun avec margelle, abreuvoir pour le bétail et pompe à motricité humaine, dans les villages de Gouzda, Mboko et Ldamsaï, où les puits traditionnels tarissent dès le mois de mars.',
      en: 'Three drinking-water boreholes, each with a concrete apron, a cattle trough and a hand pump, in the villages of Gouzda, Mboko and Ldamsai, where the traditional wells run dry from March.',
    },
    deadline: '2025-06-12',
    deadlineTime: '10:00',
    details: {
      lots: [
        { title: { fr: 'Lot 1 – forage de Gouzda', en: 'Lot 1 – Gouzda borehole' }, estimate: 9_200_000 },
        { title: { fr: 'Lot 2 – forage de Mboko', en: 'Lot 2 – Mboko borehole' }, estimate: 8_700_000 },
        { title: { fr: 'Lot 3 – forage de Ldamsaï', en: 'Lot 3 – Ldamsai borehole' }, estimate: 9_600_000 },
      ],
      place: {
        fr: 'Villages de Gouzda, Mboko et Ldamsaï, sur le piémont des monts Mandara',
        en: 'The villages of Gouzda, Mboko and Ldamsai, in the Mandara foothills',
      },
      execution: { value: 90, unit: 'day' },
      funding: {
        fr: 'Budget d’investissement public 2025, ressources transférées à la commune',
        en: '2025 Public Investment Budget, funds transferred to the council',
      },
      eligibility: [
        {
          fr: 'Entreprises de droit camerounais agréées pour les travaux hydrauliques',
          en: 'Companies registered in Cameroon and licensed for water engineering works',
        },
        UP_TO_DATE,
        {
          fr: 'Au moins deux forages de même nature réalisés au cours des trois dernières années',
          en: 'At least two similar boreholes completed in the last three years',
        },
        {
          fr: 'Une même entreprise peut soumissionner pour un, deux ou trois lots',
          en: 'A company may bid for one, two or all three lots',
        },
      ],
      bidBond: 500_000,
      bidOpening: { date: '2025-06-12', time: '11:00', place: BID_OPENING_ROOM },
    },
    dossier: {
      documents: [
        NOTICE,
        INSTRUCTIONS,
        ADMINISTRATIVE_CLAUSES,
        {
          fr: 'Cahier des clauses techniques particulières (CCTP) et étude hydrogéologique des trois sites',
          en: 'Technical specifications and the hydrogeological survey of the three sites',
        },
        {
          fr: 'Bordereau des prix unitaires et détail quantitatif et estimatif (DQE)',
          en: 'Schedule of unit prices and bill of quantities',
        },
        FORMS,
      ],
      cost: 50_000,
    },
  },
  {
    reference: 'AO-2025-017',
    title: {
      fr: 'Fourniture de 400 tables-bancs pour les écoles publiques',
      en: 'Supply of 400 school desks for state primary schools',
    },
    category: 'supplies',
    description: {
      fr: 'Fabrication et livraison de tables-bancs biplaces en bois dur et en métal pour huit écoles primaires publiques de la commune, avant la rentrée scolaire de septembre 2025.',
      en: 'Manufacture and delivery of two-seat desks in hardwood and steel to eight of the council’s state primary schools, before the school year starts in September 2025.',
    },
    deadline: '2025-06-19',
    deadlineTime: '10:00',
    details: {
      lots: [
        {
          title: { fr: 'Lot 1 – 250 tables-bancs pour les écoles de Dtima-ville', en: 'Lot 1 – 250 desks for the schools in Dtima town' },
          estimate: 8_750_000,
        },
        {
          title: { fr: 'Lot 2 – 150 tables-bancs pour les écoles des villages', en: 'Lot 2 – 150 desks for the village schools' },
          estimate: 5_250_000,
        },
      ],
      place: {
        fr: 'Livraison dans les huit écoles bénéficiaires, dont la liste figure au dossier',
        en: 'Delivered to the eight schools listed in the bidding file',
      },
      execution: { value: 60, unit: 'day' },
      funding: {
        fr: 'Budget communal 2025 et dotation générale de la décentralisation',
        en: '2025 council budget and the general decentralisation grant',
      },
      eligibility: [
        {
          fr: 'Entreprises, menuiseries et groupements d’artisans installés au Cameroun',
          en: 'Companies, joinery workshops and craftsmen’s groups established in Cameroon',
        },
        UP_TO_DATE,
        {
          fr: 'Un échantillon de table-banc déposé au Service des marchés publics avant la date limite',
          en: 'A sample desk left at the Public Procurement Office before the deadline',
        },
      ],
      bidBond: 250_000,
      bidOpening: { date: '2025-06-19', time: '11:00', place: BID_OPENING_ROOM },
    },
    dossier: {
      documents: [
        NOTICE,
        INSTRUCTIONS,
        ADMINISTRATIVE_CLAUSES,
        {
          fr: 'Spécifications techniques et plan coté de la table-banc',
          en: 'Technical specifications and a dimensioned drawing of the desk',
        },
        {
          fr: 'Liste des écoles et quantités à livrer dans chacune',
          en: 'List of the schools and the quantity for each',
        },
        {
          fr: 'Bordereau des prix et détail quantitatif et estimatif (DQE)',
          en: 'Price schedule and bill of quantities',
        },
        FORMS,
      ],
      cost: 30_000,
    },
  },
  {
    reference: 'AO-2025-021',
    title: {
      fr: 'Collecte et évacuation des déchets des marchés',
      en: 'Waste collection and removal from the markets',
    },
    category: 'services',
    description: {
      fr: 'Collecte quotidienne, transport et mise en décharge contrôlée des déchets du marché central, du marché à bétail et de la gare routière pendant douze mois, avec le balayage des allées les jours de grand marché.',
      en: 'Daily collection, transport and controlled disposal of the waste of the central market, the livestock market and the bus station for twelve months, with the aisles swept on main market days.',
    },
    deadline: '2025-06-26',
    deadlineTime: '10:00',
    details: {
      lots: [
        { title: { fr: 'Lot 1 – marché central', en: 'Lot 1 – central market' }, estimate: 11_400_000 },
        {
          title: { fr: 'Lot 2 – marché à bétail et gare routière', en: 'Lot 2 – livestock market and bus station' },
          estimate: 7_800_000,
        },
      ],
      place: {
        fr: 'Marché central, marché à bétail et gare routière de Dtima, décharge contrôlée de la route de Mokolo',
        en: 'Dtima’s central market, livestock market and bus station, and the controlled landfill on the Mokolo road',
      },
      execution: { value: 12, unit: 'month' },
      funding: { fr: 'Budget de fonctionnement de la commune', en: 'The council’s operating budget' },
      eligibility: [
        {
          fr: 'Entreprises et groupements d’intérêt économique (GIE) de droit camerounais',
          en: 'Companies and economic interest groups registered in Cameroon',
        },
        UP_TO_DATE,
        {
          fr: 'Au moins un camion benne et un tracteur avec remorque, en propriété ou en location',
          en: 'At least one tipper truck and one tractor with trailer, owned or hired',
        },
        {
          fr: 'Le recrutement de balayeurs dans les quartiers de la commune compte dans la notation',
          en: 'Hiring sweepers from the council’s neighbourhoods counts in the scoring',
        },
      ],
      bidBond: 350_000,
      bidOpening: { date: '2025-06-26', time: '11:00', place: BID_OPENING_ROOM },
    },
    dossier: {
      documents: [
        NOTICE,
        INSTRUCTIONS,
        ADMINISTRATIVE_CLAUSES,
        {
          fr: 'Termes de référence et plan des sites à desservir',
          en: 'Terms of reference and a map of the sites to serve',
        },
        {
          fr: 'Bordereau des prix et détail quantitatif et estimatif (DQE)',
          en: 'Price schedule and bill of quantities',
        },
        FORMS,
      ],
      cost: 40_000,
    },
  },
];

/** The commune’s budget estimate for a tender: the sum of its lots, in FCFA. */
export const tenderEstimate = (tender: Tender): number => tender.details.lots.reduce((sum, lot) => sum + lot.estimate, 0);

/** How a bidding file is obtained, whatever the tender. */
export const dossierAccess: Localized = {
  fr: `Le dossier se consulte gratuitement au ${procurement.name.fr}. Pour le retirer, payez son prix, non remboursable, à la ${cashier.name.fr}\u00a0: le dossier vous est remis contre la quittance.`,
  en: `You can read the file free of charge at the ${procurement.name.en}. To take it away, pay its non-refundable price at the ${cashier.name.en}: the file is handed over on presentation of the receipt.`,
};

/** The three steps to take part in a tender (SPEC §2 /business/tenders). */
export const tenderSteps: readonly ProcedureStep[] = [
  {
    id: 'obtain-file',
    title: { fr: 'Retirer le dossier', en: 'Obtain the bidding file' },
    text: {
      fr: `Consultez le dossier d’appel d’offres au ${procurement.name.fr}, puis retirez-le contre la quittance de son prix, payé à la ${cashier.name.fr}.`,
      en: `Read the bidding file at the ${procurement.name.en}, then take it away on presentation of the receipt for its price, paid at the ${cashier.name.en}.`,
    },
  },
  {
    id: 'prepare-bid',
    title: { fr: 'Préparer l’offre', en: 'Prepare your bid' },
    text: {
      fr: 'Rassemblez les pièces administratives, la caution de soumission, l’offre technique et l’offre financière en suivant les modèles du dossier. Posez vos questions par écrit au plus tard dix jours avant la date limite.',
      en: 'Put together the administrative documents, the bid bond, the technical bid and the financial bid, following the templates in the file. Send any questions in writing no later than ten days before the deadline.',
    },
  },
  {
    id: 'submit-bid',
    title: { fr: 'Déposer avant la date limite', en: 'Submit before the deadline' },
    text: {
      fr: `Déposez l’offre sous pli fermé, en un original et cinq copies, au ${procurement.name.fr} contre un récépissé, avant l’heure limite du jour indiqué. Une offre arrivée en retard est refusée\u00a0; l’ouverture des plis est publique.`,
      en: `Hand in your bid in a sealed envelope, one original and five copies, at the ${procurement.name.en} against a receipt, before the closing time on the deadline day. Late bids are refused; bids are opened in public.`,
    },
  },
];
