import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

/**
 * /business/tenders: the tenders in progress, each with its details and bidding file in a
 * dialog, then the three steps to take part.
 */
export default definePage({
  path: paths.tenders,
  view: (ctx) => html`${pageIntro(ctx)}<commune-tenders></commune-tenders>`,
});
