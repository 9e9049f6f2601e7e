import type { WidgetContract } from '../../shared/contract';

export const adminPagesContract = {
  tag: 'commune-admin-pages',
  summary: 'The staff list of the site’s public pages: titles and descriptions in French and English, section and address, each opening the page.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 1,
      max: 6,
      default: 1,
      doc: 'Level (1–6) of the heading « Pages du site » / "Site Pages". Default 1: the screen is the page’s main content.',
    },
  },
  parts: [{ name: 'table', doc: 'The table of pages (its scrolling box).' }],
  cssProperties: [{ name: '--commune-admin-pages-description-color', doc: 'Colour of the descriptions under the titles.', default: 'var(--commune-color-text-muted)' }],
  reserve: { block: '100vh' },
} as const satisfies WidgetContract;
