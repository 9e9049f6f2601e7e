import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Localized } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
import type { ContentItems } from '../../collections/content';
import { Button } from '../../kit/ui/Button';
import { Notice } from '../../kit/ui/Notice';
import { ScreenHeader } from '../ScreenHeader';
import { Table, type Selection, type SortDescriptor } from '../../kit/ui/Table';
import { PencilIcon, PlusIcon, TrashIcon } from '../../kit/ui/admin-icons';
import { toast } from '../../kit/toast';
import { collectionSummaries } from '../../collections/summaries';
import { interpolate } from '../../shared/i18n/catalog';
import { pluralize } from '../../shared/i18n/format';
import { STAFF_PAGE_SIZE, type BulkAction } from '../../shared/staff-lists';
import type { CollectionName } from '../client';
import { adminStore, leaveIfSignedOut, useAdminStore } from '../store';
import { adminClient, useCollectionPage, useMutation } from '../use-admin';
import type { CollectionDescription, FormValues } from './description';
import { collectionMessages } from './messages';
import { BulkBar, Pagination, StatusFilterSelect, totalText } from './ListControls';
import { listMessages } from './list-messages';
import { readListParams, useListParams } from './list-params';

// The panel and the confirmation load when first opened: the list costs nothing for them.
// (`lazy` forgets that they are generic: given their own types back.)
const ItemPanel = lazy(() => import('./ItemPanel')) as unknown as typeof import('./ItemPanel').default;
const DeleteDialog = lazy(() => import('./DeleteDialog')) as unknown as typeof import('./DeleteDialog').default;

export interface CollectionScreenProps<C extends CollectionName, V extends FormValues> {
  description: CollectionDescription<C, V>;
  /** The screen's heading: its page's title (`pageTitles[paths.adminNews]`). */
  heading: Localized;
  /** 1 when the screen is the page's main content. The panel's title is one level below. */
  headingLevel: number;
  /** Opens the Create panel when it becomes true (a link to a blank form: `?create`). */
  openCreate?: boolean;
}

/** How long the header's search waits for typing to pause before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The API field a column sorts by: its id, but for the columns named otherwise. */
const SORT_FIELDS: Record<string, string> = { updated: 'updatedAt', time: 'start' };
const sortFieldOf = (column: string) => SORT_FIELDS[column] ?? column;

/** `-updatedAt` ↔ the table's sort descriptor on the column showing it. */
function sortOf(descriptor: SortDescriptor | undefined): string | undefined {
  if (!descriptor) return undefined;
  const field = sortFieldOf(String(descriptor.column));
  return descriptor.direction === 'descending' ? `-${field}` : field;
}
function descriptorOf(sort: string | undefined, columns: readonly { id: string }[]): SortDescriptor | undefined {
  if (!sort) return undefined;
  const field = sort.replace(/^-/, '');
  const column = columns.find((candidate) => sortFieldOf(candidate.id) === field);
  return column && { column: column.id, direction: sort.startsWith('-') ? 'descending' : 'ascending' };
}

/** The panel shown: a blank form, or an item's (`key` remounts it for another item). */
type Panel<C extends CollectionName> = { item: ContentItems[C] | null; key: number } | null;

/**
 * A collection's management screen: the header (breadcrumb back to the dashboard, the heading,
 * Create), the items in a sortable table filtered by the admin header's search, with Edit and
 * Delete on each row; the Create/Edit panel and the deletion's confirmation. Everything it
 * knows about the collection comes from `description`.
 */
