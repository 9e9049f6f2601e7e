import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { asksToCreate } from '../../admin/collection/create-param';
import { definePage } from '../page';

/** /admin-dtima/content/mayor: the Mayor Updates screen; `?create` opens a blank message. */
export default definePage({
  path: paths.adminMayor,
  view: () => html`<commune-admin-mayor heading-level="1" ?open-create=${asksToCreate()}></commune-admin-mayor>`,
});
