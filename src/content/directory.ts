import type { Localized } from '../shared/i18n/catalog';

/**
 * The business directory of SPEC §2 (« Annuaire des professionnels »): hotels, NGOs, travel
 * agencies, restaurants and leisure, supermarkets and markets. The points-of-interest page
 * shows all of it; the practical guide shows the hotels and the restaurants from here.
 */

/** The fields every entry shows, in this order, each under its label. */
export const DIRECTORY_FIELDS = ['contact', 'phone', 'email', 'address', 'slogan'] as const;

export type DirectoryField = (typeof DIRECTORY_FIELDS)[number];

/** SPEC §2: « Contact, Phone, Email, Address, Slogan ». */
export const directoryFieldLabels: Readonly<Record<DirectoryField, Localized>> = {
  contact: { fr: 'Contact', en: 'Contact' },
  phone: { fr: 'Téléphone', en: 'Phone' },
  email: { fr: 'E-mail', en: 'Email' },
  address: { fr: 'Adresse', en: 'Address' },
  slogan: { fr: 'Slogan', en: 'Slogan' },
};

export interface DirectoryEntry {
  /** Unique within the directory, kebab-case. */
  id: string;
  name: Localized;
  /** The person to ask for, and their role. */
  contact: Localized;
  /** `+237 6xx xx xx xx` (mobile) or `+237 222 xx xx xx` (fixed line). */
  phone: string;
  email: string;
  address: Localized;
  slogan: Localized;
}

export const DIRECTORY_CATEGORY_IDS = ['hotels', 'ngos', 'travel-agencies', 'restaurants-leisure', 'supermarkets-markets'] as const;

export type DirectoryCategoryId = (typeof DIRECTORY_CATEGORY_IDS)[number];

export interface DirectoryCategory {
  id: DirectoryCategoryId;
  title: Localized;
  entries: readonly DirectoryEntry[];
}

