import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { adminStore, leaveIfSignedOut, useAdminStore } from '../../admin/store';
import { adminClient } from '../../admin/use-admin';
import { pluralize } from '../../shared/i18n/format';
import { useI18n } from '../../runtime/i18n/react';
import type { NotificationList, StaffNotification } from '../../shared/schema/journal';
import { BellIcon } from '../../kit/ui/admin-icons';
import { adminHeaderMessages } from './messages';

/** How often the bell asks the server for news, in ms (a minute). */
export const POLL_MS = 60_000;

/** The panel's code (the list, its dates) loads the first time the bell is opened. */
const NotificationPanel = lazy(() => import('./NotificationPanel'));

/**
 * The bell: how many notifications are unread (its dot and its name), asked on mount and every
 * minute. Opening it shows the latest ones and marks them all read.
 */
export function NotificationBell() {
  const { t, lang } = useI18n(adminHeaderMessages);
  const unread = useAdminStore((state) => state.unread);
  const [items, setItems] = useState<StaffNotification[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);

  const load = useCallback(
    (): Promise<NotificationList | undefined> =>
      adminClient()
        .notifications.list()
        .then(
          (answer) => {
            setItems(answer.items);
            setFailed(false);
            adminStore.getState().setUnread(answer.unread);
            return answer;
          },
          (error: unknown) => {
            if (!leaveIfSignedOut(error)) setFailed(true);
            return undefined;
          },
        ),
    [],
  );

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [load]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    void (async () => {
      // The latest list first, so the panel shows which ones were new; then they are all read.
      const answer = await load();
      if (!answer || answer.unread === 0) return;
      try {
        await adminClient().notifications.markAllRead();
        adminStore.getState().setUnread(0);
      } catch (error) {
        leaveIfSignedOut(error);
      }
    })();
  };

  const label =
    unread === undefined
      ? t('bell.label')
      : unread === 0
        ? t('bell.none')
        : pluralize(unread, lang, { one: t('bell.one'), other: t('bell.other') });

  return (
    <DialogTrigger isOpen={open} onOpenChange={onOpenChange}>
      <Button className="admin-header__icon-button admin-header__bell" aria-label={label}>
        <BellIcon />
        {unread ? <span className="admin-header__dot" aria-hidden="true" /> : null}
      </Button>
      <Popover className="ui-popover admin-header__popover" placement="bottom end" offset={6}>
        <Dialog className="notifications">
          <Heading slot="title" level={2} className="notifications__title">
            {t('panel.title')}
          </Heading>
          <Suspense fallback={<p className="notifications__status">{t('panel.loading')}</p>}>
            <NotificationPanel items={items} failed={failed} onRetry={() => void load()} onClose={() => setOpen(false)} />
          </Suspense>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
