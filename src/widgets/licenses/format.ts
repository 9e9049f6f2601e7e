import type { PermitCost } from '../../content/licenses';
import { translate } from '../../shared/i18n/catalog';
import { formatAmount, pluralize } from '../../shared/i18n/format';
import type { Lang } from '../../runtime/store';
import { licensesMessages } from './messages';

/**
 * A fee as its amount and how often it is paid, shown one above the other:
 * `50 000 FCFA` + `par an`, `75,000 FCFA` + `one-off payment`.
 */
export function formatCost({ amount, period }: PermitCost, lang: Lang): { amount: string; period: string } {
  return { amount: formatAmount(amount, lang), period: translate(licensesMessages, lang, `cost.${period}`) };
}

/** `30 jours`, `7 days`. */
export function formatDays(days: number, lang: Lang): string {
  return pluralize(days, lang, {
    one: translate(licensesMessages, lang, 'days.one'),
    other: translate(licensesMessages, lang, 'days.other'),
  });
}
