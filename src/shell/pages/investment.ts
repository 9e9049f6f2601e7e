import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

/** /business/investment: the market overview and the six sectors with their opportunities. */
export default definePage({
  path: paths.investment,
  view: (ctx) => html`${pageIntro(ctx)}<commune-investment variant="full"></commune-investment>`,
});
