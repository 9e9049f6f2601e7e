import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

/** /events: every event of the year, earliest first, under the page's own h1. */
export default definePage({
  path: paths.events,
  view: (ctx) => html`${pageIntro(ctx)}<commune-events variant="full"></commune-events>`,
});
