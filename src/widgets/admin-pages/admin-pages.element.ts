import { defineWidget } from '../../kit/define-widget';
import { adminKitCss } from '../../kit/ui/admin-styles';
import css from './AdminPages.css?inline';
import { AdminPages } from './AdminPages';
import { adminPagesContract } from './admin-pages.contract';

/**
 * The staff list of the site’s pages (the page /admin-dtima/pages): the breadcrumb
 * « Tableau de bord › Pages du site », the heading, and a sortable table of every public page
 * of the commune’s site with its title and description in French and in English, the section
 * a visitor finds it in (the header’s menus, then the pages they do not list) and its address,
 * a link that opens the page in a new tab (said to screen readers). The admin header’s search
 * filters the rows; a line says how many are shown.
 *
 * It reads the site’s own page list (the same as the routes and the site search), so it needs
 * no server and shows the pages of the version it was built with.
 *
 * @tag commune-admin-pages
 * @summary The staff list of the site’s public pages, in both languages.
 *
 * @attr {number} heading-level - 1 (default) to 6: the heading’s level.
 *
 * @csspart table - The table of pages (its scrolling box).
 *
 * @cssprop [--commune-admin-pages-description-color=var(--commune-color-text-muted)] - Colour of the descriptions under the titles.
 */
export const CommuneAdminPagesElement = defineWidget(adminPagesContract.tag, AdminPages, { ...adminPagesContract, css: [adminKitCss, css] });
