import type { FlashNewsItem } from '../../content/flash-news';
import { formatAmount, formatNumber } from '../../core/i18n/format';
import type { Lang } from '../../core/store';

const NBSP = '\u00a0';

/**
 * A large sum as a news item says it, rounded to two decimals of its scale:
 * `1,19 milliard de FCFA`, `1.19 billion CFA francs`. Under a million, every digit
 * (`450 000 FCFA`). No-break spaces keep the figure and its words on one line.
 */
export function formatLargeAmount(value: number, lang: Lang): string {
  if (Math.abs(value) < 1_000_000) return formatAmount(value, lang);
  const figure = formatNumber(value, lang, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 2 }).replace(/\s/g, NBSP);
  return lang === 'fr' ? `${figure}${NBSP}de${NBSP}FCFA` : `${figure}${NBSP}CFA${NBSP}francs`;
}

/** The news, newest first (then by id, for a stable order on the same day). Never mutates `items`. */
export function newestFirst(items: readonly FlashNewsItem[]): FlashNewsItem[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** Pattern for a card's date: day, full month name, year (`6 juillet 2023`, `6 July 2023`). */
export const NEWS_DATE_PATTERN = 'd MMMM yyyy';
