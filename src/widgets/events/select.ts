import { categoryOf, eventCategoryIds, type CommuneEvent, type EventCategory } from '../../content/events';
import { isMonth, isUpcoming, monthOf } from '../../shared/agenda';

/** What the events page's filters ask for: a month (`2025-05`) or the upcoming events (''), and a category or all (''). */
export interface EventFilter {
  month: string;
  category: EventCategory | '';
}

export const NO_FILTER: EventFilter = { month: '', category: '' };

export interface SelectOptions {
  /** The commune's day: without a month, only the events from that day on (the upcoming ones). */
  today?: string;
  filter?: EventFilter;
}

const byDate = (a: CommuneEvent, b: CommuneEvent) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start);

/**
 * The events to show: earliest first (by day, then start time), those of `filter.month` or else
 * the upcoming ones (from `today`, when given), of `filter.category` when given, at most `limit`
 * of them; `limit` 0 shows them all. Never mutates `events`.
 */
export function selectEvents(events: readonly CommuneEvent[], limit: number, { today, filter = NO_FILTER }: SelectOptions = {}): CommuneEvent[] {
  const shown = [...events]
    .filter((event) => (filter.month ? monthOf(event.date) === filter.month : today === undefined || isUpcoming(event, today)))
    .filter((event) => !filter.category || categoryOf(event) === filter.category)
    .sort(byDate);
  return limit > 0 ? shown.slice(0, limit) : shown;
}

/** The months that have events, in order, with `also` (the month asked for) among them. */
export function monthsOf(events: readonly CommuneEvent[], also = ''): string[] {
  const months = new Set(events.map((event) => monthOf(event.date)));
  if (isMonth(also)) months.add(also);
  return [...months].sort();
}

/** The categories that have events, in the list's order, with `also` (the one asked for) among them. */
export function categoriesOf(events: readonly CommuneEvent[], also: EventCategory | '' = ''): EventCategory[] {
  const present = new Set<EventCategory>(events.map(categoryOf));
  if (also) present.add(also);
  return eventCategoryIds.filter((id) => present.has(id));
}
