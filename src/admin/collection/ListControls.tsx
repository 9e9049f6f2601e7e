import { useState } from 'react';
import { interpolate } from '../../shared/i18n/catalog';
import { formatNumber, pluralize } from '../../shared/i18n/format';
import { useI18n } from '../../runtime/i18n/react';
import type { Lang } from '../../runtime/store';
import { AlertDialog } from '../../kit/ui/AlertDialog';
import { Button } from '../../kit/ui/Button';
import { Select } from '../../kit/ui/Select';
import type { BulkAction } from '../../shared/staff-lists';
import type { StatusFilter } from './list-params';
import { listMessages } from './list-messages';

/*
 * Around a collection screen's table: the status filter and the total above it, the pages
 * below it, and the actions on the rows chosen with their checkboxes.
 */

/** « 5 000 actualités », « 1 actualité »: the total, with the collection's noun. */
export function totalText(total: number, nouns: { singular: string; plural: string }, lang: Lang): string {
  const noun = pluralize(total, lang, { one: nouns.singular, other: nouns.plural });
  return `${formatNumber(total, lang)}\u00a0${noun.charAt(0).toLocaleLowerCase(lang) + noun.slice(1)}`;
}

export function StatusFilterSelect({ value, onChange }: { value: StatusFilter; onChange: (status: StatusFilter) => void }) {
  const { t } = useI18n(listMessages);
  return (
    <Select<StatusFilter>
      className="collection__filter"
      label={t('filter.label')}
      value={value}
      onChange={(status) => status && onChange(status)}
      options={[
        { id: 'all', label: t('filter.all') },
        { id: 'published', label: t('filter.published') },
        { id: 'draft', label: t('filter.draft') },
      ]}
    />
  );
}

/** « Précédent », « Page 2 sur 200 », « Suivant »: a navigation landmark of its own. */
export function Pagination({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const { t, lang } = useI18n(listMessages);
  return (
    <nav className="collection__pages" aria-label={t('pages.label')}>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onChange(page - 1)}>
        {t('pages.previous')}
      </Button>
      <p className="collection__page" aria-live="polite">
        {interpolate(t('pages.position'), { page: formatNumber(page, lang), pages: formatNumber(pages, lang) })}
      </p>
      <Button variant="secondary" isDisabled={page >= pages} onPress={() => onChange(page + 1)}>
        {t('pages.next')}
      </Button>
    </nav>
  );
}

/** The actions on the chosen rows: publish, unpublish, and the trash after a confirmation. */
export function BulkBar({
  count,
  pending,
  onAction,
  onClear,
  headingLevel,
}: {
  count: number;
  pending: boolean;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
  headingLevel: number;
}) {
  const { t, lang } = useI18n(listMessages);
  const [confirming, setConfirming] = useState(false);
  const counted = (forms: { one: string; other: string }) => interpolate(pluralize(count, lang, forms), { count: formatNumber(count, lang) });
  return (
    <div className="collection__bulk" role="group" aria-label={t('bulk.label')}>
      {/* react-aria's table announces the selection itself. */}
      <p className="collection__selected">
        {counted({ one: t('selection.one'), other: t('selection.other') })}
      </p>
      <Button variant="secondary" isPending={pending} onPress={() => onAction('publish')}>
        {t('bulk.publish')}
      </Button>
      <Button variant="secondary" isPending={pending} onPress={() => onAction('unpublish')}>
        {t('bulk.unpublish')}
      </Button>
      <Button variant="ghost" className="collection__action--delete" isPending={pending} onPress={() => setConfirming(true)}>
        {t('bulk.trash')}
      </Button>
      <Button variant="ghost" isDisabled={pending} onPress={onClear}>
        {t('selection.clear')}
      </Button>
      {confirming && (
        <AlertDialog
          isOpen
          onOpenChange={(open) => !open && setConfirming(false)}
          title={counted({ one: t('bulk.trashTitleOne'), other: t('bulk.trashTitleOther') })}
          confirmLabel={t('bulk.trash')}
          headingLevel={headingLevel}
          onConfirm={() => {
            setConfirming(false);
            onAction('trash');
          }}
        >
          <p>{t('bulk.trashBody')}</p>
        </AlertDialog>
      )}
    </div>
  );
}
