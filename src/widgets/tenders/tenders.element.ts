import { defineWidget } from '../../kit/define-widget';
import css from './Tenders.css?inline';
import { Tenders } from './Tenders';
import { tendersContract } from './tenders.contract';

/**
 * The commune’s tenders in progress, for its procurement page and for partners’ portals.
 *
 * Each tender is a card: reference, title, category badge, description and deadline. Its
 * “Détails” button opens the full notice (budget estimate and lots, place, completion time,
 * who may bid, bid bond, deadline and opening of bids); its “Dossier” button opens the bidding
 * file: the documents it holds, its price, and where to get it with the procurement office’s
 * phone and email. The dialogs’ code loads on first use. Then come the three steps to take
 * part (“Comment soumissionner”), unless `guide="false"`.
 *
 * @tag commune-tenders
 * @summary The commune’s tenders in progress, their details and bidding files, and how to take part.
 *
 * @attr {number} heading-level - 2 (default) to 6: the level of the element’s headings; tender titles and steps one below.
 * @attr {boolean} guide - Whether to show the three steps to take part (default true).
 *
 * @csspart list - The list of tenders.
 * @csspart tender - One tender’s card.
 * @csspart guide - The three steps to take part.
 * @csspart dialog - The details or bidding-file dialog.
 *
 * @cssprop [--commune-tenders-gap=var(--commune-space-4)] - Space between tender cards.
 * @cssprop [--commune-tenders-step-background=var(--commune-color-primary)] - Background of the step numbers.
 */
export const CommuneTendersElement = defineWidget(tendersContract.tag, Tenders, { ...tendersContract, css: [css] });
