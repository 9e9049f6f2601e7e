import type { Localized } from '../shared/i18n/catalog';
import { commune, offices, type OfficeId } from './commune';

export const paymentMethodIds = ['cash', 'transfer', 'mobileMoney'] as const;
export type PaymentMethodId = (typeof paymentMethodIds)[number];

export interface PaymentMethod {
  id: PaymentMethodId;
  title: Localized;
  /** How to pay this way, in one or two sentences. */
  how: Localized;
  /** The counter to go to, shown with its address and phone (src/content/commune.ts). */
  office?: OfficeId;
}

/** The commune’s account for transfers (relevé d’identité bancaire). */
export const communeBankAccount = {
  bank: 'Afriland First Bank',
  branch: { fr: 'agence de Maroua', en: 'Maroua branch' } satisfies Localized,
  /** Bank code, branch code, account number, key. */
  rib: '10005 00023 04517290001 86',
} as const;

/** The commune’s merchant codes for mobile money payments. */
export const mobileMoneyMerchantCodes = { mtn: '825114', orange: '491207' } as const;

const revenueOffice = offices.finance;

/** The RIB as written in a sentence: its four groups never split across lines. */
const ribInText = communeBankAccount.rib.replaceAll(' ', '\u00a0');

/** How taxes are paid (SPEC §2 /business/taxes: cash, bank transfer, mobile money). */
export const paymentMethods: readonly PaymentMethod[] = [
  {
    id: 'cash',
    title: { fr: 'Espèces', en: 'Cash' },
    how: {
      fr: `À la caisse de la ${revenueOffice.name.fr}, qui vous remet une quittance.`,
      en: `At the ${revenueOffice.name.en} cash desk, which gives you a receipt.`,
    },
    office: 'finance',
  },
  {
    id: 'transfer',
    title: { fr: 'Virement bancaire', en: 'Bank transfer' },
    how: {
      fr: `Sur le compte de la ${commune.name.fr} à ${communeBankAccount.bank}, ${communeBankAccount.branch.fr}, RIB\u00a0${ribInText}, avec votre NIU et la taxe payée en libellé. Apportez l’avis de virement à la ${revenueOffice.name.fr} pour recevoir votre quittance.`,
      en: `To the ${commune.name.en} account at ${communeBankAccount.bank}, ${communeBankAccount.branch.en}, bank details (RIB)\u00a0${ribInText}, quoting your NIU and the tax paid. Bring the transfer slip to the ${revenueOffice.name.en} to get your receipt.`,
    },
  },
  {
    id: 'mobileMoney',
    title: { fr: 'Mobile money', en: 'Mobile money' },
    how: {
      fr: `Par MTN MoMo (code marchand ${mobileMoneyMerchantCodes.mtn}) ou Orange Money (code marchand ${mobileMoneyMerchantCodes.orange}), au nom de la ${commune.name.fr}. Le SMS de confirmation vaut reçu\u00a0: gardez-le.`,
      en: `With MTN MoMo (merchant code ${mobileMoneyMerchantCodes.mtn}) or Orange Money (merchant code ${mobileMoneyMerchantCodes.orange}), payee ${commune.name.en}. The confirmation text message is your receipt: keep it.`,
    },
  },
];

/** A fixed amount per period, in FCFA. */
export interface AmountRate {
  kind: 'amount';
  value: number;
  per: 'day' | 'month' | 'year';
}

/** A percentage (0.1 means 0.1 %) of a base. */
export interface PercentRate {
  kind: 'percent';
  value: number;
  /** What the percentage is taken of, as read after “de” / “of”. */
  base: Localized;
}

/** One turnover bracket: up to `upTo` FCFA of yearly turnover (`null`: above the previous one). */
export interface TaxBracket {
  upTo: number | null;
  rate: AmountRate | PercentRate;
}

export type TaxRate = AmountRate | PercentRate | { kind: 'brackets'; brackets: readonly TaxBracket[] };

/** When a tax is due: each year on a given day, or each day the service is used. */
export type TaxDeadline = { kind: 'yearly'; month: number; day: number } | { kind: 'daily' };

export interface Tax {
  id: 'property' | 'business' | 'parking';
  title: Localized;
  description: Localized;
  rate: TaxRate;
  deadline: TaxDeadline;
  /** Ids of `paymentMethods`, in the order shown. */
  paymentMethods: readonly PaymentMethodId[];
}

const TURNOVER: Localized = { fr: 'du chiffre d’affaires', en: 'of turnover' };

/** The three municipal taxes (SPEC §2 /business/taxes, §9). */
export const taxes: readonly Tax[] = [
  {
    id: 'property',
    title: { fr: 'Impôt foncier', en: 'Property tax' },
    description: {
      fr: 'Dû chaque année par les propriétaires d’immeubles bâtis et de terrains situés dans le périmètre urbain, qu’ils les occupent ou les louent.',
      en: 'Paid every year by the owners of buildings and plots within the town boundary, whether they live in them or let them.',
    },
    rate: { kind: 'percent', value: 0.1, base: { fr: 'de la valeur locative', en: 'of the rental value' } },
    deadline: { kind: 'yearly', month: 3, day: 31 },
    paymentMethods: ['cash', 'transfer', 'mobileMoney'],
  },
  {
    id: 'business',
    title: { fr: 'Patente et impôt libératoire', en: 'Business tax (patente and flat-rate tax)' },
    description: {
      fr: 'Dû par toute personne qui exerce un commerce, un métier ou une activité de service dans la commune. Les petites activités paient l’impôt libératoire, selon leur tranche de chiffre d’affaires, les autres la patente.',
      en: 'Paid by anyone who trades, practises a craft or provides a service in the council area. Small businesses pay the flat-rate tax according to their turnover bracket; the others pay the patente.',
    },
    rate: {
      kind: 'brackets',
      brackets: [
        { upTo: 2_500_000, rate: { kind: 'amount', value: 20_000, per: 'year' } },
        { upTo: 5_000_000, rate: { kind: 'amount', value: 50_000, per: 'year' } },
        { upTo: 10_000_000, rate: { kind: 'amount', value: 100_000, per: 'year' } },
        { upTo: null, rate: { kind: 'percent', value: 0.283, base: TURNOVER } },
      ],
    },
    deadline: { kind: 'yearly', month: 1, day: 31 },
    paymentMethods: ['cash', 'transfer', 'mobileMoney'],
  },
  {
    id: 'parking',
    title: { fr: 'Taxe de stationnement', en: 'Parking tax' },
    description: {
      fr: 'Due par les taxis, les bus de transport interurbain et les camions qui stationnent à la gare routière ou aux abords des marchés. L’agent communal remet un ticket daté à chaque paiement.',
      en: 'Paid by taxis, intercity buses and lorries that park at the bus station or around the markets. The council agent hands over a dated ticket for each payment.',
    },
    rate: { kind: 'amount', value: 1_000, per: 'day' },
    deadline: { kind: 'daily' },
    paymentMethods: ['cash', 'mobileMoney'],
  },
];
