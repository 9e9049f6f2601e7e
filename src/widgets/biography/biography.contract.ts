import type { WidgetContract } from '../../shared/contract';

export const biographyContract = {
  tag: 'commune-biography',
  summary: 'The mayor’s biography in six sections — introduction, academic and professional path, political engagement, distinctions, social life, vision — with a table of contents.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Level (2–6, default 2) of the six section headings, to fit the host page’s outline.',
    },
  },
  parts: [
    { name: 'toc', doc: 'The table of contents beside (wide) or above (narrow) the sections.' },
    { name: 'section', doc: 'One section of the biography.' },
  ],
  cssProperties: [
    { name: '--commune-biography-gap', doc: 'Space between the sections.', default: 'var(--commune-space-6)' },
    { name: '--commune-biography-toc-background', doc: 'Background of the table of contents.', default: 'var(--commune-color-surface)' },
  ],
  // The six sections are taller than any screen: hold the screen so what follows stays below it.
  reserve: { block: '100vh' },
} as const satisfies WidgetContract;
