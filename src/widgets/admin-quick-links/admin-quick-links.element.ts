import { collectionScreenCss } from '../../admin/collection';
import { defineWidget } from '../../kit/define-widget';
import { adminKitCss } from '../../kit/ui/admin-styles';
import { AdminQuickLinks } from './AdminQuickLinks';
import { adminQuickLinksContract } from './admin-quick-links.contract';

/**
 * The staff screen of the home page’s quick links, its service tiles (the pages
 * /admin-dtima/content/quick-links and /admin-dtima/quick-links): a breadcrumb back to the
 * dashboard, the page’s heading (« Liens rapides de l’accueil » / "Home Page Quick Links"), a
 * « Créer un lien » button, then the links in a sortable table in the order of the home page —
 * label and description, target, icon, position, status (« Publié » in green, « Brouillon » in
 * yellow) — filtered by the admin header’s search, each with Edit and Delete.
 *
 * Create and Edit open a side panel with the label and description in French and in English
 * (English optional), the target (a page of the site, `/services/tax`, or an `https://`
 * address), the icon and the position, checked with the server’s own messages.
 * « Enregistrer le brouillon » keeps the tile off the home page, « Publier » shows it there. A
 * toast says how it went; an edit made while someone else changed the link says so and offers
 * to reload it. Delete asks first.
 *
 * It talks to the content server’s staff API on its own origin (`/api/v1/quick-links`), with
 * the session of the signed-in member of staff; signed out, it goes to the sign-in page.
 *
 * @tag commune-admin-quick-links
 * @summary The staff screen of the home page’s quick links.
 *
 * @attr {number} heading-level - 1 (default) to 6: the screen heading’s level; the panel’s title is one below.
 * @attr {'/admin-dtima/content/quick-links' | '/admin-dtima/quick-links'} page - The admin page whose title is the heading (default the first).
 * @attr {boolean} open-create - Opens the « Nouveau lien rapide » panel as the screen appears (default false).
 *
 * @csspart header - The breadcrumb, heading, introduction and Create button.
 * @csspart table - The box around the table of quick links.
 *
 * @cssprop [--commune-admin-collection-gap=var(--commune-space-4)] - Space between the header, messages and the table.
 */
export const CommuneAdminQuickLinksElement = defineWidget(adminQuickLinksContract.tag, AdminQuickLinks, {
  ...adminQuickLinksContract,
  css: [adminKitCss, collectionScreenCss],
});
