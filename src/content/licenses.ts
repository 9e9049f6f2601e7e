import type { Localized } from '../shared/i18n/catalog';
import { offices, type OfficeId } from './commune';
import { BUSINESS_LICENCE_FEE_FCFA } from './faq';
import type { ProcedureStep } from './procedure';

/** How often a fee is paid: every year, every month, or once for the permit. */
export const costPeriods = ['year', 'month', 'once'] as const;
export type CostPeriod = (typeof costPeriods)[number];

export interface PermitCost {
  /** In FCFA. */
  amount: number;
  period: CostPeriod;
}

export interface Permit {
  id: 'building-permit' | 'business-licence' | 'temporary-occupation';
  title: Localized;
  description: Localized;
  /** The documents of the application, in the order they are usually gathered. */
  requirements: readonly Localized[];
  /** Days from a complete application to the answer (SPEC §9: 30, 15 and 7). */
  processingDays: number;
  cost: PermitCost;
  /** What the cost covers, when the amount alone could mislead. */
  costNote?: Localized;
  /** Where the application is handed in (src/content/commune.ts). */
  office: OfficeId;
}

const STAMPED_LETTER: Localized = {
  fr: 'Une demande timbrée adressée à M.\u00a0le\u00a0Maire',
  en: 'A stamped letter addressed to the Mayor',
};

/**
 * The three permits the commune issues (SPEC §2 /business/licenses, §9). Durations and documents
 * match the help sheet’s answers (src/content/faq.ts): a building permit in 30 days, a business
 * licence in 15.
 */
export const permits: readonly Permit[] = [
  {
    id: 'building-permit',
    title: { fr: 'Permis de bâtir', en: 'Building permit' },
    description: {
      fr: 'Obligatoire avant toute construction, extension ou surélévation d’un bâtiment en dur dans le périmètre urbain. Les services techniques vérifient le plan d’urbanisme, les alignements et l’écoulement des eaux de pluie.',
      en: 'Required before building, extending or raising any permanent building within the town boundary. The technical services check the town plan, the building lines and rainwater drainage.',
    },
    requirements: [
      STAMPED_LETTER,
      {
        fr: 'Une copie du titre foncier ou de l’acte de propriété du terrain',
        en: 'A copy of the land title or the property deed for the plot',
      },
      {
        fr: 'Une photocopie de la carte nationale d’identité du demandeur',
        en: 'A copy of the applicant’s national identity card',
      },
      { fr: 'Un plan de situation et un plan de masse du terrain', en: 'A site location plan and a site layout plan' },
      {
        fr: 'Les plans du bâtiment, signés par un architecte inscrit à l’Ordre, en quatre exemplaires',
        en: 'The building plans, signed by a registered architect, in four copies',
      },
      { fr: 'Un devis estimatif des travaux', en: 'A cost estimate for the works' },
    ],
    processingDays: 30,
    cost: { amount: 75_000, period: 'once' },
    costNote: {
      fr: 'Frais d’étude du dossier pour une maison d’habitation\u00a0; les autres bâtiments selon leur surface.',
      en: 'Application review fee for a family house; other buildings according to their floor area.',
    },
    office: 'technical',
  },
  {
    id: 'business-licence',
    title: { fr: 'Licence commerciale', en: 'Business licence' },
    description: {
      fr: 'Autorise l’exploitation d’un commerce, d’une boutique, d’un débit de boissons ou d’un atelier à une adresse de la commune. Elle se renouvelle chaque année, en même temps que le paiement de l’impôt libératoire ou de la patente.',
      en: 'Allows you to run a shop, a kiosk, a bar or a workshop at an address in the council area. It is renewed every year, together with the payment of the flat-rate business tax or the patente.',
    },
    requirements: [
      {
        fr: 'Une demande timbrée adressée à M.\u00a0le\u00a0Maire, précisant l’activité et l’adresse du local',
        en: 'A stamped letter addressed to the Mayor, stating the activity and the address of the premises',
      },
      {
        fr: 'Une photocopie certifiée de la carte nationale d’identité du demandeur',
        en: 'A certified copy of the applicant’s national identity card',
      },
      { fr: 'Un plan de localisation du local commercial', en: 'A location map of the business premises' },
      {
        fr: 'Le numéro d’identifiant unique (NIU) de contribuable',
        en: 'The taxpayer unique identification number (NIU)',
      },
      {
        fr: 'Pour une société, une copie de l’inscription au registre du commerce (RCCM)',
        en: 'For a company, a copy of its entry in the trade register (RCCM)',
      },
    ],
    processingDays: 15,
    cost: { amount: BUSINESS_LICENCE_FEE_FCFA, period: 'year' },
    office: 'finance',
  },
  {
    id: 'temporary-occupation',
    title: { fr: 'Occupation temporaire de la voie publique', en: 'Temporary use of public space' },
    description: {
      fr: 'Pour installer une terrasse, un étal, un hangar de vente ou déposer des matériaux de construction sur un trottoir, une place ou un abord de marché. L’autorisation précise l’emplacement et la surface occupée.',
      en: 'To set up a terrace, a stall or a market shelter, or to store building materials on a pavement, a square or beside a market. The authorisation states the place and the area used.',
    },
    requirements: [
      STAMPED_LETTER,
      {
        fr: 'Une photocopie de la carte nationale d’identité du demandeur',
        en: 'A copy of the applicant’s national identity card',
      },
      {
        fr: 'Un croquis de l’emplacement demandé, avec la surface en mètres carrés',
        en: 'A sketch of the requested place, with its area in square metres',
      },
      {
        fr: 'Les dates de début et de fin de l’occupation',
        en: 'The start and end dates of the occupation',
      },
    ],
    processingDays: 7,
    cost: { amount: 25_000, period: 'month' },
    office: 'technical',
  },
];

const cashier = offices.finance;

/** How to apply, whatever the permit (SPEC §2: a 3-step process). */
export const permitSteps: readonly ProcedureStep[] = [
  {
    id: 'gather-documents',
    title: { fr: 'Constituer le dossier', en: 'Gather the documents' },
    text: {
      fr: 'Rassemblez les pièces demandées pour votre permis. Les formulaires de demande sont disponibles gratuitement à l’accueil de l’hôtel de ville.',
      en: 'Gather the documents required for your permit. Application forms are free at the town hall’s front desk.',
    },
  },
  {
    id: 'submit-and-pay',
    title: { fr: 'Déposer et payer', en: 'Apply and pay' },
    text: {
      fr: `Déposez le dossier complet au service indiqué, qui vous remet un récépissé, puis payez les frais à la ${cashier.name.fr}, contre une quittance.`,
      en: `Hand in the complete application at the office shown, which gives you a receipt, then pay the fee at the ${cashier.name.en}, which gives you a receipt too.`,
    },
  },
  {
    id: 'collect-permit',
    title: { fr: 'Retirer le permis', en: 'Collect your permit' },
    text: {
      fr: 'Le service vous appelle dès que le permis est signé, dans le délai annoncé. Retirez-le sur présentation du récépissé et de la quittance.',
      en: 'The office calls you as soon as the permit is signed, within the stated time. Collect it on presentation of both receipts.',
    },
  },
];
