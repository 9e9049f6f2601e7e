import { defineWidget } from '../../kit/define-widget';
import css from './Help.css?inline';
import { Help } from './Help';
import { helpContract } from './help.contract';

/**
 * The help button found at the same place on every page (WCAG 3.2.6): a round button fixed at
 * the bottom right, labelled "Aide" / "Help". It is a link to the help page (/aide), so it works
 * before and without script; once the script runs it opens, in place, a side sheet titled "Comment
 * pouvons-nous vous aider ?" / "How can we help you?". The sheet searches five frequently asked
 * questions (accents and case ignored), shows an answer with a "← Retour aux questions" button,
 * and ends with the town hall’s contact details. It is a modal dialog rendered inside the
 * element’s shadow root: focus stays in it, Escape or a click on the backdrop closes it, and
 * focus returns to the button.
 *
 * On the commune’s own site the contact details end with « Laisser un message » / "Leave a
 * message": a short form (name, phone or e-mail, message) sent to the town hall through
 * `POST /api/v1/messages`, checked with the server’s own rules and messages. What is typed is
 * kept while the sheet closes and reopens. On a partner’s page, where the server takes no
 * messages, only the phone number and the e-mail address are shown.
 *
 * `variant="page"` is the help page itself: the title, every question with its answer (each a
 * `<details>`, so it opens without script and find-in-page finds it; `#pothole` opens that one)
 * and the contact details, headed from `heading-level` (default 1).
 *
 * @tag commune-help
 * @summary A floating help button that opens a searchable sheet of frequently asked questions.
 *
 * @attr {'floating'|'page'} variant - `floating` (default): the round button and its sheet; `page`: the help page's content.
 * @attr {number} heading-level - The page's title level, 1–4 (default 1); `page` only.
 * @attr {boolean} open - Whether the sheet is open (default false). `<commune-help open>` opens it on load;
 *   the attribute and the `open` property follow the sheet when the visitor opens or closes it.
 * @prop {boolean} open - Same as the attribute.
 *
 * @fires {CustomEvent<{ open: boolean }>} commune-help-toggle - The sheet opened or closed; bubbles and crosses shadow roots.
 *
 * @csspart base - The element’s wrapper, holding the button.
 * @csspart trigger - The round help button (a link to /aide).
 * @csspart page - The help page's content (`page`).
 * @csspart sheet - The side sheet.
 *
 * @cssprop [--commune-help-sheet-width=540px] - Width of the sheet on screens 640 px and wider (90vw below).
 * @cssprop [--commune-help-offset=1.5rem] - Distance of the button from the viewport’s bottom-right corner (1rem below 640 px).
 * @cssprop [--commune-help-z-index=1100] - Stacking order of the button and the sheet.
 * @cssprop [--commune-color-primary=#0b5d37] - The button and the sheet’s header.
 */
export const CommuneHelpElement = defineWidget(helpContract.tag, Help, { ...helpContract, css: [css] });
