import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

/**
 * /visitors/tourism: the hero, the natural and cultural sites, the cultural experience to book
 * and the call to contact the tourism office.
 */
export default definePage({
  path: paths.tourism,
  view: (ctx) => html`${pageIntro(ctx)}<commune-tourism></commune-tourism>`,
});
