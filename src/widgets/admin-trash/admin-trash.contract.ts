import type { WidgetContract } from '../../shared/contract';

export const adminTrashContract = {
  tag: 'commune-admin-trash',
  summary: 'The staff trash: items of every collection deleted in the last 30 days, to restore, or for admins to delete for good.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 1,
      max: 6,
      default: 1,
      doc: 'Level (1–6) of the heading « Corbeille »; the confirmation’s title takes the next level. Default 1: the screen is the page’s main content.',
    },
  },
  parts: [{ name: 'table', doc: 'The table of deleted items.' }],
  cssProperties: [{ name: '--commune-admin-trash-gap', doc: 'Space between the header, messages and the table.', default: 'var(--commune-space-4)' }],
  reserve: { block: '100vh' },
} as const satisfies WidgetContract;
