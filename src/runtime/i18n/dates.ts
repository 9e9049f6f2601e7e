import { format, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { fr } from 'date-fns/locale/fr';
import { useCallback, useEffect, useState } from 'react';
import type { Lang } from '../store';
import { LOCALE_TAG } from '../../shared/i18n/format';
import { COMMUNE_TIME_ZONE } from '../../shared/agenda';
import { useLanguage } from './react';

/*
 * Dates, with date-fns and the language's locale. Kept apart from the number formatters so that
 * only the elements that show dates carry date-fns and its locales.
 */

const DATE_LOCALE = { fr, en: enGB } as const;

/** SPEC §9: dates read `dd MMMM yyyy` — `20 mai 2025`, `20 May 2025`. */
export const DATE_PATTERN = 'dd MMMM yyyy';

/**
 * Parses an ISO day (`2025-05-20`) as local midnight. `new Date('2025-05-20')` would be UTC
 * midnight and show the previous day anywhere west of Greenwich.
 */
export function parseDay(isoDay: string): Date {
  const day = parseISO(isoDay);
  if (!isValid(day)) throw new RangeError(`Invalid ISO date: ${JSON.stringify(isoDay)}`);
  return day;
}

/** The commune's time zone: dates and times read as they do in Dtima, on the server and in every browser. */
export { COMMUNE_TIME_ZONE };

let communeClock: Intl.DateTimeFormat | undefined;

/**
 * A moment as Dtima's wall clock shows it, as a Date whose local fields are those of the
 * commune (date-fns formats local fields): the server (UTC) and a reader abroad write the
 * same day and hour as a reader in Dtima, so a hydrated page reads as the server wrote it.
 */
export function inCommuneTime(moment: Date): Date {
  if (!isValid(moment)) return moment;
  communeClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: COMMUNE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const field = Object.fromEntries(communeClock.formatToParts(moment).map((part) => [part.type, Number(part.value)]));
  return new Date(field.year!, field.month! - 1, field.day!, field.hour!, field.minute!, field.second!);
}

/** An ISO day as local midnight; a moment (a Date, or an ISO date-time) as the commune's wall clock. */
function toDate(value: string | Date): Date {
  if (typeof value !== 'string') return inCommuneTime(value);
  return value.length > 10 ? inCommuneTime(parseISO(value)) : parseDay(value);
}

/** Formats with a date-fns pattern in the language's locale (French weeks start on Monday). */
export function formatDate(value: string | Date, lang: Lang, pattern: string = DATE_PATTERN): string {
  return format(toDate(value), pattern, { locale: DATE_LOCALE[lang] });
}

export function weekStartsOn(lang: Lang): number {
  return DATE_LOCALE[lang].options?.weekStartsOn ?? 0;
}

/** A moment in full, for a `<time>` or a tooltip: `20 mai 2025 à 09:05`, `20 May 2025 at 09:05`. */
export function formatDateTime(value: string | Date, lang: Lang): string {
  const moment = inCommuneTime(typeof value === 'string' ? parseISO(value) : value);
  return format(moment, lang === 'fr' ? `${DATE_PATTERN} 'à' HH:mm` : `${DATE_PATTERN} 'at' HH:mm`, { locale: DATE_LOCALE[lang] });
}

const JUST_NOW = { fr: 'à l’instant', en: 'just now' } as const;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a moment was, as people say it in a list of recent things: `à l’instant`,
 * `il y a 5 min`, `il y a 3 h`, `hier`, `il y a 4 jours` (`just now`, `5 min ago`, `3 hr ago`,
 * `yesterday`, `4 days ago`); from a week on, or for a moment still to come, its date
 * (`20 mai 2025`). `now` is given, so a list can refresh on its own clock.
 */
export function formatRelativeTime(value: string | Date, now: Date, lang: Lang): string {
  const moment = typeof value === 'string' ? parseISO(value) : value;
  const elapsed = now.getTime() - moment.getTime();
  if (elapsed < -MINUTE || elapsed >= 7 * DAY) return format(inCommuneTime(moment), DATE_PATTERN, { locale: DATE_LOCALE[lang] });
  if (elapsed < MINUTE) return JUST_NOW[lang];
  const relative = new Intl.RelativeTimeFormat(LOCALE_TAG[lang], { style: 'short', numeric: 'auto' });
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  // `il y a 4 j` is too terse: days in words.
  return new Intl.RelativeTimeFormat(LOCALE_TAG[lang], { numeric: 'auto' }).format(-Math.floor(elapsed / DAY), 'day');
}


/** `formatDate` bound to the page's current language, for components. */
export function useFormatDate(): (value: string | Date, pattern?: string) => string {
  const lang = useLanguage();
  return useCallback((value, pattern) => formatDate(value, lang, pattern), [lang]);
}

/** The current time, read again every `intervalMs` (default a minute): « il y a 5 min » stays true. */
export function useNow(intervalMs = MINUTE): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
