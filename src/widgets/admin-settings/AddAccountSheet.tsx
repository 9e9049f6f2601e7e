import { useId } from 'react';
import { leaveIfSignedOut } from '../../admin/store';
import { adminClient } from '../../admin/use-admin';
import { useI18n } from '../../runtime/i18n/react';
import { MIN_PASSWORD_LENGTH, newUserSchema, roles, type Role, type StaffUser } from '../../shared/schema/staff';
import { Button, refusalOf, TextField, useSchemaForm } from '../../kit/ui';
import { Form, Select, Sheet } from '../../kit/ui/admin';
import { FailureAlert } from './FailureAlert';
import { adminSettingsMessages } from './messages';

/** In the order of the panel (the role, a choice of two, never takes focus for a message). */
const fields = ['username', 'displayName', 'role', 'password'] as const;

export interface AddAccountSheetProps {
  onClose: () => void;
  onAdded: (account: StaffUser) => void;
}

/** The « Ajouter un compte » panel (loaded on first use). */
export default function AddAccountSheet({ onClose, onAdded }: AddAccountSheetProps) {
  const { t } = useI18n(adminSettingsMessages);
  const formId = useId();
  const form = useSchemaForm({
    initialValues: { username: '', displayName: '', role: 'editor' as Role, password: '' },
    schema: newUserSchema,
    fields,
    send: (_output, values) => adminClient().users.add(values),
    onSuccess: onAdded,
    // A taken username (409) or a refused field (400) under its field; anything else above the form.
    refusal: (error) => (leaveIfSignedOut(error) ? null : refusalOf(error, fields)),
  });

  const pending = form.pending;
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
      <FailureAlert failure={form.banner} />
      <Form id={formId} onSubmit={form.onSubmit}>
        <TextField
          {...form.field('username')}
          label={t('add.username')}
          description={t('add.usernameHint')}
          autoComplete="off"
          spellCheck="false"
          isRequired
          // oxlint-disable-next-line jsx-a11y/no-autofocus -- the panel was just opened to fill this form
          autoFocus
        />
        <TextField {...form.field('displayName')} label={t('add.name')} description={t('add.nameHint')} autoComplete="off" isRequired />
        <Select<Role>
          name="role"
          label={t('add.role')}
          options={[...roles].reverse().map((role) => ({ id: role, label: `${t(`role.${role}`)} (${t(`role.${role}.hint`)})` }))}
          value={form.values.role}
          onChange={(role) => role && form.setValue('role', role)}
          errorMessage={form.errorOf('role')}
          isRequired
          isDisabled={pending}
        />
        <TextField
          {...form.field('password')}
          type="password"
          label={t('add.password')}
          description={t('add.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
          isRequired
        />
      </Form>
    </Sheet>
  );
}
