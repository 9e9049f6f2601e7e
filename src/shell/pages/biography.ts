import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

/**
 * /government/biography: the mayor's biography in six sections, with a table of contents whose
 * links (`#introduction` … `#vision`) are also deep links into this page.
 */
export default definePage({
  path: paths.biography,
  view: (ctx) => html`${pageIntro(ctx)}<commune-biography></commune-biography>`,
});
