import { defineExamples } from '../../testing/examples';

/** `<commune-news-article>` as the site and partners use it: stories and the accessibility check read these. */
export const newsArticleExamples = defineExamples([
  {
    id: 'page',
    name: 'The item’s own page: the market’s opening, between the budget and the school packs',
    attributes: { 'news-id': '2', 'heading-level': '1', url: 'https://dtima.cm/flash-news/2-le-nouveau-marche-moderne-ouvre-ses-portes', api: 'none' },
    shows: {
      fr: ['Le nouveau marché moderne ouvre ses portes', '06 juillet 2023', 'Cent vingt boutiques', 'Partager cette actualité', 'Copier le lien', 'Actualité précédente', 'Actualité suivante'],
      en: ['The new modern market opens its doors', '06 July 2023', 'A hundred and twenty shops', 'Share this news item', 'Copy link', 'Previous news item', 'Next news item'],
    },
  },
  {
    id: 'phone',
    name: 'A partner’s page on a phone: the budget, its sum in the reader’s language',
    attributes: { 'news-id': '1', api: 'none' },
    width: 390,
    shows: {
      fr: ['Le conseil municipal adopte le budget 2023', '1,19', 'Actualité suivante'],
      en: ['Council adopts the 2023 budget', '1.19', 'Next news item'],
    },
  },
  {
    id: 'missing',
    name: 'An item that is no longer online',
    attributes: { 'news-id': '99', api: 'none' },
    shows: {
      fr: ['Cette actualité n’est pas en ligne', 'Toutes les actualités'],
      en: ['This news item is not online', 'All news'],
    },
  },
]);
