import { agendaCalendar, agendaCalendarPath, categoryOf, eventCategories, eventPath } from '../content/events';
import { commune } from '../content/commune';
import type { Localized } from '../shared/i18n/catalog';
import { AFRICA_DOUALA, writeCalendar, type CalendarEvent } from '../shared/ical';
import type { Lang } from '../shared/lang';

/*
 * The agenda as iCalendar files residents take home: `/events.ics` (every published event, a
 * calendar to subscribe to) and `/events/<slug>.ics` (one event, « Ajouter à mon agenda »), in
 * the reader's language. The content server writes them from the published list; the build
 * writes the same from the bundled content for a static host.
 */

/** An event as the API publishes it (or a bundled one: no version or dates). */
export interface CalendarSource {
  id: number | string;
  title: Localized;
  description: Localized;
  location?: Localized | null;
  date: string;
  start: string;
  end: string;
  category?: string;
  version?: number;
  createdAt?: string;
  updatedAt?: string;
}

export interface AgendaCalendarOptions {
  lang: Lang;
  /** The site's origin (`https://dtima.cm`): the events' pages, and the host in their UIDs. */
  origin: string;
  /** When an event without `updatedAt` (a bundled one) was written: the build's time. */
  writtenAt?: Date;
}

/** How often a subscribed calendar app should look again. */
const REFRESH = 'PT6H';

const textIn = (text: Localized | null | undefined, lang: Lang) => (text?.[lang]?.trim() || text?.fr?.trim() || '').trim();

function calendarEvent(event: CalendarSource, { lang, origin, writtenAt }: AgendaCalendarOptions): CalendarEvent {
  const page = new URL(eventPath(event), origin).href;
  const stamp = event.updatedAt ? new Date(event.updatedAt) : (writtenAt ?? new Date(0));
  const description = textIn(event.description, lang);
  return {
    // The id never changes, whatever staff edit: a calendar app updates the event it has.
    uid: `event-${event.id}@${new URL(origin).hostname}`,
    stamp,
    created: event.createdAt ? new Date(event.createdAt) : undefined,
    sequence: (event.version ?? 1) - 1,
    date: event.date,
    start: event.start,
    end: event.end,
    summary: textIn(event.title, lang),
    // The page's address too: most calendar apps show the description, few show URL.
    description: description ? `${description}\n\n${page}` : page,
    location: textIn(event.location, lang) || undefined,
    url: page,
    categories: [eventCategories[categoryOf(event)][lang]],
  };
}

const prodId = `-//${commune.name.fr}//Agenda//FR`;

/** Every event of `events` as one calendar to subscribe to, in `lang`. */
export function agendaIcs(events: readonly CalendarSource[], options: AgendaCalendarOptions): string {
  return writeCalendar({
    prodId,
    name: agendaCalendar.name[options.lang],
    description: agendaCalendar.description[options.lang],
    lang: options.lang,
    timeZone: AFRICA_DOUALA,
    url: new URL(agendaCalendarPath, options.origin).href,
    refresh: REFRESH,
    events: events.map((event) => calendarEvent(event, options)),
  });
}

/** One event as a calendar file, for « Ajouter à mon agenda ». */
export function eventIcs(event: CalendarSource, options: AgendaCalendarOptions): string {
  return writeCalendar({
    prodId,
    name: agendaCalendar.name[options.lang],
    lang: options.lang,
    timeZone: AFRICA_DOUALA,
    events: [calendarEvent(event, options)],
  });
}
