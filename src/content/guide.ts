import type { Localized } from '../shared/i18n/catalog';
import type { DirectoryCategoryId } from './directory';
import { places } from './places';
import { paths, type SitePath } from './site-map';

/*
 * The practical guide (SPEC §2 /guide-pratique): an accordion of four sections, then the
 * commune's tourist sites in four categories. Hotels and restaurants come from the business
 * directory (src/content/directory.ts) and events from /events: written once, shown here. The
 * sites the tourism page also shows take their name, location and best time from places.ts.
 */

// French typography: a no-break space before « : ; ? ! » and between a number and its unit.
const NBSP = '\u00a0';

/** The accordion's sections; the ids are the anchors the header links to (`/guide-pratique#hotels`). */
export const GUIDE_SECTION_IDS = ['hotels', 'restaurants', 'attractions', 'events'] as const;

export type GuideSectionId = (typeof GUIDE_SECTION_IDS)[number];

export interface GuideSection {
  id: GuideSectionId;
  title: Localized;
  intro: Localized;
  /** The directory category whose entries the section lists. */
  directory?: DirectoryCategoryId;
  /** Whether the section names the tourist sites, by category. */
  listsSites?: boolean;
  /** Where to read more. */
  link?: { href: SitePath; label: Localized };
}

export const guideSections: readonly GuideSection[] = [
  {
    id: 'hotels',
    title: { fr: 'Hôtels et hébergement', en: 'Hotels & Accommodation' },
    intro: {
      fr: 'Hôtel en ville, auberge familiale ou campement en montagne\u00a0: réservez à l’avance pour le grand marché du mercredi et pendant la saison sèche, de novembre à avril.',
      en: 'A hotel in town, a family guesthouse or a mountain camp: book ahead for Wednesday’s market day and in the dry season, from November to April.',
    },
    directory: 'hotels',
  },
  {
    id: 'restaurants',
    title: { fr: 'Restaurants', en: 'Restaurants' },
    intro: {
      fr: 'Boule de mil, sauce gombo, brochettes de bœuf et bil-bil\u00a0: les bonnes adresses pour goûter la cuisine du Nord.',
      en: 'Millet balls, okra sauce, beef skewers and bil-bil millet beer: where to taste the food of the North.',
    },
    directory: 'restaurants-leisure',
  },
  {
    id: 'attractions',
    title: { fr: 'Attractions touristiques', en: 'Tourist Attractions' },
    intro: {
      fr: 'Sommets volcaniques, villages mafa, retenues d’eau et terrasses de culture\u00a0: les sites de la commune sont présentés ci-dessous. Un guide agréé est conseillé pour les randonnées.',
      en: 'Volcanic peaks, Mafa villages, reservoirs and terraced fields: the council area’s sites are described below. A licensed guide is recommended for hikes.',
    },
    listsSites: true,
    link: { href: paths.tourism, label: { fr: 'Découvrir le tourisme à Dtima', en: 'Discover tourism in Dtima' } },
  },
  {
    id: 'events',
    title: { fr: 'Événements', en: 'Events' },
    intro: {
      fr: 'Fête nationale, Fête de la Jeunesse, journées de sensibilisation\u00a0: l’agenda de l’année donne les dates, les horaires et les lieux des événements de la commune.',
      en: 'National Day, Youth Day, awareness days: the calendar of the year gives the dates, times and places of the council’s events.',
    },
    link: { href: paths.events, label: { fr: 'Voir l’agenda des événements', en: 'See the events calendar' } },
  },
];

// ---------------------------------------------------------------------------------------------
// Tourist sites

/** How a site is protected; each has a label and the badge tone it shows in. */
export const SITE_CLASSIFICATIONS = ['classified', 'local-heritage', 'protected-natural'] as const;

export type SiteClassification = (typeof SITE_CLASSIFICATIONS)[number];

/** The tones of the kit's `Badge`. */
export type SiteBadgeTone = 'success' | 'warning' | 'info' | 'neutral' | 'danger';

export const siteClassifications: Readonly<Record<SiteClassification, { label: Localized; tone: SiteBadgeTone }>> = {
  classified: { label: { fr: 'Site classé', en: 'Listed site' }, tone: 'info' },
  'local-heritage': { label: { fr: 'Patrimoine local', en: 'Local heritage' }, tone: 'neutral' },
  'protected-natural': { label: { fr: 'Site naturel protégé', en: 'Protected natural site' }, tone: 'success' },
};

/** How far a site is fitted out for visitors (the « Aménagement » line). */
export const AMENAGEMENT_STATES = ['developed', 'partly-developed', 'undeveloped'] as const;

export type AmenagementState = (typeof AMENAGEMENT_STATES)[number];

