import { nextAnnualDate, slugify } from '../shared/agenda';
import type { Localized } from '../shared/i18n/catalog';
import { paths } from './site-map';

/**
 * What an event is about, for the events page's filter and the calendars' CATEGORIES: a small
 * fixed list, `other` when staff choose none.
 */
export const eventCategoryIds = ['ceremony', 'council', 'culture', 'education', 'environment', 'health', 'sport', 'other'] as const;
export type EventCategory = (typeof eventCategoryIds)[number];

/** Each category's name, in the filter's order (« Autre » last). */
export const eventCategories: Readonly<Record<EventCategory, Localized>> = {
  ceremony: { fr: 'Fêtes et cérémonies', en: 'Celebrations and ceremonies' },
  council: { fr: 'Conseil municipal', en: 'Council meetings' },
  culture: { fr: 'Culture', en: 'Culture' },
  education: { fr: 'Éducation', en: 'Education' },
  environment: { fr: 'Environnement', en: 'Environment' },
  health: { fr: 'Santé', en: 'Health' },
  sport: { fr: 'Sport', en: 'Sport' },
  other: { fr: 'Autre', en: 'Other' },
};

export const DEFAULT_EVENT_CATEGORY: EventCategory = 'other';

export function isEventCategory(value: unknown): value is EventCategory {
  return typeof value === 'string' && (eventCategoryIds as readonly string[]).includes(value);
}

/** An event's category; `other` when it has none (or one this version does not know). */
export function categoryOf(event: { category?: unknown }): EventCategory {
  return isEventCategory(event.category) ? event.category : DEFAULT_EVENT_CATEGORY;
}

/** What the agenda is called in a calendar app, and what it holds. */
export const agendaCalendar = {
  name: { fr: 'Agenda de la Commune de Dtima', en: 'Dtima Council events' } satisfies Localized,
  description: {
    fr: 'Les événements publics de la Commune de Dtima (Extrême-Nord, Cameroun)\u00a0: fêtes, journées de santé, conseils municipaux et rendez-vous des quartiers.',
    en: 'Public events of Dtima Council (Far North Region, Cameroon): celebrations, health days, council meetings and neighbourhood gatherings.',
  } satisfies Localized,
} as const;

/** A public event of the commune's year: a public holiday or an awareness day. */
export interface CommuneEvent {
  id: string;
  title: Localized;
  /** ISO day, `2025-05-20`; parse it with `parseDay`/`formatDate`, never `new Date(…)`. */
  date: string;
  /** Local time, `HH:mm`. */
  start: string;
  /** Local time, `HH:mm`, after `start` on the same day. */
  end: string;
  description: Localized;
  /** Where it takes place (« Place des Fêtes »), when staff give it. */
  location?: Localized;
  /** What it is about; `other` when absent. */
  category?: EventCategory;
}

/**
 * The nine events of 2025 (SPEC §2 /events, §3): public holidays and awareness days that come
 * back every year on the same day (see `onNextDates`). Kept in no particular order on purpose:
 * `<commune-events>` sorts them, so editors can add an event anywhere in the list.
 */
