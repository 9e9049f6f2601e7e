import { defineWidget } from '../../kit/define-widget';
import css from './Alert.css?inline';
import { Alert } from './Alert';
import { alertContract } from './alert.contract';

/**
 * The commune’s alerts active now — floods, insecurity, a cut road — for the top of a page,
 * above its header: each with its level’s colour, icon and word (« Information »,
 * « Vigilance », « Urgence »), its text, its end and an optional link. An emergency is announced
 * at once (`role="alert"`), the others politely (`role="status"`). A resident can hide an
 * information or a warning (remembered in this browser for that alert and version: an edited
 * alert shows again), never an emergency. Each alert goes by itself at its end; with none, the
 * element shows nothing and takes no space.
 *
 * It reads `GET /api/v1/alerts` on the commune’s content server (the alerts active now).
 *
 * @tag commune-alert
 * @summary The commune’s alerts active now, for the top of a page.
 *
 * @attr {string} api - The content server’s origin (default: where this script came from); `none`: no request (only `items`).
 * @prop {Array|null} items - Alerts of your own, in the API’s shape, instead of the commune’s.
 *
 * @csspart base - The list of alerts.
 * @csspart item - One alert.
 *
 * @cssprop [--commune-alert-max-width=80rem] - Width of an alert’s content, centred in the banner.
 */
export const CommuneAlertElement = defineWidget(alertContract.tag, Alert, { ...alertContract, css: [css] });
