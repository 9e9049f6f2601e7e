import type { Localized } from '../shared/i18n/catalog';
import { paths, type SitePath } from './site-map';

/**
 * Every page's name, kept apart from the rest of the page copy (src/content/pages.ts) so that
 * what needs only names — the site search in the header and the hero — stays small.
 */
export const pageTitles: Readonly<Record<SitePath, Localized>> = {
  [paths.home]: { fr: 'Accueil', en: 'Home' },
  [paths.serviceAdministrative]: { fr: 'Services administratifs', en: 'Administrative Services' },
  [paths.serviceTechnical]: { fr: 'Services techniques', en: 'Technical Services' },
  [paths.serviceTax]: { fr: 'Services fiscaux', en: 'Tax Services' },
  [paths.serviceBills]: { fr: 'Paiement des factures', en: 'Bill Payment' },
  [paths.serviceLicenses]: { fr: 'Licences et autorisations', en: 'Licences and Authorisations' },
  [paths.serviceStamp]: { fr: 'Droits de timbre', en: 'Stamp Duty' },
  [paths.serviceBirthCertificate]: { fr: 'Acte de naissance', en: 'Birth Certificate' },
  [paths.serviceMarriage]: { fr: 'Mariage civil', en: 'Civil Marriage' },
  [paths.invest]: { fr: 'Investir à Dtima', en: 'Invest in Dtima' },
  [paths.flashNews]: { fr: 'Flash Info', en: 'News Flash' },
  [paths.tourism]: { fr: 'Tourisme', en: 'Tourism' },
  [paths.meetMayor]: { fr: 'Rencontrer le maire', en: 'Meet the Mayor' },
  [paths.biography]: { fr: 'Biographie du maire', en: 'The Mayor’s Biography' },
  [paths.partners]: { fr: 'Partenaires', en: 'Partners' },
  [paths.council]: { fr: 'Conseil municipal', en: 'Municipal Council' },
  [paths.pointsOfInterest]: { fr: 'Points d’intérêt', en: 'Points of Interest' },
  [paths.guide]: { fr: 'Guide pratique', en: 'Practical Guide' },
  [paths.events]: { fr: 'Événements', en: 'Events' },
  [paths.investment]: { fr: 'Opportunités d’investissement', en: 'Investment Opportunities' },
  [paths.tenders]: { fr: 'Appels d’offres et marchés', en: 'Tenders & Procurement' },
  [paths.licenses]: { fr: 'Licences et permis', en: 'Licenses & Permits' },
  [paths.taxes]: { fr: 'Taxes municipales', en: 'Municipal Taxes' },
  [paths.projects]: { fr: 'Projets de développement', en: 'Development Projects' },
  [paths.search]: { fr: 'Rechercher sur le site', en: 'Search the site' },
  [paths.help]: { fr: 'Aide et questions fréquentes', en: 'Help and frequently asked questions' },
  [paths.admin]: { fr: 'Tableau de bord', en: 'Dashboard' },
  [paths.adminLogin]: { fr: 'Espace du personnel', en: 'Staff sign-in' },
  [paths.adminNews]: { fr: 'Gestion des actualités', en: 'News Management' },
  [paths.adminContentEvents]: { fr: 'Gestion des événements', en: 'Events Management' },
  [paths.adminPrograms]: { fr: 'Gestion des programmes', en: 'Programs Management' },
  [paths.adminContentQuickLinks]: { fr: 'Liens rapides de l’accueil', en: 'Home Page Quick Links' },
  [paths.adminMayor]: { fr: 'Messages du maire', en: 'Mayor Updates' },
  [paths.adminPages]: { fr: 'Pages du site', en: 'Site Pages' },
  [paths.adminEvents]: { fr: 'Calendrier des événements', en: 'Event Calendar' },
  [paths.adminQuickLinks]: { fr: 'Tous les liens rapides', en: 'All Quick Links' },
  [paths.adminNotifications]: { fr: 'Notifications', en: 'Notifications' },
  [paths.adminSettings]: { fr: 'Paramètres', en: 'Settings' },
};