export function CollectionScreen<C extends CollectionName, V extends FormValues>({
  description,
  heading,
  headingLevel,
  openCreate = false,
}: CollectionScreenProps<C, V>) {
  const { t, lang } = useI18n(collectionMessages);
  const list$ = useI18n(listMessages);
  const headingId = useId();
  const [params, changeParams] = useListParams();
  const defaultSort = sortOf(description.defaultSort);
  const sort = params.sort ?? defaultSort;
  const pageSize = STAFF_PAGE_SIZE.default;
  const list = useCollectionPage(description.collection, { status: params.status, page: params.page, pageSize, q: params.q, sort });
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const query = useAdminStore((state) => state.query);
  const [selected, setSelected] = useState<Selection>(new Set());
  const [panel, setPanel] = useState<Panel<C>>(null);
  const [deleting, setDeleting] = useState<ContentItems[C] | null>(null);
  const screenRef = useRef<HTMLElement>(null);
  const panels = useRef(0);
  // After a deletion the row and its button go with the next list: focus then goes to the heading.
  const refocus = useRef(false);
  const texts = description.texts;
  const nouns = collectionSummaries[description.collection].labels;

  const open = useCallback((item: ContentItems[C] | null) => setPanel({ item, key: (panels.current += 1) }), []);

  useEffect(() => {
    if (openCreate) setPanel((current) => current ?? { item: null, key: (panels.current += 1) });
  }, [openCreate]);

  useEffect(() => {
    if (list.error) leaveIfSignedOut(list.error);
  }, [list.error]);

  useEffect(() => {
    if (!refocus.current || list.loading) return;
    refocus.current = false;
    screenRef.current?.querySelector<HTMLElement>(`[id="${headingId}"]`)?.focus();
  }, [list.loading, headingId]);

  // The header's search starts as the address's, and follows it on back and forward.
  useEffect(() => {
    const follow = () => adminStore.getState().setQuery(readListParams(location.search).q);
    if (params.q) follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
    // Once: later changes of `q` come from the header itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // What is typed in the header's search goes to the server once typing pauses, from page 1.
  useEffect(() => {
    const typed = query.trim();
    if (typed === params.q) return undefined;
    const timer = setTimeout(() => changeParams({ q: typed, page: 1 }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, params.q, changeParams]);

  // Another page, filter, sort or search: the rows chosen before are no longer on screen.
  const shown = `${params.status}|${params.page}|${sort}|${params.q}`;
  useEffect(() => setSelected(new Set()), [shown]);

  // A page past the last (items deleted meanwhile, an old address): the last page instead.
  useEffect(() => {
    if (list.data && params.page > pages) changeParams({ page: pages }, { replace: true });
  }, [list.data, params.page, pages, changeParams]);

  // The page's rows come sorted from the server: the table sorts nothing itself.
  const columns = useMemo(
    () => description.columns(lang).map(({ sortValue, ...column }) => ({ ...column, allowsSorting: Boolean(sortValue) || column.allowsSorting })),
    [description, lang],
  );
  const rows = items;

  const chosen = selected === 'all' ? items : items.filter((item) => selected.has(item.id));
  const bulk = useMutation((action: BulkAction, targets: readonly ContentItems[C][]) => adminClient().collection(description.collection).bulk(action, targets));
  const runBulk = async (action: BulkAction) => {
    const results = await bulk.run(action, chosen);
    if (!results) {
      toast.error(t('toast.error'), { description: list$.t('bulk.failed') });
      return;
    }
    const done = results.filter((result) => result.ok).length;
    const failures = results.filter((result) => !result.ok);
    const doneText = pluralize(done, lang, { one: list$.t('bulk.doneOne'), other: list$.t('bulk.doneOther') });
    if (failures.length === 0) toast.success(t('toast.success'), { description: doneText });
    else {
      const first = failures[0]!;
      const reason = first.ok ? '' : first.error.message;
      const failed = interpolate(pluralize(failures.length, lang, { one: list$.t('bulk.failedOne'), other: list$.t('bulk.failedOther') }), { reason });
      toast.error(t('toast.error'), { description: done > 0 ? `${doneText} ${failed}` : failed });
    }
    setSelected(new Set());
    list.reload();
  };

  const searching = params.q;
  const emptyMessage = list.loading && items.length === 0 ? t('loading') : searching ? t('noResults', { query: searching }) : texts.empty[lang];
  const failedEmpty = list.error !== null && items.length === 0;

  return (
    <section ref={screenRef} className="collection" aria-labelledby={headingId}>
      <div part="header">
        <ScreenHeader
          heading={heading[lang]}
          headingLevel={headingLevel}
          headingId={headingId}
          intro={texts.intro[lang]}
          actions={
            <Button onPress={() => open(null)}>
              <PlusIcon width={20} height={20} />
              {texts.create[lang]}
            </Button>
          }
        />
      </div>
      {list.error && (
        <Notice tone="danger" role="alert" className="collection__failure">
          <p>{texts.loadFailed[lang]}</p>
          <div>
            <Button variant="secondary" isPending={list.loading} onPress={list.reload}>
              {list.loading ? t('loading') : t('retry')}
            </Button>
          </div>
        </Notice>
      )}
      <div className="collection__toolbar">
        <StatusFilterSelect value={params.status} onChange={(status) => changeParams({ status, page: 1 })} />
        <p className="collection__total" aria-live="polite">
          {list.data ? totalText(total, { singular: nouns.singular[lang], plural: nouns.plural[lang] }, lang) : '\u00a0'}
        </p>
      </div>
      {chosen.length > 0 && (
        <BulkBar
          count={chosen.length}
          pending={bulk.pending}
          onAction={(action) => void runBulk(action)}
          onClear={() => setSelected(new Set())}
          headingLevel={Math.min(headingLevel + 1, 6)}
        />
      )}
      {!failedEmpty && (
        <div part="table" className="collection__table" aria-busy={list.loading}>
          <Table
            aria-labelledby={headingId}
            columns={columns}
            rows={rows}
            sortDescriptor={descriptorOf(sort, columns)}
            onSortChange={(descriptor) => changeParams({ sort: sortOf(descriptor) === defaultSort ? undefined : sortOf(descriptor), page: 1 })}
            selectedKeys={selected}
            onSelectionChange={setSelected}
            emptyMessage={emptyMessage}
            rowActions={(item) => {
              const label = description.labelOf(item, lang);
              return (
                <>
                  <Button variant="secondary" className="collection__action" aria-label={t('action.editLabel', { label })} onPress={() => open(item)}>
                    <PencilIcon width={18} height={18} />
                    {t('action.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    className="collection__action collection__action--delete"
                    aria-label={t('action.deleteLabel', { label })}
                    onPress={() => setDeleting(item)}
                  >
                    <TrashIcon width={18} height={18} />
                    {t('action.delete')}
                  </Button>
                </>
              );
            }}
          />
        </div>
      )}
      {!failedEmpty && pages > 1 && <Pagination page={Math.min(params.page, pages)} pages={pages} onChange={(page) => changeParams({ page })} />}
      {panel && (
        <Suspense fallback={null}>
          <ItemPanel
            key={panel.key}
            description={description}
            item={panel.item}
            headingLevel={Math.min(headingLevel + 1, 6)}
            onClose={() => setPanel(null)}
            onSaved={() => {
              setPanel(null);
              list.reload();
            }}
            onListChanged={list.reload}
          />
        </Suspense>
      )}
      {deleting && (
        <Suspense fallback={null}>
          <DeleteDialog
            key={deleting.id}
            description={description}
            item={deleting}
            headingLevel={Math.min(headingLevel + 1, 6)}
            onClose={() => setDeleting(null)}
            onDeleted={() => {
              setDeleting(null);
              refocus.current = true;
              list.reload();
            }}
            onListChanged={list.reload}
          />
        </Suspense>
      )}
    </section>
  );
}
