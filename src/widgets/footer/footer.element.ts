import { defineWidget } from '../../kit/define-widget';
import css from './Footer.css?inline';
import { Footer } from './Footer';
import { footerContract } from './footer.contract';

/**
 * The commune’s site footer (SPEC §2): identity and social networks, links to the council,
 * partners, projects, tenders, tourism, health and social affairs, the postal box, phone and
 * email, the note asking people to report fraud, waste or abuse to the Inspection générale,
 * then copyright, the accessibility mention and the design credit. It is the page’s
 * `contentinfo` landmark, so place it once, outside `<main>`.
 *
 * @tag commune-footer
 * @summary The commune’s site footer.
 *
 * @csspart base - The element’s wrapper, around the footer.
 *
 * @cssprop [--commune-footer-background=var(--commune-color-primary-strong)] - Background of the footer.
 * @cssprop [--commune-footer-text=#ffffff] - Text and link colour; keep it at 4.5:1 or more on the background.
 * @cssprop [--commune-footer-text-muted=rgb(255 255 255 / 0.84)] - Secondary text (labels, notes, the bottom line).
 * @cssprop [--commune-footer-accent=var(--commune-color-sun)] - Group headings, contact icons and link hover.
 */
export const CommuneFooterElement = defineWidget(footerContract.tag, Footer, { ...footerContract, css: [css] });
