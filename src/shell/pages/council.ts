import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

/** /government/council: the 58 municipal councillors, with a box to find one by name. */
export default definePage({
  path: paths.council,
  view: (ctx) => html`${pageIntro(ctx)}<commune-council></commune-council>`,
});
