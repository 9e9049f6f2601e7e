import { contentCollections } from '../../collections';
import type { WidgetContract } from '../../shared/contract';

export const adminCollectionContract = {
  tag: 'commune-admin-collection',
  summary:
    'The staff screen of a content collection without a screen of its own, read from its description: its items with their status, and a panel to create, edit, publish or delete one in French and English.',
  props: {
    collection: {
      type: 'enum',
      values: contentCollections,
      default: contentCollections[0]!,
      doc: 'The collection it manages, by its slug (`/api/v1/<slug>`, `src/collections/<slug>.ts`); default the first one. The shell places it at the address of each collection without a screen of its own.',
    },
    headingLevel: {
      type: 'number',
      integer: true,
      min: 1,
      max: 6,
      default: 1,
      doc: 'Level (1–6) of the screen’s heading, the collection’s name (« Documents »); 1 (default) when the screen is the page’s main content. The panel’s title is one level below.',
    },
    openCreate: {
      type: 'boolean',
      default: false,
      doc: 'Opens the Create panel as the screen appears (the page sets it when its address ends in `?create`). Default false.',
    },
  },
  parts: [
    { name: 'header', doc: 'The breadcrumb, heading, introduction and Create button.' },
    { name: 'table', doc: 'The box around the table of items.' },
  ],
  cssProperties: [{ name: '--commune-admin-collection-gap', doc: 'Space between the header, messages and the table.', default: 'var(--commune-space-4)' }],
  reserve: { block: '34rem', narrow: '44rem' },
} as const satisfies WidgetContract;
