import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { asksToCreate } from '../../admin/collection/create-param';
import { definePage } from '../page';

/**
 * /admin-dtima/content/events and /admin-dtima/events: the same Events screen, headed by each
 * page's title; `?create` opens a blank event.
 */
export default definePage({
  path: [paths.adminContentEvents, paths.adminEvents],
  view: (ctx) => html`<commune-admin-events heading-level="1" page=${ctx.path} ?open-create=${asksToCreate()}></commune-admin-events>`,
});
