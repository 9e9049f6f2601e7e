import { defineWidget } from '../../kit/define-widget';
import css from './Council.css?inline';
import { Council } from './Council';
import { councilContract } from './council.contract';

/**
 * The municipal council of Dtima, from src/content/council.ts: the mayor and deputies first,
 * then every other councillor, each with an avatar (a photo, or else the first letter of the
 * name), the name and the title « Conseiller Municipal » / "Municipal Councillor".
 *
 * The heading counts them (« 58 conseillers municipaux »). A search box filters the list by
 * name or role as one types, ignoring accents and case, and a status line (announced to
 * screen readers) says how many match.
 *
 * @tag commune-council
 * @summary The municipal councillors, with a box to find one by name.
 *
 * @attr {number} heading-level - 2 (default) to 6: the level of the heading that counts the councillors.
 * @attr {boolean} searchable - Show the search box (default true); `searchable="false"` hides it.
 *
 * @csspart heading - The heading that counts the councillors.
 * @csspart list - The grid of councillors.
 * @csspart item - One councillor.
 * @csspart avatar - A councillor's photo, or the first letter of the name.
 *
 * @cssprop [--commune-council-gap=var(--commune-space-3)] - Space between councillors.
 * @cssprop [--commune-council-avatar-background=var(--commune-color-primary)] - Background of the letter avatars.
 * @cssprop [--commune-council-card-background=var(--commune-color-surface)] - Background of each councillor.
 */
export const CouncilElement = defineWidget(councilContract.tag, Council, { ...councilContract, css: [css] });
