import type { WidgetContract } from '../../shared/contract';
import { liveSourceProp } from '../../features/live/source';

export const newsArticleContract = {
  tag: 'commune-news-article',
  summary: 'One news item of the commune in full: title, date, picture and text, links to share it (WhatsApp, Facebook, e-mail, copy the link) and the previous and next items.',
  props: {
    newsId: {
      type: 'number',
      integer: true,
      min: 0,
      default: 0,
      doc: 'The item to show: its id, the number its page’s address starts with (`/flash-news/7-reprise-des-travaux` → 7). 0 (default): none.',
    },
    url: {
      type: 'string',
      default: '',
      doc: 'The address the share links give. Empty (default): the item’s page on the commune’s site, in the reader’s language.',
    },
    headingLevel: {
      type: 'number',
      integer: true,
      min: 1,
      max: 6,
      default: 2,
      doc: 'Level (1–6) of the item’s title, to fit the host page’s outline; the sharing section’s heading is one level below. Default 2 (the item’s own page uses 1).',
    },
    api: liveSourceProp,
  },
  parts: [
    { name: 'heading', doc: 'The item’s title.' },
    { name: 'image', doc: 'The item’s picture.' },
    { name: 'text', doc: 'The item’s text.' },
    { name: 'share', doc: 'The sharing links and the address to copy.' },
    { name: 'pager', doc: 'The links to the previous and next items.' },
  ],
  cssProperties: [
    { name: '--commune-news-article-measure', doc: 'The widest the text runs.', default: '46rem' },
    { name: '--commune-color-primary', doc: 'Links and buttons.', default: '#0b5d37' },
  ],
  reserve: { block: '62rem', narrow: '78rem' },
} as const satisfies WidgetContract;
