import { html } from 'lit-html';
import { asksToCreate } from '../../admin/collection/create-param';
import { collectionAt, collectionPages } from '../../admin/collection/pages';
import { definePage } from '../page';

/**
 * The staff page of each collection without a screen of its own (src/admin/collection/pages.ts,
 * read from the collections' descriptors): the generic screen at the collection's first admin
 * path; `?create` opens a blank item. No page while every collection has a screen of its own.
 */
export default definePage({
  path: collectionPages.map((page) => page.path),
  view: (ctx) => html`<commune-admin-collection collection=${collectionAt(ctx.path) ?? ''} heading-level="1" ?open-create=${asksToCreate()}></commune-admin-collection>`,
});
