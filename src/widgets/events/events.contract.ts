import type { WidgetContract } from '../../shared/contract';
import { liveSourceProp } from '../../features/live/source';

export const eventsContract = {
  tag: 'commune-events',
  summary: 'The commune’s upcoming events — public holidays, awareness days, council meetings — sorted by date, each linking to its page, with filters by month and category on the events page, in French or English.',
  props: {
    items: {
      type: 'json',
      default: null,
      expected: 'an array of events { id?, title, date: "YYYY-MM-DD", start: "HH:mm", end: "HH:mm", description?, location?, category? }',
      validate: (value: unknown): value is readonly unknown[] | null => value === null || Array.isArray(value),
      tsType: 'Array<{ id?: string; title: string | { fr: string; en: string }; date: string; start: string; end: string; description?: string | { fr: string; en: string }; location?: string | { fr: string; en: string }; category?: string }> | null',
      doc: 'Your own events, in the shape of the commune’s (title, description and location as one text or `{ fr, en }`), shown instead of the commune’s (the content server is then not asked; their titles link nowhere); an invalid entry is skipped with a warning. Default `null`: the commune’s calendar.',
    },
    limit: {
      type: 'number',
      integer: true,
      min: 0,
      default: 0,
      doc: 'How many upcoming events to show, earliest first; 0 shows them all.',
    },
    variant: {
      type: 'enum',
      values: ['full', 'compact'] as const,
      default: 'full',
      doc: '`compact`: heading, date badge, time and title, with a link to /events (home page); `full`: full date, time, title and description, no heading of its own (events page).',
    },
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Heading level (2–6) to fit the host page’s outline: `compact` uses it for its heading and the next level for event titles; `full` uses it for event titles.',
    },
    filters: {
      type: 'boolean',
      default: false,
      doc: '`full` only: a form to choose a month (else the upcoming events) and a category, which works without script (`GET ?month=2025-05&category=health`) and, with it, shows the events at once and keeps the page’s address in step; then the link to subscribe to the calendar (`/events.ics`).',
    },
    month: {
      type: 'string',
      default: '',
      doc: 'With `filters`: the month shown, `YYYY-MM` (past events included); empty, or not a month: the upcoming events. The events page writes it from its address.',
    },
    category: {
      type: 'string',
      default: '',
      doc: 'With `filters`: the category shown (`ceremony`, `council`, `culture`, `education`, `environment`, `health`, `sport`, `other`); empty, or unknown: every category.',
    },
    api: { ...liveSourceProp, doc: `${liveSourceProp.doc} Not asked when \`items\` is set.` },
  },
  parts: [
    { name: 'base', doc: 'The element’s wrapper.' },
    { name: 'list', doc: 'The list of events.' },
    { name: 'item', doc: 'One event card.' },
  ],
  cssProperties: [
    { name: '--commune-events-gap', doc: 'Space between events.', default: 'var(--commune-space-4)' },
    { name: '--commune-events-badge-background', doc: 'Background of the date badges.', default: 'var(--commune-color-primary)' },
    { name: '--commune-events-card-background', doc: 'Background of each event card.', default: 'var(--commune-color-surface)' },
    { name: '--commune-color-primary', doc: 'Date badges and links.', default: '#0b5d37' },
  ],
  // The full list is taller than any screen: hold the screen so what follows stays below it.
  reserve: { block: '100vh', variants: { compact: { block: '25.75rem', narrow: '49rem' } } },
  // Links and text, but for the events page's filters: its code loads when a reader reaches
  // them (the form works without it).
  hydrate: 'interaction',
} as const satisfies WidgetContract;