export const events: readonly CommuneEvent[] = [
  {
    id: 'national-day-2025',
    title: { fr: 'Fête nationale de l’Unité', en: 'National Day' },
    date: '2025-05-20',
    start: '08:00',
    end: '13:00',
    category: 'ceremony',
    location: { fr: 'Place des Fêtes', en: 'Place des Fêtes (main square)' },
    description: {
      fr: 'Grand défilé des écoles, des associations, des corps de métier et des forces de défense sur la place des Fêtes, devant la tribune officielle. Le maire dépose une gerbe au monument de l’Unité avant le défilé\u00a0; danses traditionnelles des chefferies en clôture.',
      en: 'Grand parade of schools, associations, trade guilds and the defence forces on the main square, in front of the official stand. The mayor lays a wreath at the Unity monument before the parade; traditional dances from the chiefdoms close the morning.',
    },
  },
  {
    id: 'world-health-day-2025',
    title: { fr: 'Journée mondiale de la santé', en: 'World Health Day' },
    date: '2025-04-07',
    start: '08:00',
    end: '16:00',
    category: 'health',
    location: { fr: 'Centre de santé de district de Dtima', en: 'Dtima district health centre' },
    description: {
      fr: 'Dépistage gratuit du diabète, de l’hypertension et du paludisme au centre de santé de district, consultations prénatales et mise à jour du carnet de vaccination des enfants de moins de cinq ans. Pensez à apporter votre carnet de santé.',
      en: 'Free screening for diabetes, high blood pressure and malaria at the district health centre, antenatal check-ups and catch-up vaccinations for children under five. Please bring your health booklet.',
    },
  },
  {
    id: 'new-year-2025',
    title: { fr: 'Jour de l’An', en: 'New Year’s Day' },
    date: '2025-01-01',
    start: '10:00',
    end: '13:00',
    category: 'ceremony',
    location: { fr: 'Hôtel de ville, salle des actes', en: 'Town hall, ceremonial room' },
    description: {
      fr: 'Le maire présente ses vœux aux habitants, aux autorités traditionnelles et religieuses et aux agents communaux dans la salle des actes de l’hôtel de ville, suivis d’un vin d’honneur sur le parvis.',
      en: 'The mayor offers New Year wishes to residents, traditional and religious leaders and council staff in the town hall’s ceremonial room, followed by a reception on the forecourt.',
    },
  },
  {
    id: 'christmas-2025',
    title: { fr: 'Noël', en: 'Christmas Day' },
    date: '2025-12-25',
    start: '15:00',
    end: '19:00',
    category: 'ceremony',
    location: { fr: 'Esplanade de l’hôtel de ville', en: 'Town hall esplanade' },
    description: {
      fr: 'Arbre de Noël de la commune sur l’esplanade de l’hôtel de ville\u00a0: distribution de jouets et de fournitures scolaires aux enfants des familles vulnérables, chants des chorales des paroisses et goûter pour tous.',
      en: 'The council’s Christmas party on the town hall esplanade: toys and school supplies for children from vulnerable families, carols by the parish choirs and a snack for everyone.',
    },
  },
  {
    id: 'youth-day-2025',
    title: { fr: 'Fête de la Jeunesse', en: 'Youth Day' },
    date: '2025-02-11',
    start: '08:00',
    end: '12:00',
    category: 'ceremony',
    location: { fr: 'Place des Fêtes', en: 'Place des Fêtes (main square)' },
    description: {
      fr: 'Défilé des élèves, des étudiants et des mouvements de jeunesse sur la place des Fêtes. Le conseil municipal des jeunes présente ses projets et les meilleurs élèves des écoles de la commune reçoivent les prix d’excellence.',
      en: 'Parade of pupils, students and youth movements on the main square. The youth council presents its projects and the best pupils of the commune’s schools receive the awards for excellence.',
    },
  },
  {
    id: 'world-environment-day-2025',
    title: { fr: 'Journée mondiale de l’environnement', en: 'World Environment Day' },
    date: '2025-06-05',
    start: '07:30',
    end: '12:00',
    category: 'environment',
    location: { fr: 'Hôtel de ville (départ des équipes)', en: 'Town hall (where the teams set off)' },
    description: {
      fr: 'Plantation de neems, d’acacias et de manguiers le long de l’axe principal et autour des écoles, avec les élèves et les comités de quartier, dans le cadre de l’opération Sahel vert. Plants et arrosoirs fournis par la commune.',
      en: 'Planting neem, acacia and mango trees along the main road and around the schools with pupils and neighbourhood committees, as part of the Green Sahel operation. Seedlings and watering cans are provided by the council.',
    },
  },
  {
    id: 'labour-day-2025',
    title: { fr: 'Fête du Travail', en: 'Labour Day' },
    date: '2025-05-01',
    start: '08:00',
    end: '12:00',
    category: 'ceremony',
    location: { fr: 'Place des Fêtes', en: 'Place des Fêtes (main square)' },
    description: {
      fr: 'Défilé des travailleurs et des syndicats sur la place des Fêtes, puis remise des médailles d’honneur du travail aux agents communaux et aux artisans méritants dans la salle des actes de l’hôtel de ville.',
      en: 'Workers and trade unions parade on the main square, followed by the presentation of long-service medals to deserving council staff and craftspeople in the town hall’s ceremonial room.',
    },
  },
  {
    id: 'world-aids-day-2025',
    title: { fr: 'Journée mondiale de lutte contre le sida', en: 'World AIDS Day' },
    date: '2025-12-01',
    start: '08:00',
    end: '17:00',
    category: 'health',
    location: { fr: 'Centre de santé de district et marché central', en: 'District health centre and central market' },
    description: {
      fr: 'Dépistage du VIH gratuit et confidentiel au centre de santé de district et sous la tente installée au marché central, causeries avec les associations de personnes vivant avec le VIH et distribution de préservatifs.',
      en: 'Free and confidential HIV testing at the district health centre and in the tent set up at the central market, talks with associations of people living with HIV, and free condoms.',
    },
  },
  {
    id: 'international-womens-day-2025',
    title: { fr: 'Journée internationale des droits des femmes', en: 'International Women’s Day' },
    date: '2025-03-08',
    start: '08:00',
    end: '15:00',
    category: 'ceremony',
    location: { fr: 'Place des Fêtes, puis salle polyvalente', en: 'Place des Fêtes, then the community hall' },
    description: {
      fr: 'Défilé des associations et des groupements de femmes sur la place des Fêtes, puis causerie sur la scolarisation des filles et l’entrepreneuriat féminin à la salle polyvalente, avec une foire des produits des coopératives féminines.',
      en: 'Parade of women’s associations and groups on the main square, then a talk on girls’ schooling and women’s entrepreneurship in the community hall, with a fair of goods made by women’s cooperatives.',
    },
  },
];

