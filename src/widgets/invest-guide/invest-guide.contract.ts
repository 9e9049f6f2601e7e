import type { WidgetContract } from '../../shared/contract';

export const investGuideContract = {
  tag: 'commune-invest-guide',
  summary: 'Why and how to invest in the commune: its strengths, the support it offers, the steps to set up and the investment office’s contact details.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Heading level (2–6, default 2) of the section headings; each strength, form of support and step is titled one level below.',
    },
  },
  parts: [
    { name: 'strengths', doc: 'The list of the commune’s strengths.' },
    { name: 'support', doc: 'The list of the support the commune offers.' },
    { name: 'steps', doc: 'The numbered list of steps.' },
    { name: 'contact', doc: 'The contact block.' },
  ],
  cssProperties: [
    { name: '--commune-invest-guide-gap', doc: 'Space between the items of a section.', default: 'var(--commune-space-4)' },
    { name: '--commune-invest-guide-step-background', doc: 'Background of the step numbers.', default: 'var(--commune-color-primary)' },
  ],
  reserve: { block: '100vh' },
  // Links and text only: a server-rendered copy never needs its code.
  hydrate: 'none',
} as const satisfies WidgetContract;
