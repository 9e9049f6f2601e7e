import { defineCatalog } from '../core/i18n/catalog';

/** Strings the shell itself shows: skip link, not-found page, no-script note. */
export const shellMessages = defineCatalog(
  {
    skipLink: 'Aller au contenu principal',
    'notFound.title': 'Page introuvable',
    'notFound.text': 'L’adresse demandée ne correspond à aucune page du site. Elle a peut-être changé, ou comporte une faute de frappe.',
    'notFound.home': 'Retour à l’accueil',
    noscript: 'Ce site fonctionne mieux avec JavaScript activé\u00a0: le menu, l’aide et le calendrier des événements en ont besoin.',
  },
  {
    skipLink: 'Skip to main content',
    'notFound.title': 'Page not found',
    'notFound.text': 'The address you asked for does not match any page on this site. It may have changed, or contain a typing mistake.',
    'notFound.home': 'Back to the home page',
    noscript: 'This site works best with JavaScript turned on: the menu, the help and the events calendar need it.',
  },
);
