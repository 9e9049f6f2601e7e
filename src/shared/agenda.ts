import { foldForSearch } from './search';

/*
 * The agenda's rules, said once for the server and the browser: what day it is in Dtima, which
 * events are upcoming, an annual event's next date, and an event's address on the site.
 */

/** The commune's time zone: Cameroon keeps West Africa Time, UTC+1, with no daylight saving. */
export const COMMUNE_TIME_ZONE = 'Africa/Douala';

let dayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day in Dtima at `moment`, ISO (`2025-05-20`), whatever the machine's time zone. */
export function communeDay(moment: Date = new Date()): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: COMMUNE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return dayFormat.format(moment);
}

/**
 * The one rule for « à venir » / "upcoming": an event is upcoming from the start of its day in
 * Dtima until that day ends (`date >= today`). The home page's list, the events page, the
 * calendar pages and the dashboard's "Upcoming Events" count (server/repositories/stats.ts,
 * the same comparison in SQL) all use it.
 */
export function isUpcoming(event: { date: string }, today: string): boolean {
  return event.date >= today;
}

/** `2025-05` → whether it is a month (`YYYY-MM`, 01 to 12). */
export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** The month of an ISO day: `2025-05-20` → `2025-05`. */
export const monthOf = (isoDay: string) => isoDay.slice(0, 7);

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * An annual event's next date on or after `today`: its own date when that is still to come,
 * else the same day of the first year where it is (29 February becomes the 28th in other years).
 * `2025-05-20` on `2026-11-26` → `2027-05-20`.
 */
export function nextAnnualDate(isoDay: string, today: string): string {
  if (isoDay >= today) return isoDay;
  const [, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const on = (year: number) => {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    const lastDay = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
    return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
  };
  const year = Number(today.slice(0, 4));
  return on(year) >= today ? on(year) : on(year + 1);
}

/**
 * Words of a title as an address: lower case, no accents, hyphens between words, at most about
 * 60 characters cut between words. `Journée mondiale de la santé` → `journee-mondiale-de-la-sante`.
 */
export function slugify(text: string, maxLength = 60): string {
  const words = foldForSearch(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxLength && slug) break;
    slug = next.slice(0, maxLength);
  }
  return slug;
}
