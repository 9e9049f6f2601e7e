import type { AmountRate, PercentRate, TaxBracket, TaxDeadline } from '../../content/taxes';
import { translate } from '../../shared/i18n/catalog';
import { formatDate } from '../../runtime/i18n/dates';
import { formatAmount, formatNumber } from '../../shared/i18n/format';
import type { Lang } from '../../runtime/store';
import { taxesMessages } from './messages';

/** `0,1 %`, `0,283 %`; `0.1%`. `value` is the percentage itself (0.1 means 0.1 %). */
export function formatTaxPercent(value: number, lang: Lang): string {
  return formatNumber(value / 100, lang, { style: 'percent', maximumFractionDigits: 3 });
}

/** `0,1 % de la valeur locative`, `1 000 FCFA par jour`; `1,000 FCFA per day`. */
export function formatSimpleRate(rate: AmountRate | PercentRate, lang: Lang): string {
  if (rate.kind === 'percent') return `${formatTaxPercent(rate.value, lang)} ${rate.base[lang]}`;
  return translate(taxesMessages, lang, `per.${rate.per}`, { amount: formatAmount(rate.value, lang) });
}

/**
 * One table row per bracket: its turnover (`jusqu’à 2 500 000 FCFA`, then `au-delà de …` for
 * the open one) and its rate (`20 000 FCFA par an`, `0,283 % du chiffre d’affaires`).
 */
export function formatBrackets(brackets: readonly TaxBracket[], lang: Lang): { turnover: string; rate: string }[] {
  return brackets.map((bracket, index) => {
    const rate = formatSimpleRate(bracket.rate, lang);
    if (bracket.upTo !== null) return { turnover: translate(taxesMessages, lang, 'bracket.upTo', { limit: formatAmount(bracket.upTo, lang) }), rate };
    const previous = brackets[index - 1]?.upTo ?? 0;
    return { turnover: translate(taxesMessages, lang, 'bracket.above', { limit: formatAmount(previous, lang) }), rate };
  });
}

/** `31 mars`, `31 March`: a day that comes back every year. */
export function formatYearlyDay(month: number, day: number, lang: Lang): string {
  // A leap year, so 29 February is a valid day too; the year itself is not shown.
  return formatDate(new Date(2024, month - 1, day), lang, 'd MMMM');
}

/** The yearless HTML date of a recurring day, `--03-31`, for `<time datetime>`. */
export function yearlessDate(month: number, day: number): string {
  return `--${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `Au plus tard le 31 mars de chaque année`, `By 31 March each year`, or the daily rule. */
export function formatDeadline(deadline: TaxDeadline, lang: Lang): string {
  if (deadline.kind === 'daily') return translate(taxesMessages, lang, 'deadline.daily');
  return translate(taxesMessages, lang, 'deadline.yearly', { date: formatYearlyDay(deadline.month, deadline.day, lang) });
}
