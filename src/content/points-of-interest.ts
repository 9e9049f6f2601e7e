import type { Localized } from '../shared/i18n/catalog';
import { offices, type Office } from './commune';
import { places, type SharedPlace } from './places';

/** Who to call about a place: a phone number as dialled from abroad, and an e-mail when there is one. */
export interface PointOfInterestContact {
  /** The service or the person who answers (« Secrétariat du proviseur »). */
  label: Localized;
  /** `+237 6xx xx xx xx` (mobile) or `+237 222 xx xx xx` (fixed line). */
  phone: string;
  email?: string;
}

/** A place residents go to: a school, a health centre, a market… (SPEC §3, Point of interest). */
export interface PointOfInterest {
  /** Unique within the whole list, kebab-case. */
  id: string;
  name: Localized;
  address: Localized;
  contact: PointOfInterestContact;
  /** What is done there, in a sentence or two. */
  description?: Localized;
  /** When it is open or, for a market, its market days. */
  openingDays?: Localized;
}

/**
 * The categories of SPEC §2, in the page's order. The ids are the URL fragments that open a
 * category (`/residents/points-of-interest#health-services`, linked from the footer).
 */
export const POINT_OF_INTEREST_CATEGORY_IDS = [
  'education',
  'health-services',
  'social-affairs',
  'security',
  'culture-arts',
  'sports-leisure',
  'markets',
] as const;

export type PointOfInterestCategoryId = (typeof POINT_OF_INTEREST_CATEGORY_IDS)[number];

export interface PointOfInterestCategory {
  id: PointOfInterestCategoryId;
  title: Localized;
  /** One sentence under the category's title. */
  intro: Localized;
  items: readonly PointOfInterest[];
}

// French typography: a no-break space before « : ; ? ! » and between a number and its unit.
const NBSP = '\u00a0';

/** A place the tourism page or the guide also shows: its name, address and days, from places.ts. */
function sharedPlace(place: SharedPlace): Pick<PointOfInterest, 'name' | 'address' | 'openingDays'> {
  return { name: place.name, address: place.location, openingDays: place.when };
}

/** A municipal service's contact, taken from `offices` so its number is written once. */
function officeContact(office: Office): PointOfInterestContact {
  return { label: office.name, phone: office.phone, email: office.email };
}

