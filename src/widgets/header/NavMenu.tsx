import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { NavGroup } from '../../content/navigation';
import { siteHref } from '../../runtime/links';
import type { Lang } from '../../runtime/store';
import { ChevronDownIcon } from '../../kit/ui/icons';
import { isCurrentPage } from '../../runtime/current-page';
import type { MenuGroup } from './menu-group';

interface NavMenuProps {
  group: NavGroup;
  lang: Lang;
  currentPath: string;
  /** The header's menus together: one open at a time, with the hover delays. */
  menus: MenuGroup;
}

/** What the menus' `<details>` share, so the browser keeps one open at a time even without script. */
const EXCLUSIVE_GROUP = 'commune-header-nav';

/** Space kept between a menu and the edge of the screen. */
const EDGE = 8;

/** Where each arrow key, Home and End move from the link at `index` of `count` (wrapping round). */
function linkMove(key: string, index: number, count: number): number | undefined {
  const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: count - 1 };
  return key in moves ? (moves[key]! + count) % count : undefined;
}

/**
 * One desktop menu, after WAI-ARIA's disclosure navigation pattern: a `<details>` whose summary
 * shows and hides a list of links. Without script the browser opens it on a click (one at a
 * time, by its `name`); with script the same nodes stay, and the header's `menus` decide when it
 * is open: after the hover delays, on a click of its summary (Enter and Space included), from
 * the arrow keys, and it closes on Escape, a press elsewhere, a link followed or focus leaving.
 * Drawn under its summary by CSS, inside the element's shadow root, and nudged left if it would
 * leave the screen.
 */
export function NavMenu({ group, lang, currentPath, menus }: NavMenuProps) {
  const open = useSyncExternalStore(
    (changed) => menus.subscribe(changed),
    () => menus.current === group.id,
    () => false,
  );
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  /** The link to focus once the menu shows (opened from the keyboard to reach it). */
  const pendingFocus = useRef<number | null>(null);
  /**
   * A menu the pointer opened stays open on the first click of its summary (the visitor was
   * reaching for it); the next click closes it.
   */
  const clickedSinceOpen = useRef(false);

  const links = () => [...(menuRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];

  // The visitor may have opened it before the script came: carry on with it open.
  useEffect(() => {
    if (detailsRef.current?.open) menus.open(group.id);
  }, [menus, group.id]);

  // Once it shows: nudge it back on screen if needed, and focus the link the keyboard asked for.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu) {
      clickedSinceOpen.current = false;
      return;
    }
    menu.style.transform = '';
    const overflow = menu.getBoundingClientRect().right - (document.documentElement.clientWidth - EDGE);
    if (overflow > 0) menu.style.transform = `translateX(${-overflow}px)`;
    if (pendingFocus.current !== null) links()[pendingFocus.current]?.focus();
    pendingFocus.current = null;
  }, [open]);

  // A press anywhere else closes the menu (the path crosses shadow roots).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (detailsRef.current && !event.composedPath().includes(detailsRef.current)) menus.close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [menus, open]);

  const openWithFocus = (index: number) => {
    if (open) {
      links()[index]?.focus();
      return;
    }
    pendingFocus.current = index;
    menus.open(group.id);
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') menus.pointerEnter(group.id);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') menus.pointerLeave(group.id);
  };

  // The summary's click (a press, Enter or Space) opens and closes through `menus`, not the browser.
  const onSummaryClick = (event: MouseEvent) => {
    event.preventDefault();
    const hovered = summaryRef.current?.matches(':hover') ?? false;
    if (open && hovered && !clickedSinceOpen.current) {
      clickedSinceOpen.current = true;
      return;
    }
    if (open) menus.close();
    else menus.open(group.id);
    clickedSinceOpen.current = true;
  };

  // The browser may still open or close it by itself (find in page): `menus` follows.
  const onToggle = () => {
    const shown = detailsRef.current?.open ?? false;
    if (shown && menus.current !== group.id) menus.open(group.id);
    else if (!shown && menus.current === group.id) menus.close();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const count = group.items.length;
    if (event.target === summaryRef.current) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openWithFocus(event.key === 'ArrowDown' ? 0 : count - 1);
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        menus.close();
      }
      return;
    }
    const next = linkMove(event.key, links().indexOf(event.target as HTMLAnchorElement), count);
    if (next !== undefined) {
      event.preventDefault();
      links()[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      menus.close();
      summaryRef.current?.focus();
    }
  };

  // Tabbing past the menu closes it.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) menus.close();
  };

  const containsCurrentPage = group.items.some((item) => isCurrentPage(item.href, currentPath));

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- pointer events give the hover delays; keys and blur come from the summary and the links inside
    <li className="nav-group" data-group={group.id} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onKeyDown={onKeyDown} onBlur={onBlur}>
      {/* The visitor may open it before the script comes, and the browser by itself: React is told, see onToggle. */}
      <details className="nav-details" name={EXCLUSIVE_GROUP} open={open} ref={detailsRef} onToggle={onToggle} suppressHydrationWarning>
        <summary className="nav-trigger" data-current={containsCurrentPage || undefined} ref={summaryRef} onClick={onSummaryClick}>
          {group.label[lang]}
          <ChevronDownIcon className="nav-chevron" />
        </summary>
        <div className="nav-menu" ref={menuRef}>
          <ul role="list" className="nav-menu-list">
            {group.items.map((item) => (
              <li key={item.href}>
                <a
                  href={siteHref(item.href)}
                  className="nav-menu-item"
                  aria-current={isCurrentPage(item.href, currentPath) ? 'page' : undefined}
                  onClick={() => menus.close()}
                >
                  {item.label[lang]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </details>
    </li>
  );
}
