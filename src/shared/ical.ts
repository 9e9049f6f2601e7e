/*
 * An iCalendar writer (RFC 5545), for the agenda residents take home: `/events.ics` and each
 * event's `.ics`. Small on purpose: what a published calendar of dated events needs, written
 * exactly — text escaped (backslash, semicolon, comma, line breaks), lines folded at 75 octets
 * without cutting a UTF-8 character, CRLF line ends, local times with their VTIMEZONE.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const utf8 = new TextEncoder();
/** What TEXT may not hold (RFC 5545 §3.3.11: control characters but tab; line breaks are escaped first). */
const CONTROL = new RegExp(`[${String.fromCharCode(0)}-${String.fromCharCode(8)}${String.fromCharCode(11)}-${String.fromCharCode(31)}${String.fromCharCode(127)}]`, 'g');

/** A TEXT value (RFC 5545 §3.3.11): `\` `;` `,` escaped, line breaks as `\n`, other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n')
    .replace(CONTROL, '');
}

/**
 * A content line folded (RFC 5545 §3.1): at most 75 octets of UTF-8 per line, each following
 * line starting with one space (which counts); a character is never cut in two.
 */
export function foldLine(line: string): string {
  if (utf8.encode(line).length <= MAX_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment in UTC: `20250520T070000Z`. */
export function utcDateTime(moment: Date): string {
  return `${moment.getUTCFullYear()}${pad(moment.getUTCMonth() + 1)}${pad(moment.getUTCDate())}T${pad(moment.getUTCHours())}${pad(moment.getUTCMinutes())}${pad(moment.getUTCSeconds())}Z`;
}

/** A wall-clock time of a day, for a property with a TZID: `2025-05-20`, `08:00` → `20250520T080000`. */
export function localDateTime(isoDay: string, time: string): string {
  return `${isoDay.replaceAll('-', '')}T${time.replace(':', '')}00`;
}

/** A time zone without daylight saving: one STANDARD observance. */
export interface FixedTimeZone {
  tzid: string;
  /** `+0100` */
  offset: string;
  /** `WAT` */
  abbreviation: string;
}

/** Cameroon: West Africa Time, UTC+1 all year (no daylight saving since 1920). */
export const AFRICA_DOUALA: FixedTimeZone = { tzid: 'Africa/Douala', offset: '+0100', abbreviation: 'WAT' };

export interface CalendarEvent {
  /** Stable across edits: `event-12@dtima.cm`. */
  uid: string;
  /** When this version of the event was written (DTSTAMP and LAST-MODIFIED). */
  stamp: Date;
  created?: Date;
  /** 0 for the first version, one more at each change. */
  sequence: number;
  /** ISO day and `HH:mm` wall-clock times in the calendar's time zone. */
  date: string;
  start: string;
  end: string;
  summary: string;
  description?: string;
  location?: string;
  /** The event's page. */
  url?: string;
  categories?: readonly string[];
}

export interface Calendar {
  /** `-//Commune de Dtima//Agenda//FR` */
  prodId: string;
  /** The calendar's name in a calendar app (X-WR-CALNAME, NAME). */
  name: string;
  description?: string;
  /** The language of its texts (`fr`, `en`): the LANGUAGE of SUMMARY, DESCRIPTION and LOCATION. */
  lang: string;
  timeZone: FixedTimeZone;
  /** Where the calendar itself is published, for subscribers (SOURCE, URL). */
  url?: string;
  /** How often a subscriber should fetch it again, an ISO duration (`PT6H`). */
  refresh?: string;
  events: readonly CalendarEvent[];
}

/** `NAME;PARAM=x:value`, folded. */
function property(name: string, value: string, params: Record<string, string> = {}): string {
  const head = [name, ...Object.entries(params).map(([key, param]) => `${key}=${param}`)].join(';');
  return foldLine(`${head}:${value}`);
}

function timeZoneLines({ tzid, offset, abbreviation }: FixedTimeZone): string[] {
  return [
    'BEGIN:VTIMEZONE',
    property('TZID', tzid),
    property('X-LIC-LOCATION', tzid),
    'BEGIN:STANDARD',
    property('TZOFFSETFROM', offset),
    property('TZOFFSETTO', offset),
    property('TZNAME', abbreviation),
    'DTSTART:19700101T000000',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

function eventLines(event: CalendarEvent, calendar: Calendar): string[] {
  const tz = { TZID: calendar.timeZone.tzid };
  const language = { LANGUAGE: calendar.lang };
  const lines = [
    'BEGIN:VEVENT',
    property('UID', event.uid),
    property('DTSTAMP', utcDateTime(event.stamp)),
    ...(event.created ? [property('CREATED', utcDateTime(event.created))] : []),
    property('LAST-MODIFIED', utcDateTime(event.stamp)),
    property('SEQUENCE', String(Math.max(0, Math.trunc(event.sequence)))),
    property('DTSTART', localDateTime(event.date, event.start), tz),
  ];
  // DTEND must come after DTSTART: an event with no length has none.
  if (event.end > event.start) lines.push(property('DTEND', localDateTime(event.date, event.end), tz));
  lines.push(property('SUMMARY', escapeText(event.summary), language));
  if (event.description) lines.push(property('DESCRIPTION', escapeText(event.description), language));
  if (event.location) lines.push(property('LOCATION', escapeText(event.location), language));
  if (event.categories?.length) lines.push(property('CATEGORIES', event.categories.map(escapeText).join(','), language));
  if (event.url) lines.push(property('URL', event.url, { VALUE: 'URI' }));
  lines.push('STATUS:CONFIRMED', 'TRANSP:OPAQUE', 'CLASS:PUBLIC', 'END:VEVENT');
  return lines;
}

/** The calendar as an iCalendar object: CRLF line ends, folded lines, ending with a line break. */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    property('PRODID', calendar.prodId),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    property('NAME', escapeText(calendar.name)),
    property('X-WR-CALNAME', escapeText(calendar.name)),
    ...(calendar.description ? [property('DESCRIPTION', escapeText(calendar.description)), property('X-WR-CALDESC', escapeText(calendar.description))] : []),
    property('X-WR-TIMEZONE', calendar.timeZone.tzid),
    ...(calendar.url ? [property('SOURCE', calendar.url, { VALUE: 'URI' }), property('URL', calendar.url, { VALUE: 'URI' })] : []),
    ...(calendar.refresh ? [property('REFRESH-INTERVAL', calendar.refresh, { VALUE: 'DURATION' }), property('X-PUBLISHED-TTL', calendar.refresh)] : []),
    ...timeZoneLines(calendar.timeZone),
    ...calendar.events.flatMap((event) => eventLines(event, calendar)),
    'END:VCALENDAR',
  ];
  return lines.join(CRLF) + CRLF;
}
