import type { Localized } from '../shared/i18n/catalog';

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
}

/**
 * The nine events of 2025 (SPEC §2 /events, §3). Kept in no particular order on purpose:
 * `<commune-events>` sorts them, so editors can add an event anywhere in the list.
 */
export const events: readonly CommuneEvent[] = [
  {
    id: 'national-day-2025',
    title: { fr: 'Fête nationale de l’Unité', en: 'National Day' },
    date: '2025-05-20',
    start: '08:00',
    end: '13:00',
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
    description: {
      fr: 'Défilé des associations et des groupements de femmes sur la place des Fêtes, puis causerie sur la scolarisation des filles et l’entrepreneuriat féminin à la salle polyvalente, avec une foire des produits des coopératives féminines.',
      en: 'Parade of women’s associations and groups on the main square, then a talk on girls’ schooling and women’s entrepreneurship in the community hall, with a fair of goods made by women’s cooperatives.',
    },
  },
];
