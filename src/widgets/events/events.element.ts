import { defineWidget } from '../../kit/define-widget';
import css from './Events.css?inline';
import { Events } from './Events';
import { eventsContract } from './events.contract';

/**
 * The commune’s events of the year, earliest first, for partners to embed.
 *
 * In `compact` the element shows its own heading ("Événements à venir" / "Upcoming events")
 * and ends with a "Voir tous les événements" link to /events. In `full` it shows no heading:
 * the host page names the list (the /events page’s h1 "Événements"); the list itself is
 * labelled for screen readers.
 *
 * It shows the calendar bundled with it at once, then the events as published on the commune’s
 * content server (`GET /api/v1/events`, read from the origin this script came from), and keeps
 * the bundled calendar when that cannot be reached. A partner’s own `items` replace both, and
 * then nothing is asked.
 *
 * @tag commune-events
 * @summary The commune’s events of the year — public holidays and awareness days — sorted by date.
 *
 * @attr {number} limit - How many events to show, earliest first; 0 (default) shows them all.
 * @attr {'full' | 'compact'} variant - `full` (default): full date, time, title, description; `compact`: badge, time, title, link to /events.
 * @attr {number} heading-level - 2 (default) to 6: the compact heading’s level (event titles one below); in `full`, the event titles’ level.
 * @attr {string} api - The content server’s origin (default: where this script came from); `none`: the bundled content only, no request. Not asked when `items` is set.
 *
 * @csspart base - The element’s wrapper.
 * @csspart list - The list of events.
 * @csspart item - One event card.
 *
 * @cssprop [--commune-events-gap=var(--commune-space-4)] - Space between events.
 * @cssprop [--commune-events-badge-background=var(--commune-color-primary)] - Background of the date badges.
 * @cssprop [--commune-events-card-background=var(--commune-color-surface)] - Background of each event card.
 * @cssprop [--commune-color-primary=#0b5d37] - Date badges and links.
 */
export const CommuneEventsElement = defineWidget(eventsContract.tag, Events, { ...eventsContract, css: [css] });
