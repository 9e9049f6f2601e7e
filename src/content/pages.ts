import type { Localized } from '../shared/i18n/catalog';
import { hero } from './home';
import { pageTitles } from './page-titles';
import { paths, type SitePath } from './site-map';

/*
 * The copy of every page of the site: its name (document title and, unless `heading` is set,
 * its h1), its meta description and the one-line summary under the h1. The shell's routes,
 * the static pages written by the build, the site search and the admin's page list read it.
 */

export type Area = 'public' | 'admin';

export interface SitePage {
  path: SitePath;
  /** The page's name: its document title (`<title> · Commune de Dtima`) and, unless `heading` is set, its h1. */
  title: Localized;
  /** The h1 when it differs from the title (the home page's welcome). */
  heading?: Localized;
  /** The meta description. */
  description: Localized;
  /** One sentence under the h1 saying what the page holds. */
  summary: Localized;
  area: Area;
}

type PageCopy = Omit<SitePage, 'area'>;

const publicPage = (page: PageCopy): SitePage => ({ ...page, area: 'public' });
const adminPage = (page: PageCopy): SitePage => ({ ...page, area: 'admin' });

// French typography: a no-break space before the colon, a narrow one in numbers and before %.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

export const sitePages: readonly SitePage[] = [
  publicPage({
    path: paths.home,
    title: pageTitles[paths.home],
    // The hero's own welcome and lead: the home page's h1 and summary.
    heading: hero.heading,
    description: {
      fr: `Site officiel de la Commune de Dtima, dans la région de l’Extrême-Nord du Cameroun${NBSP}: services municipaux, actualités, événements, tourisme et investissement.`,
      en: 'Official website of Dtima Council in Cameroon’s Far North Region: municipal services, news, events, tourism and investment.',
    },
    summary: hero.lead,
  }),

  publicPage({
    path: paths.serviceAdministrative,
    title: pageTitles[paths.serviceAdministrative],
    description: {
      fr: `Services administratifs de la mairie de Dtima${NBSP}: copies certifiées, certificats et attestations, pièces à fournir et horaires des guichets.`,
      en: 'Administrative services at Dtima town hall: certified copies, certificates and attestations, documents to bring and counter opening hours.',
    },
    summary: {
      fr: 'Les copies certifiées, certificats et attestations délivrés par la mairie, avec les pièces à fournir et les horaires d’ouverture des guichets.',
      en: 'Certified copies, certificates and attestations issued by the town hall, with the documents to bring and the counters’ opening hours.',
    },
  }),
  publicPage({
    path: paths.serviceTechnical,
    title: pageTitles[paths.serviceTechnical],
    description: {
      fr: `Services techniques de la Commune de Dtima${NBSP}: voirie, éclairage public, assainissement, urbanisme et demandes d’intervention.`,
      en: 'Technical services of Dtima Council: roads, street lighting, sanitation, town planning and requests for repairs.',
    },
    summary: {
      fr: `Voirie, éclairage public, assainissement et urbanisme${NBSP}: les interventions des services techniques municipaux et la façon de les solliciter.`,
      en: 'Roads, street lighting, sanitation and town planning: the work of the council’s technical services and how to request it.',
    },
  }),
  publicPage({
    path: paths.serviceTax,
    title: pageTitles[paths.serviceTax],
    description: {
      fr: 'Impôts et taxes perçus par la Commune de Dtima, leur mode de calcul et les lieux où les déclarer et les payer.',
      en: 'Taxes and levies collected by Dtima Council, how they are calculated and where to declare and pay them.',
    },
    summary: {
      fr: 'Les impôts et taxes perçus par la commune, leur mode de calcul et les lieux où les déclarer et les payer.',
      en: 'The taxes and levies collected by the council, how they are calculated and where to declare and pay them.',
    },
  }),
  publicPage({
    path: paths.serviceBills,
    title: pageTitles[paths.serviceBills],
    description: {
      fr: 'Payer les redevances et factures municipales de la Commune de Dtima à la caisse de la mairie ou par mobile money.',
      en: 'Pay Dtima Council’s fees and bills at the town hall cash desk or by mobile money.',
    },
    summary: {
      fr: 'Régler les redevances et factures municipales à la caisse de la mairie ou par mobile money, et obtenir un reçu.',
      en: 'Paying municipal fees and bills at the town hall cash desk or by mobile money, and getting a receipt.',
    },
  }),
  publicPage({
    path: paths.serviceLicenses,
    title: pageTitles[paths.serviceLicenses],
    description: {
      fr: 'Licences d’exploitation et autorisations d’occupation temporaire de la voie publique délivrées par la mairie de Dtima.',
      en: 'Operating licences and permissions for temporary use of public space issued by Dtima town hall.',
    },
    summary: {
      fr: 'Les autorisations délivrées par la mairie aux commerçants et aux particuliers — licences d’exploitation, occupation temporaire de la voie publique — et comment les demander.',
      en: 'The permissions the town hall grants to traders and residents — operating licences, temporary use of public space — and how to apply for them.',
    },
  }),
  publicPage({
    path: paths.serviceStamp,
    title: pageTitles[paths.serviceStamp],
    description: {
      fr: 'Timbres communaux exigés pour les actes et dossiers administratifs à Dtima, leurs montants et les points de vente.',
      en: 'Council stamps required on official documents and applications in Dtima, their amounts and where to buy them.',
    },
    summary: {
      fr: 'Les timbres communaux exigés pour les actes et dossiers administratifs, leurs montants et les lieux où les acheter.',
      en: 'The council stamps required on official documents and applications, their amounts and where to buy them.',
    },
  }),
  publicPage({
    path: paths.serviceBirthCertificate,
    title: pageTitles[paths.serviceBirthCertificate],
    description: {
      fr: 'Déclarer une naissance à l’état civil de la Commune de Dtima et obtenir un acte de naissance ou sa copie certifiée.',
      en: 'Register a birth with Dtima Council’s civil registry and obtain a birth certificate or a certified copy.',
    },
    summary: {
      fr: `Déclarer une naissance à l’état civil de la commune et obtenir un acte de naissance ou sa copie certifiée${NBSP}: pièces, délais et démarches.`,
      en: 'Registering a birth with the council’s civil registry and obtaining a birth certificate or a certified copy: documents, time limits and steps.',
    },
  }),
  publicPage({
    path: paths.serviceMarriage,
    title: pageTitles[paths.serviceMarriage],
    description: {
      fr: `Se marier à la mairie de Dtima${NBSP}: constitution du dossier de mariage civil, publication des bans et célébration.`,
      en: 'Getting married at Dtima town hall: the civil marriage file, publication of the banns and the ceremony.',
    },
    summary: {
      fr: 'Constituer le dossier de mariage civil, publier les bans et célébrer l’union à la mairie de Dtima.',
      en: 'Preparing the civil marriage file, publishing the banns and holding the ceremony at Dtima town hall.',
    },
  }),

  publicPage({
    path: paths.invest,
    title: pageTitles[paths.invest],
    description: {
      fr: `Pourquoi investir dans la Commune de Dtima, à l’Extrême-Nord du Cameroun${NBSP}: atouts, secteurs porteurs et accompagnement des investisseurs.`,
      en: 'Why invest in Dtima Council, in Cameroon’s Far North Region: its strengths, growth sectors and support for investors.',
    },
    summary: {
      fr: `Pourquoi et comment investir à Dtima${NBSP}: les atouts de la commune, ses secteurs porteurs et l’accompagnement offert aux investisseurs.`,
      en: 'Why and how to invest in Dtima: the council’s strengths, its growth sectors and the support offered to investors.',
    },
  }),
  publicPage({
    path: paths.flashNews,
    title: pageTitles[paths.flashNews],
    description: {
      fr: `Les dernières nouvelles de la Commune de Dtima${NBSP}: budget, équipements publics, éducation et vie locale.`,
      en: 'The latest news from Dtima Council: budget, public facilities, education and local life.',
    },
    summary: {
      fr: 'Les dernières nouvelles de la commune, de l’adoption du budget aux nouveaux équipements publics, chacune avec sa date de publication.',
      en: 'The latest council news, from the budget vote to new public facilities, each with its publication date.',
    },
  }),
  publicPage({
    path: paths.tourism,
    title: pageTitles[paths.tourism],
    description: {
      fr: `Découvrir Dtima${NBSP}: sites naturels et culturels, expériences culturelles à réserver et office du tourisme.`,
      en: 'Discover Dtima: natural and cultural sites, cultural experiences to book and the tourism office.',
    },
    summary: {
      fr: 'Les sites naturels et culturels de Dtima, les expériences culturelles à réserver et les coordonnées de l’office du tourisme.',
      en: 'Dtima’s natural and cultural sites, cultural experiences to book and the tourism office’s contact details.',
    },
  }),
  publicPage({
    path: paths.meetMayor,
    title: pageTitles[paths.meetMayor],
    description: {
      fr: 'Le message du maire de Dtima aux habitants et ses priorités pour la commune.',
      en: 'The message of the Mayor of Dtima to residents and the priorities for the council.',
    },
    summary: {
      fr: 'Le message du maire aux habitants de Dtima et ses priorités pour la commune.',
      en: 'The mayor’s message to the people of Dtima and the priorities for the council.',
    },
  }),
  publicPage({
    path: paths.biography,
    title: pageTitles[paths.biography],
    description: {
      fr: `Biographie du maire de Dtima${NBSP}: formation, parcours professionnel, engagement politique, distinctions, vie sociale et vision.`,
      en: 'Biography of the Mayor of Dtima: education, career, political commitment, honours, community life and vision.',
    },
    summary: {
      fr: `Le parcours du maire${NBSP}: formation, carrière professionnelle, engagement politique, distinctions, vie sociale et vision pour la commune.`,
      en: 'The mayor’s path: education, professional career, political commitment, honours, community life and vision for the council.',
    },
  }),
  publicPage({
    path: paths.partners,
    title: pageTitles[paths.partners],
    description: {
      fr: 'Les organisations partenaires qui accompagnent les projets de développement de la Commune de Dtima.',
      en: 'The partner organisations that support Dtima Council’s development projects.',
    },
    summary: {
      fr: 'Les cinq organisations partenaires qui accompagnent les projets de la commune, et ce que chacune apporte.',
      en: 'The five partner organisations that support the council’s projects, and what each one contributes.',
    },
  }),
  publicPage({
    path: paths.council,
    title: pageTitles[paths.council],
    description: {
      fr: 'Les conseillers municipaux élus de la Commune de Dtima.',
      en: 'The elected municipal councillors of Dtima Council.',
    },
    summary: {
      fr: 'Les conseillers municipaux élus qui siègent au conseil de la Commune de Dtima.',
      en: 'The elected councillors who sit on Dtima’s municipal council.',
    },
  }),
  publicPage({
    path: paths.pointsOfInterest,
    title: pageTitles[paths.pointsOfInterest],
    description: {
      fr: 'Écoles, santé, affaires sociales, sécurité, culture, sports et marchés de Dtima, avec adresses et contacts.',
      en: 'Schools, health, social affairs, security, culture, sports and markets in Dtima, with addresses and contacts.',
    },
    summary: {
      fr: 'Écoles, centres de santé, services sociaux, sécurité, culture, sports et marchés de la commune, avec leur adresse et leur contact.',
      en: 'Schools, health centres, social services, security, culture, sports and markets across the council area, with address and contact.',
    },
  }),
  publicPage({
    path: paths.search,
    title: pageTitles[paths.search],
    description: {
      fr: `Rechercher dans tout le site de la commune de Dtima${NBSP}: pages, démarches, actualités, événements, lieux, annuaire, questions fréquentes, conseil municipal et appels d’offres.`,
      en: 'Search the whole site of the commune of Dtima: pages, procedures, news, events, places, directory, frequently asked questions, council and tenders.',
    },
    summary: {
      fr: 'Les pages, démarches, actualités, événements et lieux de la commune, en tapant un mot.',
      en: 'The commune’s pages, procedures, news, events and places, by typing a word.',
    },
  }),
  publicPage({
    path: paths.help,
    title: pageTitles[paths.help],
    // The help's own title, which the page's element shows as its h1.
    heading: { fr: `Comment pouvons-nous vous aider${NBSP}?`, en: 'How can we help you?' },
    description: {
      fr: `Les réponses aux questions fréquentes des habitants de Dtima${NBSP}: actes d’état civil, taxes, permis, rendez-vous et contacts de la mairie.`,
      en: 'Answers to the questions Dtima’s residents ask most: civil status records, taxes, permits, appointments and how to reach the town hall.',
    },
    // The help's own lead, which the page's element shows under its h1.
    summary: {
      fr: 'Les réponses aux questions que les habitants posent le plus souvent à la mairie.',
      en: 'Answers to the questions residents ask the town hall most often.',
    },
  }),
  publicPage({
    path: paths.legalNotice,
    title: pageTitles[paths.legalNotice],
    description: {
      fr: `Mentions légales du site de la Commune de Dtima${NBSP}: éditeur, directeur de la publication, hébergement, contact et réutilisation des contenus.`,
      en: 'Legal notice of Dtima Council’s website: publisher, publication director, hosting, contact and reuse of content.',
    },
    summary: {
      fr: 'Qui publie ce site, qui en répond, où il est hébergé et comment joindre la mairie.',
      en: 'Who publishes this website, who is answerable for it, where it is hosted and how to reach the town hall.',
    },
  }),
  publicPage({
    path: paths.privacy,
    title: pageTitles[paths.privacy],
    heading: { fr: 'Données personnelles et confidentialité', en: 'Privacy and personal data' },
    description: {
      fr: `Ce que le site de la Commune de Dtima garde de vos données, combien de temps, qui les lit et comment en demander la suppression${NBSP}: loi n°${NBSP}2024/017.`,
      en: 'What Dtima Council’s website keeps about you, for how long, who reads it and how to have it removed, under Law No. 2024/017.',
    },
    summary: {
      fr: 'Ce que le site garde quand vous écrivez à la mairie ou le consultez, pour combien de temps, qui le lit et comment le faire effacer.',
      en: 'What the website keeps when you write to the town hall or browse it, for how long, who reads it and how to have it erased.',
    },
  }),
  publicPage({
    path: paths.accessibility,
    title: pageTitles[paths.accessibility],
    heading: { fr: 'Déclaration d’accessibilité', en: 'Accessibility statement' },
    description: {
      fr: `Déclaration d’accessibilité du site de la Commune de Dtima${NBSP}: état de conformité au RGAA, contenus non accessibles, signaler une difficulté et voies de recours.`,
      en: 'Accessibility statement of Dtima Council’s website: compliance with the RGAA, content that is not accessible, reporting a barrier and the right of appeal.',
    },
    summary: {
      fr: 'Ce qui est accessible sur ce site, ce qui ne l’est pas encore, et comment obtenir de l’aide si vous êtes bloqué.',
      en: 'What is accessible on this website, what is not yet, and how to get help if something stops you.',
    },
  }),
  publicPage({
    path: paths.guide,
    title: pageTitles[paths.guide],
    description: {
      fr: `Guide pratique de Dtima${NBSP}: hôtels, restaurants, attractions, événements et sites touristiques de la commune.`,
      en: 'Practical guide to Dtima: hotels, restaurants, attractions, events and the council’s tourist sites.',
    },
    summary: {
      fr: `Hôtels, restaurants, attractions et événements, puis les sites touristiques de la commune${NBSP}: montagnes, patrimoine culturel, points d’eau et paysages remarquables.`,
      en: 'Hotels, restaurants, attractions and events, then the council’s tourist sites: mountains, cultural heritage, water points and remarkable landscapes.',
    },
  }),
  publicPage({
    path: paths.events,
    title: pageTitles[paths.events],
    description: {
      fr: `L’agenda de la Commune de Dtima${NBSP}: fêtes, journées de sensibilisation et rendez-vous de la commune, avec dates, horaires et lieux, à ajouter à votre agenda.`,
      en: 'Dtima Council’s calendar: celebrations, awareness days and council events, with dates, times and places, to add to your own calendar.',
    },
    summary: {
      fr: 'Les prochains rendez-vous de la commune, classés par date. Choisissez un mois ou une catégorie, ou emportez l’agenda dans votre téléphone.',
      en: 'The council’s coming events, in date order. Choose a month or a category, or take the calendar with you on your phone.',
    },
  }),

  publicPage({
    path: paths.investment,
    title: pageTitles[paths.investment],
    description: {
      fr: `Investir à Dtima${NBSP}: plus de 150${NNBSP}000 habitants, 5,2${NNBSP}% de croissance annuelle, plus de 2${NNBSP}000 entreprises actives et six secteurs porteurs.`,
      en: 'Invest in Dtima: over 150,000 people, 5.2% annual growth, more than 2,000 active businesses and six growth sectors.',
    },
    summary: {
      fr: `Un marché de plus de 150${NNBSP}000 habitants en croissance de 5,2${NNBSP}% par an, et six secteurs ouverts à l’investissement.`,
      en: 'A market of more than 150,000 people growing 5.2% a year, and six sectors open to investment.',
    },
  }),
  publicPage({
    path: paths.tenders,
    title: pageTitles[paths.tenders],
    description: {
      fr: 'Les appels d’offres en cours de la Commune de Dtima, leurs dates limites et la marche à suivre pour soumissionner.',
      en: 'Dtima Council’s open tenders, their deadlines and how to submit a bid.',
    },
    summary: {
      fr: 'Les appels d’offres en cours de la commune, leurs dates limites, et les trois étapes pour soumissionner.',
      en: 'The council’s open tenders, their deadlines, and the three steps to submit a bid.',
    },
  }),
  publicPage({
    path: paths.licenses,
    title: pageTitles[paths.licenses],
    description: {
      fr: `Licences et permis délivrés par la Commune de Dtima${NBSP}: pièces à fournir, délais, coûts et démarche.`,
      en: 'Licences and permits issued by Dtima Council: required documents, processing times, costs and process.',
    },
    summary: {
      fr: 'Trois types de permis, les pièces à fournir, les délais de traitement, les coûts et la démarche en trois étapes.',
      en: 'Three permit types, the documents required, processing times, costs and the three-step process.',
    },
  }),
  publicPage({
    path: paths.taxes,
    title: pageTitles[paths.taxes],
    description: {
      fr: `Les taxes municipales de Dtima${NBSP}: taux, échéances et moyens de paiement (espèces, virement, mobile money).`,
      en: 'Dtima’s municipal taxes: rates, deadlines and ways to pay (cash, bank transfer, mobile money).',
    },
    summary: {
      fr: `Les taxes municipales, leurs taux et leurs échéances, et les moyens de paiement acceptés${NBSP}: espèces, virement bancaire ou mobile money.`,
      en: 'The municipal taxes, their rates and deadlines, and the accepted ways to pay: cash, bank transfer or mobile money.',
    },
  }),
  publicPage({
    path: paths.projects,
    title: pageTitles[paths.projects],
    description: {
      fr: 'Les projets de développement de la Commune de Dtima, leur avancement, leur budget et leur calendrier.',
      en: 'Dtima Council’s development projects, their progress, budget and schedule.',
    },
    summary: {
      fr: 'Cinq projets de développement de la commune, avec leur état d’avancement, leur budget et leur calendrier.',
      en: 'Five council development projects, with their progress, budget and schedule.',
    },
  }),

  adminPage({
    path: paths.admin,
    title: pageTitles[paths.admin],
    description: {
      fr: 'Tableau de bord de l’administration du site de la Commune de Dtima.',
      en: 'Dashboard of the Dtima Council website administration.',
    },
    summary: {
      fr: `Vue d’ensemble de l’activité du site${NBSP}: utilisateurs, pages, événements à venir, messages et activité récente.`,
      en: 'An overview of site activity: users, pages, upcoming events, messages and recent activity.',
    },
  }),
  adminPage({
    path: paths.adminLogin,
    title: pageTitles[paths.adminLogin],
    description: {
      fr: 'Connexion du personnel de la mairie à l’administration du site de la Commune de Dtima.',
      en: 'Sign-in for town hall staff to the Dtima Council website administration.',
    },
    summary: {
      fr: 'Le personnel de la mairie se connecte ici avec son identifiant et son mot de passe pour gérer le site.',
      en: 'Town hall staff sign in here with their username and password to manage the site.',
    },
  }),
  adminPage({
    path: paths.adminNews,
    title: pageTitles[paths.adminNews],
    description: {
      fr: 'Créer et publier les articles d’actualité du site de la Commune de Dtima.',
      en: 'Create and publish news articles on the Dtima Council website.',
    },
    summary: {
      fr: 'Créer, relire et publier les articles d’actualité du site, publiés ou en brouillon.',
      en: 'Create, review and publish the site’s news articles, published or in draft.',
    },
  }),
  adminPage({
    path: paths.adminContentEvents,
    title: pageTitles[paths.adminContentEvents],
    description: {
      fr: 'Créer et mettre à jour les événements publics de la Commune de Dtima.',
      en: 'Create and update Dtima Council’s public events.',
    },
    summary: {
      fr: `Créer et mettre à jour les événements publics${NBSP}: date, heure, lieu et description.`,
      en: 'Create and update public events: date, time, venue and description.',
    },
  }),
  adminPage({
    path: paths.adminPrograms,
    title: pageTitles[paths.adminPrograms],
    description: {
      fr: 'Suivre les agendas et les projets de la Commune de Dtima.',
      en: 'Track Dtima Council’s agendas and projects.',
    },
    summary: {
      fr: 'Suivre les agendas et les projets de la commune, de la planification à leur achèvement.',
      en: 'Track the council’s agendas and projects from planning to completion.',
    },
  }),
  adminPage({
    path: paths.adminContentQuickLinks,
    title: pageTitles[paths.adminContentQuickLinks],
    description: {
      fr: 'Choisir les raccourcis vers les services affichés sur la page d’accueil.',
      en: 'Choose the service shortcuts shown on the home page.',
    },
    summary: {
      fr: 'Choisir les raccourcis vers les services affichés sur la page d’accueil, et leur ordre.',
      en: 'Choose the service shortcuts shown on the home page, and their order.',
    },
  }),
  adminPage({
    path: paths.adminMayor,
    title: pageTitles[paths.adminMayor],
    description: {
      fr: 'Rédiger le message et la présentation du maire publiés sur le site.',
      en: 'Write the mayor’s message and profile published on the site.',
    },
    summary: {
      fr: 'Rédiger et mettre à jour le message du maire et sa présentation publiés sur le site.',
      en: 'Write and update the mayor’s message and profile published on the site.',
    },
  }),
  adminPage({
    path: paths.adminPages,
    title: pageTitles[paths.adminPages],
    description: {
      fr: 'Les pages publiques du site de la Commune de Dtima.',
      en: 'The public pages of the Dtima Council website.',
    },
    summary: {
      fr: 'La liste des pages publiques du site, avec leur titre et leur description dans les deux langues.',
      en: 'The list of the site’s public pages, with their titles and descriptions in both languages.',
    },
  }),
  adminPage({
    path: paths.adminEvents,
    title: pageTitles[paths.adminEvents],
    description: {
      fr: 'Le calendrier de tous les événements de la Commune de Dtima.',
      en: 'The calendar of all Dtima Council events.',
    },
    summary: {
      fr: 'Le calendrier de tous les événements de la commune, mois par mois.',
      en: 'The calendar of all council events, month by month.',
    },
  }),
  adminPage({
    path: paths.adminQuickLinks,
    title: pageTitles[paths.adminQuickLinks],
    description: {
      fr: 'Les raccourcis du menu, du pied de page et de l’aide du site.',
      en: 'The shortcuts in the site’s menu, footer and help.',
    },
    summary: {
      fr: 'Les raccourcis utilisés dans le menu, le pied de page et l’aide, avec leur page de destination.',
      en: 'The shortcuts used in the menu, footer and help, with the page each one leads to.',
    },
  }),
  adminPage({
    path: paths.adminNotifications,
    title: pageTitles[paths.adminNotifications],
    description: {
      fr: 'Les notifications de l’équipe municipale sur le site de la Commune de Dtima.',
      en: 'Notifications for council staff on the Dtima Council website.',
    },
    summary: {
      fr: `Les notifications destinées à l’équipe municipale${NBSP}: messages des habitants à traiter et contenus publiés récemment.`,
      en: 'Notifications for council staff: residents’ messages to handle and content published lately.',
    },
  }),
  adminPage({
    path: paths.adminSettings,
    title: pageTitles[paths.adminSettings],
    description: {
      fr: 'Les réglages du site de la Commune de Dtima.',
      en: 'Settings of the Dtima Council website.',
    },
    summary: {
      fr: `Les réglages de l’espace du personnel${NBSP}: son propre mot de passe et, pour les administrateurs, les comptes de l’équipe.`,
      en: 'Staff area settings: one’s own password and, for administrators, the staff accounts.',
    },
  }),
  adminPage({
    path: paths.adminTrash,
    title: pageTitles[paths.adminTrash],
    description: {
      fr: 'La corbeille de l’espace du personnel de la Commune de Dtima.',
      en: 'The Trash of the Dtima Council staff area.',
    },
    summary: {
      fr: `Les contenus supprimés ces 30${NBSP}derniers jours, à restaurer ou, pour les administrateurs, à supprimer définitivement.`,
      en: 'Content deleted in the last 30 days, to restore or, for administrators, to delete for good.',
    },
  }),
];

const byPath = new Map<string, SitePage>(sitePages.map((page) => [page.path, page]));

export function sitePage(path: string): SitePage | undefined {
  return byPath.get(path);
}
