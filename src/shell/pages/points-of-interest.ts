import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

/**
 * /residents/points-of-interest: the categories (one open at a time; the footer's « Santé » and
 * « Affaires sociales » links open theirs through the URL fragment), then the business directory.
 */
export default definePage({
  path: paths.pointsOfInterest,
  view: (ctx) => html`${pageIntro(ctx)}<commune-points-of-interest></commune-points-of-interest>`,
});
