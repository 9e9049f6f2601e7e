import clsx from 'clsx';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { siteHref } from '../../runtime/links';
import type { ButtonVariant } from './Button';

/*
 * In a module of its own, without react-aria: an element that only links (the events' "View
 * all") does not load react-aria's press and focus code for it.
 */

export interface LinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A page of the commune's site (`/events`, made absolute on a partner's page) or any URL. */
  href: string;
  variant?: ButtonVariant;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that looks like a button: a plain `<a href>`, so the shell's router, new tabs and
 * "copy link" all work. Not react-aria's Link: it follows a click with a synthetic one that does
 * not cross the shadow boundary, so the host page's router never sees it and the page reloads.
 * Hover and focus are styled with `:hover` and `:focus-visible`.
 */
export function LinkButton({ href, variant = 'primary', className, children, ...props }: LinkButtonProps) {
  return (
    <a {...props} href={href.startsWith('/') ? siteHref(href) : href} className={clsx('ui-button', `ui-button--${variant}`, className)}>
      {children}
    </a>
  );
}
