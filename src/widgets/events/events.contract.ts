import type { WidgetContract } from '../../core/contract';

export const eventsContract = {
  tag: 'commune-events',
  summary: 'The commune’s events of the year — public holidays and awareness days — sorted by date, in French or English.',
  props: {
    limit: {
      type: 'number',
      integer: true,
      min: 0,
      default: 0,
      doc: 'How many events to show, earliest first; 0 shows them all.',
    },
    variant: {
      type: 'enum',
      values: ['full', 'compact'] as const,
      default: 'full',
      doc: '`compact`: date badge, time and title, with a link to every event (home page); `full`: full date, time, title and description (events page).',
    },
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'The level of the element’s own heading (2–6), to fit the host page’s outline.',
    },
  },
  parts: [
    { name: 'base', doc: 'The element’s wrapper.' },
    { name: 'list', doc: 'The list of events.' },
    { name: 'item', doc: 'One event.' },
  ],
  cssProperties: [
    { name: '--commune-events-gap', doc: 'Space between events.', default: 'var(--commune-space-4)' },
    { name: '--commune-color-primary', doc: 'Date badges and links.', default: '#0b5d37' },
  ],
} as const satisfies WidgetContract;
