import type { Localized } from '../shared/i18n/catalog';
import { offices, type Office } from './commune';
import { places } from './places';

// French typography: a no-break space before : ; ? ! and inside « ».
const NBSP = '\u00a0';

export interface TourismImage {
  src: string;
  width: number;
  height: number;
  /** Empty in both languages for a purely decorative image. */
  alt: Localized;
}

/** What visitors do at a site, shown as tags. */
export const activities = {
  hiking: { fr: 'Randonnée', en: 'Hiking' },
  photography: { fr: 'Photographie', en: 'Photography' },
  sunrise: { fr: 'Lever du soleil', en: 'Sunrise views' },
  guidedTour: { fr: 'Visite guidée', en: 'Guided tour' },
  culture: { fr: 'Découverte culturelle', en: 'Cultural discovery' },
  heritage: { fr: 'Patrimoine', en: 'Heritage' },
  festivals: { fr: 'Fêtes traditionnelles', en: 'Traditional festivals' },
  crafts: { fr: 'Artisanat', en: 'Crafts' },
  food: { fr: 'Cuisine locale', en: 'Local food' },
  birdwatching: { fr: 'Observation des oiseaux', en: 'Birdwatching' },
  fishing: { fr: 'Pêche', en: 'Fishing' },
  picnic: { fr: 'Pique-nique', en: 'Picnic' },
  workshop: { fr: 'Atelier', en: 'Workshop' },
} as const satisfies Record<string, Localized>;

/**
 * A highlight of the tourism page. Every one is a place the practical guide or the points of
 * interest also show, so its name, location and best time come from src/content/places.ts;
 * the description, the picture and the activities are the tourism page's own, and name no
 * distance, quarter or day of their own.
 */
export interface TouristSite {
  id: string;
  /** Natural or cultural (SPEC §2 /visitors/tourism: "natural and cultural sites"). */
  kind: 'natural' | 'cultural';
  name: Localized;
  description: Localized;
  image: TourismImage;
  activities: readonly Localized[];
  location: Localized;
  /** When to go: opening days, market day, best season. */
  when?: Localized;
}

export interface CulturalExperience {
  title: Localized;
  description: Localized;
  duration: Localized;
  /** FCFA per person, formatted at render time. */
  pricePerPerson: number;
  included: readonly Localized[];
  /** Who takes bookings: its phone and email are shown and the booking dialog is for it. */
  office: Office;
}

export interface TourismPage {
  hero: { title: Localized; lead: Localized; image: TourismImage };
  sites: readonly TouristSite[];
  experience: CulturalExperience;
  contact: { title: Localized; text: Localized; office: Office };
}

