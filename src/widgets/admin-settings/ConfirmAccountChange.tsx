import { useI18n } from '../../runtime/i18n/react';
import type { StaffUser } from '../../shared/schema/staff';
import { AlertDialog } from '../../kit/ui/admin';
import type { AccountAction } from './accounts';
import { adminSettingsMessages } from './messages';

export interface ConfirmAccountChangeProps {
  action: Exclude<AccountAction, 'reset'>;
  account: StaffUser;
  isPending: boolean;
  onClose: () => void;
  /** Sends the change; the dialog closes once it has settled. */
  onConfirm: () => Promise<unknown>;
}

/** « Désactiver le compte de … ? » and the other confirmations of the accounts menu (loaded on first use). */
export default function ConfirmAccountChange({ action, account, isPending, onClose, onConfirm }: ConfirmAccountChangeProps) {
  const { t } = useI18n(adminSettingsMessages);
  const name = account.displayName;
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t(`${action}.title`, { name })}
      confirmLabel={t(`${action}.confirm`)}
      tone={action === 'disable' ? 'danger' : 'primary'}
      isPending={isPending}
      onConfirm={onConfirm}
    >
      <p>{t(`${action}.body`, { name })}</p>
    </AlertDialog>
  );
}
