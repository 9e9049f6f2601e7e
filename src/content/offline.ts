import type { Localized } from '../shared/i18n/catalog';

/**
 * What the site's service worker says on a page it serves from its cache because the network
 * is down (`{date}`: when that copy was fetched, on Dtima's clock).
 */
export const offlineNotice: Localized = {
  fr: 'Hors ligne\u00a0— contenu du {date}',
  en: 'Offline — content from {date}',
};
