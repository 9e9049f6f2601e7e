import { paths } from '../../content/site-map';
import type { WidgetContract } from '../../shared/contract';

export const adminEventsContract = {
  tag: 'commune-admin-events',
  summary: 'The staff screen of the commune’s events: the calendar with each event’s date, hours, place and status, and a panel to create, edit, publish or delete one in French and English.',
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
      values: [paths.adminContentEvents, paths.adminEvents] as const,
      default: paths.adminContentEvents,
      doc: 'The admin page it is the screen of, whose title is its heading: `/admin-dtima/content/events` (default, « Gestion des événements » / "Events Management") or `/admin-dtima/events` (« Calendrier des événements » / "Event Calendar").',
    },
    openCreate: {
      type: 'boolean',
      default: false,
      doc: 'Opens the « Nouvel événement » panel as the screen appears (the page sets it when its address ends in `?create`). Default false.',
    },
  },
  parts: [
    { name: 'header', doc: 'The breadcrumb, heading, introduction and Create button.' },
    { name: 'table', doc: 'The box around the table of events.' },
  ],
  cssProperties: [{ name: '--commune-admin-collection-gap', doc: 'Space between the header, messages and the table.', default: 'var(--commune-space-4)' }],
  reserve: { block: '44rem', narrow: '52rem' },
} as const satisfies WidgetContract;
