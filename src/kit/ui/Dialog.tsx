import clsx from 'clsx';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { Button as AriaButton, Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { useI18n } from '../../runtime/i18n/react';
import { Heading } from './Heading';
import { CloseIcon } from './icons';
import { uiMessages } from './messages';

export type DialogVariant = 'center' | 'sheet';

export interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Shown as the dialog's heading, and its accessible name. */
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  /** `center` (a centred box, the default) or `sheet` (full height from the right edge). */
  variant?: DialogVariant;
  /** Whether a click on the backdrop closes it (default true). Escape always does. */
  isDismissable?: boolean;
  /** Level of the title heading (default 2). */
  headingLevel?: number;
  /** Kept below the scrolling body (contact details, actions). */
  footer?: ReactNode;
  /** The close button's accessible name (default "Fermer" / "Close"). */
  closeLabel?: string;
  /** The `part` name of the dialog box, for elements that expose it to `::part()`. */
  part?: string;
  className?: string;
  children?: ReactNode | ((dialog: { close: () => void }) => ReactNode);
}

/**
 * Whether the element scrolls: watched as it and its children change size, so a body that
 * grows past the window (more content, another language, a smaller viewport) is noticed.
 */
function useScrolls(): [(element: HTMLElement | null) => (() => void) | undefined, boolean] {
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    const sizes = new ResizeObserver(measure);
    const observeAll = () => {
      sizes.observe(element);
      for (const child of element.children) sizes.observe(child);
    };
    observeAll();
    const children = new MutationObserver(() => {
      observeAll();
      measure();
    });
    children.observe(element, { childList: true });
    return () => {
      sizes.disconnect();
      children.disconnect();
    };
  }, []);
  return [ref, scrolls];
}

/**
 * A controlled modal dialog rendered in the element's own shadow root: focus moves in and
 * stays there, Escape closes it, and focus goes back where it was.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  description,
  variant = 'center',
  isDismissable = true,
  headingLevel = 2,
  footer,
  closeLabel,
  part,
  className,
  children,
}: DialogProps) {
  const { t } = useI18n(uiMessages);
  const titleId = useId();
  const descriptionId = useId();
  const [bodyRef, bodyScrolls] = useScrolls();
  // Overlays opened from inside the dialog (a Select's options, a menu) open inside it too. In
  // the element's portal, beside the dialog, react-aria's modal would hide them from the
  // accessibility tree and the pointer (it keeps watching the shadow root while they open).
  const [overlays, setOverlays] = useState<HTMLDivElement | null>(null);
  // A body that scrolls takes focus itself, so the keyboard can scroll it even when it holds
  // nothing focusable (WCAG 2.1.1); named by the title, it reads as the dialog's content.
  const scrollable = bodyScrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {};
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={clsx('ui-overlay', `ui-overlay--${variant}`)}
    >
      <Modal
        className={clsx('ui-modal', `ui-modal--${variant}`, className)}
        render={part ? (props) => <div {...props} part={part} /> : undefined}
      >
        {/* Named explicitly: react-aria finds a title slot with document.getElementById, which
            cannot see into a shadow root. */}
        <AriaDialog
          className="ui-dialog"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
        >
          {({ close }) => (
            <UNSAFE_PortalProvider getContainer={() => overlays}>
              <header className="ui-dialog__header">
                <div className="ui-dialog__heading">
                  <Heading level={headingLevel} id={titleId} className="ui-dialog__title">
                    {title}
                  </Heading>
                  {description && (
                    <p id={descriptionId} className="ui-dialog__description">
                      {description}
                    </p>
                  )}
                </div>
                <AriaButton className="ui-dialog__close" aria-label={closeLabel ?? t('dialog.close')} onPress={close}>
                  <CloseIcon width={22} height={22} />
                </AriaButton>
              </header>
              <div ref={bodyRef} className="ui-dialog__body" {...scrollable}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              {footer && <footer className="ui-dialog__footer">{footer}</footer>}
              <div ref={setOverlays} className="ui-dialog__overlays" />
            </UNSAFE_PortalProvider>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
