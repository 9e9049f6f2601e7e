import type { Localized } from '../shared/i18n/catalog';

// French typography: a no-break space before « : ; ? ! » and between a number and its unit.
const NBSP = '\u00a0';

/**
 * A place that more than one page shows: its name, where it is and when to go, written once
 * here so the practical guide (src/content/guide.ts), the tourism page (tourism.ts) and the
 * points of interest (points-of-interest.ts) never tell a visitor two versions of it. Each page
 * adds what is its own (a description, a photo, a badge, a contact), never another distance,
 * quarter or day.
 */
export interface SharedPlace {
  name: Localized;
  /** Where it is, as a visitor finds it: quarter, road, distance from the town centre. */
  location: Localized;
  /** When to go: opening days and hours, market day, best season. */
  when?: Localized;
}

export const places = {
  needlesRidge: {
    name: { fr: 'Crête des aiguilles', en: 'The Needles Ridge' },
    location: {
      fr: `Départ du Campement des Aiguilles, à 8${NBSP}km à l’ouest du centre par la piste de Mokolo`,
      en: 'Starts at the Campement des Aiguilles, 8 km west of the town centre on the Mokolo track',
    },
    when: { fr: 'Au lever du soleil, en saison sèche (de novembre à avril)', en: 'At sunrise, in the dry season (November to April)' },
  },
  zilengTerraces: {
    name: { fr: 'Terrasses de culture de Zileng', en: 'Zileng Terraced Fields' },
    location: { fr: 'Quartier Zileng, flanc nord du massif', en: 'Zileng quarter, northern slope of the massif' },
  },
  lamidoPalace: {
    name: { fr: 'Palais du lamido de Dtima', en: 'Dtima Lamido’s Palace' },
    location: { fr: 'Quartier Lamidat, centre-ville', en: 'Lamidat quarter, town centre' },
    when: {
      fr: `Visites guidées sur rendez-vous${NBSP}; audiences du lamido le vendredi`,
      en: 'Guided tours by appointment; the Lamido’s audiences on Fridays',
    },
  },
  mayoReservoir: {
    name: { fr: 'Retenue du mayo Dtima', en: 'Mayo Dtima Reservoir' },
    location: { fr: `À 5${NBSP}km au sud, route de Maroua`, en: '5 km south, on the Maroua road' },
    when: { fr: `Toute l’année${NBSP}; oiseaux migrateurs de novembre à mars`, en: 'All year round; migrating birds from November to March' },
  },
  centralMarket: {
    name: { fr: 'Marché central de Dtima', en: 'Dtima Central Market' },
    location: { fr: 'Place des Fêtes, centre-ville', en: 'Place des Fêtes, town centre' },
    when: { fr: `Tous les jours${NBSP}; grand marché le mercredi`, en: 'Every day; main market day on Wednesday' },
  },
  craftCentre: {
    name: { fr: 'Centre artisanal de Dtima', en: 'Dtima Crafts Centre' },
    location: { fr: 'Place des Fêtes, face au marché central', en: 'Place des Fêtes, opposite the central market' },
    when: { fr: `Du lundi au samedi, de 8${NBSP}h à 17${NBSP}h`, en: 'Monday to Saturday, 8 am to 5 pm' },
  },
} as const satisfies Record<string, SharedPlace>;

export type SharedPlaceId = keyof typeof places;
