import { defineWidget } from '../../kit/define-widget';
import { adminKitCss } from '../../kit/ui/admin-styles';
import css from './AdminHeader.css?inline';
import { AdminHeader } from './AdminHeader';
import { adminHeaderContract } from './admin-header.contract';

/**
 * The bar at the top of the commune’s admin area: on small screens a menu button that opens
 * `<commune-admin-sidebar>` (the two share the admin store’s `sidebarOpen`); the title
 * « Espace d’administration » / "Administration"; « Bon retour, Admin » / "Welcome back, Admin"
 * with the signed-in member’s name; a search box « Rechercher dans le tableau de bord… » that
 * each admin screen filters its list by (it empties when `current-path` changes); the
 * language toggle showing `FR` or `EN` and offering the other language; a bell with a dot when
 * notifications are unread (asked on load and every minute), opening the latest five and
 * marking them read, with a link to all of them; and an account menu with Settings, the other
 * language and « Se déconnecter » / "Log out".
 *
 * `variant="sign-in"` keeps only the title and the language toggle, for the sign-in page. It
 * talks to the commune’s staff API on its own site (`/api/v1/session`, `/api/v1/notifications`).
 *
 * ```html
 * <commune-admin-header current-path="/admin-dtima/content/news"></commune-admin-header>
 * <commune-admin-header variant="sign-in"></commune-admin-header>
 * ```
 *
 * @tag commune-admin-header
 * @summary The bar at the top of the commune’s admin area.
 */
export const CommuneAdminHeaderElement = defineWidget(adminHeaderContract.tag, AdminHeader, { ...adminHeaderContract, css: [adminKitCss, css] });
