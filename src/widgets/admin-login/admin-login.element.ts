import { defineWidget } from '../../kit/define-widget';
import css from './AdminLogin.css?inline';
import { AdminLogin } from './AdminLogin';
import { adminLoginContract } from './admin-login.contract';

/**
 * The staff sign-in form of the commune’s admin area (the page /admin-dtima/login): a card
 * headed « Espace du personnel » / "Staff sign-in" with a username and a password field (a
 * button shows or hides the password), « Se connecter » / "Sign in", and a line saying the page
 * is for the commune’s staff with a link back to the public site.
 *
 * It posts to `/api/v1/session` on the commune’s own site. The field messages are the server’s
 * (the same schema), in the page’s language; a wrong pair says « Identifiant ou mot de passe
 * incorrect. », too many attempts say how many minutes to wait. Once signed in, the page loads
 * the `next` address it was given (`?next=/admin-dtima/content/news`) when that is a page of the
 * admin area, and the dashboard otherwise. On another site it only links to the commune’s
 * sign-in page, since the server accepts sign-ins from its own pages only.
 *
 * @tag commune-admin-login
 * @summary The staff sign-in form of the commune’s admin area.
 *
 * @attr {number} heading-level - 1 to 6 (default 2): the heading’s level; 1 on a page of its own.
 *
 * @csspart card - The white card holding the heading, the form and the note.
 * @csspart heading - The heading.
 *
 * @cssprop [--commune-admin-login-width=28rem] - Largest width of the card.
 * @cssprop [--commune-admin-login-background=var(--commune-color-surface)] - Background of the card.
 */
export const CommuneAdminLoginElement = defineWidget(adminLoginContract.tag, AdminLogin, { ...adminLoginContract, css: [css] });
