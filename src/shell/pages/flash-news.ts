import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

/** /flash-news: every news item as a card (image, title, description, date), newest first, under the page's h1. */
export default definePage({
  path: paths.flashNews,
  view: (ctx) => html`${pageIntro(ctx)}<commune-flash-info variant="grid"></commune-flash-info>`,
});
