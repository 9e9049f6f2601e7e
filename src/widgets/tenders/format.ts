import type { TenderCategory, TenderDetails } from '../../content/tenders';
import { translate } from '../../shared/i18n/catalog';
import { pluralize } from '../../shared/i18n/format';
import type { BadgeTone } from '../../kit/ui/Badge';
import type { Lang } from '../../runtime/store';
import { tendersMessages } from './messages';

/** The badge colour of each category; the badge’s text names the category too. */
export const categoryTone: Readonly<Record<TenderCategory, BadgeTone>> = {
  works: 'warning',
  supplies: 'info',
  services: 'success',
};

/** `90 jours`, `12 mois`; `90 days`, `12 months`. */
export function formatExecution({ value, unit }: TenderDetails['execution'], lang: Lang): string {
  return pluralize(value, lang, {
    one: translate(tendersMessages, lang, `execution.${unit}.one`),
    other: translate(tendersMessages, lang, `execution.${unit}.other`),
  });
}
