import { formatDate } from '../../core/i18n/dates';
import type { Lang } from '../../core/store';

/** An ISO month (`2024-03`) as `mars 2024` / `March 2024`. */
export function formatMonth(isoMonth: string, lang: Lang): string {
  return formatDate(`${isoMonth}-01`, lang, 'MMMM yyyy');
}
