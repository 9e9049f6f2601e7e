import { defineWidget } from '../../kit/define-widget';
import css from './Services.css?inline';
import { Services } from './Services';
import { servicesContract } from './services.contract';

/**
 * The commune’s eight municipal services as tiles, for the home page and for partners who
 * want to send residents to the right page: administrative certificates, technical services,
 * taxes, bill payment, licences, council stamps, birth certificates and civil marriage.
 *
 * It shows its heading (« Nos services » / « Our services »), a one-line introduction and the
 * eight tiles: icon, label and description, the whole tile being a link to the service’s page
 * on the commune’s site. Two tiles a row on a phone, four on a wide screen. Once the commune’s
 * content server answers (`GET /api/v1/quick-links`), the tiles are the quick links staff
 * published; the bundled tiles stay when it cannot be reached.
 *
 * @tag commune-services
 * @summary The eight municipal services as tiles linking to their pages.
 *
 * @attr {number} heading-level - 2 (default) to 6: the level of the heading « Nos services ».
 * @attr {string} api - The content server’s origin (default: where this script came from); `none`: the bundled content only, no request.
 *
 * @csspart list - The grid of tiles.
 * @csspart tile - One service’s tile (a link).
 *
 * @cssprop [--commune-services-gap=var(--commune-space-3)] - Space between tiles.
 * @cssprop [--commune-services-tile-background=var(--commune-color-surface)] - Background of each tile.
 * @cssprop [--commune-services-icon-background=var(--commune-color-primary-soft)] - Background of the round icon.
 * @cssprop [--commune-color-primary=#0b5d37] - Icons and the tiles’ hover border.
 */
export const CommuneServicesElement = defineWidget(servicesContract.tag, Services, { ...servicesContract, css: [css] });
