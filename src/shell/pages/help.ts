import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage } from '../page';

/**
 * /aide: the help sheet's questions with their answers, as a page whose h1 is the help's own
 * title. The floating help button leads here when scripts have not run (and opens the sheet
 * when they have); find-in-page finds every answer.
 */
export default definePage({
  path: paths.help,
  view: () => html`<commune-help variant="page"></commune-help>`,
});
