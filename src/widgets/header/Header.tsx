import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from 'react-aria-components';
import { commune } from '../../content/commune';
import { navigation } from '../../content/navigation';
import type { PropsOf } from '../../core/contract';
import { ErrorBoundary, useHost } from '../../core/element';
import { useI18n } from '../../core/i18n/react';
import { useLocationPath } from '../../core/current-page';
import { MenuGroup } from './menu-group';
import { headerContract } from './header.contract';
import { MenuIcon, SearchIcon } from '../../core/ui/icons';
import { Emblem } from '../../core/ui/Emblem';
import { LanguageSwitch } from './LanguageSwitch';
import { headerMessages } from './messages';
import { MobileMenu } from './MobileMenu';
import { NavMenu } from './NavMenu';
import { siteHref } from '../../core/links';

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
  const headerRef = useRef<HTMLElement>(null);

  // The first render (the server's HTML, and the page without script) uses <details> for the
  // menus and the small-screen menu. Once the script runs, the header takes over, carrying on
  // with what the visitor opened or focused in the meantime.
  const [enhanced, setEnhanced] = useState(false);
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const openGroup = header.querySelector('.nav-details[open]')?.closest<HTMLElement>('[data-group]')?.dataset.group;
    if (openGroup) menus.open(openGroup);
    if (header.querySelector('.menu-details[open]')) setPanel('menu');
    const active = (header.getRootNode() as Document | ShadowRoot).activeElement;
    if (active instanceof HTMLElement && active.localName === 'summary') {
      refocus.current = active.classList.contains('menu-toggle') ? '.menu-toggle' : `[data-group="${active.closest<HTMLElement>('[data-group]')?.dataset.group}"] .nav-trigger`;
    }
    setEnhanced(true);
  }, [menus]);
  useEffect(() => {
    if (!enhanced || !refocus.current) return;
    headerRef.current?.querySelector<HTMLElement>(refocus.current)?.focus();
    refocus.current = null;
  }, [enhanced]);
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  // Once opened, the search stays mounted (hidden when closed), so it keeps what was typed.
  const [searchWanted, setSearchWanted] = useState(false);
  if (panel === 'search' && !searchWanted) setSearchWanted(true);

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
    (panel === 'menu' ? menuButton : searchButton).current?.focus();
    setPanel(null);
  };

  // Following any link in the header ends what the visitor was doing in it.
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setPanel(null);
  };

  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation only: clicks come from the links inside (keyboard activation included) and Escape from the controls inside
    <header ref={headerRef} className="header" onKeyDownCapture={onKeyDownCapture} onClick={onClick}>
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
                <NavMenu key={group.id} group={group} lang={lang} currentPath={pagePath} menus={menus} enhanced={enhanced} />
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
            {enhanced ? (
              <Button
                ref={menuButton}
                className="tool-button menu-toggle"
                aria-expanded={panel === 'menu'}
                aria-controls={MOBILE_MENU_ID}
                onPress={() => toggle('menu')}
              >
                <MenuIcon />
                <span>{t('menu.button')}</span>
              </Button>
            ) : (
              // Without script the small-screen menu is a <details>: its panel is placed under the bar all the same.
              <details className="menu-details" suppressHydrationWarning>
                <summary className="tool-button menu-toggle">
                  <MenuIcon />
                  <span>{t('menu.button')}</span>
                </summary>
                <MobileMenu id={MOBILE_MENU_ID} currentPath={pagePath} />
              </details>
            )}
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
      {enhanced && <MobileMenu id={MOBILE_MENU_ID} open={panel === 'menu'} currentPath={pagePath} />}
    </header>
  );
}
