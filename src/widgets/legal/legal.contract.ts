import type { WidgetContract } from '../../shared/contract';

export const legalContract = {
  tag: 'commune-legal',
  summary: 'One of the pages a public body owes its readers — the legal notice, what the site keeps about them, or the accessibility statement — in sections.',
  props: {
    page: {
      type: 'enum',
      values: ['legal-notice', 'privacy', 'accessibility'],
      default: 'legal-notice',
      doc: 'Which text: `legal-notice` (publisher, publication director, host, contact), `privacy` (personal data) or `accessibility` (the accessibility statement).',
    },
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Level (2–6, default 2) of the sections’ headings, to fit the host page’s outline.',
    },
  },
  parts: [
    { name: 'section', doc: 'One section of the text, with its heading.' },
    { name: 'updated', doc: 'The line saying when the text was last updated.' },
  ],
  cssProperties: [
    { name: '--commune-legal-gap', doc: 'Space between the sections.', default: 'var(--commune-space-6)' },
    { name: '--commune-legal-facts-background', doc: 'Background of the boxes of named facts (publisher, contacts).', default: 'var(--commune-color-surface-alt)' },
  ],
  // Every text is taller than a screen: hold the screen so what follows stays below it.
  reserve: { block: '100vh' },
  // Links and text only: a server-rendered copy never needs its code.
  hydrate: 'none',
} as const satisfies WidgetContract;
