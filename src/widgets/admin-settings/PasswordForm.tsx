import { ApiError } from '../../runtime/api';
import { leaveIfSignedOut } from '../../admin/store';
import { adminClient } from '../../admin/use-admin';
import { useI18n } from '../../runtime/i18n/react';
import { MIN_PASSWORD_LENGTH, passwordChangeSchema } from '../../shared/schema/staff';
import { toast } from '../../kit/toast';
import { Button, Heading, refusalOf, TextField, useSchemaForm } from '../../kit/ui';
import { Form } from '../../kit/ui/admin';
import { bothLanguages, confirmationErrors, passwordFields, passwordInput, type PasswordValues } from './accounts';
import { FailureAlert } from './FailureAlert';
import { adminSettingsMessages } from './messages';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmation: '' };

export interface PasswordFormProps {
  /** The signed-in member's username, for password managers (a hidden field). */
  username: string;
  headingLevel: number;
  headingId: string;
}

/**
 * One's own password: the current one, the new one twice. Checked on submit with the server's
 * schema, then again as the fields change; a wrong current password is the server's 403, said
 * under its field. Success is a toast, and the form empties.
 */
export function PasswordForm({ username, headingLevel, headingId }: PasswordFormProps) {
  const { t } = useI18n(adminSettingsMessages);
  const form = useSchemaForm({
    initialValues: EMPTY,
    schema: passwordChangeSchema,
    fields: passwordFields,
    input: passwordInput,
    check: confirmationErrors,
    send: (_output, values) => adminClient().session.changePassword(passwordInput(values)),
    onSuccess: () => {
      toast.success(bothLanguages('password.done'), { description: bothLanguages('password.doneDetail') });
      form.reset(EMPTY);
    },
    refusal: (error) => {
      if (leaveIfSignedOut(error)) return null;
      const refusal = refusalOf(error, passwordFields);
      // A wrong current password is the server's 403, about no field of its request: said under the field.
      if ('banner' in refusal && error instanceof ApiError && error.code === 'wrong_password') return { fields: { currentPassword: error.message } };
      return refusal;
    },
  });

  return (
    <section className="settings__subsection" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="settings__subheading">
        {t('password.heading')}
      </Heading>
      <FailureAlert failure={form.banner} className="settings__feedback" />
      <Form className="settings__form" aria-labelledby={headingId} onSubmit={form.onSubmit}>
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField {...form.field('currentPassword')} type="password" label={t('password.current')} autoComplete="current-password" isRequired />
        <TextField
          {...form.field('newPassword')}
          type="password"
          label={t('password.new')}
          description={t('password.newHint', { min: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
          isRequired
        />
        <TextField {...form.field('confirmation')} type="password" label={t('password.confirm')} autoComplete="new-password" isRequired />
        <div className="settings__actions">
          <Button type="submit" isPending={form.pending}>
            {form.pending ? t('password.pending') : t('password.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
