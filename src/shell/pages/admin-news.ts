import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage } from '../page';
import { asksToCreate } from '../../admin/collection/create-param';

/** /admin-dtima/content/news: the News Management screen; `?create` opens a blank article. */
export default definePage({
  path: paths.adminNews,
  view: () => html`<commune-admin-news heading-level="1" ?open-create=${asksToCreate()}></commune-admin-news>`,
});
