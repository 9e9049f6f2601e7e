import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from 'react-aria-components';
import { commune } from '../../content/commune';
import { navigation } from '../../content/navigation';
import type { PropsOf } from '../../shared/contract';
import { ErrorBoundary, useHost } from '../../runtime/element';
import { useI18n } from '../../runtime/i18n/react';
import { useLocationPath } from '../../runtime/current-page';
import { MenuGroup } from './menu-group';
import { headerContract } from './header.contract';
import { MenuIcon, SearchIcon } from '../../kit/ui/icons';
import { Emblem } from '../../kit/ui/Emblem';
import { LanguageSwitch } from './LanguageSwitch';
import { headerMessages } from './messages';
import { MobileMenu } from './MobileMenu';
import { NavMenu } from './NavMenu';
import { siteHref } from '../../runtime/links';

/** SPEC §9: the navigation menu opens after 200 ms, closes after 150 ms, and skips the delay for 300 ms. */
export const MENU_DELAY = { open: 200, close: 150 } as const;
export const MENU_SKIP_DELAY_MS = 300;

const MOBILE_MENU_ID = 'commune-header-menu';
const SEARCH_ID = 'commune-header-search';

type Panel = 'menu' | 'search' | null;

/** The search panel's code (field and results) loads the first time it is wanted. */
const loadSiteSearch = () => import('./SiteSearch');
const SiteSearch = lazy(() => loadSiteSearch().then((module) => ({ default: module.SiteSearch })));

export type HeaderProps = PropsOf<typeof headerContract.props>;

export function Header({ currentPath }: HeaderProps) {
  const { t, lang } = useI18n(headerMessages);
  const host = useHost();
  const locationPath = useLocationPath();
  const pagePath = currentPath.trim() || locationPath;
  const [panel, setPanel] = useState<Panel>(null);
  const [menus] = useState(() => new MenuGroup({ ...MENU_DELAY, skip: MENU_SKIP_DELAY_MS }));
  useEffect(() => () => menus.cancel(), [menus]);
  const menuDetails = useRef<HTMLDetailsElement>(null);
  const menuToggle = useRef<HTMLElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  // Once opened, the search stays mounted (hidden when closed), so it keeps what was typed.
  const [searchWanted, setSearchWanted] = useState(false);
  if (panel === 'search' && !searchWanted) setSearchWanted(true);

  // The visitor may have opened the small-screen menu before the script came: carry on with it open.
  useEffect(() => {
    if (menuDetails.current?.open) setPanel('menu');
  }, []);

  // A press anywhere outside the header closes its panel, as it would close a menu.
  useEffect(() => {
    if (panel === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!event.composedPath().includes(host)) setPanel(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [panel, host]);

  const toggle = (which: Exclude<Panel, null>) => setPanel((current) => (current === which ? null : which));

  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || panel === null) return;
    event.stopPropagation();
    (panel === 'menu' ? menuToggle : searchButton).current?.focus();
    setPanel(null);
  };

  // The summary's click (a press, Enter or Space) opens and closes through `panel`, not the browser,
  // which may still open or close it by itself (find in page): `panel` follows.
  const onMenuClick = (event: MouseEvent) => {
    event.preventDefault();
    toggle('menu');
  };
  const onMenuToggle = () => {
    const shown = menuDetails.current?.open ?? false;
    if (shown !== (panel === 'menu')) setPanel(shown ? 'menu' : null);
  };

  // Following any link in the header ends what the visitor was doing in it.
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setPanel(null);
  };

  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation only: clicks come from the links inside (keyboard activation included) and Escape from the controls inside
    <header className="header" onKeyDownCapture={onKeyDownCapture} onClick={onClick}>
      <div className="bar" part="bar">
        <div className="bar-inner">
          <a className="brand" href={siteHref('/')}>
            <Emblem className="brand-emblem" />
            <span className="brand-text">
              <span className="brand-name">{commune.name[lang]}</span>{' '}
              <span className="brand-region">{commune.region[lang]}</span>
            </span>
            <span className="visually-hidden">, {t('brand.home')}</span>
          </a>
          <nav className="desktop-nav" aria-label={t('nav.label')} part="nav">
            <ul role="list" className="desktop-nav-list">
              {navigation.map((group) => (
                <NavMenu key={group.id} group={group} lang={lang} currentPath={pagePath} menus={menus} />
              ))}
            </ul>
          </nav>
          <div className="tools">
            <Button
              ref={searchButton}
              className="tool-button search-toggle"
              aria-label={t('search.toggle')}
              aria-expanded={panel === 'search'}
              aria-controls={SEARCH_ID}
              onPress={() => toggle('search')}
              // Fetch the search's code as soon as the visitor heads for it.
              onHoverStart={() => void loadSiteSearch()}
              onFocus={() => void loadSiteSearch()}
            >
              <SearchIcon />
            </Button>
            <LanguageSwitch />
            {/* The small-screen menu: a <details> with or without script, its panel placed under the bar. */}
            <details className="menu-details" open={panel === 'menu'} ref={menuDetails} onToggle={onMenuToggle} suppressHydrationWarning>
              <summary className="tool-button menu-toggle" ref={menuToggle} onClick={onMenuClick}>
                <MenuIcon />
                <span>{t('menu.button')}</span>
              </summary>
              <MobileMenu id={MOBILE_MENU_ID} currentPath={pagePath} />
            </details>
          </div>
        </div>
      </div>
      <div id={SEARCH_ID} className="search-panel" hidden={panel !== 'search'}>
        {searchWanted && (
          // A failed download shows its error here, not in place of the whole header.
          <ErrorBoundary tag={headerContract.tag}>
            <Suspense fallback={null}>
              <SiteSearch open={panel === 'search'} />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
    </header>
  );
}
