import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage } from '../page';

/** /admin-dtima: the staff dashboard. Its heading « Tableau de bord » is the page's h1. */
export default definePage({
  path: paths.admin,
  view: () => html`<commune-admin-dashboard></commune-admin-dashboard>`,
});
