import type { TenderCategory, TenderDetails } from '../../content/tenders';
import { translate } from '../../core/i18n/catalog';
import { pluralize } from '../../core/i18n/format';
import type { BadgeTone } from '../../core/ui/Badge';
import type { Lang } from '../../core/store';
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
