import { defineWidget } from '../../kit/define-widget';
import css from './EventDetails.css?inline';
import { EventDetails } from './EventDetails';
import { eventDetailsContract } from './event-details.contract';

/**
 * One of the commune’s events, as its page /events/<slug> shows it: its category and title, the
 * date, the time range, the place with a link to find it on OpenStreetMap, the description, and
 * « Ajouter à mon agenda », the event’s .ics file for a phone’s calendar, Google Agenda or
 * Outlook. Partners can embed an event with its `slug`.
 *
 * It shows the calendar bundled with it at once, then the events as published on the commune’s
 * content server (`GET /api/v1/events`).
 *
 * @tag commune-event-details
 * @summary One of the commune’s events: date, time, place, description and « Ajouter à mon agenda ».
 *
 * @attr {string} slug - The event’s address under /events (`12-journee-mondiale-de-la-sante`, or its id `12`).
 * @attr {number} heading-level - 1 (default) to 6: the level of the event’s title.
 * @attr {string} api - The content server’s origin (default: where this script came from); `none`: the bundled content only.
 *
 * @csspart heading - The event’s title.
 * @csspart facts - Date, time, place and category.
 * @csspart add - The « Ajouter à mon agenda » link.
 *
 * @cssprop [--commune-event-details-gap=var(--commune-space-5)] - Space between the page’s blocks.
 * @cssprop [--commune-color-primary=#0b5d37] - Links, the category and the calendar button.
 */
export const EventDetailsElement = defineWidget(eventDetailsContract.tag, EventDetails, { ...eventDetailsContract, css: [css] });
