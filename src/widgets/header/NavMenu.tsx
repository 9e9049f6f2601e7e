import { useEffect, useId, useRef, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import type { NavGroup } from '../../content/navigation';
import { siteHref } from '../../core/links';
import type { Lang } from '../../core/store';
import { ChevronDownIcon } from '../../core/ui/icons';
import { isCurrentPage } from '../../core/current-page';
import type { MenuGroup } from './menu-group';

interface NavMenuProps {
  group: NavGroup;
  lang: Lang;
  currentPath: string;
  /** The header's menus together: one open at a time, with the hover delays. */
  menus: MenuGroup;
  /** Whether the script runs the menu; before (the server's HTML, and with no script at all) it is a `<details>`. */
  enhanced: boolean;
}

/** What the menus' `<details>` share, so the browser keeps one open at a time without script. */
const NO_SCRIPT_GROUP = 'commune-header-nav';

/**
 * A menu without script: a `<details>` whose summary looks like the menu's button and whose
 * list of links opens under it. The header replaces it with the scripted menu button once it runs.
 */
function StaticNavMenu({ group, lang, currentPath }: Omit<NavMenuProps, 'menus' | 'enhanced'>) {
  const containsCurrentPage = group.items.some((item) => isCurrentPage(item.href, currentPath));
  return (
    <li className="nav-group" data-group={group.id}>
      {/* The visitor may open it before the script comes: the header then carries on with it open. */}
      <details className="nav-details" name={NO_SCRIPT_GROUP} suppressHydrationWarning>
        <summary className="nav-trigger" data-current={containsCurrentPage || undefined}>
          {group.label[lang]}
          <ChevronDownIcon className="nav-chevron" />
        </summary>
        <div className="nav-menu">
          <ul role="list" className="nav-menu-list">
            {group.items.map((item) => (
              <li key={item.href}>
                <a href={siteHref(item.href)} className="nav-menu-item" aria-current={isCurrentPage(item.href, currentPath) ? 'page' : undefined}>
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

/** Space kept between a menu and the edge of the screen. */
const EDGE = 8;

/**
 * One desktop dropdown: a `<details>` until the script runs, then the WAI-ARIA menu button
 * pattern: opens on hover after the group's delays, on click, or from the keyboard, and lists
 * the group's pages as menu items. Drawn under its button by CSS, inside the element's shadow
 * root, and nudged left if it would leave the screen.
 */
export function NavMenu({ enhanced, ...props }: NavMenuProps) {
  return enhanced ? <ScriptedNavMenu {...props} /> : <StaticNavMenu {...props} />;
}

function ScriptedNavMenu({ group, lang, currentPath, menus }: Omit<NavMenuProps, 'enhanced'>) {
  const open = useSyncExternalStore(
    (changed) => menus.subscribe(changed),
    () => menus.current === group.id,
    () => false,
  );
  const menuId = useId();
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const groupRef = useRef<HTMLLIElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  /** The item to focus once the menu is drawn (opened from the keyboard). */
  const pendingFocus = useRef<number | null>(null);
  /**
   * A menu the pointer opened stays open on the first click of its button (the visitor was
   * reaching for it); the next click closes it.
   */
  const clickedSinceOpen = useRef(false);

  const focusItem = (index: number) => {
    const count = group.items.length;
    const wrapped = (index + count) % count;
    setActiveIndex(wrapped);
    itemRefs.current[wrapped]?.focus();
  };

  const openWithFocus = (index: number) => {
    if (open) {
      focusItem(index);
      return;
    }
    setActiveIndex(index);
    pendingFocus.current = index;
    menus.open(group.id);
  };

  const close = ({ refocus }: { refocus: boolean }) => {
    menus.close();
    if (refocus) triggerRef.current?.focus();
  };

  /** The menu is drawn: nudge it back on screen if needed; it is gone: forget the click. */
  const placeMenu = (menu: HTMLDivElement | null) => {
    if (!menu) {
      clickedSinceOpen.current = false;
      return;
    }
    const overflow = menu.getBoundingClientRect().right - (document.documentElement.clientWidth - EDGE);
    menu.style.transform = overflow > 0 ? `translateX(${-overflow}px)` : '';
  };

  /** An item is drawn: focus it if the menu was opened from the keyboard to reach it. */
  const registerItem = (index: number) => (node: HTMLAnchorElement | null) => {
    itemRefs.current[index] = node;
    if (node && pendingFocus.current === index) {
      pendingFocus.current = null;
      node.focus();
    }
  };

  // A press anywhere else closes the menu (the path crosses shadow roots).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (groupRef.current && !event.composedPath().includes(groupRef.current)) menus.close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [menus, open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') menus.pointerEnter(group.id);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') menus.pointerLeave(group.id);
  };

  const onTriggerClick = () => {
    const hovered = triggerRef.current?.matches(':hover') ?? false;
    if (open && hovered && !clickedSinceOpen.current) {
      clickedSinceOpen.current = true;
      return;
    }
    if (open) menus.close();
    else menus.open(group.id);
    clickedSinceOpen.current = true;
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    const first = ['Enter', ' ', 'ArrowDown'].includes(event.key);
    if (first || event.key === 'ArrowUp') {
      event.preventDefault();
      openWithFocus(first ? 0 : group.items.length - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close({ refocus: false });
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1, Home: 0, End: group.items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close({ refocus: true });
    }
  };

  // Tabbing past the menu closes it.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) menus.close();
  };

  const containsCurrentPage = group.items.some((item) => isCurrentPage(item.href, currentPath));

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- pointer events give the hover delays; onBlur only hears focus leaving the button or the menu's links
    <li className="nav-group" data-group={group.id} ref={groupRef} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onBlur={onBlur}>
      <button
        type="button"
        className="nav-trigger"
        ref={triggerRef}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-current={containsCurrentPage || undefined}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {group.label[lang]}
        <ChevronDownIcon className="nav-chevron" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={group.label[lang]}
          className="nav-menu"
          ref={placeMenu}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
        >
          {group.items.map((item, index) => (
            <a
              key={item.href}
              href={siteHref(item.href)}
              role="menuitem"
              className="nav-menu-item"
              aria-current={isCurrentPage(item.href, currentPath) ? 'page' : undefined}
              // One stop in the tab order, as in any menu: Tab leaves it (and so closes it).
              tabIndex={index === activeIndex ? 0 : -1}
              ref={registerItem(index)}
              onClick={() => menus.close()}
            >
              {item.label[lang]}
            </a>
          ))}
        </div>
      )}
    </li>
  );
}
