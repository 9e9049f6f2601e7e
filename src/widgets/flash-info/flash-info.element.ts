import { defineWidget } from '../../kit/define-widget';
import css from './FlashInfo.css?inline';
import { FlashInfo } from './FlashInfo';
import { flashInfoContract } from './flash-info.contract';

/**
 * The commune’s news in brief, newest first, for partners to embed.
 *
 * In `carousel` the element shows its own heading (“Flash Info”), a carousel that loops both
 * ways with Previous/Next buttons — one card per view, two from 40rem of the element’s own
 * width, three from 64rem — and a “Voir tout” / “View all” link to /flash-news. In `grid` it
 * shows every item as a card with its image, title, description and date, and no heading: the
 * host page names it (the /flash-news page’s h1).
 *
 * It shows the news bundled with it at once, then the news as published on the commune’s
 * content server (`GET /api/v1/news`), and keeps the bundled news when that cannot be reached.
 *
 * @tag commune-flash-info
 * @summary The commune’s news in brief, as a carousel or a grid of cards.
 *
 * @attr {'carousel' | 'grid'} variant - `carousel` (default): heading, carousel and “Voir tout” link; `grid`: every card, no heading.
 * @attr {number} heading-level - 2 (default) to 6: the carousel’s heading (card titles one below); in `grid`, the card titles’ level.
 * @attr {string} api - The content server’s origin (default: where this script came from); `none`: the bundled content only, no request.
 *
 * @csspart base - The element’s wrapper.
 * @csspart list - The grid of news cards (`grid`).
 * @csspart item - One news card’s wrapper.
 *
 * @cssprop [--commune-flash-info-gap=var(--commune-space-5)] - Space between the cards of the grid.
 * @cssprop [--commune-carousel-gap=var(--commune-space-4)] - Space between the cards of the carousel.
 * @cssprop [--commune-color-primary=#0b5d37] - Heading, buttons and links.
 */
export const CommuneFlashInfoElement = defineWidget(flashInfoContract.tag, FlashInfo, { ...flashInfoContract, css: [css] });
