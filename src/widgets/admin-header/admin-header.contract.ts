import type { WidgetContract } from '../../shared/contract';

export const adminHeaderContract = {
  tag: 'commune-admin-header',
  summary: 'The bar at the top of the commune’s admin area: menu button, title, greeting, search, language, notifications and the account menu.',
  props: {
    currentPath: {
      type: 'string',
      default: '',
      doc: 'The path of the admin page being shown; when it changes, the search box empties (each screen filters its own list by it). Empty: read from the page URL.',
    },
    variant: {
      type: 'enum',
      values: ['full', 'sign-in'],
      default: 'full',
      doc: '`full` (default): every control; `sign-in`: only the title and the language toggle, for the sign-in page.',
    },
  },
  parts: [{ name: 'bar', doc: 'The bar.' }],
  cssProperties: [{ name: '--commune-admin-header-background', doc: 'Background of the bar.', default: 'var(--commune-color-surface)' }],
  reserve: { block: '4.5rem', narrow: '7.5rem', variants: { 'sign-in': { block: '4.5rem', narrow: '4.25rem' } } },
} as const satisfies WidgetContract;
