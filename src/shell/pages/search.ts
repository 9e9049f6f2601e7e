import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

/**
 * /recherche?q=…: the site's search. The form is plain HTML (GET): the server answers with the
 * results written into the page, so it works the same with or without script.
 */
export default definePage({
  path: paths.search,
  view: (ctx) => html`${pageIntro(ctx)}<commune-search-results></commune-search-results>`,
});
