import { format, isValid, parseISO } from 'date-fns';
import { enGB, fr } from 'date-fns/locale';
import type { Lang } from '../store';

/** BCP 47 tags for Intl: the commune is in Cameroon, where English follows British usage. */
export const LOCALE_TAG: Record<Lang, string> = { fr: 'fr-FR', en: 'en-GB' };

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

/** `150 000` in French (narrow no-break space), `150,000` in English. */
export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(LOCALE_TAG[lang], options).format(value);
}

/** `5,2 %` in French, `5.2%` in English; `value` is the percentage itself (5.2, not 0.052). */
export function formatPercent(value: number, lang: Lang, maximumFractionDigits = 1): string {
  return formatNumber(value / 100, lang, { style: 'percent', maximumFractionDigits });
}

/** `50 000 FCFA`: the franc CFA has no minor unit, and residents write the code after the amount. */
export function formatAmount(value: number, lang: Lang): string {
  return `${formatNumber(value, lang, { maximumFractionDigits: 0 })}\u00a0FCFA`;
}

/** `08:00–12:00`, with the locale's separator and hour style, for times written `HH:mm`. */
export function formatTimeRange(start: string, end: string, lang: Lang): string {
  const at = (time: string) => {
    const [hours, minutes] = time.split(':').map(Number);
    return new Date(2000, 0, 1, hours, minutes);
  };
  const formatter = new Intl.DateTimeFormat(LOCALE_TAG[lang], { hour: '2-digit', minute: '2-digit' });
  return formatter.formatRange(at(start), at(end));
}

/** Singular/plural through Intl.PluralRules: `pluralize(n, lang, { one: '…', other: '…' })`. */
export function pluralize(count: number, lang: Lang, forms: { one: string; other: string }): string {
  const rule = new Intl.PluralRules(LOCALE_TAG[lang]).select(count);
  return (rule === 'one' ? forms.one : forms.other).replace('{count}', formatNumber(count, lang));
}
