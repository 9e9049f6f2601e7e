import { useId, useState, type FormEvent } from 'react';
import { leaveIfSignedOut } from '../../core/admin/store';
import { adminClient, outcomeOf, useMutation } from '../../core/admin/use-admin';
import { useI18n } from '../../core/i18n/react';
import type { FieldErrors } from '../../core/schema/message';
import { MIN_PASSWORD_LENGTH, newUserSchema, roles, type Role, type StaffUser } from '../../core/schema/staff';
import { Button, Notice, TextField } from '../../core/ui';
import { Form, Select, Sheet, validateForm } from '../../core/ui/admin';
import { adminSettingsMessages } from './messages';
import { useFieldFocus } from './use-field-focus';

const fields = ['username', 'displayName', 'role', 'password'] as const;
type Field = (typeof fields)[number];
type TextFieldName = Exclude<Field, 'role'>;

export interface AddAccountSheetProps {
  onClose: () => void;
  onAdded: (account: StaffUser) => void;
}

/** The « Ajouter un compte » panel (loaded on first use). */
export default function AddAccountSheet({ onClose, onAdded }: AddAccountSheetProps) {
  const { t, lang } = useI18n(adminSettingsMessages);
  const formId = useId();
  const [values, setValues] = useState({ username: '', displayName: '', role: 'editor' as Role, password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const { refs, focusField } = useFieldFocus<TextFieldName>(['username', 'displayName', 'password']);
  const mutation = useMutation((input: typeof values) => outcomeOf(adminClient().users.add(input)));

  const check = validateForm(newUserSchema, values, lang);
  const clientErrors: FieldErrors = submitted && !check.success ? check.errors : {};
  const errorOf = (field: Field) => serverErrors[field] ?? clientErrors[field];
  const focusFirst = (errors: FieldErrors) => {
    const first = fields.find((field): field is TextFieldName => field !== 'role' && Boolean(errors[field]));
    if (first) focusField(first);
  };

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.pending) return;
    setSubmitted(true);
    setBanner(null);
    if (!check.success) {
      focusFirst(check.errors);
      return;
    }
    const outcome = await mutation.run(values);
    if (!outcome) return;
    if (outcome.ok) {
      onAdded(outcome.value);
      return;
    }
    const failure = outcome.error;
    if (leaveIfSignedOut(failure)) return;
    // A taken username (409) or a refused field (400) under its field; anything else above the form.
    const refused: FieldErrors = {};
    for (const field of fields) if (failure.fields[field]) refused[field] = failure.fields[field];
    if (Object.keys(refused).length > 0) {
      setServerErrors(refused);
      focusFirst(refused);
    } else setBanner(failure.status === 0 ? t('error.unreachable') : failure.message);
  };

  const pending = mutation.pending;
  return (
    <Sheet
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('add.title')}
      description={t('add.description')}
      footer={
        <div className="settings__dialog-actions">
          <Button variant="secondary" onPress={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={pending}>
            {pending ? t('add.pending') : t('add.submit')}
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
        <TextField
          name="username"
          label={t('add.username')}
          description={t('add.usernameHint')}
          autoComplete="off"
          spellCheck="false"
          value={values.username}
          onChange={change('username')}
          errorMessage={errorOf('username')}
          isRequired
          isDisabled={pending}
          inputRef={refs.username}
          // oxlint-disable-next-line jsx-a11y/no-autofocus -- the panel was just opened to fill this form
          autoFocus
        />
        <TextField
          name="displayName"
          label={t('add.name')}
          description={t('add.nameHint')}
          autoComplete="off"
          value={values.displayName}
          onChange={change('displayName')}
          errorMessage={errorOf('displayName')}
          isRequired
          isDisabled={pending}
          inputRef={refs.displayName}
        />
        <Select<Role>
          name="role"
          label={t('add.role')}
          options={[...roles].reverse().map((role) => ({ id: role, label: `${t(`role.${role}`)} (${t(`role.${role}.hint`)})` }))}
          value={values.role}
          onChange={(role) => role && change('role')(role)}
          errorMessage={errorOf('role')}
          isRequired
          isDisabled={pending}
        />
        <TextField
          name="password"
          type="password"
          label={t('add.password')}
          description={t('add.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
          value={values.password}
          onChange={change('password')}
          errorMessage={errorOf('password')}
          isRequired
          isDisabled={pending}
          inputRef={refs.password}
        />
      </Form>
    </Sheet>
  );
}