export const amenagementLabels: Readonly<Record<AmenagementState, Localized>> = {
  developed: { fr: 'aménagé', en: 'developed' },
  'partly-developed': { fr: 'partiellement aménagé', en: 'partly developed' },
  undeveloped: { fr: 'non aménagé', en: 'not developed' },
};

export interface TouristSite {
  /** Unique among the sites, kebab-case. */
  id: string;
  name: Localized;
  classification: SiteClassification;
  description: Localized;
  location: Localized;
  /** When to go (opening, best season), for the sites that have one. */
  when?: Localized;
  amenagement: AmenagementState;
}

export const SITE_CATEGORY_IDS = ['mountains', 'cultural-heritage', 'water-points', 'landscapes'] as const;

export type SiteCategoryId = (typeof SITE_CATEGORY_IDS)[number];

export interface TouristSiteCategory {
  id: SiteCategoryId;
  title: Localized;
  sites: readonly TouristSite[];
}

export const touristSites: readonly TouristSiteCategory[] = [
  {
    id: 'mountains',
    title: { fr: 'Montagnes et sites naturels', en: 'Mountains and Natural Sites' },
    sites: [
      {
        id: 'pic-goudour',
        name: { fr: 'Pic de Goudour', en: 'Goudour Peak' },
        classification: 'classified',
        description: {
          fr: 'La plus haute des aiguilles volcaniques de la commune, cheminée de basalte dressée au-dessus de la plaine. Belvédère et guides du village au pied du pic\u00a0; on ne l’escalade qu’avec un guide.',
          en: 'The tallest of the council area’s volcanic needles, a basalt plug rising above the plain. Viewpoint and village guides at its foot; climbing only with a guide.',
        },
        location: { fr: `À 8${NBSP}km à l’ouest du centre, par la piste de Mokolo`, en: '8 km west of the town centre, on the Mokolo track' },
        amenagement: 'developed',
      },
      {
        id: 'mont-mazai',
        name: { fr: 'Mont Mazaï', en: 'Mount Mazaï' },
        classification: 'protected-natural',
        description: {
          fr: 'Sommet granitique de 1\u202f180\u00a0m qui domine la commune. Un sentier de deux heures part de Djoulgouf et mène à une vue sur la plaine du Diamaré par temps clair.',
          en: 'A 1,180 m granite summit overlooking the council area. A two-hour trail starts in Djoulgouf and leads to a view over the Diamaré plain on clear days.',
        },
        location: { fr: `Djoulgouf, à 6${NBSP}km au nord de Dtima`, en: 'Djoulgouf, 6 km north of Dtima' },
        amenagement: 'partly-developed',
      },
      {
        id: 'chaos-mbaldama',
        name: { fr: 'Chaos rocheux de Mbaldama', en: 'Mbaldama Boulder Field' },
        classification: 'protected-natural',
        description: {
          fr: 'Amas de blocs de granite où vivent damans et babouins. Pas de sentier balisé\u00a0: partez avec un guide du village.',
          en: 'Piles of granite boulders, home to rock hyraxes and baboons. No marked trail: go with a guide from the village.',
        },
        location: { fr: 'Mbaldama, derrière le CES', en: 'Mbaldama, behind the secondary school' },
        amenagement: 'undeveloped',
      },
    ],
  },
  {
    id: 'cultural-heritage',
    title: { fr: 'Sites culturels et historiques', en: 'Cultural and Historical Sites' },
    sites: [
      {
        id: 'palais-lamido',
        ...places.lamidoPalace,
        classification: 'classified',
        description: {
          fr: 'Palais en banco du XIXᵉ siècle, siège de la chefferie traditionnelle peule, avec sa grande cour et sa salle d’audience. Les visites se réservent auprès du secrétariat du lamidat.',
          en: 'A 19th-century mud-brick palace, seat of the traditional Fulɓe chiefdom, with its great courtyard and audience hall. Tours are booked with the Lamido’s secretariat.',
        },
        amenagement: 'developed',
      },
      {
        id: 'sare-mafa',
        name: { fr: 'Saré mafa de Djoulgouf', en: 'Djoulgouf Mafa Homestead' },
        classification: 'local-heritage',
        description: {
          fr: 'Concession traditionnelle mafa\u00a0: cases rondes reliées entre elles, greniers à mil et chambre du chef de famille. Une famille y accueille les visiteurs.',
          en: 'A traditional Mafa homestead: linked round huts, millet granaries and the head of the family’s room. A family welcomes visitors there.',
        },
        location: { fr: 'Djoulgouf, sur le flanc du mont Mazaï', en: 'Djoulgouf, on the slopes of Mount Mazaï' },
        amenagement: 'partly-developed',
      },
      {
        id: 'place-maray',
        name: { fr: 'Place du Maray de Djoulgouf', en: 'Djoulgouf Maray Ground' },
        classification: 'local-heritage',
        description: {
          fr: 'Esplanade où se célèbre le Maray, la fête du taureau des Mafa, tous les trois ou quatre ans après les récoltes. Le reste du temps, les anciens en racontent les rites.',
          en: 'The open ground where the Mafa celebrate the Maray bull festival every three or four years after the harvest. At other times the elders explain its rites.',
        },
        location: { fr: 'Djoulgouf, au centre du village', en: 'Djoulgouf, in the middle of the village' },
        amenagement: 'partly-developed',
      },
      {
        id: 'abris-mbaldama',
        name: { fr: 'Abris-refuges de Mbaldama', en: 'Mbaldama Rock Shelters' },
        classification: 'local-heritage',
        description: {
          fr: 'Abris sous roche où les villageois se réfugiaient lors des razzias du XIXᵉ siècle. Les anciens en racontent l’histoire aux visiteurs.',
          en: 'Rock shelters where villagers hid during the 19th-century raids. The elders tell their story to visitors.',
        },
        location: { fr: `Mbaldama, à 30${NBSP}minutes de marche du village`, en: 'Mbaldama, a 30-minute walk from the village' },
        amenagement: 'undeveloped',
      },
    ],
  },
  {
    id: 'water-points',
    title: { fr: 'Points d’eau et barrages', en: 'Water Points and Dams' },
    sites: [
      {
        id: 'retenue-mayo-dtima',
        ...places.mayoReservoir,
        classification: 'classified',
        description: {
          fr: 'Le barrage retient l’eau pour l’abreuvement du bétail et le maraîchage de contre-saison (oignons, tomates). Promenade sur la digue, d’où l’on observe les oiseaux migrateurs.',
          en: 'The dam holds water for livestock and dry-season market gardening (onions, tomatoes). A walk along the dam wall, a good place to watch migrating birds.',
        },
        amenagement: 'developed',
      },
      {
        id: 'mare-founangue',
        name: { fr: 'Mare de Founangué', en: 'Founangué Pond' },
        classification: 'protected-natural',
        description: {
          fr: 'Mare saisonnière où se rassemblent aigrettes, ibis et jacanas après la saison des pluies. Observation tôt le matin, en silence.',
          en: 'A seasonal pond where egrets, ibises and jacanas gather after the rainy season. Watch early in the morning, quietly.',
        },
        location: { fr: 'Quartier Founangué, au bord du mayo', en: 'Founangué quarter, by the river' },
        amenagement: 'undeveloped',
      },
      {
        id: 'source-kossewa',
        name: { fr: 'Source de Kossewa', en: 'Kossewa Spring' },
        classification: 'local-heritage',
        description: {
          fr: 'Source permanente jaillissant entre les rochers, lieu de cérémonies traditionnelles. Respectez les interdits indiqués par les gardiens du site.',
          en: 'A year-round spring rising between the rocks, a place of traditional ceremonies. Please respect the customs explained by the site’s keepers.',
        },
        location: { fr: `Kossewa, à 4${NBSP}km à l’est de Dtima`, en: 'Kossewa, 4 km east of Dtima' },
        amenagement: 'partly-developed',
      },
    ],
  },
  {
    id: 'landscapes',
    title: { fr: 'Paysages remarquables', en: 'Remarkable Landscapes' },
    sites: [
      {
        id: 'terrasses-zileng',
        ...places.zilengTerraces,
        classification: 'classified',
        description: {
          fr: 'Murets de pierre sèche qui retiennent la terre sur les pentes, où poussent mil et sorgho. Un paysage façonné depuis des siècles par les cultivateurs mafa.',
          en: 'Dry-stone walls holding the soil on the slopes, where millet and sorghum grow. A landscape shaped over centuries by Mafa farmers.',
        },
        amenagement: 'partly-developed',
      },
      {
        id: 'crete-aiguilles',
        ...places.needlesRidge,
        classification: 'classified',
        description: {
          fr: 'Le sentier de crête longe les aiguilles volcaniques, cheminées de basalte dressées au-dessus de la plaine. Par temps clair, la vue porte jusqu’à la plaine frontalière du Nigeria.',
          en: 'The ridge trail runs along the volcanic needles, basalt plugs rising above the plain. On clear days the view reaches the border plain of Nigeria.',
        },
        amenagement: 'developed',
      },
      {
        id: 'vallee-baobabs',
        name: { fr: 'Vallée des baobabs de Kossewa', en: 'Kossewa Baobab Valley' },
        classification: 'protected-natural',
        description: {
          fr: 'Une centaine de baobabs centenaires alignés dans une vallée sèche, spectaculaires en fin de saison sèche quand ils portent leurs fruits.',
          en: 'About a hundred ancient baobabs lined up in a dry valley, striking at the end of the dry season when they bear fruit.',
        },
        location: { fr: 'Kossewa, piste de Mbaldama', en: 'Kossewa, Mbaldama track' },
        amenagement: 'undeveloped',
      },
    ],
  },
];
