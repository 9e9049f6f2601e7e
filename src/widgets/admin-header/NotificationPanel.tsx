import { paths } from '../../content/site-map';
import { formatDateTime, formatRelativeTime, useNow } from '../../runtime/i18n/dates';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import type { StaffNotification } from '../../shared/schema/journal';
import { Button } from '../../kit/ui';
import { adminHeaderMessages } from './messages';

/** How many of the latest notifications the bell's panel shows; the Notifications page has them all. */
export const PANEL_SIZE = 5;

export interface NotificationPanelProps {
  /** The latest notifications, newest first; `undefined` until the first answer. */
  items: readonly StaffNotification[] | undefined;
  /** The last request failed. */
  failed: boolean;
  onRetry: () => void;
  /** Closes the panel (following its link). */
  onClose: () => void;
}

/** The bell's panel: the latest notifications, each with when it came, and the way to all of them. */
export default function NotificationPanel({ items, failed, onRetry, onClose }: NotificationPanelProps) {
  const { t, lang } = useI18n(adminHeaderMessages);
  const now = useNow();
  return (
    <>
      {items === undefined ? (
        failed ? (
          <div className="notifications__status" role="alert">
            <p>{t('panel.error')}</p>
            <Button variant="secondary" onPress={onRetry}>
              {t('panel.retry')}
            </Button>
          </div>
        ) : (
          <p className="notifications__status">{t('panel.loading')}</p>
        )
      ) : items.length === 0 ? (
        <p className="notifications__status">{t('panel.empty')}</p>
      ) : (
        <ul className="notifications__list" role="list">
          {items.slice(0, PANEL_SIZE).map((item) => (
            <li key={item.id} className="notification" data-unread={item.readAt === null || undefined}>
              <p className="notification__summary">
                {item.readAt === null && <span className="visually-hidden">{t('panel.unread')} </span>}
                {item.summary[lang]}
              </p>
              <time className="notification__time" dateTime={item.createdAt} title={formatDateTime(item.createdAt, lang)}>
                {formatRelativeTime(item.createdAt, now, lang)}
              </time>
            </li>
          ))}
        </ul>
      )}
      <a className="notifications__all" href={siteHref(paths.adminNotifications)} onClick={onClose}>
        {t('panel.all')}
      </a>
    </>
  );
}
