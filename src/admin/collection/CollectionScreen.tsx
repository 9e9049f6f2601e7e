import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Localized } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
import type { ContentItems } from '../../collections/content';
import { Button } from '../../kit/ui/Button';
import { Notice } from '../../kit/ui/Notice';
import { ScreenHeader } from '../ScreenHeader';
import { Table } from '../../kit/ui/Table';
import { PencilIcon, PlusIcon, TrashIcon } from '../../kit/ui/admin-icons';
import type { CollectionName } from '../client';
import { leaveIfSignedOut, useAdminStore } from '../store';
import { useCollectionList } from '../use-admin';
import type { CollectionDescription, FormValues } from './description';
import { collectionMessages } from './messages';
import { visibleItems } from './values';

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
  const headingId = useId();
  const list = useCollectionList(description.collection);
  const query = useAdminStore((state) => state.query);
  const [panel, setPanel] = useState<Panel<C>>(null);
  const [deleting, setDeleting] = useState<ContentItems[C] | null>(null);
  const screenRef = useRef<HTMLElement>(null);
  const panels = useRef(0);
  // After a deletion the row and its button go with the next list: focus then goes to the heading.
  const refocus = useRef(false);
  const texts = description.texts;

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

  const columns = useMemo(() => description.columns(lang), [description, lang]);
  const rows = useMemo(() => visibleItems(list.items, query, description.searchTexts), [list.items, query, description]);

  const searching = query.trim();
  const emptyMessage =
    list.loading && list.items.length === 0
      ? t('loading')
      : searching && list.items.length > 0
        ? t('noResults', { query: searching })
        : texts.empty[lang];
  const failedEmpty = list.error !== null && list.items.length === 0;

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
      {!failedEmpty && (
        <div part="table" className="collection__table">
          <Table
            aria-labelledby={headingId}
            columns={columns}
            rows={rows}
            defaultSortDescriptor={description.defaultSort}
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