export const pointsOfInterest: readonly PointOfInterestCategory[] = [
  {
    id: 'education',
    title: { fr: 'Éducation', en: 'Education' },
    intro: {
      fr: 'Les établissements publics d’enseignement de la commune, de la maternelle au lycée.',
      en: 'The council area’s public schools, from nursery school to sixth form.',
    },
    items: [
      {
        id: 'lycee-dtima',
        name: { fr: 'Lycée de Dtima', en: 'Dtima Government High School' },
        address: { fr: 'Quartier Administratif, route de Mora', en: 'Administrative quarter, Mora road' },
        contact: { label: { fr: 'Secrétariat du proviseur', en: 'Principal’s office' }, phone: '+237 677 41 28 95', email: 'lycee.dtima@gmail.com' },
        description: {
          fr: 'Enseignement général, de la 6ᵉ à la terminale, séries A, C et D.',
          en: 'General secondary education, from Form 1 to Upper Sixth, arts and science streams.',
        },
      },
      {
        id: 'ces-mbaldama',
        name: { fr: 'CES de Mbaldama', en: 'Mbaldama Secondary School (CES)' },
        address: { fr: 'Mbaldama, à côté de la chefferie', en: 'Mbaldama, next to the chief’s palace' },
        contact: { label: { fr: 'Direction', en: 'Head teacher' }, phone: '+237 699 12 57 30' },
        description: {
          fr: 'Collège d’enseignement secondaire, premier cycle (6ᵉ à 3ᵉ).',
          en: 'Lower secondary school (Form 1 to Form 4).',
        },
      },
      {
        id: 'cetic-dtima',
        name: { fr: 'CETIC de Dtima', en: 'Dtima Technical College (CETIC)' },
        address: { fr: 'Quartier Founangué, route de Mokolo', en: 'Founangué quarter, Mokolo road' },
        contact: { label: { fr: 'Direction', en: 'Head teacher' }, phone: '+237 655 83 20 14' },
        description: {
          fr: 'Collège d’enseignement technique industriel et commercial\u00a0: menuiserie, électricité, couture et comptabilité.',
          en: 'Technical and commercial college: carpentry, electrical work, dressmaking and accounting.',
        },
      },
      {
        id: 'ep-dtima-centre',
        name: { fr: 'École publique de Dtima Centre (groupes 1 et 2)', en: 'Dtima Centre State Primary School (groups 1 and 2)' },
        address: { fr: 'Avenue de l’Unité, derrière l’hôtel de ville', en: 'Avenue de l’Unité, behind the town hall' },
        contact: { label: { fr: 'Direction du groupe 1', en: 'Head teacher, group 1' }, phone: '+237 675 66 09 42' },
      },
      {
        id: 'epb-djoulgouf',
        name: { fr: 'École publique bilingue de Djoulgouf', en: 'Djoulgouf Bilingual State Primary School' },
        address: { fr: 'Djoulgouf, près du forage communal', en: 'Djoulgouf, near the council borehole' },
        contact: { label: { fr: 'Direction', en: 'Head teacher' }, phone: '+237 691 40 73 18' },
      },
      {
        id: 'em-dtima',
        name: { fr: 'École maternelle publique de Dtima', en: 'Dtima State Nursery School' },
        address: { fr: 'Quartier Lamidat, rue du Marché', en: 'Lamidat quarter, rue du Marché' },
        contact: { label: { fr: 'Direction', en: 'Head teacher' }, phone: '+237 670 25 91 66' },
      },
    ],
  },
  {
    id: 'health-services',
    title: { fr: 'Santé', en: 'Health Services' },
    intro: {
      fr: 'Hôpital, centres de santé intégrés et pharmacie. En cas d’urgence, rendez-vous directement aux urgences de l’hôpital de district.',
      en: 'Hospital, integrated health centres and pharmacy. In an emergency, go straight to the district hospital’s emergency department.',
    },
    items: [
      {
        id: 'hopital-district',
        name: { fr: 'Hôpital de district de Dtima', en: 'Dtima District Hospital' },
        address: { fr: 'Quartier Administratif, route de Mora', en: 'Administrative quarter, Mora road' },
        contact: { label: { fr: 'Accueil et urgences', en: 'Reception and emergencies' }, phone: '+237 222 29 16 20', email: 'hopital.district.dtima@gmail.com' },
        description: {
          fr: 'Urgences, maternité, pédiatrie, chirurgie, laboratoire et centre de dépistage du VIH.',
          en: 'Emergencies, maternity, paediatrics, surgery, laboratory and HIV testing centre.',
        },
        openingDays: { fr: `Urgences 24${NBSP}h/24, 7${NBSP}j/7${NBSP}; consultations du lundi au samedi`, en: 'Emergencies 24/7; consultations Monday to Saturday' },
      },
      {
        id: 'csi-djoulgouf',
        name: { fr: 'Centre de santé intégré (CSI) de Djoulgouf', en: 'Djoulgouf Integrated Health Centre' },
        address: { fr: 'Djoulgouf, route de Zileng', en: 'Djoulgouf, Zileng road' },
        contact: { label: { fr: 'Chef de centre', en: 'Head nurse' }, phone: '+237 697 58 14 23' },
        description: {
          fr: 'Consultations, vaccinations, suivi prénatal et accouchements.',
          en: 'Consultations, vaccinations, antenatal care and deliveries.',
        },
      },
      {
        id: 'csi-zileng',
        name: { fr: 'Centre de santé intégré (CSI) de Zileng', en: 'Zileng Integrated Health Centre' },
        address: { fr: 'Zileng, face à l’école publique', en: 'Zileng, opposite the state school' },
        contact: { label: { fr: 'Chef de centre', en: 'Head nurse' }, phone: '+237 651 27 36 90' },
      },
      {
        id: 'pharmacie-espoir',
        name: { fr: 'Pharmacie de l’Espoir', en: 'Espoir Pharmacy' },
        address: { fr: 'Rue du Marché, face au marché central', en: 'Rue du Marché, opposite the central market' },
        contact: { label: { fr: 'Pharmacien titulaire', en: 'Pharmacist' }, phone: '+237 678 90 12 47' },
        openingDays: { fr: `Du lundi au samedi, de 7${NBSP}h${NBSP}30 à 20${NBSP}h${NBSP}; garde un dimanche sur deux`, en: 'Monday to Saturday, 7.30 am to 8 pm; on duty every other Sunday' },
      },
    ],
  },
  {
    id: 'social-affairs',
    title: { fr: 'Affaires sociales', en: 'Social Affairs' },
    intro: {
      fr: 'Accueil, écoute et accompagnement des familles, des personnes handicapées, des personnes âgées et des personnes déplacées.',
      en: 'Support and advice for families, people with disabilities, older people and displaced people.',
    },
    items: [
      {
        id: 'service-affaires-sociales',
        name: offices.social.name,
        address: offices.social.location,
        contact: officeContact(offices.social),
        description: {
          fr: 'Aides d’urgence, certificats d’indigence, orientation vers les structures d’accueil.',
          en: 'Emergency assistance, certificates of need, referral to support centres.',
        },
      },
      {
        id: 'centre-social',
        name: { fr: 'Centre social de Dtima', en: 'Dtima Social Centre' },
        address: { fr: 'Quartier Kossewa, à côté de la délégation de l’agriculture', en: 'Kossewa quarter, next to the agriculture office' },
        contact: { label: { fr: 'Chef de centre', en: 'Centre manager' }, phone: '+237 694 31 66 08' },
        description: {
          fr: 'Carte d’invalidité, appui aux personnes handicapées, enfance en détresse et médiation familiale.',
          en: 'Disability cards, support for people with disabilities, children in need and family mediation.',
        },
      },
      {
        id: 'cpff-dtima',
        name: { fr: 'Centre de promotion de la femme et de la famille (CPFF)', en: 'Women’s and Family Empowerment Centre (CPFF)' },
        address: { fr: 'Quartier Lamidat, route du lycée', en: 'Lamidat quarter, high school road' },
        contact: { label: { fr: 'Directrice', en: 'Director' }, phone: '+237 656 72 40 19' },
        description: {
          fr: 'Formations en couture, transformation agroalimentaire et alphabétisation\u00a0; conseil juridique aux femmes.',
          en: 'Training in dressmaking, food processing and literacy; legal advice for women.',
        },
      },
    ],
  },
  {
    id: 'security',
    title: { fr: 'Sécurité', en: 'Security' },
    intro: {
      fr: 'Forces de l’ordre et autorité administrative. Numéros d’urgence gratuits\u00a0: police 117, gendarmerie 113, sapeurs-pompiers 118.',
      en: 'Police, gendarmerie and the administrative authority. Free emergency numbers: police 117, gendarmerie 113, fire brigade 118.',
    },
    items: [
      {
        id: 'commissariat',
        name: { fr: 'Commissariat de sécurité publique de Dtima', en: 'Dtima Police Station' },
        address: { fr: 'Avenue de l’Unité, face à la poste', en: 'Avenue de l’Unité, opposite the post office' },
        contact: { label: { fr: 'Permanence', en: 'Duty desk' }, phone: '+237 222 29 17 17' },
        openingDays: { fr: `Permanence 24${NBSP}h/24`, en: 'Open 24 hours' },
      },
      {
        id: 'brigade-gendarmerie',
        name: { fr: 'Brigade de gendarmerie de Dtima', en: 'Dtima Gendarmerie Brigade' },
        address: { fr: 'Route de Mokolo, sortie ouest de la ville', en: 'Mokolo road, western edge of town' },
        contact: { label: { fr: 'Permanence', en: 'Duty desk' }, phone: '+237 222 29 13 13' },
        openingDays: { fr: `Permanence 24${NBSP}h/24`, en: 'Open 24 hours' },
      },
      {
        id: 'sous-prefecture',
        name: { fr: 'Sous-préfecture de Dtima', en: 'Dtima Sub-Divisional Office' },
        address: { fr: 'Quartier Administratif, avenue de l’Unité', en: 'Administrative quarter, avenue de l’Unité' },
        contact: { label: { fr: 'Secrétariat du sous-préfet', en: 'Divisional Officer’s secretariat' }, phone: '+237 222 29 11 02' },
        description: {
          fr: 'Autorité administrative\u00a0: ordre public, autorisations de manifestations, laissez-passer.',
          en: 'Administrative authority: public order, permits for public gatherings, travel passes.',
        },
      },
      {
        id: 'comites-vigilance',
        name: { fr: 'Coordination des comités de vigilance', en: 'Vigilance Committees Coordination' },
        address: { fr: 'Palais du lamido, quartier Lamidat', en: 'Lamido’s palace, Lamidat quarter' },
        contact: { label: { fr: 'Coordonnateur', en: 'Coordinator' }, phone: '+237 690 18 45 72' },
        description: {
          fr: 'Signalez tout fait suspect aux comités de vigilance de votre quartier ou de votre village.',
          en: 'Report anything suspicious to the vigilance committee of your quarter or village.',
        },
      },
    ],
  },
  {
    id: 'culture-arts',
    title: { fr: 'Culture et arts', en: 'Culture and Arts' },
    intro: {
      fr: 'Lieux de spectacle, de lecture et d’artisanat, et la chefferie, gardienne des traditions.',
      en: 'Places for shows, reading and crafts, and the chiefdom, keeper of traditions.',
    },
    items: [
      {
        id: 'foyer-culturel',
        name: { fr: 'Foyer culturel de Dtima', en: 'Dtima Cultural Hall' },
        address: { fr: 'Place des Fêtes', en: 'Place des Fêtes' },
        contact: { label: { fr: 'Régisseur', en: 'Hall manager' }, phone: '+237 679 54 03 81' },
        description: {
          fr: 'Salle de 400\u00a0places\u00a0: concerts, théâtre, danses traditionnelles et cérémonies.',
          en: '400-seat hall: concerts, plays, traditional dances and ceremonies.',
        },
      },
      {
        id: 'clac',
        name: { fr: 'Centre de lecture et d’animation culturelle (CLAC)', en: 'Reading and Cultural Centre (CLAC)' },
        address: { fr: 'Quartier Founangué, à côté du CETIC', en: 'Founangué quarter, next to the technical college' },
        contact: { label: { fr: 'Bibliothécaire', en: 'Librarian' }, phone: '+237 652 09 88 36' },
        openingDays: { fr: `Du mardi au samedi, de 9${NBSP}h à 17${NBSP}h`, en: 'Tuesday to Saturday, 9 am to 5 pm' },
      },
      {
        id: 'centre-artisanal',
        ...sharedPlace(places.craftCentre),
        contact: officeContact(offices.tourism),
        description: {
          fr: 'Poterie mafa, vannerie, forge et broderie\u00a0: ateliers ouverts et vente directe par les artisans.',
          en: 'Mafa pottery, basketry, blacksmithing and embroidery: open workshops and sales by the craftspeople themselves.',
        },
      },
      {
        id: 'lamidat',
        ...sharedPlace(places.lamidoPalace),
        contact: { label: { fr: 'Secrétariat du lamidat', en: 'Lamido’s secretariat' }, phone: '+237 696 23 70 54' },
        description: {
          fr: 'Siège de la chefferie traditionnelle peule, palais en banco avec sa grande cour et sa salle d’audience.',
          en: 'Seat of the traditional Fulɓe chiefdom, a mud-brick palace with its great courtyard and audience hall.',
        },
      },
    ],
  },
  {
    id: 'sports-leisure',
    title: { fr: 'Sports et loisirs', en: 'Sports and Leisure' },
    intro: {
      fr: 'Terrains, stade et lieux de détente ouverts à tous.',
      en: 'Pitches, the stadium and places to relax, open to everyone.',
    },
    items: [
      {
        id: 'stade-municipal',
        name: { fr: 'Stade municipal de Dtima', en: 'Dtima Municipal Stadium' },
        address: { fr: 'Route de Mora, à côté du lycée', en: 'Mora road, next to the high school' },
        contact: officeContact(offices.technical),
        description: {
          fr: 'Football, athlétisme et championnat de vacances\u00a0; réservation auprès des services techniques.',
          en: 'Football, athletics and the holiday tournament; book through the technical services.',
        },
      },
      {
        id: 'cmpj',
        name: { fr: 'Centre multifonctionnel de promotion des jeunes (CMPJ)', en: 'Multipurpose Youth Centre (CMPJ)' },
        address: { fr: 'Quartier Kossewa, rue de la Jeunesse', en: 'Kossewa quarter, rue de la Jeunesse' },
        contact: { label: { fr: 'Directeur', en: 'Director' }, phone: '+237 693 47 12 65' },
        description: {
          fr: 'Salle informatique, formations, basket-ball, handball et activités de vacances.',
          en: 'Computer room, training courses, basketball, handball and holiday activities.',
        },
      },
      {
        id: 'jardin-public',
        name: { fr: 'Jardin public de la place des Fêtes', en: 'Place des Fêtes Public Garden' },
        address: { fr: 'Place des Fêtes', en: 'Place des Fêtes' },
        contact: officeContact(offices.technical),
        description: {
          fr: 'Aire de jeux pour enfants, bancs ombragés sous les neems.',
          en: 'Children’s playground, benches shaded by neem trees.',
        },
        openingDays: { fr: `Tous les jours, de 6${NBSP}h à 19${NBSP}h`, en: 'Every day, 6 am to 7 pm' },
      },
    ],
  },
  {
    id: 'markets',
    title: { fr: 'Marchés', en: 'Markets' },
    intro: {
      fr: 'Les marchés de la commune et leurs jours. Les droits de place sont perçus par la recette municipale.',
      en: 'The council area’s markets and their days. Pitch fees are collected by the municipal revenue office.',
    },
    items: [
      {
        id: 'marche-central',
        ...sharedPlace(places.centralMarket),
        contact: officeContact(offices.finance),
        description: {
          fr: 'Céréales, oignons, arachides, tissus, quincaillerie et produits de première nécessité.',
          en: 'Grain, onions, groundnuts, cloth, hardware and everyday goods.',
        },
      },
      {
        id: 'marche-betail',
        name: { fr: 'Marché à bétail de Dtima', en: 'Dtima Livestock Market' },
        address: { fr: `Route de Mora, à 2${NBSP}km du centre`, en: 'Mora road, 2 km from the centre' },
        contact: { label: { fr: 'Chef du marché', en: 'Market supervisor' }, phone: '+237 698 61 35 27' },
        description: {
          fr: 'Bovins, ovins, caprins et volaille\u00a0; poste vétérinaire sur place.',
          en: 'Cattle, sheep, goats and poultry; veterinary post on site.',
        },
        openingDays: { fr: `Le mercredi, jour du grand marché, de 7${NBSP}h à 15${NBSP}h`, en: 'Wednesdays, main market day, 7 am to 3 pm' },
      },
      {
        id: 'marche-zileng',
        name: { fr: 'Marché périodique de Zileng', en: 'Zileng Weekly Market' },
        address: { fr: 'Zileng, place du marché', en: 'Zileng, market square' },
        contact: { label: { fr: 'Chef du marché', en: 'Market supervisor' }, phone: '+237 674 02 58 93' },
        openingDays: { fr: 'Le mardi', en: 'Tuesdays' },
      },
      {
        id: 'magasin-oignons',
        name: { fr: 'Marché de gros des oignons', en: 'Onion Wholesale Market' },
        address: { fr: 'Quartier Founangué, magasin de stockage communal', en: 'Founangué quarter, council storage warehouse' },
        contact: { label: { fr: 'Coopérative des producteurs', en: 'Growers’ cooperative' }, phone: '+237 657 36 81 40' },
        description: {
          fr: 'Vente en gros d’oignons et d’ail, de février à mai.',
          en: 'Wholesale onions and garlic, February to May.',
        },
      },
    ],
  },
];
