import type { WidgetContract } from '../../shared/contract';

export const headerContract = {
  tag: 'commune-header',
  summary: 'The commune’s fixed site header: logo, menus for Government, Residents, Visitors and Business, search and the language switch.',
  props: {
    currentPath: {
      type: 'string',
      default: '',
      doc: 'The path of the page being shown (e.g. `/events`); its menu entry is marked as current. Empty: read from the page URL.',
    },
  },
  parts: [
    { name: 'bar', doc: 'The header bar.' },
    { name: 'nav', doc: 'The main navigation: the dropdown menus on wide screens, the menu panel on small ones.' },
  ],
  cssProperties: [
    { name: '--commune-header-height', doc: 'Height of the header bar; hosts offset their content by it.', default: '4rem' },
    { name: '--commune-header-background', doc: 'Background of the bar, its menus and panels.', default: 'var(--commune-color-surface)' },
    { name: '--commune-header-z-index', doc: 'Stacking order of the fixed header above the page.', default: '1000' },
  ],
  reserve: { block: 'var(--commune-header-height, 4rem)' },
} as const satisfies WidgetContract;
