import {
  autoUpdate,
  offset,
  safePolygon,
  shift,
  useClick,
  useDelayGroup,
  useDismiss,
  useFloating,
  useHover,
  useInteractions,
  useListNavigation,
  useMergeRefs,
  useRole,
  type OpenChangeReason,
} from '@floating-ui/react';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { NavGroup } from '../../content/navigation';
import type { Lang } from '../../core/store';
import { isCurrentPage } from './currentPage';
import { ChevronDownIcon } from '../../core/ui/icons';
import { siteHref } from '../../core/links';

interface NavMenuProps {
  group: NavGroup;
  lang: Lang;
  currentPath: string;
}

/**
 * One desktop dropdown: opens on hover (after the delays of the surrounding
 * FloatingDelayGroup), on click, or from the keyboard, and lists the group's pages as menu items.
 * It renders inline, inside the element's shadow root, so its styles apply.
 */
export function NavMenu({ group, lang, currentPath }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);

  const onOpenChange = (next: boolean, _event?: Event, reason?: OpenChangeReason) => {
    setOpen(next);
    // Escape from inside the menu would otherwise leave focus on the removed item.
    if (!next && reason === 'escape-key') triggerRef.current?.focus();
  };

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange,
    placement: 'bottom-start',
    middleware: [offset(6), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { delay } = useDelayGroup(context);
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useHover(context, { delay, mouseOnly: true, handleClose: safePolygon({ blockPointerEvents: false }) }),
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef: itemRefs, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);
  const triggerRefs = useMergeRefs([refs.setReference, triggerRef]);

  const focusItem = (index: number) => {
    setActiveIndex(index);
    itemRefs.current[index]?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusItem(event.key === 'Home' ? 0 : group.items.length - 1);
    }
  };

  // Tabbing past the menu closes it; a pointer press outside is useDismiss's job.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpen(false);
  };

  const containsCurrentPage = group.items.some((item) => isCurrentPage(item.href, currentPath));

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- onBlur only hears focus leaving the trigger button or the menu's links, to close the menu
    <li className="nav-group" onBlur={onBlur}>
      <button
        type="button"
        className="nav-trigger"
        ref={triggerRefs}
        data-current={containsCurrentPage || undefined}
        {...getReferenceProps()}
      >
        {group.label[lang]}
        <ChevronDownIcon className="nav-chevron" />
      </button>
      {open && (
        // oxlint-disable-next-line react/refs -- floating-ui's refs.setFloating is a callback ref and getFloatingProps only reads the list ref in event handlers, not during render
        <div className="nav-menu" ref={refs.setFloating} style={floatingStyles} {...getFloatingProps({ onKeyDown: onMenuKeyDown })}>
          {group.items.map((item, index) => (
            <a
              key={item.href}
              href={siteHref(item.href)}
              role="menuitem"
              className="nav-menu-item"
              aria-current={isCurrentPage(item.href, currentPath) ? 'page' : undefined}
              // One stop in the tab order, as in any menu: Tab leaves it (and so closes it).
              tabIndex={index === activeIndex ? 0 : -1}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              {...getItemProps({ onClick: () => setOpen(false) })}
            >
              {item.label[lang]}
            </a>
          ))}
        </div>
      )}
    </li>
  );
}
