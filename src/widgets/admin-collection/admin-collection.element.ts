import { collectionScreenCss } from '../../admin/collection';
import { defineWidget } from '../../kit/define-widget';
import { adminKitCss } from '../../kit/ui/admin-styles';
import { AdminCollection } from './AdminCollection';
import { adminCollectionContract } from './admin-collection.contract';

/**
 * The staff screen of a content collection that has no screen of its own (one added with
 * `npm run new-collection`), read from the collection's descriptor (src/collections/<slug>.ts):
 * a breadcrumb back to the dashboard, the collection's name as heading (« Documents »), a
 * « Créer un document » button, then its items in a sortable table — title, the fields marked
 * `listed`, status (« Publié » in green, « Brouillon » in yellow), last change — filtered by the
 * admin header’s search, each with Edit and Delete.
 *
 * Create and Edit open a side panel with the localized fields in French and in English (English
 * optional: the public site shows the French meanwhile), then its other fields (a text, a date or
 * time, a choice, a whole number, an image), named as the descriptor names them. Its messages are
 * the server’s own. « Enregistrer le brouillon » saves it unpublished, « Publier » publishes it.
 * A toast says how it went; an edit made while someone else changed the item says so and offers
 * to reload it. Delete asks first.
 *
 * It talks to the content server’s staff API on its own origin (`/api/v1/<collection>`,
 * `/api/v1/media`), with the session of the signed-in member of staff; signed out, it goes to
 * the sign-in page.
 *
 * @tag commune-admin-collection
 * @summary The staff screen of a content collection without a screen of its own.
 *
 * @attr {string} collection - The collection's slug (`documents`).
 * @attr {number} heading-level - 1 (default) to 6: the screen heading’s level; the panel’s title is one below.
 * @attr {boolean} open-create - Opens the Create panel as the screen appears (default false).
 *
 * @csspart header - The breadcrumb, heading, introduction and Create button.
 * @csspart table - The box around the table of items.
 *
 * @cssprop [--commune-admin-collection-gap=var(--commune-space-4)] - Space between the header, messages and the table.
 */
export const CommuneAdminCollectionElement = defineWidget(adminCollectionContract.tag, AdminCollection, { ...adminCollectionContract, css: [adminKitCss, collectionScreenCss] });
