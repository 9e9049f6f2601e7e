import { translate } from '../shared/i18n/catalog';
import type { Lang } from '../runtime/store';
import { shellMessages } from './messages';
import { documentTitle, type Route } from './routes';

export interface PageHead {
  title: string;
  description: string;
  /** Admin pages and the not-found page stay out of search engines. */
  noindex: boolean;
}

const other = (lang: Lang): Lang => (lang === 'fr' ? 'en' : 'fr');

/** `Page introuvable / Page not found`, the visitor's language first. */
export function notFoundTitle(lang: Lang): string {
  return `${translate(shellMessages, lang, 'notFound.title')} / ${translate(shellMessages, other(lang), 'notFound.title')}`;
}

/** What goes in `<head>` for a route (or the not-found page) in a language: the build and the router share it. */
export function pageHead(route: Route | undefined, lang: Lang): PageHead {
  if (!route) {
    return { title: documentTitle(notFoundTitle(lang), lang), description: translate(shellMessages, lang, 'notFound.text'), noindex: true };
  }
  return { title: documentTitle(route.title[lang], lang), description: route.description[lang], noindex: route.area === 'admin' };
}
