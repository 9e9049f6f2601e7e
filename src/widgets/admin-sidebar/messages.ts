import { defineCatalog } from '../../shared/i18n/catalog';

/** Every text of `<commune-admin-sidebar>`; the link keys are those of `nav.ts`. */
export const adminSidebarMessages = defineCatalog(
  {
    label: 'Administration',
    content: 'Contenu',
    dashboard: 'Tableau de bord',
    news: 'Articles d’actualité',
    contentEvents: 'Événements',
    programs: 'Programmes',
    contentQuickLinks: 'Liens rapides',
    mayor: 'Messages du maire',
    pages: 'Pages',
    events: 'Événements',
    quickLinks: 'Liens rapides',
    notifications: 'Notifications',
    settings: 'Paramètres',
    backToSite: 'Retour au site public',
    close: 'Fermer le menu',
  },
  {
    label: 'Administration',
    content: 'Content',
    dashboard: 'Dashboard',
    news: 'News Articles',
    contentEvents: 'Events',
    programs: 'Programs',
    contentQuickLinks: 'Quick Links',
    mayor: 'Mayor Updates',
    pages: 'Pages',
    events: 'Events',
    quickLinks: 'Quick Links',
    notifications: 'Notifications',
    settings: 'Settings',
    backToSite: 'Back to the public site',
    close: 'Close the menu',
  },
);
