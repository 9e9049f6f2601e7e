import { categoryOf, type CommuneEvent } from '../../content/events';
import type { Localized } from '../../shared/i18n/catalog';
import { parseDay } from '../../runtime/i18n/dates';

/**
 * An event a partner gives `<commune-events>` through its `items` property: the shape of the
 * commune's own events, where a title or description may also be one text for both languages.
 */
export interface PartnerEvent {
  id?: string;
  title: string | Localized;
  /** ISO day, `2025-05-20`. */
  date: string;
  /** `HH:mm`. */
  start: string;
  /** `HH:mm`, not before `start`. */
  end: string;
  description?: string | Localized;
  location?: string | Localized;
  /** One of the commune's categories (`health`…); anything else is `other`. */
  category?: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `date` names a real day (`2025-02-30` does not). */
function isDay(date: string): boolean {
  try {
    parseDay(date);
    return true;
  } catch {
    return false;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function localized(value: unknown): Localized | undefined {
  if (isText(value)) return { fr: value, en: value };
  if (typeof value === 'object' && value !== null) {
    const { fr, en } = value as Partial<Record<string, unknown>>;
    if (isText(fr) && isText(en)) return { fr, en };
    if (isText(fr)) return { fr, en: fr };
    if (isText(en)) return { fr: en, en };
  }
  return undefined;
}

/** Why an entry is not an event, or undefined when it is one. */
function problemWith(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return 'not an object';
  const { title, date, start, end, description, location } = entry as Record<string, unknown>;
  if (!localized(title)) return 'title must be a text, or { fr, en } texts';
  if (typeof date !== 'string' || !ISO_DAY.test(date) || !isDay(date)) return 'date must be an ISO day such as "2025-05-20"';
  if (typeof start !== 'string' || !TIME.test(start)) return 'start must be a time such as "08:00"';
  if (typeof end !== 'string' || !TIME.test(end) || end < start) return 'end must be a time such as "12:00", not before start';
  if (description !== undefined && !localized(description)) return 'description, when given, must be a text, or { fr, en } texts';
  if (location !== undefined && !localized(location)) return 'location, when given, must be a text, or { fr, en } texts';
  return undefined;
}

function nameOf(entry: unknown, index: number): string {
  const title = typeof entry === 'object' && entry !== null ? (entry as { title?: unknown }).title : undefined;
  const text = localized(title)?.fr;
  return text ? `items[${index}] (${JSON.stringify(text.length > 40 ? `${text.slice(0, 39)}…` : text)})` : `items[${index}]`;
}

export interface PartnerEventsResult {
  events: CommuneEvent[];
  /** One line per skipped entry, naming it and saying what is wrong. */
  skipped: string[];
}

/** A partner's entries as events, in their order; an invalid entry is skipped and named. */
export function readPartnerEvents(entries: readonly unknown[]): PartnerEventsResult {
  const events: CommuneEvent[] = [];
  const skipped: string[] = [];
  entries.forEach((entry, index) => {
    const problem = problemWith(entry);
    if (problem) {
      skipped.push(`${nameOf(entry, index)}: ${problem}`);
      return;
    }
    const event = entry as PartnerEvent;
    events.push({
      id: typeof event.id === 'string' && event.id ? event.id : `partner-${index}`,
      title: localized(event.title)!,
      date: event.date,
      start: event.start,
      end: event.end,
      description: localized(event.description) ?? { fr: '', en: '' },
      location: localized(event.location),
      category: categoryOf(event),
    });
  });
  return { events, skipped };
}
