import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

/** /government/partners: five partner organisations with their logo and what they do with the commune. */
export default definePage({
  path: paths.partners,
  view: (ctx) => html`${pageIntro(ctx)}<commune-partners variant="list"></commune-partners>`,
});
