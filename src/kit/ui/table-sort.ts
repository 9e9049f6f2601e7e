import type { Lang } from '../../runtime/store';
import { LOCALE_TAG } from '../../shared/i18n/format';

export type SortDirection = 'ascending' | 'descending';
export type SortValue = string | number | null | undefined;

/**
 * The rows in the order a column asks for, as a new array: texts compared the way the page's
 * language sorts them (accents, numbers inside words: « Étape 2 » before « Étape 10 »), numbers
 * as numbers, empty values last whatever the direction. Equal rows keep their order.
 */
export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => SortValue, direction: SortDirection, lang: Lang): Row[] {
  const collator = new Intl.Collator(LOCALE_TAG[lang], { numeric: true, sensitivity: 'base' });
  const sign = direction === 'ascending' ? 1 : -1;
  const empty = (item: SortValue) => item === null || item === undefined || item === '';
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (empty(a.key) || empty(b.key)) return Number(empty(a.key)) - Number(empty(b.key)) || a.index - b.index;
      const order =
        typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : collator.compare(String(a.key), String(b.key));
      return order * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}
