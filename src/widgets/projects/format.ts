import { formatDate } from '../../runtime/i18n/dates';
import type { Lang } from '../../runtime/store';

/** An ISO month (`2024-03`) as `mars 2024` / `March 2024`. */
export function formatMonth(isoMonth: string, lang: Lang): string {
  return formatDate(`${isoMonth}-01`, lang, 'MMMM yyyy');
}
