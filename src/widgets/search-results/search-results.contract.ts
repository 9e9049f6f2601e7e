import type { WidgetContract } from '../../shared/contract';
import { liveSourceProp } from '../../features/live/source';

export const searchResultsContract = {
  tag: 'commune-search-results',
  summary: 'The site’s search: a field, then what the commune’s pages, démarches, news, events, places, directory, questions, council and tenders hold for the words typed, most relevant first.',
  props: {
    query: {
      type: 'string',
      default: '',
      doc: 'The words searched. Empty: the `q` parameter of the page’s address (`/recherche?q=marché`).',
    },
    api: liveSourceProp,
    action: {
      type: 'string',
      default: '/recherche',
      doc: 'Where the field’s form goes (GET, `q=`): the commune’s search page by default; a partner may point it at its own page holding this element.',
    },
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Level (2–6) of the results’ heading, to fit the host page’s outline.',
    },
  },
  parts: [
    { name: 'form', doc: 'The search form.' },
    { name: 'result', doc: 'One result: its kind, its title (a link) and an excerpt.' },
  ],
  cssProperties: [{ name: '--commune-search-results-gap', doc: 'Space between the results.', default: 'var(--commune-space-4)' }],
  reserve: { block: '24rem' },
  // The page's form works as HTML (GET): the server answers with the results.
  hydrate: 'none',
} as const satisfies WidgetContract;
