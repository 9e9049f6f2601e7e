import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { asksToCreate } from '../../admin/collection/create-param';
import { definePage } from '../page';

/**
 * /admin-dtima/content/quick-links and /admin-dtima/quick-links: the same Quick Links screen,
 * headed by each page's title; `?create` opens a blank link.
 */
export default definePage({
  path: [paths.adminContentQuickLinks, paths.adminQuickLinks],
  view: (ctx) => html`<commune-admin-quick-links heading-level="1" page=${ctx.path} ?open-create=${asksToCreate()}></commune-admin-quick-links>`,
});