/** The tourism page (SPEC §2 /visitors/tourism). */
export const tourism: TourismPage = {
  hero: {
    title: { fr: 'Dtima, entre montagnes et traditions', en: 'Dtima, between mountains and traditions' },
    lead: {
      fr: `Pics volcaniques des monts Mandara, villages en terrasses, marchés colorés et savoir-faire ancestraux${NBSP}: venez découvrir une terre d’accueil au cœur de l’Extrême-Nord.`,
      en: 'Volcanic peaks of the Mandara mountains, terraced villages, colourful markets and age-old crafts: come and discover a welcoming land in the heart of the Far North.',
    },
    image: { src: '/images/tourism/hero.svg', width: 640, height: 360, alt: { fr: '', en: '' } },
  },
  sites: [
    {
      id: 'volcanic-needles',
      kind: 'natural',
      ...places.needlesRidge,
      description: {
        fr: 'Des cheminées de basalte dressées au-dessus de la plaine, vestiges d’anciens volcans des monts Mandara. Le sentier de crête les longe et offre une vue qui porte jusqu’au Nigeria.',
        en: 'Basalt plugs rising above the plain, the remains of ancient volcanoes of the Mandara mountains. The ridge trail runs along them, with a view that reaches all the way to Nigeria.',
      },
      image: {
        src: '/images/tourism/volcanic-needles.svg',
        width: 480,
        height: 300,
        alt: { fr: 'Pics rocheux élancés au-dessus d’une plaine au lever du soleil.', en: 'Slender rock peaks above a plain at sunrise.' },
      },
      activities: [activities.hiking, activities.photography, activities.sunrise],
    },
    {
      id: 'terraced-villages',
      kind: 'cultural',
      ...places.zilengTerraces,
      description: {
        fr: 'Sur les pentes, les cultivateurs mafa entretiennent depuis des siècles des terrasses de pierre sèche où poussent le mil et le sorgho. Au-dessus, les saré, concessions aux cases rondes coiffées de paille, gardent leurs greniers au centre.',
        en: 'On the slopes, Mafa farmers have kept up dry-stone terraces for centuries to grow millet and sorghum. Above them, the saré, compounds of round thatched huts, keep their granaries at the centre.',
      },
      image: {
        src: '/images/tourism/terraced-villages.svg',
        width: 480,
        height: 300,
        alt: { fr: 'Cases rondes au toit de paille sur des terrasses de pierre.', en: 'Round thatched huts on stone terraces.' },
      },
      activities: [activities.guidedTour, activities.culture, activities.hiking],
    },
    {
      id: 'lamido-palace',
      kind: 'cultural',
      ...places.lamidoPalace,
      description: {
        fr: 'Siège de la chefferie traditionnelle peule, le palais en banco et sa grande cour accueillent les audiences du lamido. Lors des fêtes, les cavaliers en tenue d’apparat y donnent la fantasia.',
        en: 'The seat of the traditional Fulɓe chiefdom, the mud-brick palace and its great courtyard host the Lamido’s audiences. At festivals, horsemen in full regalia perform the fantasia there.',
      },
      image: {
        src: '/images/tourism/lamido-palace.svg',
        width: 480,
        height: 300,
        alt: { fr: 'Façade en terre du palais avec son portail décoré.', en: 'Earthen façade of the palace with its decorated gateway.' },
      },
      activities: [activities.heritage, activities.guidedTour, activities.festivals],
    },
    {
      id: 'weekly-market',
      kind: 'cultural',
      ...places.centralMarket,
      description: {
        fr: `Le jour du grand marché, maraîchers, éleveurs et artisans de toute la région s’y retrouvent${NBSP}: oignons, mil, arachides, poteries, cuirs et tissus teints à l’indigo. Le bétail se vend à part, au marché à bétail de la route de Mora.`,
        en: 'On the main market day, market gardeners, herders and craftspeople from across the region meet there: onions, millet, groundnuts, pottery, leather and indigo-dyed cloth. Livestock is sold separately, at the livestock market on the Mora road.',
      },
      image: {
        src: '/images/tourism/weekly-market.svg',
        width: 480,
        height: 300,
        alt: { fr: 'Étals colorés sous des parasols au marché.', en: 'Colourful stalls under sunshades at the market.' },
      },
      activities: [activities.crafts, activities.food, activities.photography],
    },
    {
      id: 'mayo-reservoir',
      kind: 'natural',
      ...places.mayoReservoir,
      description: {
        fr: 'Le barrage sur le mayo Dtima forme un plan d’eau bordé d’acacias où hérons, aigrettes et canards siffleurs font halte pendant leur migration. Les couchers de soleil y sont spectaculaires.',
        en: 'The dam on the Mayo Dtima forms a lake lined with acacias where herons, egrets and whistling ducks stop over on their migration. The sunsets there are spectacular.',
      },
      image: {
        src: '/images/tourism/mayo-reservoir.svg',
        width: 480,
        height: 300,
        alt: { fr: 'Plan d’eau bordé d’acacias au coucher du soleil.', en: 'A lake lined with acacias at sunset.' },
      },
      activities: [activities.birdwatching, activities.fishing, activities.picnic],
    },
    {
      id: 'craft-quarter',
      kind: 'cultural',
      ...places.craftCentre,
      description: {
        fr: 'Les forgerons y travaillent le fer au soufflet comme leurs ancêtres, tandis que les potières mafa montent à la main jarres et canaris cuits à feu ouvert. On peut les regarder faire et acheter directement aux artisans.',
        en: 'Blacksmiths still work iron with bellows as their ancestors did, while Mafa women potters shape jars and water pots by hand and fire them in the open. Visitors can watch them work and buy straight from the craftspeople.',
      },
      image: {
        src: '/images/tourism/craft-quarter.svg',
        width: 480,
        height: 300,
        alt: { fr: 'Jarres en terre cuite devant une forge.', en: 'Clay jars in front of a forge.' },
      },
      activities: [activities.crafts, activities.workshop, activities.culture],
    },
  ],
  experience: {
    title: { fr: 'Une journée au cœur de la culture mafa', en: 'A day in the heart of Mafa culture' },
    description: {
      fr: `Accompagné d’un guide du village, partagez une journée avec une famille mafa${NBSP}: montée aux terrasses, visite du saré et de ses greniers, atelier de poterie avec les femmes du quartier et repas pris ensemble à l’ombre du karité.`,
      en: 'With a guide from the village, spend a day with a Mafa family: a walk up to the terraces, a visit to the saré and its granaries, a pottery workshop with the women of the quarter and a shared meal in the shade of the shea tree.',
    },
    duration: { fr: `Une journée, de 8${NBSP}h à 17${NBSP}h`, en: 'A full day, 8 am to 5 pm' },
    pricePerPerson: 15_000,
    included: [
      { fr: 'Un guide local parlant français et anglais', en: 'A local guide who speaks French and English' },
      { fr: 'La visite d’un saré traditionnel et de ses greniers', en: 'A visit to a traditional saré and its granaries' },
      { fr: 'Un atelier de poterie avec les potières', en: 'A pottery workshop with the potters' },
      { fr: 'Le déjeuner traditionnel (boule de mil, sauce gombo) et le jus de bissap', en: 'A traditional lunch (millet balls, okra sauce) and hibiscus juice' },
      { fr: 'Le transport depuis l’office du tourisme', en: 'Transport from the tourism office' },
    ],
    office: offices.tourism,
  },
  contact: {
    title: { fr: 'Préparez votre séjour', en: 'Plan your stay' },
    text: {
      fr: 'L’office communal du tourisme vous conseille sur les itinéraires, les guides agréés, l’hébergement et le transport. Ses agents vous répondent aux heures d’ouverture de la mairie.',
      en: 'The Council Tourism Office advises you on routes, licensed guides, accommodation and transport. Its staff answer during the town hall’s opening hours.',
    },
    office: offices.tourism,
  },
};
