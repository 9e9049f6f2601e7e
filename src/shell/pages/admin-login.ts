import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage } from '../page';

/**
 * /admin-dtima/login: the staff sign-in form alone, centred, under the admin header (title and
 * language only; no sidebar: the sidebar's pages need a session). The form's heading is the page's h1.
 */
export default definePage({
  path: paths.adminLogin,
  view: () => html`<commune-admin-login heading-level="1"></commune-admin-login>`,
});
