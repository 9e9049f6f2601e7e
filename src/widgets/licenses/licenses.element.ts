import { defineWidget } from '../../kit/define-widget';
import css from './Licenses.css?inline';
import { Licenses } from './Licenses';
import { licensesContract } from './licenses.contract';

/**
 * The licences and permits the commune issues, for its business page and for partners’ portals.
 *
 * Each permit is a card: what it is for, its processing time (« 30 jours »), its cost
 * (« 50 000 FCFA par an »), the office that receives the application with its phone number,
 * and the documents to provide. Then come the three steps to apply, unless `guide="false"`.
 *
 * @tag commune-licenses
 * @summary The licences and permits the commune issues, and how to apply.
 *
 * @attr {number} heading-level - 2 (default) to 6: the level of the element’s headings; permit titles and steps one below.
 * @attr {boolean} guide - Whether to show the three steps to apply (default true).
 *
 * @csspart list - The list of permits.
 * @csspart permit - One permit’s card.
 * @csspart guide - The three steps to apply.
 *
 * @cssprop [--commune-licenses-gap=var(--commune-space-4)] - Space between permit cards.
 * @cssprop [--commune-licenses-step-background=var(--commune-color-primary)] - Background of the step numbers.
 */
export const CommuneLicensesElement = defineWidget(licensesContract.tag, Licenses, { ...licensesContract, css: [css] });
