import { defineWidget } from '../../kit/define-widget';
import { adminKitCss } from '../../kit/ui/admin-styles';
import css from './AdminNotifications.css?inline';
import { AdminNotifications } from './AdminNotifications';
import { adminNotificationsContract } from './admin-notifications.contract';

/**
 * The staff notifications (the page /admin-dtima/notifications): the breadcrumb « Tableau de
 * bord › Notifications », the heading, then two panels.
 *
 * « Messages des habitants » / "Residents’ messages" (`GET /api/v1/messages`): each message with
 * the resident’s name, their contact (a `tel:` or `mailto:` link when it is a phone number or an
 * e-mail address), the language they wrote in, when it came, the message, and whether it is
 * handled (by whom, when). « Marquer comme traité » / "Mark as handled" and « Rouvrir » /
 * "Reopen" change it (`PATCH /api/v1/messages/:id`); a message changed meanwhile by someone
 * else is said so, and the list reloads. A choice « À traiter / Tous » ("To handle / All", with
 * counts) filters them; a message handled during the visit stays in place until it changes.
 *
 * « Contenus publiés » / "Published content": the latest publications from the bell’s list
 * (`GET /api/v1/notifications`), each linking to its admin screen.
 *
 * What was unread when the page opened is marked « Nouveau » / "New"; once shown, everything is
 * marked read (`POST /api/v1/notifications/read`) and the admin header’s bell loses its dot.
 * The admin header’s search filters both panels. Staff only (a signed-out visitor is sent to
 * the sign-in page).
 *
 * @tag commune-admin-notifications
 * @summary The staff notifications: residents’ messages and published content.
 *
 * @attr {number} heading-level - 1 (default) to 6: the heading’s level; the panels take the next one.
 *
 * @csspart messages - The residents’ messages panel.
 * @csspart content - The published content panel.
 *
 * @cssprop [--commune-admin-notifications-panel-background=var(--commune-color-surface)] - Background of the two panels.
 * @cssprop [--commune-admin-notifications-open-color=var(--commune-color-sun)] - The edge marking a message still to handle.
 */
export const CommuneAdminNotificationsElement = defineWidget(adminNotificationsContract.tag, AdminNotifications, {
  ...adminNotificationsContract,
  css: [adminKitCss, css],
});
