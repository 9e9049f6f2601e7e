import { useEffect, useId } from 'react';
import { pageTitles } from '../../content/page-titles';
import { paths } from '../../content/site-map';
import { loadUser, signInHref, useAdminStore } from '../../admin/store';
import type { PropsOf } from '../../shared/contract';
import { useI18n } from '../../runtime/i18n/react';
import { Heading, LinkButton } from '../../kit/ui';
import { ScreenHeader } from '../../admin/ScreenHeader';
import type { adminSettingsContract } from './admin-settings.contract';
import { adminSettingsMessages } from './messages';
import { PasswordForm } from './PasswordForm';
import { StaffAccounts } from './StaffAccounts';

export type AdminSettingsProps = PropsOf<typeof adminSettingsContract.props>;

/**
 * The staff settings: the signed-in member's account and password; for an admin, the staff
 * accounts too. Who is signed in comes from the admin store (`loadUser()`, asked once a page).
 */
export function AdminSettings({ headingLevel }: AdminSettingsProps) {
  const { t, lang } = useI18n(adminSettingsMessages);
  const headingId = useId();
  const accountId = useId();
  const passwordId = useId();
  const me = useAdminStore((state) => state.user);
  useEffect(() => {
    void loadUser();
  }, []);
  const sectionLevel = Math.min(headingLevel + 1, 6);

  return (
    <section className="settings" aria-labelledby={headingId}>
      <ScreenHeader heading={pageTitles[paths.adminSettings][lang]} headingLevel={headingLevel} headingId={headingId} intro={t('intro')} />
      {me === undefined ? (
        <p className="settings__muted" role="status">
          {t('loading')}
        </p>
      ) : me === null ? (
        <div className="settings__signed-out" role="status">
          <p>{t('signedOut')}</p>
          <LinkButton href={signInHref()} variant="secondary">
            {t('signIn')}
          </LinkButton>
        </div>
      ) : (
        <>
          <section className="settings__panel" aria-labelledby={accountId} part="account">
            <Heading level={sectionLevel} id={accountId} className="settings__heading">
              {t('account.heading')}
            </Heading>
            <dl className="settings__details">
              <div>
                <dt>{t('account.name')}</dt>
                <dd>{me.displayName}</dd>
              </div>
              <div>
                <dt>{t('account.username')}</dt>
                <dd>{me.username}</dd>
              </div>
              <div>
                <dt>{t('account.role')}</dt>
                <dd>
                  {t(`role.${me.role}`)} <span className="settings__muted">({t(`role.${me.role}.hint`)})</span>
                </dd>
              </div>
            </dl>
            <PasswordForm username={me.username} headingLevel={Math.min(sectionLevel + 1, 6)} headingId={passwordId} />
          </section>
          {me.role === 'admin' ? (
            <StaffAccounts me={me} headingLevel={sectionLevel} />
          ) : (
            <p className="settings__note">{t('staff.editorNote')}</p>
          )}
        </>
      )}
    </section>
  );
}
