import { collectionScreenCss } from '../../admin/collection';
import { defineWidget } from '../../kit/define-widget';
import { adminKitCss } from '../../kit/ui/admin-styles';
import { AdminEvents } from './AdminEvents';
import { adminEventsContract } from './admin-events.contract';

/**
 * The staff screen of the commune’s events (the pages /admin-dtima/content/events and
 * /admin-dtima/events): a breadcrumb back to the dashboard, the page’s heading (« Gestion des
 * événements » / "Events Management"), a « Créer un événement » button, then the events in a
 * sortable table, earliest first — title, date, hours, place, status (« Publié » in green,
 * « Brouillon » in yellow) — filtered by the admin header’s search, each with Edit and Delete.
 *
 * Create and Edit open a side panel with the title, place and description in French and in
 * English (English optional), the date and the hours (start–end). Its messages are the
 * server’s own, shown on saving and then as the values change. « Enregistrer le brouillon »
 * saves it unpublished, « Publier » puts it on the Events page and the home page. A toast says
 * how it went; an edit made while someone else changed the event says so and offers to reload
 * it. Delete asks first.
 *
 * It talks to the content server’s staff API on its own origin (`/api/v1/events`), with the
 * session of the signed-in member of staff; signed out, it goes to the sign-in page.
 *
 * @tag commune-admin-events
 * @summary The staff screen of the commune’s events.
 *
 * @attr {number} heading-level - 1 (default) to 6: the screen heading’s level; the panel’s title is one below.
 * @attr {'/admin-dtima/content/events' | '/admin-dtima/events'} page - The admin page whose title is the heading (default the first).
 * @attr {boolean} open-create - Opens the « Nouvel événement » panel as the screen appears (default false).
 *
 * @csspart header - The breadcrumb, heading, introduction and Create button.
 * @csspart table - The box around the table of events.
 *
 * @cssprop [--commune-admin-collection-gap=var(--commune-space-4)] - Space between the header, messages and the table.
 */
export const CommuneAdminEventsElement = defineWidget(adminEventsContract.tag, AdminEvents, { ...adminEventsContract, css: [adminKitCss, collectionScreenCss] });
