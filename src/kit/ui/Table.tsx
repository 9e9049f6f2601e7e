import clsx from 'clsx';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import {
  Cell,
  Checkbox as AriaCheckbox,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { useI18n } from '../../runtime/i18n/react';
import { adminMessages } from './admin-messages';
import { ArrowDownIcon, ArrowUpIcon, CheckIcon, SortIcon } from './icons';
import { sortRows, type SortValue } from './table-sort';

export type { Selection, SortDescriptor } from 'react-aria-components';

export interface TableColumn<Row> {
  /** Unique among the columns; the `column` of a sort descriptor. */
  id: string;
  /** The column heading. */
  label: string;
  /** What a row shows in this column (text, a badge, a formatted date). */
  cell: (row: Row) => ReactNode;
  /**
   * The value this column sorts by: a column with one can be sorted, and the table sorts its
   * rows itself (texts in the page language's order, numbers as numbers, empty values last).
   */
  sortValue?: (row: Row) => SortValue;
  /** Sortable with the rows sorted by the caller (on the server): use a controlled `sortDescriptor`. */
  allowsSorting?: boolean;
  /** Whether this column names the row (default: the first column). */
  isRowHeader?: boolean;
  /** `end` for figures, so they line up (default `start`). */
  align?: 'start' | 'end';
}

export interface TableProps<Row extends { id: Key }> {
  /**
   * The table's name; or give `aria-labelledby`. When the table is wider than its box, its
   * scrolling region takes the same name plus « défile horizontalement », so it stays distinct
   * from a section named by the same heading.
   */
  'aria-label'?: string;
  /** The id of a heading (in the same shadow root) that names the table. */
  'aria-labelledby'?: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** The sort shown (controlled); give `onSortChange` with it. */
  sortDescriptor?: SortDescriptor;
  /** The sort at first (uncontrolled); none by default, the rows in the order given. */
  defaultSortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Shown in a single row when there are no rows (default « Aucun élément pour le moment. »). */
  emptyMessage?: ReactNode;
  /** A last column of controls for each row (Edit, Delete, a Menu). */
  rowActions?: (row: Row) => ReactNode;
  /** The heading of the actions column (default « Actions »). */
  actionsLabel?: string;
  /**
   * Rows chosen with a checkbox each (and one in the heading for all): give `selectedKeys` and
   * `onSelectionChange` (react-aria's multiple selection; a press on a row toggles it).
   */
  selectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  className?: string;
}

/** The box of a row's (or the heading's) selection checkbox: react-aria names it (« Sélectionner »). */
function SelectionBox() {
  return (
    <AriaCheckbox slot="selection" className="ui-table__select">
      <span className="ui-table__select-box" aria-hidden="true">
        <CheckIcon className="ui-table__select-check" width={16} height={16} strokeWidth={3} />
      </span>
    </AriaCheckbox>
  );
}

/**
 * Whether an element is wider inside than its box: it then scrolls sideways, and the keyboard
 * must be able to reach it (WCAG 2.1.1), so it takes focus only then.
 */
function useScrollsInline(): [(element: HTMLElement | null) => (() => void) | undefined, boolean] {
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const sizes = new ResizeObserver(measure);
    sizes.observe(element);
    if (element.firstElementChild) sizes.observe(element.firstElementChild);
    return () => sizes.disconnect();
  }, []);
  return [ref, scrolls];
}

const ACTIONS_COLUMN = '__actions';

/**
 * A data table (react-aria's Table, a grid: arrow keys move between cells, Enter or Space on a
 * sortable heading sorts by it). It scrolls sideways inside its own labelled region, never the
 * page, and shows a message row when there is nothing to list.
 */
