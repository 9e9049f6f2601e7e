import { formatAmount, formatDate, formatNumber, LOCALE_TAG } from '../../core/i18n/format';
import type { Lang } from '../../core/store';

const MILLION = 1_000_000;
const BILLION = 1_000_000_000;

const SCALE_WORDS: Record<Lang, Record<'million' | 'billion', { one: string; other: string }>> = {
  fr: { million: { one: 'million', other: 'millions' }, billion: { one: 'milliard', other: 'milliards' } },
  en: { million: { one: 'million', other: 'million' }, billion: { one: 'billion', other: 'billion' } },
};

/**
 * A project budget as people say it: « 500 millions FCFA », "FCFA 500 million" (British
 * usage puts the currency first), with no-break spaces. Amounts under a million, or with more
 * than two decimals of millions, keep every digit: `formatAmount`.
 */
export function formatBudget(amount: number, lang: Lang): string {
  const scale = amount >= BILLION ? 'billion' : amount >= MILLION ? 'million' : undefined;
  const unit = scale === 'billion' ? BILLION : MILLION;
  if (!scale || !Number.isInteger(amount / (unit / 100))) return formatAmount(amount, lang);
  const count = amount / unit;
  const words = SCALE_WORDS[lang][scale];
  const word = new Intl.PluralRules(LOCALE_TAG[lang]).select(count) === 'one' ? words.one : words.other;
  const number = formatNumber(count, lang, { maximumFractionDigits: 2 });
  return lang === 'fr' ? `${number}\u00a0${word}\u00a0FCFA` : `FCFA\u00a0${number}\u00a0${word}`;
}

/** An ISO month (`2024-03`) as `mars 2024` / `March 2024`. */
export function formatMonth(isoMonth: string, lang: Lang): string {
  return formatDate(`${isoMonth}-01`, lang, 'MMMM yyyy');
}
