import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage } from '../page';

/** /admin-dtima/notifications: residents' messages and published content; viewing it clears the bell. */
export default definePage({
  path: paths.adminNotifications,
  view: () => html`<commune-admin-notifications></commune-admin-notifications>`,
});
