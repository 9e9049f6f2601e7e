import type { WidgetContract } from '../../shared/contract';

export const licensesContract = {
  tag: 'commune-licenses',
  summary:
    'The licences and permits the commune issues — description, documents to provide, processing time, cost and where to apply — and the three steps to apply.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Heading level (2–6, default 2) of the element’s headings (“Les permis délivrés par la commune”, “La démarche en trois étapes”); permit titles and steps are one level below.',
    },
    guide: {
      type: 'boolean',
      default: true,
      doc: 'Whether to show the three steps to apply after the permits (default true); `guide="false"` shows the permits only.',
    },
  },
  parts: [
    { name: 'list', doc: 'The list of permits.' },
    { name: 'permit', doc: 'One permit’s card.' },
    { name: 'guide', doc: 'The three steps to apply.' },
  ],
  cssProperties: [
    { name: '--commune-licenses-gap', doc: 'Space between permit cards.', default: 'var(--commune-space-4)' },
    { name: '--commune-licenses-step-background', doc: 'Background of the step numbers.', default: 'var(--commune-color-primary)' },
  ],
  reserve: { block: '86rem', narrow: '215rem' },
  // Links and text only: a server-rendered copy never needs its code.
  hydrate: 'none',
} as const satisfies WidgetContract;
