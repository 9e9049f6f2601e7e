import { defineWidget } from '../../kit/define-widget';
import { adminKitCss } from '../../kit/ui/admin-styles';
import css from './AdminTrash.css?inline';
import { AdminTrash } from './AdminTrash';
import { adminTrashContract } from './admin-trash.contract';

/**
 * The staff Trash (the page /admin-dtima/trash): the breadcrumb « Tableau de bord › Corbeille »,
 * the heading, then a table of the items of every collection deleted in the last 30 days
 * (`GET /api/v1/trash`), newest deletion first: title in the page's language, its type, who
 * deleted it, when, and « Supprimé définitivement le … » (the server purges it then).
 *
 * « Restaurer » / "Restore" puts an item back as it was (`POST /api/v1/<collection>/<id>/restore`).
 * Admins also see « Supprimer définitivement » / "Delete for good", confirmed in a dialog
 * (`DELETE /api/v1/trash/<collection>/<id>`); editors do not. Empty: « La corbeille est vide ».
 * The admin header's search filters the rows. Staff only (a signed-out visitor is sent to the
 * sign-in page).
 *
 * @tag commune-admin-trash
 * @summary The staff trash: deleted items to restore or delete for good.
 *
 * @attr {number} heading-level - 1 (default) to 6: the heading’s level; the confirmation’s title takes the next one.
 *
 * @csspart table - The table of deleted items.
 *
 * @cssprop [--commune-admin-trash-gap=var(--commune-space-4)] - Space between the header, messages and the table.
 */
export const AdminTrashElement = defineWidget(adminTrashContract.tag, AdminTrash, { ...adminTrashContract, css: [adminKitCss, css] });
