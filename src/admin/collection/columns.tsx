import { translate } from '../../shared/i18n/catalog';
import { formatDate } from '../../runtime/i18n/dates';
import type { ItemMeta } from '../../collections/content';
import type { Lang } from '../../runtime/store';
import { Badge } from '../../kit/ui/Badge';
import type { TableColumn } from '../../kit/ui/admin';
import { collectionMessages } from './messages';
import { ScheduleBadges } from './schedule';

/** The columns every collection's table may show: its publication status and its last change. */

/**
 * « Publié » in green, « Brouillon » in yellow; drafts sort first. Under it, when it applies,
 * « Programmé pour le … », « En ligne jusqu’au … », « Retiré le … », « Brouillon en attente ». Headed « Statut » unless
 * `label` says otherwise (« Publication », where the items have a status of their own).
 */
export function statusColumn<T extends ItemMeta>(lang: Lang, label?: string): TableColumn<T> {
  const statusOf = (item: T) => translate(collectionMessages, lang, item.status === 'published' ? 'status.published' : 'status.draft');
  return {
    id: 'status',
    label: label ?? translate(collectionMessages, lang, 'status.column'),
    cell: (item) => (
      <span className="collection__status">
        <Badge tone={item.status === 'published' ? 'success' : 'warning'}>{statusOf(item)}</Badge>
        <ScheduleBadges item={item} lang={lang} />
      </span>
    ),
    sortValue: statusOf,
  };
}

/** The day of the item's last change (`20 mai 2025`), in a `<time>` with the exact moment. */
export function updatedColumn<T extends ItemMeta>(lang: Lang): TableColumn<T> {
  return {
    id: 'updated',
    label: translate(collectionMessages, lang, 'updated.column'),
    cell: (item) => (
      <time className="collection__nowrap" dateTime={item.updatedAt}>
        {formatDate(item.updatedAt, lang)}
      </time>
    ),
    sortValue: (item) => item.updatedAt,
  };
}
