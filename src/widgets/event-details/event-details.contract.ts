import type { WidgetContract } from '../../shared/contract';
import { liveSourceProp } from '../../features/live/source';

export const eventDetailsContract = {
  tag: 'commune-event-details',
  summary: 'One of the commune’s events, as its page shows it: title, category, date, time range, place with a map link, description, and « Ajouter à mon agenda » (an .ics file).',
  props: {
    slug: {
      type: 'string',
      default: '',
      doc: 'The event’s address under /events (`12-journee-mondiale-de-la-sante`, or just its id `12`): the event shown. An unknown one shows that the event was not found, with a link to the agenda.',
    },
    headingLevel: {
      type: 'number',
      integer: true,
      min: 1,
      max: 6,
      default: 1,
      doc: 'Level (1–6) of the event’s title: 1 on its own page (default), lower to fit a host page’s outline.',
    },
    api: liveSourceProp,
  },
  parts: [
    { name: 'heading', doc: 'The event’s title.' },
    { name: 'facts', doc: 'Date, time, place and category.' },
    { name: 'add', doc: 'The « Ajouter à mon agenda » link.' },
  ],
  cssProperties: [
    { name: '--commune-event-details-gap', doc: 'Space between the page’s blocks.', default: 'var(--commune-space-5)' },
    { name: '--commune-color-primary', doc: 'Links, the category and the calendar button.', default: '#0b5d37' },
  ],
  reserve: { block: '36rem', narrow: '48rem' },
  // Links and text only: a server-rendered copy never needs its code.
  hydrate: 'none',
} as const satisfies WidgetContract;
