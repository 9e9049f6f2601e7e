import { DEFAULT_EVENT_CATEGORY, events, isEventCategory, onNextDates, type CommuneEvent } from '../../content/events';
import { day, fail, fieldsOf, idOf, optionalText, text, time } from './check';

/**
 * An `EventItem` of `GET /api/v1/events` as one of the commune's events; an empty location is
 * none, a category this library does not know yet (a newer server's) is `other`. Throws `Malformed`.
 */
export function readEvent(value: unknown): CommuneEvent {
  const item = fieldsOf(value);
  const start = time(item, 'start');
  const end = time(item, 'end');
  if (end < start) fail('end must not be before start');
  return {
    id: String(idOf(item)),
    title: text(item, 'title'),
    date: day(item, 'date'),
    start,
    end,
    description: text(item, 'description'),
    location: optionalText(item, 'location'),
    category: isEventCategory(item.category) ? item.category : DEFAULT_EVENT_CATEGORY,
  };
}

let bundledDay = '';
let bundled: readonly CommuneEvent[] = events;

/**
 * The calendar bundled with the library, its annual events on their next dates from `today` (as
 * the server's first start stores them): what the elements show before, or without, the content
 * server. One array per day, so that the live list can keep its objects (see `useLiveItems`).
 */
export function bundledEvents(today: string): readonly CommuneEvent[] {
  if (today !== bundledDay) {
    bundledDay = today;
    bundled = onNextDates(events, today);
  }
  return bundled;
}
