import { defineWidget } from '../../kit/define-widget';
import css from './Investment.css?inline';
import { Investment } from './Investment';
import { investmentContract } from './investment.contract';

/**
 * The commune’s investment opportunities, for the home page, the investment page and partners.
 *
 * In `home` (default) the element shows its own heading ("Opportunités d’investissement" /
 * "Investment Opportunities"), the six sectors — infrastructure, agriculture, tourism, trade,
 * renewable energy, health — each with an icon and one line, and a "Investir à Dtima" link to
 * /investir. In `full` it shows the market overview (inhabitants, annual growth, active
 * businesses) and every sector with its description and opportunities; each sector’s
 * "Contactez-nous" button opens the investment office’s phone, email, address and hours.
 *
 * @tag commune-investment
 * @summary The commune’s investment opportunities: six growth sectors and the market overview.
 *
 * @attr {'home' | 'full'} variant - `home` (default): heading, six sectors, link to /investir; `full`: figures, sectors with opportunities and contact buttons.
 * @attr {number} heading-level - 2 (default) to 6: the element’s headings; sector titles are one level below.
 *
 * @csspart figures - The market overview’s list of figures (`full`).
 * @csspart sectors - The list of sectors.
 * @csspart sector - One sector.
 *
 * @cssprop [--commune-investment-gap=var(--commune-space-4)] - Space between sectors.
 * @cssprop [--commune-investment-icon-background=var(--commune-color-primary-soft)] - Background of the sector icons.
 * @cssprop [--commune-investment-figure-color=var(--commune-color-primary-strong)] - Colour of the market figures.
 */
export const CommuneInvestmentElement = defineWidget(investmentContract.tag, Investment, { ...investmentContract, css: [css] });
