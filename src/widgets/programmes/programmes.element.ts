import { defineWidget } from '../../kit/define-widget';
import css from './Programmes.css?inline';
import { Programmes } from './Programmes';
import { programmesContract } from './programmes.contract';

/**
 * The commune’s programmes and priorities, for the home page and partners: the development
 * agenda (the council development plan), quality housing and the Year of Youth 2024, each as
 * a card with its illustration, where it stands (a badge: « En cours »…), title, description and
 * a link to the page that says more; then the programmes as published on the commune’s content
 * server (`GET /api/v1/programs`), the bundled ones staying when that cannot be reached.
 *
 * It shows its own heading (« Programmes et priorités » / « Programmes and priorities »); the
 * cards’ titles sit one level below it. One card a row on a phone, three on a wide screen.
 *
 * @tag commune-programmes
 * @summary The commune’s programmes and priorities as illustrated cards.
 *
 * @attr {number} heading-level - 2 (default) to 6: the level of the heading; card titles one below.
 * @attr {string} api - The content server’s origin (default: where this script came from); `none`: the bundled content only, no request.
 *
 * @csspart list - The list of cards.
 * @csspart card - One programme’s card.
 *
 * @cssprop [--commune-programmes-gap=var(--commune-space-5)] - Space between cards.
 * @cssprop [--commune-color-primary=#0b5d37] - Links.
 */
export const CommuneProgrammesElement = defineWidget(programmesContract.tag, Programmes, { ...programmesContract, css: [css] });