/**
 * The annual events on their next dates on or after `today` (SPEC's 2025 dates roll forward a
 * year at a time): what the server's first start stores, and the calendar the element shows
 * without the content server. A resident reading « Événements à venir » in November expects
 * the next 1 December and 25 December, not last year's.
 */
export function onNextDates(list: readonly CommuneEvent[], today: string): CommuneEvent[] {
  return list.map((event) => {
    const date = nextAnnualDate(event.date, today);
    return date === event.date ? event : { ...event, date };
  });
}

/**
 * An event's address under /events: `<id>-<words of its French title>` for a stored event
 * (`12-journee-mondiale-de-la-sante`), the title's words alone for a bundled one. The id is what
 * names the event — `/events/12-…` still finds it after its title changed (its page then names
 * the new address as canonical); the words are for people reading a shared link.
 */
export function eventSlug(event: Pick<CommuneEvent, 'id' | 'title'>): string {
  const words = slugify(event.title.fr);
  if (!/^\d+$/.test(event.id)) return words || slugify(event.id);
  return words ? `${event.id}-${words}` : event.id;
}

/**
 * The event a slug names: by its leading id for a stored event; else by the words of its title
 * (a bundled event's address, or one written before it was stored: the first with that title).
 */
export function findEventBySlug<T extends Pick<CommuneEvent, 'id' | 'title'>>(list: readonly T[], slug: string): T | undefined {
  const id = /^(\d+)(?:-|$)/.exec(slug)?.[1];
  if (id !== undefined) return list.find((event) => event.id === id);
  return list.find((event) => eventSlug(event) === slug) ?? list.find((event) => slugify(event.title.fr) === slug);
}

/** The event's page: `/events/12-journee-mondiale-de-la-sante`. */
export function eventPath(event: { id: string | number; title: Localized }): string {
  return `${paths.events}/${eventSlug({ id: String(event.id), title: event.title })}`;
}

/** The event's own calendar file, « Ajouter à mon agenda »: `/events/12-journee-mondiale-de-la-sante.ics`. */
export const eventCalendarPath = (event: { id: string | number; title: Localized }) => `${eventPath(event)}.ics`;

/** The whole agenda as a calendar to subscribe to: `/events.ics` (`?category=health` for one category). */
export const agendaCalendarPath = `${paths.events}.ics`;
