import { paths } from '../../content/site-map';
import type { WidgetContract } from '../../shared/contract';

export const adminQuickLinksContract = {
  tag: 'commune-admin-quick-links',
  summary: 'The staff screen of the home page’s quick links (its service tiles): label, target, icon, position and status, and a panel to create, edit, publish or delete one in French and English.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 1,
      max: 6,
      default: 1,
      doc: 'Level (1–6) of the screen’s heading; 1 (default) when the screen is the page’s main content. The panel’s title is one level below.',
    },
    page: {
      type: 'enum',
      values: [paths.adminContentQuickLinks, paths.adminQuickLinks] as const,
      default: paths.adminContentQuickLinks,
      doc: 'The admin page it is the screen of, whose title is its heading: `/admin-dtima/content/quick-links` (default, « Liens rapides de l’accueil » / "Home Page Quick Links") or `/admin-dtima/quick-links` (« Tous les liens rapides » / "All Quick Links").',
    },
    openCreate: {
      type: 'boolean',
      default: false,
      doc: 'Opens the « Nouveau lien rapide » panel as the screen appears (the page sets it when its address ends in `?create`). Default false.',
    },
  },
  parts: [
    { name: 'header', doc: 'The breadcrumb, heading, introduction and Create button.' },
    { name: 'table', doc: 'The box around the table of quick links.' },
  ],
  cssProperties: [{ name: '--commune-admin-collection-gap', doc: 'Space between the header, messages and the table.', default: 'var(--commune-space-4)' }],
  reserve: { block: '46rem', narrow: '54rem' },
} as const satisfies WidgetContract;
