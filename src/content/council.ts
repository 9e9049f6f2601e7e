import type { Localized } from '../shared/i18n/catalog';
import type { Lang } from '../shared/lang';

/** The mayor and the deputies chosen by the council from among its members. */
export type CouncilRole = 'mayor' | 'firstDeputy' | 'secondDeputy' | 'thirdDeputy' | 'fourthDeputy';

export interface Councillor {
  /** A proper noun, the same in both languages; unique in the council. */
  name: string;
  /** For the executive only; every other councillor has no role. */
  role?: CouncilRole;
  /** Whether the role reads in the feminine in French (« 1re adjointe au maire »). */
  feminine?: boolean;
  /** None by default: the avatar then shows the first letter of the name. */
  photo?: { src: string; width: number; height: number };
}

/** Every member's title (SPEC §2 /government/council). */
export const councillorTitle: Localized = { fr: 'Conseiller Municipal', en: 'Municipal Councillor' };

/** The roles' names; French has a feminine form (`frFeminine`) where it differs. */
export const councilRoles: Readonly<Record<CouncilRole, Localized & { frFeminine: string }>> = {
  mayor: { fr: 'Maire', frFeminine: 'Maire', en: 'Mayor' },
  firstDeputy: { fr: '1er adjoint au maire', frFeminine: '1re adjointe au maire', en: 'First Deputy Mayor' },
  secondDeputy: { fr: '2e adjoint au maire', frFeminine: '2e adjointe au maire', en: 'Second Deputy Mayor' },
  thirdDeputy: { fr: '3e adjoint au maire', frFeminine: '3e adjointe au maire', en: 'Third Deputy Mayor' },
  fourthDeputy: { fr: '4e adjoint au maire', frFeminine: '4e adjointe au maire', en: 'Fourth Deputy Mayor' },
};

/** A councillor's role in the page language, or undefined for a councillor without one. */
export function roleOf(member: Councillor, lang: Lang): string | undefined {
  if (!member.role) return undefined;
  const role = councilRoles[member.role];
  return lang === 'fr' && member.feminine ? role.frFeminine : role[lang];
}

/**
 * The 58 councillors elected in 2020 (SPEC §9: about 58): the executive first, then the
 * other members. Names from the council area's communities — Fulɓe, Mafa, Mofu, Kanuri and
 * Arab Choa — Christian and Muslim, women and men.
 */
export const councillors: readonly Councillor[] = [
  { name: 'Hamadou Daïrou Bello', role: 'mayor' },
  { name: 'Marthe Kaldapa', role: 'firstDeputy', feminine: true },
  { name: 'Abakar Mahamat Saleh', role: 'secondDeputy' },
  { name: 'Aïssatou Oumarou', role: 'thirdDeputy', feminine: true },
  { name: 'Jean-Pierre Zra', role: 'fourthDeputy' },
  { name: 'Boukar Lawan Goni' },
  { name: 'Hadidja Bouba' },
  { name: 'Daniel Vandi' },
  { name: 'Fadimatou Moussa' },
  { name: 'Ibrahim Djidda' },
  { name: 'Esther Tchouda' },
  { name: 'Mohamadou Yaya' },
  { name: 'Zenaba Haroun' },
  { name: 'Paul Mambaï' },
  { name: 'Halimatou Adamou' },
  { name: 'Oumarou Sali' },
  { name: 'Kaltouma Boukar' },
  { name: 'Samuel Dawaï' },
  { name: 'Hawaou Saïdou' },
  { name: 'Abdoulaye Hamadjoda' },
  { name: 'Élisabeth Djaowé' },
  { name: 'Modou Kachalla' },
  { name: 'Ramatou Hayatou' },
  { name: 'Joseph Mbozo' },
  { name: 'Achta Idriss' },
  { name: 'Bouba Ahmadou' },
  { name: 'Rachel Kodji' },
  { name: 'Alioum Souley' },
  { name: 'Maïmouna Djibrilla' },
  { name: 'Thomas Tizhé' },
  { name: 'Kadidja Abba' },
  { name: 'Issa Hamidou' },
  { name: 'Suzanne Zigla' },
  { name: 'Adji Maloum' },
  { name: 'Pierre Baskouda' },
  { name: 'Maïrama Aboubakar' },
  { name: 'Hassan Absakine' },
  { name: 'Madeleine Djaïli' },
  { name: 'Saïdou Bakari' },
  { name: 'Fanta Mallam' },
  { name: 'Emmanuel Mazama' },
  { name: 'Djamila Ousmanou' },
  { name: 'Amadou Yerima' },
  { name: 'Jacqueline Mandou' },
  { name: 'Khadidja Brahim' },
  { name: 'Moussa Goudja' },
  { name: 'Bernadette Zoua' },
  { name: 'Yaya Dandjouma' },
  { name: 'Asta Abbo' },
  { name: 'Gabriel Dagaï' },
  { name: 'Nafissatou Alim' },
  { name: 'Mahamat Ali Haggar' },
  { name: 'Thérèse Matakon' },
  { name: 'Aboubakar Ousman' },
  { name: 'Salamatou Iya' },
  { name: 'Jacob Kaïgama' },
  { name: 'Zara Ahmat' },
  { name: 'Adamou Nassourou' },
];
