import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage } from '../page';

/** /admin-dtima/settings: one's own account and password; for admins, the staff accounts. */
export default definePage({
  path: paths.adminSettings,
  view: () => html`<commune-admin-settings></commune-admin-settings>`,
});
