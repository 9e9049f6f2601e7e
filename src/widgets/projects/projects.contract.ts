import type { WidgetContract } from '../../shared/contract';

export const projectsContract = {
  tag: 'commune-projects',
  summary: 'The commune’s development projects, each with its status, progress bar, budget and period.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Heading level (2–6, default 2) of the project titles; the element has no heading of its own (the host page names the list).',
    },
  },
  parts: [
    { name: 'list', doc: 'The list of projects.' },
    { name: 'project', doc: 'One project card.' },
  ],
  cssProperties: [
    { name: '--commune-projects-gap', doc: 'Space between projects.', default: 'var(--commune-space-4)' },
    { name: '--commune-projects-icon-background', doc: 'Background of the project icons.', default: 'var(--commune-color-primary-soft)' },
  ],
  // Measured: two rows of cards, 52rem, at 1280 px; five stacked cards, 126rem, at 390 px.
  reserve: { block: '52rem', narrow: '125rem' },
  // Links and text only: a server-rendered copy never needs its code.
  hydrate: 'none',
} as const satisfies WidgetContract;
