import { useState, type FormEvent } from 'react';
import { leaveIfSignedOut } from '../../core/admin/store';
import { adminClient, outcomeOf, useMutation } from '../../core/admin/use-admin';
import { useI18n } from '../../core/i18n/react';
import type { FieldErrors } from '../../core/schema/message';
import { MIN_PASSWORD_LENGTH } from '../../core/schema/staff';
import { toast } from '../../core/toast';
import { Button, Heading, Notice, TextField } from '../../core/ui';
import { Form } from '../../core/ui/admin';
import { bothLanguages, passwordErrors, passwordFields, type PasswordValues } from './accounts';
import { adminSettingsMessages } from './messages';
import { useFieldFocus } from './use-field-focus';

type PasswordField = (typeof passwordFields)[number];
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
  const { t, lang } = useI18n(adminSettingsMessages);
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const { refs, focusField } = useFieldFocus<PasswordField>(['currentPassword', 'newPassword', 'confirmation']);
  const mutation = useMutation((change: { currentPassword: string; newPassword: string }) => outcomeOf(adminClient().session.changePassword(change)));

  const clientErrors = submitted ? passwordErrors(values, lang) : {};
  const errorOf = (field: PasswordField) => serverErrors[field] ?? clientErrors[field];

  const change = (field: PasswordField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.pending) return;
    setSubmitted(true);
    setBanner(null);
    const errors = passwordErrors(values, lang);
    const first = passwordFields.find((field) => errors[field]);
    if (first) {
      focusField(first);
      return;
    }
    const outcome = await mutation.run({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if (!outcome) return;
    if (outcome.ok) {
      toast.success(bothLanguages('password.done'), { description: bothLanguages('password.doneDetail') });
      setValues(EMPTY);
      setSubmitted(false);
      return;
    }
    const failure = outcome.error;
    if (leaveIfSignedOut(failure)) return;
    // A refusal under its field (a wrong current password is the server's 403), anything else above the form.
    const fields: FieldErrors = {};
    for (const field of passwordFields) if (failure.fields[field]) fields[field] = failure.fields[field];
    if (failure.code === 'wrong_password' && !fields.currentPassword) fields.currentPassword = failure.message;
    const refused = passwordFields.find((field) => fields[field]);
    if (refused) {
      setServerErrors(fields);
      focusField(refused);
    } else {
      setBanner(failure.status === 0 ? t('error.unreachable') : failure.message);
    }
  };

  const { pending } = mutation;
  return (
    <section className="settings__subsection" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="settings__subheading">
        {t('password.heading')}
      </Heading>
      <div role="alert" className="settings__feedback">
        {banner && (
          <Notice tone="danger">
            <p>{banner}</p>
          </Notice>
        )}
      </div>
      <Form className="settings__form" aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField
          name="currentPassword"
          type="password"
          label={t('password.current')}
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={change('currentPassword')}
          errorMessage={errorOf('currentPassword')}
          isRequired
          isDisabled={pending}
          inputRef={refs.currentPassword}
        />
        <TextField
          name="newPassword"
          type="password"
          label={t('password.new')}
          description={t('password.newHint', { min: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
          value={values.newPassword}
          onChange={change('newPassword')}
          errorMessage={errorOf('newPassword')}
          isRequired
          isDisabled={pending}
          inputRef={refs.newPassword}
        />
        <TextField
          name="confirmation"
          type="password"
          label={t('password.confirm')}
          autoComplete="new-password"
          value={values.confirmation}
          onChange={change('confirmation')}
          errorMessage={errorOf('confirmation')}
          isRequired
          isDisabled={pending}
          inputRef={refs.confirmation}
        />
        <div className="settings__actions">
          <Button type="submit" isPending={pending}>
            {pending ? t('password.pending') : t('password.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
