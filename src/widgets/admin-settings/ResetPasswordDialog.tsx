import { useId } from 'react';
import { isConflict } from '../../admin/client';
import { leaveIfSignedOut } from '../../admin/store';
import { adminClient } from '../../admin/use-admin';
import { useI18n } from '../../runtime/i18n/react';
import { MIN_PASSWORD_LENGTH, userUpdateSchema, type StaffUser } from '../../shared/schema/staff';
import { Button, Dialog, refusalOf, TextField, useSchemaForm } from '../../kit/ui';
import { Form } from '../../kit/ui/admin';
import { FailureAlert } from './FailureAlert';
import { adminSettingsMessages } from './messages';

export interface ResetPasswordDialogProps {
  account: StaffUser;
  onClose: () => void;
  onDone: () => void;
  /** The account changed meanwhile (409). */
  onConflict: () => void;
}

/** A new password for another member of staff (loaded on first use). */
export default function ResetPasswordDialog({ account, onClose, onDone, onConflict }: ResetPasswordDialogProps) {
  const { t } = useI18n(adminSettingsMessages);
  const formId = useId();
  const form = useSchemaForm({
    initialValues: { password: '' },
    schema: userUpdateSchema,
    fields: ['password'],
    input: ({ password }) => ({ password, version: account.version }),
    send: (_output, { password }) => adminClient().users.update(account.id, { password, version: account.version }),
    onSuccess: onDone,
    refusal: (error) => {
      if (leaveIfSignedOut(error)) return null;
      if (isConflict(error)) {
        onConflict();
        return null;
      }
      return refusalOf(error, ['password']);
    },
  });

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('reset.title', { name: account.displayName })}
      description={t('reset.description', { name: account.displayName })}
      footer={
        <div className="settings__dialog-actions">
          <Button variant="secondary" onPress={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={form.pending}>
            {form.pending ? t('reset.pending') : t('reset.submit')}
          </Button>
        </div>
      }
    >
      <FailureAlert failure={form.banner} />
      <Form id={formId} onSubmit={form.onSubmit}>
        <input type="text" name="username" autoComplete="username" value={account.username} readOnly hidden />
        <TextField
          {...form.field('password')}
          type="password"
          label={t('reset.password')}
          description={t('add.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
          isRequired
          // oxlint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field, just opened for it
          autoFocus
        />
      </Form>
    </Dialog>
  );
}
