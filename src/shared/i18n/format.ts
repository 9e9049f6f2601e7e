import type { Lang } from '../lang';

/** BCP 47 tags for Intl: the commune is in Cameroon, where English follows British usage. */
export const LOCALE_TAG: Record<Lang, string> = { fr: 'fr-FR', en: 'en-GB' };

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

const LARGE_SCALES = [
  { unit: 1_000_000_000, fr: { one: 'milliard', other: 'milliards' }, en: { one: 'billion', other: 'billion' } },
  { unit: 1_000_000, fr: { one: 'million', other: 'millions' }, en: { one: 'million', other: 'million' } },
] as const;

/**
 * A large sum as people say it, to two decimals of its scale: `500 millions de FCFA`,
 * `1,19 milliard de FCFA`; `500 million FCFA`, `1.19 billion FCFA` (the code after the amount,
 * as `formatAmount` writes it). Under a million, every digit: `450 000 FCFA`. No-break spaces
 * keep the figure and its words on one line.
 */
export function formatLargeAmount(value: number, lang: Lang): string {
  const rounded = (unit: number) => Math.round((Math.abs(value) / unit) * 100) / 100;
  // The largest scale the rounded figure reaches: 999 999 999 is `1 milliard`, not `1 000 millions`.
  const scale = LARGE_SCALES.find(({ unit }) => rounded(unit) >= 1);
  if (!scale) return formatAmount(value, lang);
  const count = Math.sign(value) * rounded(scale.unit);
  const word = new Intl.PluralRules(LOCALE_TAG[lang]).select(count) === 'one' ? scale[lang].one : scale[lang].other;
  const figure = formatNumber(count, lang, { maximumFractionDigits: 2 });
  return lang === 'fr' ? `${figure}\u00a0${word}\u00a0de\u00a0FCFA` : `${figure}\u00a0${word}\u00a0FCFA`;
}

/** `08:00–12:00`, with the locale's separator and hour style, for times written `HH:mm`. */
export function formatTimeRange(start: string, end: string, lang: Lang): string {
  const at = (time: string) => {
    const [hours, minutes] = time.split(':').map(Number);
    return new Date(2000, 0, 1, hours, minutes);
  };
  const formatter = new Intl.DateTimeFormat(LOCALE_TAG[lang], { hour: '2-digit', minute: '2-digit' });
  // Not `formatRange`: its spaces differ between ICU versions (thin in Node 20, plain in Chromium),
  // and a page rendered on the server must read exactly as the browser would write it.
  return `${formatter.format(at(start))}${lang === 'fr' ? ' – ' : '–'}${formatter.format(at(end))}`;
}

/** Singular/plural through Intl.PluralRules: `pluralize(n, lang, { one: '…', other: '…' })`. */
export function pluralize(count: number, lang: Lang, forms: { one: string; other: string }): string {
  const rule = new Intl.PluralRules(LOCALE_TAG[lang]).select(count);
  return (rule === 'one' ? forms.one : forms.other).replace('{count}', formatNumber(count, lang));
}
