import type { WidgetContract } from '../../shared/contract';

export const adminDashboardContract = {
  tag: 'commune-admin-dashboard',
  summary: 'The staff dashboard: four figures with their change since last month, and the recent activity of the admin area.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 1,
      max: 6,
      default: 1,
      doc: 'Level (1–6) of the heading « Tableau de bord » / "Dashboard"; its sections take the next level. Default 1: the dashboard is the page’s main content.',
    },
  },
  parts: [
    { name: 'stats', doc: 'The list of the four figure cards.' },
    { name: 'activity', doc: 'The “Recent Activity” panel.' },
  ],
  cssProperties: [
    { name: '--commune-admin-dashboard-gap', doc: 'Space between the cards and the panels.', default: 'var(--commune-space-5)' },
    { name: '--commune-admin-dashboard-panel-background', doc: 'Background of the activity panel.', default: 'var(--commune-color-surface)' },
  ],
  reserve: { block: '48rem', narrow: '80rem' },
} as const satisfies WidgetContract;
