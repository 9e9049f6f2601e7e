import { useEffect, useId, useMemo, useState } from 'react';
import type { PropsOf } from '../../shared/contract';
import { interpolate, type Localized } from '../../shared/i18n/catalog';
import { collectionSummaries } from '../../collections/summaries';
import { pageTitles } from '../../content/page-titles';
import { paths } from '../../content/site-map';
import { ApiError } from '../../runtime/api';
import { formatDate, formatDateTime } from '../../runtime/i18n/dates';
import { useI18n } from '../../runtime/i18n/react';
import type { Lang } from '../../runtime/store';
import { toast } from '../../kit/toast';
import { AlertDialog, Table, type TableColumn } from '../../kit/ui/admin';
import { TrashIcon } from '../../kit/ui/admin-icons';
import { Badge } from '../../kit/ui/Badge';
import { Button } from '../../kit/ui/Button';
import { Notice } from '../../kit/ui/Notice';
import type { TrashItem } from '../../admin/client';
import { ScreenHeader } from '../../admin/ScreenHeader';
import { leaveIfSignedOut, loadUser, matchesQuery, useAdminStore } from '../../admin/store';
import { adminClient, outcomeOf, useAdminQuery, useMutation } from '../../admin/use-admin';
import type { adminTrashContract } from './admin-trash.contract';
import { adminTrashMessages } from './messages';

type AdminTrashProps = PropsOf<typeof adminTrashContract.props>;

/** A row of the table: a trashed item, keyed by its collection and id (ids repeat across collections). */
type Row = Omit<TrashItem, 'id'> & { id: string; itemId: number };

type Key = keyof (typeof adminTrashMessages)['fr'];
const both = (key: Key, vars: (lang: Lang) => Record<string, string>): Localized => ({
  fr: interpolate(adminTrashMessages.fr[key], vars('fr')),
  en: interpolate(adminTrashMessages.en[key], vars('en')),
});

/**
 * The Trash (/admin-dtima/trash): the items of every collection deleted in the last 30 days,
 * newest deletion first, each with its title, its collection, who deleted it and when, and when
 * it goes for good. « Restaurer » puts one back; admins may also « Supprimer définitivement »
 * (after a confirmation). The admin header's search filters the rows.
 */
