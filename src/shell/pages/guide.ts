import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

/**
 * /guide-pratique: hotels, restaurants, attractions and events (the header's Visitors menu opens
 * them through `#hotels`, `#restaurants`, `#attractions`), then the tourist sites.
 */
export default definePage({
  path: paths.guide,
  view: (ctx) => html`${pageIntro(ctx)}<commune-guide></commune-guide>`,
});
