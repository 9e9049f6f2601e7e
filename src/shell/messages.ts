import { defineCatalog } from '../shared/i18n/catalog';

/** Strings the shell itself shows: skip link, not-found page, the staff area's no-script note. */
export const shellMessages = defineCatalog(
  {
    skipLink: 'Aller au contenu principal',
    'notFound.title': 'Page introuvable',
    'notFound.text': 'L’adresse demandée ne correspond à aucune page du site. Elle a peut-être changé, ou comporte une faute de frappe.',
    'notFound.home': 'Retour à l’accueil',
    noscript: 'L’espace du personnel a besoin de JavaScript\u00a0: activez-le pour vous connecter et gérer le site.',
  },
  {
    skipLink: 'Skip to main content',
    'notFound.title': 'Page not found',
    'notFound.text': 'The address you asked for does not match any page on this site. It may have changed, or contain a typing mistake.',
    'notFound.home': 'Back to the home page',
    noscript: 'The staff area needs JavaScript: turn it on to sign in and manage the site.',
  },
);
