import type { WidgetContract } from '../../shared/contract';

export const adminMayorContract = {
  tag: 'commune-admin-mayor',
  summary: 'The staff screen of the mayor’s updates: the messages with their status, and a panel to write, edit, publish or delete one in French and English.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 1,
      max: 6,
      default: 1,
      doc: 'Level (1–6) of the screen’s heading « Messages du maire » / "Mayor Updates"; 1 (default) when the screen is the page’s main content. The panel’s title is one level below.',
    },
    openCreate: {
      type: 'boolean',
      default: false,
      doc: 'Opens the « Nouveau message du maire » panel as the screen appears (the page sets it when its address ends in `?create`). Default false.',
    },
  },
  parts: [
    { name: 'header', doc: 'The breadcrumb, heading, introduction and Create button.' },
    { name: 'table', doc: 'The box around the table of updates.' },
  ],
  cssProperties: [{ name: '--commune-admin-collection-gap', doc: 'Space between the header, messages and the table.', default: 'var(--commune-space-4)' }],
  reserve: { block: '24rem', narrow: '30rem' },
} as const satisfies WidgetContract;
