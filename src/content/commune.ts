import type { Localized } from '../shared/i18n/catalog';
import type { Lang } from '../shared/lang';

/**
 * The commune's identity and contact details: the one place they are written. Texts that
 * repeat a number or an address take it from here (`{phone}` placeholders, `offices`).
 */
export const commune = {
  name: { fr: 'Commune de Dtima', en: 'Dtima Council' } satisfies Localized,
  shortName: 'Dtima',
  region: { fr: 'Région de l’Extrême-Nord, Cameroun', en: 'Far North Region, Cameroon' } satisfies Localized,
  motto: { fr: 'Paix – Travail – Patrie', en: 'Peace – Work – Fatherland' } satisfies Localized,
  postalBox: { fr: 'B.P. 27 Dtima', en: 'P.O. Box 27 Dtima' } satisfies Localized,
  /** The town hall's street address. */
  address: { fr: 'Hôtel de ville, avenue de l’Unité, Dtima', en: 'Town hall, avenue de l’Unité, Dtima' } satisfies Localized,
  /** As dialled from abroad; `tel:` links use the same digits without spaces. */
  phone: '+237 222 29 14 50',
  email: 'contact@commune-dtima.cm',
  inspectorGeneralEmail: 'inspection@commune-dtima.cm',
  /** The counters' opening hours. */
  officeHours: {
    fr: 'Du lundi au vendredi, de 7\u00a0h\u00a030 à 15\u00a0h\u00a030',
    en: 'Monday to Friday, 7.30\u00a0am to 3.30\u00a0pm',
  } satisfies Localized,
  logo: { src: '/images/commune/logo.svg', width: 64, height: 64 },
} as const;

export type OfficeId = 'mayor' | 'civilRegistry' | 'technical' | 'finance' | 'investment' | 'procurement' | 'tourism' | 'social';

export interface Office {
  id: OfficeId;
  name: Localized;
  phone: string;
  email: string;
  /** Where in the town hall (or in town) to find it. */
  location: Localized;
}

/** The town hall's offices that residents, visitors and businesses contact. */
export const offices: Readonly<Record<OfficeId, Office>> = {
  mayor: {
    id: 'mayor',
    name: { fr: 'Cabinet du maire', en: 'Mayor’s Office' },
    phone: '+237 222 29 14 51',
    email: 'cabinet@commune-dtima.cm',
    location: { fr: 'Hôtel de ville, 1ᵉʳ étage', en: 'Town hall, first floor' },
  },
  civilRegistry: {
    id: 'civilRegistry',
    name: { fr: 'Service de l’état civil', en: 'Civil Registry' },
    phone: '+237 222 29 14 52',
    email: 'etat-civil@commune-dtima.cm',
    location: { fr: 'Hôtel de ville, rez-de-chaussée, guichet 2', en: 'Town hall, ground floor, counter 2' },
  },
  technical: {
    id: 'technical',
    name: { fr: 'Services techniques', en: 'Technical Services' },
    phone: '+237 222 29 14 53',
    email: 'services-techniques@commune-dtima.cm',
    location: { fr: 'Annexe technique, route de Mokolo', en: 'Technical annex, Mokolo road' },
  },
  finance: {
    id: 'finance',
    name: { fr: 'Recette municipale', en: 'Municipal Revenue Office' },
    phone: '+237 222 29 14 54',
    email: 'recette@commune-dtima.cm',
    location: { fr: 'Hôtel de ville, rez-de-chaussée, guichet 4', en: 'Town hall, ground floor, counter 4' },
  },
  investment: {
    id: 'investment',
    name: { fr: 'Bureau de promotion des investissements', en: 'Investment Promotion Office' },
    phone: '+237 222 29 14 55',
    email: 'investir@commune-dtima.cm',
    location: { fr: 'Hôtel de ville, 2ᵉ étage', en: 'Town hall, second floor' },
  },
  procurement: {
    id: 'procurement',
    name: { fr: 'Service des marchés publics', en: 'Public Procurement Office' },
    phone: '+237 222 29 14 56',
    email: 'marches@commune-dtima.cm',
    location: { fr: 'Hôtel de ville, 2ᵉ étage, bureau 12', en: 'Town hall, second floor, room 12' },
  },
  tourism: {
    id: 'tourism',
    name: { fr: 'Office communal du tourisme', en: 'Council Tourism Office' },
    phone: '+237 222 29 14 57',
    email: 'tourisme@commune-dtima.cm',
    location: { fr: 'Place des Fêtes, face au marché central', en: 'Place des Fêtes, opposite the central market' },
  },
  social: {
    id: 'social',
    name: { fr: 'Service des affaires sociales', en: 'Social Affairs Office' },
    phone: '+237 222 29 14 58',
    email: 'affaires-sociales@commune-dtima.cm',
    location: { fr: 'Hôtel de ville, rez-de-chaussée, guichet 6', en: 'Town hall, ground floor, counter 6' },
  },
};

/** The opening hours inside a sentence: « …à la mairie, du lundi au vendredi, de 7 h 30 à 15 h 30. » */
export function officeHoursInSentence(lang: Lang): string {
  const hours = commune.officeHours[lang];
  return lang === 'fr' ? hours.charAt(0).toLowerCase() + hours.slice(1) : hours;
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
export const mailHref = (email: string) => `mailto:${email}`;

export type SocialNetworkId = 'facebook' | 'x' | 'youtube' | 'whatsapp';

export interface SocialNetwork {
  id: SocialNetworkId;
  /** The link's accessible name (the icon has no text). */
  name: Localized;
  href: string;
}

/** The commune's four social accounts (footer); WhatsApp opens a chat with the town hall's number. */
export const socialNetworks: readonly SocialNetwork[] = [
  { id: 'facebook', name: { fr: 'Facebook', en: 'Facebook' }, href: 'https://www.facebook.com/communededtima' },
  { id: 'x', name: { fr: 'X (anciennement Twitter)', en: 'X (formerly Twitter)' }, href: 'https://x.com/communededtima' },
  { id: 'youtube', name: { fr: 'YouTube', en: 'YouTube' }, href: 'https://www.youtube.com/@communededtima' },
  { id: 'whatsapp', name: { fr: 'WhatsApp', en: 'WhatsApp' }, href: `https://wa.me/${commune.phone.replace(/\D/g, '')}` },
];
