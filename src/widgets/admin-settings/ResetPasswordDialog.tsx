import { useId, useRef, useState, type FormEvent } from 'react';
import { isConflict } from '../../core/admin/client';
import { leaveIfSignedOut } from '../../core/admin/store';
import { adminClient, outcomeOf, useMutation } from '../../core/admin/use-admin';
import { useI18n } from '../../core/i18n/react';
import { MIN_PASSWORD_LENGTH, userUpdateSchema, type StaffUser } from '../../core/schema/staff';
import { Button, Dialog, Notice, TextField } from '../../core/ui';
import { Form, validateForm } from '../../core/ui/admin';
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
  const { t, lang } = useI18n(adminSettingsMessages);
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(null);
  const mutation = useMutation((newPassword: string) => outcomeOf(adminClient().users.update(account.id, { password: newPassword, version: account.version })));

  const check = validateForm(userUpdateSchema, { password, version: account.version }, lang);
  const clientError = submitted && !check.success ? check.errors.password : undefined;
  const errorMessage = serverError ?? clientError;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.pending) return;
    setSubmitted(true);
    setBanner(null);
    if (!check.success) {
      inputRef.current?.focus();
      return;
    }
    const outcome = await mutation.run(password);
    if (!outcome) return;
    if (outcome.ok) {
      onDone();
      return;
    }
    const failure = outcome.error;
    if (leaveIfSignedOut(failure)) return;
    const conflict: boolean = isConflict(failure);
    if (conflict) onConflict();
    else if (failure.fields.password) {
      setServerError(failure.fields.password);
      inputRef.current?.focus();
    } else setBanner(failure.status === 0 ? t('error.unreachable') : failure.message);
  };

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
          <Button type="submit" form={formId} isPending={mutation.pending}>
            {mutation.pending ? t('reset.pending') : t('reset.submit')}
          </Button>
        </div>
      }
    >
      <div role="alert">
        {banner && (
          <Notice tone="danger">
            <p>{banner}</p>
          </Notice>
        )}
      </div>
      <Form id={formId} onSubmit={(event) => void submit(event)}>
        <input type="text" name="username" autoComplete="username" value={account.username} readOnly hidden />
        <TextField
          name="password"
          type="password"
          label={t('reset.password')}
          description={t('add.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setServerError(undefined);
          }}
          errorMessage={errorMessage}
          isRequired
          isDisabled={mutation.pending}
          inputRef={inputRef}
          // oxlint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field, just opened for it
          autoFocus
        />
      </Form>
    </Dialog>
  );
}