export const directory: readonly DirectoryCategory[] = [
  {
    id: 'hotels',
    title: { fr: 'Hôtels', en: 'Hotels' },
    entries: [
      {
        id: 'hotel-le-mandara',
        name: { fr: 'Hôtel Le Mandara', en: 'Hôtel Le Mandara' },
        contact: { fr: 'Moussa Hamadou, gérant', en: 'Moussa Hamadou, manager' },
        phone: '+237 677 20 14 58',
        email: 'reservation@hotel-lemandara.cm',
        address: { fr: 'Avenue de l’Unité, à 300\u00a0m de l’hôtel de ville', en: 'Avenue de l’Unité, 300 m from the town hall' },
        slogan: { fr: 'Le confort au pied des monts Mandara', en: 'Comfort at the foot of the Mandara mountains' },
      },
      {
        id: 'auberge-du-mayo',
        name: { fr: 'Auberge du Mayo', en: 'Auberge du Mayo' },
        contact: { fr: 'Aïssatou Oumarou, propriétaire', en: 'Aïssatou Oumarou, owner' },
        phone: '+237 699 45 70 12',
        email: 'aubergedumayo@gmail.com',
        address: { fr: 'Quartier Founangué, au bord du mayo', en: 'Founangué quarter, on the riverbank' },
        slogan: { fr: 'Chez nous, vous êtes chez vous', en: 'Make yourself at home' },
      },
      {
        id: 'campement-aiguilles',
        name: { fr: 'Campement des Aiguilles', en: 'Campement des Aiguilles (Needles Camp)' },
        contact: { fr: 'Daniel Zra, responsable', en: 'Daniel Zra, camp manager' },
        phone: '+237 655 31 88 04',
        email: 'campement.aiguilles@gmail.com',
        address: { fr: 'Piste de Mokolo, au pied des aiguilles volcaniques, à 8\u00a0km à l’ouest du centre', en: 'Mokolo track, at the foot of the volcanic needles, 8 km west of the town centre' },
        slogan: { fr: 'Dormir sous les étoiles des monts Mandara', en: 'Sleep under the stars of the Mandara mountains' },
      },
    ],
  },
  {
    id: 'ngos',
    title: { fr: 'ONG', en: 'NGOs' },
    entries: [
      {
        id: 'sahel-vert',
        name: { fr: 'Association Sahel Vert', en: 'Sahel Vert Association' },
        contact: { fr: 'Ibrahim Bouba, coordonnateur', en: 'Ibrahim Bouba, coordinator' },
        phone: '+237 696 12 40 77',
        email: 'contact@sahelvert.org',
        address: { fr: 'Quartier Kossewa, rue de la Jeunesse', en: 'Kossewa quarter, rue de la Jeunesse' },
        slogan: { fr: 'Un arbre planté, une vie protégée', en: 'One tree planted, one life protected' },
      },
      {
        id: 'femmes-avenir',
        name: { fr: 'Femmes et Avenir du Mayo-Tsanaga', en: 'Femmes et Avenir du Mayo-Tsanaga' },
        contact: { fr: 'Hadja Fadimatou Abba, présidente', en: 'Hadja Fadimatou Abba, chair' },
        phone: '+237 670 58 23 91',
        email: 'femmesavenir.mt@gmail.com',
        address: { fr: 'Centre de promotion de la femme, quartier Lamidat', en: 'Women’s Empowerment Centre, Lamidat quarter' },
        slogan: { fr: 'Femme instruite, famille épanouie', en: 'Educated women, thriving families' },
      },
      {
        id: 'eau-pour-tous',
        name: { fr: 'ONG Eau pour Tous', en: 'Eau pour Tous (Water for All)' },
        contact: { fr: 'Jean Kaldaoussa, chef de projet', en: 'Jean Kaldaoussa, project manager' },
        phone: '+237 651 90 36 12',
        email: 'dtima@eaupourtous.org',
        address: { fr: 'Route de Mokolo, en face de la brigade', en: 'Mokolo road, opposite the gendarmerie' },
        slogan: { fr: 'L’eau potable, un droit pour chaque village', en: 'Safe water, a right for every village' },
      },
    ],
  },
  {
    id: 'travel-agencies',
    title: { fr: 'Agences de voyages', en: 'Travel Agencies' },
    entries: [
      {
        id: 'mandara-voyages',
        name: { fr: 'Mandara Voyages', en: 'Mandara Voyages' },
        contact: { fr: 'Abdoulaye Mal Ali, chef d’agence', en: 'Abdoulaye Mal Ali, branch manager' },
        phone: '+237 222 29 18 40',
        email: 'dtima@mandaravoyages.cm',
        address: { fr: 'Gare routière, route de Mora', en: 'Bus station, Mora road' },
        slogan: { fr: 'Dtima – Maroua – Garoua, tous les jours à l’heure', en: 'Dtima – Maroua – Garoua, on time every day' },
      },
      {
        id: 'sahel-tours',
        name: { fr: 'Sahel Tours', en: 'Sahel Tours' },
        contact: { fr: 'Salomon Tizi, guide agréé', en: 'Salomon Tizi, licensed guide' },
        phone: '+237 694 77 05 36',
        email: 'info@saheltours.cm',
        address: { fr: 'Place des Fêtes, à côté de l’office du tourisme', en: 'Place des Fêtes, next to the tourism office' },
        slogan: { fr: 'Randonnées et circuits culturels dans les monts Mandara', en: 'Hikes and cultural tours in the Mandara mountains' },
      },
    ],
  },
  {
    id: 'restaurants-leisure',
    title: { fr: 'Restaurants et loisirs', en: 'Restaurants & Leisure' },
    entries: [
      {
        id: 'restaurant-le-baobab',
        name: { fr: 'Restaurant Le Baobab', en: 'Le Baobab Restaurant' },
        contact: { fr: 'Clarisse Wandala, gérante', en: 'Clarisse Wandala, manager' },
        phone: '+237 678 12 93 40',
        email: 'lebaobab.dtima@gmail.com',
        address: { fr: 'Avenue de l’Unité, face à la poste', en: 'Avenue de l’Unité, opposite the post office' },
        slogan: { fr: 'La cuisine du Nord, à l’ombre du baobab', en: 'Northern cooking in the shade of the baobab' },
      },
      {
        id: 'chez-hadja',
        name: { fr: 'Chez Hadja Aïssa', en: 'Chez Hadja Aïssa' },
        contact: { fr: 'Hadja Aïssa Mahamat, propriétaire', en: 'Hadja Aïssa Mahamat, owner' },
        phone: '+237 690 64 27 15',
        email: 'chezhadja.dtima@gmail.com',
        address: { fr: 'Rue du Marché, à côté de la grande mosquée', en: 'Rue du Marché, next to the main mosque' },
        slogan: { fr: 'Boule de mil et sauce gombo comme à la maison', en: 'Millet balls and okra sauce, just like home' },
      },
      {
        id: 'espace-kapsiki',
        name: { fr: 'Espace loisirs Le Kapsiki', en: 'Le Kapsiki Leisure Centre' },
        contact: { fr: 'Paul Dawaï, gérant', en: 'Paul Dawaï, manager' },
        phone: '+237 657 80 41 29',
        email: 'espacekapsiki@gmail.com',
        address: { fr: 'Quartier Founangué, route de Mokolo', en: 'Founangué quarter, Mokolo road' },
        slogan: { fr: 'Grillades, musique et soirées en famille', en: 'Grills, music and family evenings' },
      },
    ],
  },
  {
    id: 'supermarkets-markets',
    title: { fr: 'Supermarchés et marchés', en: 'Supermarkets & Markets' },
    entries: [
      {
        id: 'supermarche-al-amine',
        name: { fr: 'Supermarché Al Amine', en: 'Al Amine Supermarket' },
        contact: { fr: 'Oumarou Alhadji, directeur', en: 'Oumarou Alhadji, director' },
        phone: '+237 222 29 19 63',
        email: 'alamine.dtima@gmail.com',
        address: { fr: 'Avenue de l’Unité, carrefour du marché', en: 'Avenue de l’Unité, market crossroads' },
        slogan: { fr: 'Tout sous un même toit, au juste prix', en: 'Everything under one roof, at a fair price' },
      },
      {
        id: 'alimentation-espoir',
        name: { fr: 'Alimentation générale L’Espoir', en: 'L’Espoir Grocery' },
        contact: { fr: 'Martine Ngoula, gérante', en: 'Martine Ngoula, manager' },
        phone: '+237 675 39 02 84',
        email: 'alimentation.espoir@gmail.com',
        address: { fr: 'Quartier Kossewa, route du lycée', en: 'Kossewa quarter, high school road' },
        slogan: { fr: 'Votre épicerie de quartier, ouverte 7 j/7', en: 'Your local grocery, open 7 days a week' },
      },
      {
        id: 'cooperative-oignons',
        name: { fr: 'Boutique de la coopérative des producteurs', en: 'Growers’ Cooperative Shop' },
        contact: { fr: 'Amadou Djidda, président de la coopérative', en: 'Amadou Djidda, cooperative chair' },
        phone: '+237 657 36 81 40',
        email: 'coop.producteurs.dtima@gmail.com',
        address: { fr: 'Marché central, allée des céréales', en: 'Central market, grain aisle' },
        slogan: { fr: 'Du champ à votre table, sans intermédiaire', en: 'From our fields to your table, no middleman' },
      },
    ],
  },
];

/** One category of the directory, by id (the guide shows the hotels and the restaurants). */
export function directoryCategory(id: DirectoryCategoryId): DirectoryCategory {
  const category = directory.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`The directory has no category "${id}".`);
  return category;
}
