import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Menu as AriaMenu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { Button, type ButtonVariant } from './Button';
import { ChevronDownIcon } from './icons';

export interface MenuItemSpec {
  id: string;
  label: string;
  /** A page to go to: the item is a link. */
  href?: string;
  /** What the item does when chosen (also reported to the menu's `onAction`). */
  onAction?: () => void;
  /** A small decorative icon before the label. */
  icon?: ReactNode;
  isDisabled?: boolean;
}

export interface MenuProps {
  /** The trigger button's content (a name, an avatar and a name). */
  label: ReactNode;
  /** The trigger's accessible name when its content is not text (an icon alone). */
  'aria-label'?: string;
  items: readonly MenuItemSpec[];
  /** Called with the chosen item's id, after the item's own `onAction`. */
  onAction?: (id: string) => void;
  /** The trigger's look (default `ghost`). */
  variant?: ButtonVariant;
  /** Where the list opens (default `bottom end`, under the trigger, aligned to its end). */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  className?: string;
}

/**
 * A button opening a list of actions and links (react-aria's MenuTrigger + Menu): the profile
 * menu (Settings, language, Log out), a row's More actions. Enter, Space or the down arrow
 * open it, the arrows move, Enter chooses, Escape closes and gives focus back to the button.
 */
export function Menu({ label, items, onAction, variant = 'ghost', placement = 'bottom end', className, ...labelling }: MenuProps) {
  const chosen = (key: Key) => onAction?.(String(key));
  return (
    <MenuTrigger>
      <Button variant={variant} className={clsx('ui-menu__trigger', className)} aria-label={labelling['aria-label']}>
        {label}
        <ChevronDownIcon className="ui-menu__chevron" />
      </Button>
      <Popover className="ui-popover ui-menu__popover" placement={placement} offset={4}>
        <AriaMenu className="ui-menu" items={items} onAction={chosen}>
          {(item) => (
            <MenuItem
              id={item.id}
              href={item.href}
              onAction={item.onAction}
              isDisabled={item.isDisabled}
              textValue={item.label}
              className="ui-option ui-menu__item"
            >
              {item.icon && <span className="ui-menu__icon">{item.icon}</span>}
              {item.label}
            </MenuItem>
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
