import type { PermitCost } from '../../content/licenses';
import { translate } from '../../core/i18n/catalog';
import { formatAmount, pluralize } from '../../core/i18n/format';
import type { Lang } from '../../core/store';
import { licensesMessages } from './messages';

/** `50 000 FCFA par an`, `25,000 FCFA per month`, `75 000 FCFA, paiement unique`. */
export function formatCost({ amount, period }: PermitCost, lang: Lang): string {
  return translate(licensesMessages, lang, `cost.${period}`, { amount: formatAmount(amount, lang) });
}

/** `30 jours`, `7 days`. */
export function formatDays(days: number, lang: Lang): string {
  return pluralize(days, lang, {
    one: translate(licensesMessages, lang, 'days.one'),
    other: translate(licensesMessages, lang, 'days.other'),
  });
}
