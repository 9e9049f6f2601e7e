import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { isConflict } from '../../admin/client';
import { leaveIfSignedOut, matchesQuery, useAdminStore } from '../../admin/store';
import { adminClient, outcomeOf, useAdminQuery, useMutation } from '../../admin/use-admin';
import { formatDateTime } from '../../runtime/i18n/dates';
import { useI18n } from '../../runtime/i18n/react';
import type { StaffUser } from '../../shared/schema/staff';
import { toast } from '../../kit/toast';
import { Badge, Button, Heading, Notice } from '../../kit/ui';
import { Menu, Table, type TableColumn } from '../../kit/ui/admin';
import { accountActions, bothLanguages, changeOf, type AccountAction, type AccountChange } from './accounts';
import { adminSettingsMessages } from './messages';

// Overlays load on first use: the page pays nothing for them until an admin opens one.
const AddAccountSheet = lazy(() => import('./AddAccountSheet'));
const ResetPasswordDialog = lazy(() => import('./ResetPasswordDialog'));
const ConfirmAccountChange = lazy(() => import('./ConfirmAccountChange'));

type Confirmed = Exclude<AccountAction, 'reset'>;
type Open = { kind: 'add' } | { kind: 'reset'; account: StaffUser } | { kind: Confirmed; account: StaffUser } | null;

export interface StaffAccountsProps {
  me: StaffUser;
  headingLevel: number;
}

/**
 * The staff accounts, for an admin: a table (username, name, role, status, last sign-in), an
 * « Ajouter un compte » sheet, and on each other account a menu to reset its password, change
 * its role, or disable / re-enable it (each confirmed). Nothing is offered on one's own account.
 */
export function StaffAccounts({ me, headingLevel }: StaffAccountsProps) {
  const { t, lang } = useI18n(adminSettingsMessages);
  const headingId = useId();
  const query = useAdminStore((state) => state.query);
  const { data: accounts, loading, error, reload } = useAdminQuery((signal) => adminClient().users.list({ signal }));
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  useEffect(() => {
    if (error) leaveIfSignedOut(error);
  }, [error]);

  const update = useMutation((account: StaffUser, change: AccountChange) => outcomeOf(adminClient().users.update(account.id, { ...change, version: account.version })));

  /** Sends a confirmed change; a failure is said in a toast (409: the list reloads). Closes the dialog either way. */
  const apply = async (account: StaffUser, action: Confirmed) => {
    const outcome = await update.run(account, changeOf(action));
    reload();
    if (!outcome) return;
    if (outcome.ok) {
      const done = action === 'disable' ? 'disable.done' : action === 'enable' ? 'enable.done' : 'role.done';
      toast.success(bothLanguages(done), { description: outcome.value.displayName });
      return;
    }
    const failure = outcome.error;
    if (leaveIfSignedOut(failure)) return;
    const conflict: boolean = isConflict(failure);
    if (conflict) toast.error(bothLanguages('conflict.title'), { description: bothLanguages('conflict.detail') });
    else toast.error(bothLanguages('failed.title'), { description: failure.status === 0 ? bothLanguages('error.unreachable') : failure.message });
  };

  const roleBadge = (account: StaffUser) => <Badge tone={account.role === 'admin' ? 'info' : 'neutral'}>{t(`role.${account.role}`)}</Badge>;
  const columns: TableColumn<StaffUser>[] = [
    {
      id: 'username',
      label: t('staff.username'),
      cell: (account) => (
        <span className="account__username">
          {account.username}
          {account.id === me.id && <Badge tone="success">{t('staff.you')}</Badge>}
        </span>
      ),
      sortValue: (account) => account.username,
    },
    { id: 'name', label: t('staff.name'), cell: (account) => account.displayName, sortValue: (account) => account.displayName },
    { id: 'role', label: t('staff.role'), cell: roleBadge, sortValue: (account) => t(`role.${account.role}`) },
    {
      id: 'status',
      label: t('staff.status'),
      cell: (account) => <Badge tone={account.disabled ? 'danger' : 'success'}>{t(account.disabled ? 'staff.disabled' : 'staff.enabled')}</Badge>,
      sortValue: (account) => Number(account.disabled),
    },
    {
      id: 'lastLogin',
      label: t('staff.lastLogin'),
      cell: (account) => (account.lastLoginAt ? <time dateTime={account.lastLoginAt}>{formatDateTime(account.lastLoginAt, lang)}</time> : t('staff.never')),
      sortValue: (account) => account.lastLoginAt,
    },
  ];

  const rowActions = (account: StaffUser) => {
    const actions = accountActions(account, me);
    if (actions.length === 0) return <span className="account__self">{t('staff.yourAccount')}</span>;
    return (
      <Menu
        label={t('staff.actions')}
        aria-label={t('staff.actionsFor', { username: account.username })}
        variant="secondary"
        items={actions.map((action) => ({ id: action, label: t(`action.${action}`), onAction: () => setOpen({ kind: action, account }) }))}
      />
    );
  };

  const confirming = open && open.kind !== 'add' && open.kind !== 'reset' ? open : null;
  const shown = (accounts ?? []).filter((account) => matchesQuery(query, [account.username, account.displayName, t(`role.${account.role}`)]));
  const forbidden = error?.status === 403;

  return (
    <section className="settings__panel" aria-labelledby={headingId} part="staff">
      <div className="settings__panel-head">
        <Heading level={headingLevel} id={headingId} className="settings__heading">
          {t('staff.heading')}
        </Heading>
        {!forbidden && <Button onPress={() => setOpen({ kind: 'add' })}>{t('staff.add')}</Button>}
      </div>
      {error && !loading ? (
        <Notice tone="danger" className="settings__failure" role="alert">
          <p>{forbidden ? t('staff.forbidden') : error.status === 0 ? t('error.unreachable') : t('error.failed', { status: error.status })}</p>
          {!forbidden && (
            <Button variant="secondary" onPress={reload}>
              {t('retry')}
            </Button>
          )}
        </Notice>
      ) : null}
      {accounts ? (
        <Table
          aria-labelledby={headingId}
          columns={columns}
          rows={shown}
          rowActions={rowActions}
          actionsLabel={t('staff.actions')}
          emptyMessage={t('staff.noMatch', { query: query.trim() })}
        />
      ) : loading ? (
        <p className="settings__muted" role="status">
          {t('loading')}
        </p>
      ) : null}

      <Suspense fallback={null}>
        {open?.kind === 'add' && (
          <AddAccountSheet
            onClose={close}
            onAdded={(account) => {
              toast.success(bothLanguages('add.done'), { description: bothLanguages('add.doneDetail', { name: account.displayName, username: account.username }) });
              close();
              reload();
            }}
          />
        )}
        {open?.kind === 'reset' && (
          <ResetPasswordDialog
            account={open.account}
            onClose={close}
            onDone={() => {
              toast.success(bothLanguages('reset.done'), { description: bothLanguages('reset.doneDetail', { name: open.account.displayName }) });
              close();
              reload();
            }}
            onConflict={() => {
              toast.error(bothLanguages('conflict.title'), { description: bothLanguages('conflict.detail') });
              close();
              reload();
            }}
          />
        )}
        {confirming && (
          <ConfirmAccountChange
            action={confirming.kind}
            account={confirming.account}
            isPending={update.pending}
            onClose={close}
            onConfirm={() => apply(confirming.account, confirming.kind)}
          />
        )}
      </Suspense>
    </section>
  );
}