export function Table<Row extends { id: Key }>({
  columns,
  rows,
  sortDescriptor,
  defaultSortDescriptor,
  onSortChange,
  emptyMessage,
  rowActions,
  actionsLabel,
  selectedKeys,
  onSelectionChange,
  className,
  ...labelling
}: TableProps<Row>) {
  const selecting = selectedKeys !== undefined;
  const { t, lang } = useI18n(adminMessages);
  const [ownSort, setOwnSort] = useState(defaultSortDescriptor);
  const sort = sortDescriptor ?? ownSort;
  const [scrollRef, scrolls] = useScrollsInline();
  const hintId = useId();
  // Only a region that scrolls needs to be reachable and named (keyboard users scroll it).
  const region = scrolls
    ? {
        role: 'region',
        tabIndex: 0,
        ...(labelling['aria-labelledby']
          ? { 'aria-labelledby': `${labelling['aria-labelledby']} ${hintId}` }
          : { 'aria-label': `${labelling['aria-label'] ?? ''} (${t('table.scrolls')})` }),
      }
    : {};

  const sortedRows = useMemo(() => {
    const column = sort && columns.find((candidate) => candidate.id === sort.column);
    if (!sort || !column?.sortValue) return rows;
    return sortRows(rows, column.sortValue, sort.direction, lang);
  }, [rows, columns, sort, lang]);

  const rowHeader = columns.find((column) => column.isRowHeader)?.id ?? columns[0]?.id;
  const changeSort = (descriptor: SortDescriptor) => {
    if (sortDescriptor === undefined) setOwnSort(descriptor);
    onSortChange?.(descriptor);
  };
  const alignClass = (column: TableColumn<Row>) => column.align === 'end' && 'ui-table__cell--end';

  return (
    <div
      ref={scrollRef}
      className={clsx('ui-table-scroll', className)}
      {...region}
    >
      {scrolls && labelling['aria-labelledby'] && (
        <span id={hintId} hidden>
          {t('table.scrolls')}
        </span>
      )}
      <AriaTable
        {...labelling}
        className="ui-table"
        sortDescriptor={sort}
        onSortChange={changeSort}
        {...(selecting ? { selectionMode: 'multiple' as const, selectedKeys, onSelectionChange } : {})}
      >
        <TableHeader className="ui-table__header">
          {selecting && (
            <Column id="__select" className="ui-table__select-column">
              <SelectionBox />
            </Column>
          )}
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.id === rowHeader}
              allowsSorting={Boolean(column.sortValue) || column.allowsSorting}
              className={clsx('ui-table__column', alignClass(column))}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className="ui-table__heading">
                  {column.label}
                  {allowsSorting && (
                    <span className="ui-table__sort" data-direction={sortDirection}>
                      {sortDirection === 'ascending' ? (
                        <ArrowUpIcon width={16} height={16} />
                      ) : sortDirection === 'descending' ? (
                        <ArrowDownIcon width={16} height={16} />
                      ) : (
                        <SortIcon width={16} height={16} />
                      )}
                    </span>
                  )}
                </span>
              )}
            </Column>
          ))}
          {rowActions && (
            <Column id={ACTIONS_COLUMN} className="ui-table__column ui-table__column--actions">
              {actionsLabel ?? t('table.actions')}
            </Column>
          )}
        </TableHeader>
        <TableBody
          className="ui-table__body"
          items={sortedRows}
          dependencies={[columns, rowActions, selecting]}
          renderEmptyState={() => <p className="ui-table__empty">{emptyMessage ?? t('table.empty')}</p>}
        >
          {(row) => (
            <Row id={row.id} className="ui-table__row">
              {selecting && (
                <Cell key="__select" className="ui-table__select-cell">
                  <SelectionBox />
                </Cell>
              )}
              {columns.map((column) => (
                <Cell key={column.id} className={clsx('ui-table__cell', alignClass(column))}>
                  {column.cell(row)}
                </Cell>
              ))}
              {rowActions && (
                <Cell key={ACTIONS_COLUMN} className="ui-table__cell ui-table__cell--actions">
                  <div className="ui-table__actions">{rowActions(row)}</div>
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  );
}
