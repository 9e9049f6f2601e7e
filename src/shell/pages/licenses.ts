import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

/** /business/licenses: the three permits (documents, processing time, cost), then the three steps to apply. */
export default definePage({
  path: paths.licenses,
  view: (ctx) => html`${pageIntro(ctx)}<commune-licenses></commune-licenses>`,
});
