import { defineWidget } from '../../kit/define-widget';
import css from './Taxes.css?inline';
import { Taxes } from './Taxes';
import { taxesContract } from './taxes.contract';

/**
 * The municipal taxes and how to pay them, for the commune’s business page and partners’ portals.
 *
 * First the ways to pay (cash at the municipal revenue office, with its address, hours and
 * phone; bank transfer to the commune’s account; MTN MoMo or Orange Money), then each tax with
 * its rate (« 0,1 % de la valeur locative », « 1 000 FCFA par jour », or turnover brackets), its
 * yearly due date (« 31 mars ») and the ways to pay it accepts.
 *
 * @tag commune-taxes
 * @summary The municipal taxes — rate, due date, accepted ways to pay — and how to pay them.
 *
 * @attr {number} heading-level - 2 (default) to 6: the level of the element’s headings; payment methods and taxes one below.
 *
 * @csspart methods - The list of payment methods.
 * @csspart method - One payment method.
 * @csspart list - The list of taxes.
 * @csspart tax - One tax’s card.
 *
 * @cssprop [--commune-taxes-gap=var(--commune-space-4)] - Space between taxes and between payment methods.
 * @cssprop [--commune-taxes-icon-background=var(--commune-color-primary-soft)] - Background of the payment method icons.
 */
export const CommuneTaxesElement = defineWidget(taxesContract.tag, Taxes, { ...taxesContract, css: [css] });
