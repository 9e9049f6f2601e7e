import { defineWidget } from '../../kit/define-widget';
import css from './Partners.css?inline';
import { Partners } from './Partners';
import { partnersContract } from './partners.contract';

/**
 * The organisations working with the commune, for partners to embed.
 *
 * In `carousel` the element shows its own heading (“Nos partenaires” / “Our partners”) and the
 * ten partners’ logos three at a time, moving on every 4 seconds and back to the first group
 * after the last. It stops while the pointer is over it or keyboard focus is in it, has a
 * Pause/Play button, and does not move by itself when the visitor prefers reduced motion
 * (Play still starts it). Before and without script the logos are a row that scrolls by touch,
 * trackpad or keyboard. A link leads to the partners page. In `list` it presents five
 * partners with logo, name and what they do with the commune, under the host page’s heading.
 *
 * @tag commune-partners
 * @summary The commune’s partners: a self-advancing logo carousel, or five presented in a list.
 *
 * @attr {'carousel' | 'list'} variant - `carousel` (default): heading, logo carousel, link to the partners page; `list`: five partners with their description.
 * @attr {number} heading-level - 2 (default) to 6: the carousel’s heading; in `list`, the partners’ names.
 *
 * @csspart base - The element’s wrapper.
 * @csspart list - The list of partners (`list`).
 * @csspart item - One partner: a logo tile in the carousel, a presentation in the list.
 *
 * @cssprop [--commune-partners-tile-background=var(--commune-color-surface)] - Background of each logo tile.
 * @cssprop [--commune-partners-gap=var(--commune-space-4)] - Space between the partners of the list.
 * @cssprop [--commune-carousel-gap=var(--commune-space-4)] - Space between the logos of the carousel.
 * @cssprop [--commune-color-primary=#0b5d37] - Heading, buttons and links.
 */
export const CommunePartnersElement = defineWidget(partnersContract.tag, Partners, { ...partnersContract, css: [css] });
