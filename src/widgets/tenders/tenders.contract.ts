import type { WidgetContract } from '../../shared/contract';

export const tendersContract = {
  tag: 'commune-tenders',
  summary:
    'The commune’s tenders in progress — reference, category, description and deadline, with their full details and bidding file in dialogs — and the three steps to take part.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Heading level (2–6, default 2) of the element’s headings (“Appels d’offres en cours”, “Comment soumissionner”); tender titles and steps are one level below.',
    },
    guide: {
      type: 'boolean',
      default: true,
      doc: 'Whether to show the three steps to take part after the tenders (default true); `guide="false"` shows the tenders only.',
    },
  },
  parts: [
    { name: 'list', doc: 'The list of tenders.' },
    { name: 'tender', doc: 'One tender’s card.' },
    { name: 'guide', doc: 'The three steps to take part.' },
    { name: 'dialog', doc: 'The details or bidding-file dialog.' },
  ],
  cssProperties: [
    { name: '--commune-tenders-gap', doc: 'Space between tender cards.', default: 'var(--commune-space-4)' },
    { name: '--commune-tenders-step-background', doc: 'Background of the step numbers.', default: 'var(--commune-color-primary)' },
  ],
  reserve: { block: '57rem', narrow: '140rem' },
} as const satisfies WidgetContract;
