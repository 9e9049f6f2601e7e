import { paths } from '../../content/site-map';
import { isSignedOut } from '../../admin/client';
import { adminStore, useAdminStore } from '../../admin/store';
import { adminClient } from '../../admin/use-admin';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { setLanguage } from '../../runtime/store';
import { toast } from '../../kit/toast';
import { Menu, type MenuItemSpec } from '../../kit/ui/admin';
import { GlobeIcon } from '../../kit/ui/icons';
import { LogOutIcon, SettingsIcon, UserIcon } from '../../kit/ui/admin-icons';
import { adminHeaderMessages, languageName } from './messages';
import { navigation } from './navigation';

/** Ends the session, then the sign-in page; a session already ended goes there too. */
export async function logOut(): Promise<void> {
  try {
    await adminClient().session.logout();
  } catch (error) {
    if (!isSignedOut(error)) {
      toast.error(
        { fr: adminHeaderMessages.fr['logout.failed'], en: adminHeaderMessages.en['logout.failed'] },
        { description: { fr: adminHeaderMessages.fr['logout.failedText'], en: adminHeaderMessages.en['logout.failedText'] } },
      );
      return;
    }
  }
  adminStore.getState().setUser(null);
  navigation.assign(paths.adminLogin);
}

/** The account button: the member's initial (and name on wide screens), opening Settings, the other language and Log out. */
export function ProfileMenu() {
  const { t, lang } = useI18n(adminHeaderMessages);
  const user = useAdminStore((state) => state.user);
  const other = lang === 'fr' ? 'en' : 'fr';
  const name = user?.displayName.trim();
  const initial = name?.charAt(0).toUpperCase();
  const items: MenuItemSpec[] = [
    { id: 'settings', label: t('profile.settings'), href: siteHref(paths.adminSettings), icon: <SettingsIcon /> },
    { id: 'language', label: languageName[other], onAction: () => setLanguage(other), icon: <GlobeIcon /> },
    { id: 'logout', label: t('profile.logout'), onAction: () => void logOut(), icon: <LogOutIcon /> },
  ];
  return (
    <Menu
      className="admin-header__profile"
      label={
        // Named by its text, « Mon compte, Admin »; the initial in the disc is drawn by CSS.
        <>
          <span className="admin-header__avatar" data-initial={initial || undefined} aria-hidden="true">
            {initial ? null : <UserIcon />}
          </span>
          <span className="visually-hidden">{name ? `${t('profile.label')}, ` : t('profile.label')}</span>
          <span className="admin-header__name">{name}</span>
        </>
      }
      items={items}
    />
  );
}
