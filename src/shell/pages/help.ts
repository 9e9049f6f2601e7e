import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

/**
 * /aide: the help sheet's questions with their answers, as a page. The floating help button
 * leads here when scripts have not run (and opens the sheet when they have); find-in-page finds
 * every answer.
 */
export default definePage({
  path: paths.help,
  view: (ctx) => html`${pageIntro(ctx)}<commune-help variant="page"></commune-help>`,
});
