import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

/** /business/projects: the five development projects with status, progress, budget and period. */
export default definePage({
  path: paths.projects,
  view: (ctx) => html`${pageIntro(ctx)}<commune-projects></commune-projects>`,
});
