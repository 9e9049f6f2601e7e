import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

/** /business/taxes: the ways to pay (cash, bank transfer, mobile money), then the three municipal taxes. */
export default definePage({
  path: paths.taxes,
  view: (ctx) => html`${pageIntro(ctx)}<commune-taxes></commune-taxes>`,
});