export function AdminTrash({ headingLevel }: AdminTrashProps) {
  const { t, lang } = useI18n(adminTrashMessages);
  const headingId = useId();
  const trash = useAdminQuery((signal) => adminClient().trash.list({ signal }), 'trash');
  const query = useAdminStore((state) => state.query);
  const isAdmin = useAdminStore((state) => state.user?.role === 'admin');
  const [purging, setPurging] = useState<Row | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // Who is signed in (asked once a page): only admins see « Supprimer définitivement ».
  useEffect(() => void loadUser(), []);
  useEffect(() => {
    if (trash.error) leaveIfSignedOut(trash.error);
  }, [trash.error]);

  const rows = useMemo<Row[]>(
    () =>
      (trash.data ?? [])
        .map(({ id, ...item }) => ({ ...item, id: `${item.collection}:${id}`, itemId: id }))
        .filter((row) => matchesQuery(query, [row.title.fr, row.title.en, row.deletedBy])),
    [trash.data, query],
  );

  const titleOf = (row: Row, in_: Lang = lang) => row.title[in_] || row.title.fr;
  const pluralOf = (row: Row, in_: Lang) => collectionSummaries[row.collection]?.labels.plural[in_] ?? row.collection;

  const restore = useMutation((row: Row) => outcomeOf(adminClient().collection(row.collection).restore(row.itemId)));
  const purge = useMutation((row: Row) => outcomeOf(adminClient().trash.purge(row.collection, row.itemId)));

  const onRestore = async (row: Row) => {
    setBusy(row.id);
    const outcome = await restore.run(row);
    setBusy(null);
    if (outcome?.ok) toast.success({ fr: adminTrashMessages.fr.success, en: adminTrashMessages.en.success }, { description: both('restored', (l) => ({ label: titleOf(row, l), plural: pluralOf(row, l) })) });
    else if (outcome && !leaveIfSignedOut(outcome.error)) {
      toast.error({ fr: adminTrashMessages.fr.error, en: adminTrashMessages.en.error }, { description: both(gone(outcome.error) ? 'gone' : 'restoreFailed', () => ({})) });
    }
    trash.reload();
  };

  const onPurge = async () => {
    if (!purging) return;
    const row = purging;
    const outcome = await purge.run(row);
    if (outcome?.ok) toast.success({ fr: adminTrashMessages.fr.success, en: adminTrashMessages.en.success }, { description: both('purged', (l) => ({ label: titleOf(row, l) })) });
    else if (outcome && !leaveIfSignedOut(outcome.error)) {
      toast.error({ fr: adminTrashMessages.fr.error, en: adminTrashMessages.en.error }, { description: both(gone(outcome.error) ? 'gone' : 'purgeFailed', () => ({})) });
    }
    trash.reload();
  };

  const columns: TableColumn<Row>[] = [
    {
      id: 'title',
      label: t('column.title'),
      isRowHeader: true,
      cell: (row) => (
        <span className="trash__title">
          <span className="trash__name">{titleOf(row)}</span>
          {row.status === 'draft' && <Badge tone="neutral">{t('draft')}</Badge>}
        </span>
      ),
    },
    { id: 'collection', label: t('column.collection'), cell: (row) => collectionSummaries[row.collection]?.labels.singular[lang] ?? row.collection },
    { id: 'deletedBy', label: t('column.deletedBy'), cell: (row) => row.deletedBy ?? t('unknown') },
    { id: 'deletedAt', label: t('column.deletedAt'), cell: (row) => <span className="trash__nowrap">{formatDateTime(row.deletedAt, lang)}</span> },
    { id: 'purgeAt', label: t('column.purgeAt'), cell: (row) => t('purgeOn', { date: formatDate(row.purgeAt, lang) }) },
  ];

  const failedEmpty = trash.error !== null && trash.data === undefined;
  return (
    <section className="trash" aria-labelledby={headingId}>
      <ScreenHeader heading={pageTitles[paths.adminTrash][lang]} headingLevel={headingLevel} headingId={headingId} intro={t('intro')} />
      {trash.error && (
        <Notice tone="danger" role="alert">
          <p>{t('loadFailed')}</p>
          <div>
            <Button variant="secondary" isPending={trash.loading} onPress={trash.reload}>
              {trash.loading ? t('loading') : t('retry')}
            </Button>
          </div>
        </Notice>
      )}
      {!failedEmpty && (
        <div part="table" className="trash__table">
          <Table
            aria-labelledby={headingId}
            columns={columns}
            rows={rows}
            emptyMessage={trash.data === undefined ? t('loading') : t('empty')}
            rowActions={(row) => {
              const label = titleOf(row);
              return (
                <>
                  <Button variant="secondary" className="trash__action" aria-label={t('restoreLabel', { label })} isPending={busy === row.id} isDisabled={busy !== null && busy !== row.id} onPress={() => void onRestore(row)}>
                    {busy === row.id ? t('restoring') : t('restore')}
                  </Button>
                  {isAdmin && (
                    <Button variant="ghost" className="trash__action trash__action--purge" aria-label={t('purgeLabel', { label })} onPress={() => setPurging(row)}>
                      <TrashIcon width={18} height={18} />
                      {t('purge')}
                    </Button>
                  )}
                </>
              );
            }}
          />
        </div>
      )}
      {purging && (
        <AlertDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && !purge.pending && setPurging(null)}
          title={t('purgeTitle', { label: titleOf(purging) })}
          confirmLabel={purge.pending ? t('purging') : t('purge')}
          isPending={purge.pending}
          onConfirm={onPurge}
          headingLevel={Math.min(headingLevel + 1, 6)}
        >
          <p>{t('purgeBody')}</p>
        </AlertDialog>
      )}
    </section>
  );
}

const gone = (error: unknown) => error instanceof ApiError && error.status === 404;
