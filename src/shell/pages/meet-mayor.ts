import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

/** /government/meet-mayor: the mayor's message to residents, signed, with a link to the biography. */
export default definePage({
  path: paths.meetMayor,
  view: (ctx) => html`${pageIntro(ctx)}<commune-mayor variant="message"></commune-mayor>`,
});
