import { defineWidget } from '../../kit/define-widget';
import { adminKitCss } from '../../kit/ui/admin-styles';
import css from './AdminSettings.css?inline';
import { AdminSettings } from './AdminSettings';
import { adminSettingsContract } from './admin-settings.contract';

/**
 * The staff settings (the page /admin-dtima/settings): the breadcrumb « Tableau de bord ›
 * Paramètres », the heading, and « Mon compte » / "My account": the signed-in member’s name,
 * username and role, and a form to change their own password (current, new, confirmation;
 * the server’s rules and messages, a wrong current password said under its field, a toast once
 * changed).
 *
 * For an administrator, « Comptes du personnel » / "Staff accounts" (`/api/v1/users`): a
 * sortable table of the accounts (username, display name, role, status, last sign-in),
 * « Ajouter un compte » / "Add an account" in a side panel (a taken username is said under its
 * field), and on every other account a menu to reset its password, give it the other role, or
 * disable / re-enable it, each confirmed first. Nothing is offered on one’s own account: the
 * server refuses to disable or demote it, so nobody locks themselves out. An editor sees a line
 * saying an administrator manages the accounts. The admin header’s search filters the accounts.
 *
 * Staff only: it needs a session on the commune’s own site.
 *
 * @tag commune-admin-settings
 * @summary The staff settings: one’s account and password; for administrators, the staff accounts.
 *
 * @attr {number} heading-level - 1 (default) to 6: the heading’s level; its sections take the next one.
 *
 * @csspart account - The “My account” panel: the account’s details and the password form.
 * @csspart staff - The “Staff accounts” panel (administrators only).
 *
 * @cssprop [--commune-admin-settings-panel-background=var(--commune-color-surface)] - Background of the panels.
 */
export const CommuneAdminSettingsElement = defineWidget(adminSettingsContract.tag, AdminSettings, { ...adminSettingsContract, css: [adminKitCss, css] });
