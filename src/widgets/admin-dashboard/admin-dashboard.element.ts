import { defineWidget } from '../../kit/define-widget';
import { adminKitCss } from '../../kit/ui/admin-styles';
import css from './AdminDashboard.css?inline';
import { AdminDashboard } from './AdminDashboard';
import { adminDashboardContract } from './admin-dashboard.contract';

/**
 * The staff dashboard (the page /admin-dtima): the breadcrumb « Tableau de bord › Vue
 * d’ensemble » / "Dashboard › Overview", the heading, and four figures from the content
 * server (`GET /api/v1/stats`): « Utilisateurs » / "Total Users" (enabled staff accounts),
 * « Contenus publiés » / "Content Pages" (published items of every collection), « Événements à
 * venir » / "Upcoming Events" and « Messages des habitants » / "Chat Messages". Each shows its
 * change since last month (a percentage, or the count gained when there was none a month ago),
 * green when it rose and red when it fell, with an arrow and words for screen readers.
 *
 * Below, « Activité récente » / "Recent Activity" (`GET /api/v1/activity`, the 30 latest): who
 * did what, as a sentence in the page’s language (« Admin a publié l’actualité « … » »), its kind
 * (account, content, event) and when (« il y a 5 min », the full date and time in a `<time>`).
 * The admin header’s search filters the lines.
 *
 * Staff only: it needs a session on the commune’s own site (a signed-out visitor is sent to the
 * sign-in page). A failed load says so, with « Réessayer » / "Try again".
 *
 * @tag commune-admin-dashboard
 * @summary The staff dashboard: four figures and the recent activity.
 *
 * @attr {number} heading-level - 1 (default) to 6: the heading’s level; its sections take the next one.
 *
 * @csspart stats - The list of the four figure cards.
 * @csspart activity - The “Recent Activity” panel.
 *
 * @cssprop [--commune-admin-dashboard-gap=var(--commune-space-5)] - Space between the cards and the panels.
 * @cssprop [--commune-admin-dashboard-panel-background=var(--commune-color-surface)] - Background of the activity panel.
 */
export const CommuneAdminDashboardElement = defineWidget(adminDashboardContract.tag, AdminDashboard, {
  ...adminDashboardContract,
  css: [adminKitCss, css],
});
