import type { WidgetContract } from '../../shared/contract';

export const councilContract = {
  tag: 'commune-council',
  summary: 'The municipal council of Dtima: every councillor with an avatar, name and title, and a box to find one by name.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Level (2–6, default 2) of the heading that counts the councillors (« 58 conseillers municipaux »).',
    },
    searchable: {
      type: 'boolean',
      default: true,
      doc: 'Whether to show the box that filters councillors by name or role (default true); `searchable="false"` hides it.',
    },
  },
  parts: [
    { name: 'heading', doc: 'The heading that counts the councillors.' },
    { name: 'list', doc: 'The grid of councillors.' },
    { name: 'item', doc: 'One councillor.' },
    { name: 'avatar', doc: 'A councillor’s photo, or the first letter of the name.' },
  ],
  cssProperties: [
    { name: '--commune-council-gap', doc: 'Space between councillors.', default: 'var(--commune-space-3)' },
    { name: '--commune-council-avatar-background', doc: 'Background of the letter avatars.', default: 'var(--commune-color-primary)' },
    { name: '--commune-council-card-background', doc: 'Background of each councillor.', default: 'var(--commune-color-surface)' },
  ],
  // Fifty-eight councillors are taller than any screen: hold the screen so what follows stays below it.
  reserve: { block: '100vh' },
} as const satisfies WidgetContract;
