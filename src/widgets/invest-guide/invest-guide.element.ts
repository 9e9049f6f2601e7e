import { defineWidget } from '../../kit/define-widget';
import css from './InvestGuide.css?inline';
import { InvestGuide } from './InvestGuide';
import { investGuideContract } from './invest-guide.contract';

/**
 * Why and how to invest in the commune, for the /investir page and partners.
 *
 * Four sections, each under its own heading: the commune’s strengths ("Pourquoi investir à
 * Dtima ?"), the support it offers (one-stop desk, land, tax incentives, local hiring), the
 * steps to set up as a numbered list, and the investment office’s contact details (phone and
 * email as links, address, opening hours) with a link to the opportunities at
 * /business/investment. The host page gives the h1.
 *
 * @tag commune-invest-guide
 * @summary Why and how to invest in the commune, and who to contact.
 *
 * @attr {number} heading-level - 2 (default) to 6: the section headings; item titles are one level below.
 *
 * @csspart strengths - The list of the commune’s strengths.
 * @csspart support - The list of the support the commune offers.
 * @csspart steps - The numbered list of steps.
 * @csspart contact - The contact block.
 *
 * @cssprop [--commune-invest-guide-gap=var(--commune-space-4)] - Space between the items of a section.
 * @cssprop [--commune-invest-guide-step-background=var(--commune-color-primary)] - Background of the step numbers.
 */
export const CommuneInvestGuideElement = defineWidget(investGuideContract.tag, InvestGuide, { ...investGuideContract, css: [css] });
