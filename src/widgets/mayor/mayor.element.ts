import { defineWidget } from '../../kit/define-widget';
import css from './Mayor.css?inline';
import { Mayor } from './Mayor';
import { mayorContract } from './mayor.contract';

/**
 * The mayor of Dtima, from src/content/mayor.ts.
 *
 * `home` (default) is the home page's presentation: the portrait, the mayor's name as the
 * element's heading, the role, two or three sentences and two link-buttons, « Rencontrer le
 * maire » (/government/meet-mayor) and « Lire la biographie » (/government/biography).
 * `message` is the meet-the-mayor page: the portrait and the mayor's full message to residents
 * under the heading « Message du maire », signed with the name and role, then a link to the
 * biography. Links are absolute on a partner's page, so they lead to the commune's site.
 *
 * @tag commune-mayor
 * @summary The mayor's presentation (home page) or full message to residents.
 *
 * @attr {'home' | 'message'} variant - `home` (default): presentation and links; `message`: the full message and signature.
 * @attr {number} heading-level - 2 (default) to 6: the level of the element's heading.
 *
 * @csspart portrait - The mayor's portrait.
 * @csspart heading - The element's heading.
 * @csspart actions - The links to the message and the biography (`home`).
 * @csspart signature - The name and role under the message (`message`).
 *
 * @cssprop [--commune-mayor-background=var(--commune-color-surface-alt)] - Background of the home presentation.
 * @cssprop [--commune-mayor-portrait-size=16rem] - Width of the portrait at wide sizes.
 */
export const MayorElement = defineWidget(mayorContract.tag, Mayor, { ...mayorContract, css: [css] });
