import type { WidgetContract } from '../../shared/contract';

export const adminSidebarContract = {
  tag: 'commune-admin-sidebar',
  summary: 'The navigation of the commune’s admin area: the dashboard, the Content group, pages, events, quick links, notifications and settings.',
  props: {
    currentPath: {
      type: 'string',
      default: '',
      doc: 'The path of the admin page being shown (e.g. `/admin-dtima/content/news`): its link is marked as the current page and its group opened. Empty: read from the page URL.',
    },
  },
  parts: [
    { name: 'nav', doc: 'The navigation panel (a column from 48rem, a panel over the page on small screens).' },
    { name: 'link', doc: 'Each link of the navigation.' },
  ],
  cssProperties: [
    { name: '--commune-admin-sidebar-width', doc: 'Width of the navigation.', default: '16rem' },
    { name: '--commune-admin-sidebar-background', doc: 'Background of the navigation.', default: 'var(--commune-color-surface)' },
  ],
  // From 48rem a full-height column whose width the page's grid holds (its height follows the
  // page); below, a panel over the page that takes no room in the flow. No height to hold.
  reserve: { block: '0' },
} as const satisfies WidgetContract;
