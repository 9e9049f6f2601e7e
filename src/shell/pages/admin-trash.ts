import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage } from '../page';

/** /admin-dtima/trash: deleted items of every collection, to restore or (admins) delete for good. */
export default definePage({
  path: paths.adminTrash,
  view: () => html`<commune-admin-trash></commune-admin-trash>`,
});
