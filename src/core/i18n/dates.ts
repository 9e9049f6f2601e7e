import { format, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { fr } from 'date-fns/locale/fr';
import { useCallback } from 'react';
import type { Lang } from '../store';
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

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? parseDay(value) : value;
}

/** Formats with a date-fns pattern in the language's locale (French weeks start on Monday). */
export function formatDate(value: string | Date, lang: Lang, pattern: string = DATE_PATTERN): string {
  return format(toDate(value), pattern, { locale: DATE_LOCALE[lang] });
}

export function weekStartsOn(lang: Lang): number {
  return DATE_LOCALE[lang].options?.weekStartsOn ?? 0;
}


/** `formatDate` bound to the page's current language, for components. */
export function useFormatDate(): (value: string | Date, pattern?: string) => string {
  const lang = useLanguage();
  return useCallback((value, pattern) => formatDate(value, lang, pattern), [lang]);
}
