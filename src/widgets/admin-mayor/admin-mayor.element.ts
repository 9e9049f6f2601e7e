import { collectionScreenCss } from '../../admin/collection';
import { defineWidget } from '../../kit/define-widget';
import { adminKitCss } from '../../kit/ui/admin-styles';
import { AdminMayor } from './AdminMayor';
import { adminMayorContract } from './admin-mayor.contract';

/**
 * The staff screen of the mayor’s updates (the page /admin-dtima/content/mayor): a breadcrumb
 * back to the dashboard, the heading « Messages du maire » / "Mayor Updates", a « Créer un
 * message » button, then the messages in a sortable table — title, status (« Publié » in green,
 * « Brouillon » in yellow), last change — filtered by the admin header’s search, each with Edit
 * and Delete.
 *
 * Create and Edit open a side panel with the title and text in French and in English (English
 * optional) and an optional image, checked with the server’s own messages. « Enregistrer le
 * brouillon » saves it unpublished; « Publier » puts it on the « Rencontrer le maire » page,
 * the latest first. A toast says how it went; an edit made while someone else changed the
 * message says so and offers to reload it. Delete asks first.
 *
 * It talks to the content server’s staff API on its own origin (`/api/v1/mayor-updates`,
 * `/api/v1/media`), with the session of the signed-in member of staff; signed out, it goes to
 * the sign-in page.
 *
 * @tag commune-admin-mayor
 * @summary The staff screen of the mayor’s updates.
 *
 * @attr {number} heading-level - 1 (default) to 6: the screen heading’s level; the panel’s title is one below.
 * @attr {boolean} open-create - Opens the « Nouveau message du maire » panel as the screen appears (default false).
 *
 * @csspart header - The breadcrumb, heading, introduction and Create button.
 * @csspart table - The box around the table of updates.
 *
 * @cssprop [--commune-admin-collection-gap=var(--commune-space-4)] - Space between the header, messages and the table.
 */
export const CommuneAdminMayorElement = defineWidget(adminMayorContract.tag, AdminMayor, { ...adminMayorContract, css: [adminKitCss, collectionScreenCss] });
