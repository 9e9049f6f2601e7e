import { defineWidget } from '../../kit/define-widget';
import { adminKitCss } from '../../kit/ui/admin-styles';
import css from './AdminSidebar.css?inline';
import { AdminSidebar } from './AdminSidebar';
import { adminSidebarContract } from './admin-sidebar.contract';

/**
 * The navigation of the commune’s admin area, « Administration » / "Administration": Tableau de
 * bord; a « Contenu » group that opens and closes (Articles d’actualité, Événements,
 * Programmes, Liens rapides, Messages du maire); then Pages, Événements, Liens rapides,
 * Notifications and Paramètres; and « Retour au site public » at the end.
 *
 * `current-path` names the page shown: its link carries `aria-current="page"` and the Content
 * group opens when the page is one of its own. From 48rem wide it is a 16rem column (the page
 * places it in its grid); on smaller screens it stays hidden until `<commune-admin-header>`’s
 * menu button opens it as a panel over the page (the two share the admin store’s
 * `sidebarOpen`). Escape, a press outside, tabbing out of it or following a link close it, and
 * focus goes back to the menu button.
 *
 * ```html
 * <commune-admin-sidebar current-path="/admin-dtima/content/news"></commune-admin-sidebar>
 * ```
 *
 * @tag commune-admin-sidebar
 * @summary The navigation of the commune’s admin area.
 */
export const CommuneAdminSidebarElement = defineWidget(adminSidebarContract.tag, AdminSidebar, { ...adminSidebarContract, css: [adminKitCss, css] });
