import { defineWidget } from '../../core/element';
import css from './Programmes.css?inline';
import { Programmes } from './Programmes';
import { programmesContract } from './programmes.contract';

/**
 * The commune’s programmes and priorities, for the home page and partners: the development
 * agenda (the council development plan), quality housing and the Year of Youth 2024, each as
 * a card with its illustration, title, description and a link to the page that says more.
 *
 * It shows its own heading (« Programmes et priorités » / « Programmes and priorities »); the
 * cards’ titles sit one level below it. One card a row on a phone, three on a wide screen.
 *
 * @tag commune-programmes
 * @summary The commune’s three programmes and priorities as illustrated cards.
 *
 * @attr {number} heading-level - 2 (default) to 6: the level of the heading; card titles one below.
 *
 * @csspart list - The list of cards.
 * @csspart card - One programme’s card.
 *
 * @cssprop [--commune-programmes-gap=var(--commune-space-5)] - Space between cards.
 * @cssprop [--commune-color-primary=#0b5d37] - Links.
 */
export const CommuneProgrammesElement = defineWidget(programmesContract.tag, Programmes, { ...programmesContract, css: [css] });
