import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { paths } from '../../content/site-map';
import { adminStore, useAdminStore } from '../../admin/store';
import type { PropsOf } from '../../shared/contract';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { ChevronDownIcon, CloseIcon, FileTextIcon, type IconProps } from '../../kit/ui/icons';
import { ArrowLeftIcon, BellIcon, CalendarIcon, DashboardIcon, FolderIcon, LinkIcon, MegaphoneIcon, NewspaperIcon, SettingsIcon, TargetIcon, TrashIcon } from '../../kit/ui/admin-icons';
import { useLocationPath } from '../../runtime/current-page';
import type { adminSidebarContract } from './admin-sidebar.contract';
import { adminSidebarMessages } from './messages';
import { adminNav, collectionLinks, isContentPath, pagePath, type AdminNavKey, type AdminNavLink, type CollectionNavLink } from './nav';

export type AdminSidebarProps = PropsOf<typeof adminSidebarContract.props>;

/** Below this width the sidebar is a panel the header's menu button opens (the shell's grid agrees). */
export const SMALL_SCREEN = '(max-width: 47.99rem)';

const isSmallScreen = () => typeof matchMedia === 'function' && matchMedia(SMALL_SCREEN).matches;

const ICONS: Record<AdminNavKey, (props: IconProps) => ReactNode> = {
  dashboard: DashboardIcon,
  news: NewspaperIcon,
  contentEvents: CalendarIcon,
  programs: TargetIcon,
  contentQuickLinks: LinkIcon,
  mayor: MegaphoneIcon,
  pages: FileTextIcon,
  events: CalendarIcon,
  quickLinks: LinkIcon,
  notifications: BellIcon,
  trash: TrashIcon,
  settings: SettingsIcon,
};

const closePanel = () => adminStore.getState().setSidebarOpen(false);

/**
 * `<commune-admin-sidebar>`: the admin's navigation. From 48rem a column beside the page; below,
 * a panel over the page that the header's menu button opens (the shared `sidebarOpen`). Escape,
 * a press outside it, leaving it with Tab or following a link close it; the header then gives
 * focus back to its menu button.
 */
export function AdminSidebar({ currentPath }: AdminSidebarProps) {
  const { t, lang } = useI18n(adminSidebarMessages);
  const locationPath = useLocationPath();
  const page = pagePath(currentPath.trim() || locationPath);
  const inContent = isContentPath(page);
  const open = useAdminStore((state) => state.sidebarOpen);
  const groupId = useId();
  const navRef = useRef<HTMLElement>(null);

  // The Content group opens on arrival at one of its pages; otherwise it keeps the staff's choice.
  const [contentOpen, setContentOpen] = useState(inContent);
  const [shownPage, setShownPage] = useState(page);
  if (page !== shownPage) {
    setShownPage(page);
    if (inContent) setContentOpen(true);
  }

  // A new page closes the small-screen panel.
  useEffect(closePanel, [page]);

  // Opened on a small screen, the panel takes focus on the current page's link (else the first).
  useEffect(() => {
    const nav = navRef.current;
    if (!open || !nav || !isSmallScreen()) return;
    const visible = (element: HTMLElement | null) => (element?.checkVisibility?.() ?? true) && element;
    const target = visible(nav.querySelector<HTMLElement>('[aria-current="page"]')) || nav.querySelector<HTMLElement>('a[href]');
    target?.focus();
  }, [open]);

  // While open: Escape, a press outside the panel or focus going elsewhere (Tab out of it: what
  // comes next is under it) closes it.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => Boolean(navRef.current) && !event.composedPath().includes(navRef.current!);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closePanel();
    };
    const onElsewhere = (event: Event) => {
      if (outside(event)) closePanel();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onElsewhere);
    document.addEventListener('focusin', onElsewhere);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onElsewhere);
      document.removeEventListener('focusin', onElsewhere);
    };
  }, [open]);

  const item = (key: string, href: string, Icon: (props: IconProps) => ReactNode, label: string) => (
    <li key={key}>
      <a className="sidebar__link" part="link" href={siteHref(href)} aria-current={href === page ? 'page' : undefined} onClick={closePanel}>
        <Icon className="sidebar__icon" />
        <span>{label}</span>
      </a>
    </li>
  );
  const link = ({ key, href }: AdminNavLink) => item(key, href, ICONS[key], t(key));
  // A collection without a screen of its own: the generic screen, named by the collection.
  const collectionLink = ({ key, href, label }: CollectionNavLink) => item(`collection-${key}`, href, FileTextIcon, label[lang]);

  return (
    <>
      <div className="sidebar__scrim" data-open={open || undefined} aria-hidden="true" />
      <nav ref={navRef} className="sidebar" part="nav" aria-label={t('label')} data-open={open || undefined}>
        <div className="sidebar__top">
          <Button className="sidebar__close" onPress={closePanel}>
            <CloseIcon className="sidebar__icon" />
            <span>{t('close')}</span>
          </Button>
        </div>
        <ul className="sidebar__list" role="list">
          {link(adminNav.dashboard)}
          <li>
            <Button
              className="sidebar__group"
              aria-expanded={contentOpen}
              aria-controls={groupId}
              data-current={inContent || undefined}
              onPress={() => setContentOpen((value) => !value)}
            >
              <FolderIcon className="sidebar__icon" />
              <span>{t('content')}</span>
              <ChevronDownIcon className="sidebar__chevron" />
            </Button>
            <ul id={groupId} className="sidebar__sublist" role="list" hidden={!contentOpen}>
              {adminNav.content.map(link)}
              {collectionLinks.map(collectionLink)}
            </ul>
          </li>
          {adminNav.rest.map(link)}
        </ul>
        <a className="sidebar__back" href={siteHref(paths.home)} onClick={closePanel}>
          <ArrowLeftIcon className="sidebar__icon" />
          <span>{t('backToSite')}</span>
        </a>
      </nav>
    </>
  );
}
