/**
 * Every path of the commune's site, in one place: the shell's routes, the header and footer
 * navigation and the widgets' links all read them from here, so a page moves in one edit.
 */
export const paths = {
  home: '/',
  serviceAdministrative: '/services/administrative',
  serviceTechnical: '/services/technical',
  serviceTax: '/services/tax',
  serviceBills: '/services/bills',
  serviceLicenses: '/services/licenses',
  serviceStamp: '/services/stamp',
  serviceBirthCertificate: '/services/birth-certificate',
  serviceMarriage: '/services/marriage',
  invest: '/investir',
  flashNews: '/flash-news',
  tourism: '/visitors/tourism',
  meetMayor: '/government/meet-mayor',
  biography: '/government/biography',
  partners: '/government/partners',
  council: '/government/council',
  pointsOfInterest: '/residents/points-of-interest',
  guide: '/guide-pratique',
  events: '/events',
  investment: '/business/investment',
  tenders: '/business/tenders',
  licenses: '/business/licenses',
  taxes: '/business/taxes',
  projects: '/business/projects',
  /** The help: every question with its answer, a page of its own (the help button leads here without script). */
  help: '/aide',
  /** The site's search: `?q=` the words; the results are in the server's answer. */
  search: '/recherche',
  /** What a public body owes its readers (src/content/legal.ts), linked from the footer. */
  legalNotice: '/mentions-legales',
  privacy: '/confidentialite',
  accessibility: '/accessibilite',
  admin: '/admin-dtima',
  /** The staff sign-in page: the one admin page shown without a session (and without the admin frame). */
  adminLogin: '/admin-dtima/login',
  adminNews: '/admin-dtima/content/news',
  adminContentEvents: '/admin-dtima/content/events',
  adminPrograms: '/admin-dtima/content/programs',
  adminContentQuickLinks: '/admin-dtima/content/quick-links',
  adminMayor: '/admin-dtima/content/mayor',
  adminPages: '/admin-dtima/pages',
  adminEvents: '/admin-dtima/events',
  adminQuickLinks: '/admin-dtima/quick-links',
  adminNotifications: '/admin-dtima/notifications',
  adminSettings: '/admin-dtima/settings',
  adminTrash: '/admin-dtima/trash',
} as const;

export type SitePath = (typeof paths)[keyof typeof paths];

/** What robots.txt keeps crawlers out of: the staff area, the API and partners' server-side includes. */
export const notForRobots = [paths.admin, '/api/', '/embed/'] as const;

/** A place inside a page: `/guide-pratique#hotels`. The fragment is an element id in that page. */
export const anchor = (path: SitePath, id: string) => `${path}#${id}` as const;
