import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { commune } from '../../content/commune';
import { adminStore, loadUser, useAdminStore } from '../../admin/store';
import type { PropsOf } from '../../shared/contract';
import { deepActiveElement } from '../../runtime/dom';
import { useI18n } from '../../runtime/i18n/react';
import { SearchField } from '../../kit/ui';
import { MenuIcon } from '../../kit/ui/icons';
import { useLocationPath } from '../../runtime/current-page';
import { Emblem } from '../../kit/ui/Emblem';
import type { adminHeaderContract } from './admin-header.contract';
import { LanguageToggle } from './LanguageToggle';
import { adminHeaderMessages } from './messages';
import { NotificationBell } from './NotificationBell';
import { ProfileMenu } from './ProfileMenu';

export type AdminHeaderProps = PropsOf<typeof adminHeaderContract.props>;

/** Whether focus is inside the admin sidebar (in its shadow root). */
function focusInSidebar(): boolean {
  const active = deepActiveElement();
  const root = active?.getRootNode();
  return root instanceof ShadowRoot && root.host.localName === 'commune-admin-sidebar';
}

/**
 * `<commune-admin-header>`: the admin area's bar. The search box writes the shared query each
 * screen filters by; the menu button opens the sidebar on small screens (the shared
 * `sidebarOpen`), and gets focus back when the sidebar closes with focus inside it.
 */
export function AdminHeader({ currentPath, variant }: AdminHeaderProps) {
  const { t, lang } = useI18n(adminHeaderMessages);
  const full = variant === 'full';
  return (
    <header className="admin-header" part="bar" data-variant={variant}>
      {full && <MenuButton />}
      <p className="admin-header__brand">
        <Emblem className="admin-header__emblem" />
        <span className="admin-header__names">
          <span className="admin-header__title">
            <span className="admin-header__long">{t('title')}</span>
            <span className="admin-header__short">{t('title.short')}</span>
          </span>
          <span className="admin-header__commune">{commune.name[lang]}</span>
        </span>
      </p>
      {full && (
        <>
          <Greeting />
          <Search currentPath={currentPath} />
        </>
      )}
      <div className="admin-header__tools">
        <LanguageToggle />
        {full && (
          <>
            <NotificationBell />
            <ProfileMenu />
          </>
        )}
      </div>
    </header>
  );
}

function MenuButton() {
  const { t } = useI18n(adminHeaderMessages);
  const open = useAdminStore((state) => state.sidebarOpen);
  const button = useRef<HTMLButtonElement>(null);

  // The sidebar closed (Escape, a link, its close button) while focus was in it: back here.
  useEffect(
    () =>
      adminStore.subscribe((state, previous) => {
        if (previous.sidebarOpen && !state.sidebarOpen && focusInSidebar()) button.current?.focus();
      }),
    [],
  );

  return (
    <Button
      ref={button}
      className="admin-header__menu admin-header__icon-button"
      aria-label={t('menu')}
      aria-expanded={open}
      onPress={() => adminStore.getState().setSidebarOpen(!open)}
    >
      <MenuIcon />
    </Button>
  );
}

function Greeting() {
  const { t } = useI18n(adminHeaderMessages);
  const user = useAdminStore((state) => state.user);
  useEffect(() => void loadUser(), []);
  // The line keeps its height while the name is on its way.
  return <p className="admin-header__greeting">{user ? t('greeting', { name: user.displayName }) : '\u00a0'}</p>;
}

function Search({ currentPath }: { currentPath: string }) {
  const { t } = useI18n(adminHeaderMessages);
  const query = useAdminStore((state) => state.query);
  const locationPath = useLocationPath();
  const page = currentPath.trim() || locationPath;
  // Another screen: its list starts with the search its address keeps (`?q=`), or none.
  useEffect(() => adminStore.getState().setQuery(new URLSearchParams(location.search).get('q') ?? ''), [page]);
  return (
    <SearchField
      className="admin-header__search"
      label={t('search.label')}
      hideLabel
      placeholder={t('search.placeholder')}
      value={query}
      onChange={(value) => adminStore.getState().setQuery(value)}
    />
  );
}
