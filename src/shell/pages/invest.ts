import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

/** /investir: why and how to invest in Dtima, and who to contact (the home page links here). */
export default definePage({
  path: paths.invest,
  view: (ctx) => html`${pageIntro(ctx)}<commune-invest-guide></commune-invest-guide>`,
});
