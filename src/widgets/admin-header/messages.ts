import type { Localized } from '../../shared/i18n/catalog';
import { defineCatalog } from '../../shared/i18n/catalog';

/** Every text of `<commune-admin-header>` and its notifications panel. */
export const adminHeaderMessages = defineCatalog(
  {
    title: 'Espace d’administration',
    'title.short': 'Administration',
    greeting: 'Bon retour, {name}',
    menu: 'Menu',
    'search.label': 'Rechercher dans le tableau de bord',
    'search.placeholder': 'Rechercher dans le tableau de bord…',
    'bell.label': 'Notifications',
    'bell.none': 'Notifications, aucune non lue',
    'bell.one': 'Notifications, {count} non lue',
    'bell.other': 'Notifications, {count} non lues',
    'panel.title': 'Notifications',
    'panel.loading': 'Chargement…',
    'panel.empty': 'Aucune notification pour l’instant.',
    'panel.error': 'Les notifications n’ont pas pu être chargées.',
    'panel.retry': 'Réessayer',
    'panel.all': 'Toutes les notifications',
    'panel.unread': 'Non lue\u00a0:',
    'profile.label': 'Mon compte',
    'profile.named': 'Mon compte, {name}',
    'profile.settings': 'Paramètres',
    'profile.logout': 'Se déconnecter',
    'logout.failed': 'La déconnexion n’a pas abouti',
    'logout.failedText': 'Vérifiez la connexion puis réessayez.',
  },
  {
    title: 'Administration',
    'title.short': 'Administration',
    greeting: 'Welcome back, {name}',
    menu: 'Menu',
    'search.label': 'Search in dashboard',
    'search.placeholder': 'Search in dashboard...',
    'bell.label': 'Notifications',
    'bell.none': 'Notifications, none unread',
    'bell.one': 'Notifications, {count} unread',
    'bell.other': 'Notifications, {count} unread',
    'panel.title': 'Notifications',
    'panel.loading': 'Loading…',
    'panel.empty': 'No notifications yet.',
    'panel.error': 'The notifications could not be loaded.',
    'panel.retry': 'Try again',
    'panel.all': 'All notifications',
    'panel.unread': 'Unread:',
    'profile.label': 'My account',
    'profile.named': 'My account, {name}',
    'profile.settings': 'Settings',
    'profile.logout': 'Log out',
    'logout.failed': 'Logging out did not work',
    'logout.failedText': 'Check the connection and try again.',
  },
);

/**
 * What the language toggle offers, keyed by the language it switches *to* and written in that
 * language, so a reader of the other one recognises it: « FR » reads "FR Switch to English".
 */
export const languageOffer: Localized = {
  fr: 'Passer en français',
  en: 'Switch to English',
};

/** A language's own name, for the profile menu's item. */
export const languageName: Localized = {
  fr: 'Français',
  en: 'English',
};
