import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage } from '../page';

/** /admin-dtima/pages: every page of the public site, its titles in both languages and its address. */
export default definePage({
  path: paths.adminPages,
  view: () => html`<commune-admin-pages></commune-admin-pages>`,
});
