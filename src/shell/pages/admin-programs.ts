import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { asksToCreate } from '../../admin/collection/create-param';
import { definePage } from '../page';

/** /admin-dtima/content/programs: the Programs Management screen; `?create` opens a blank programme. */
export default definePage({
  path: paths.adminPrograms,
  view: () => html`<commune-admin-programs heading-level="1" ?open-create=${asksToCreate()}></commune-admin-programs>`,
});
