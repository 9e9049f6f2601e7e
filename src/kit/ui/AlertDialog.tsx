import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import { useI18n } from '../../runtime/i18n/react';
import { adminMessages } from './admin-messages';
import { Button } from './Button';
import { Heading } from './Heading';

export interface AlertDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The question, as the heading and the dialog's name (« Supprimer cette actualité ? »). */
  title: ReactNode;
  /** What will happen, read with the title (« Elle disparaîtra du site. Cette action est définitive. »). */
  children: ReactNode;
  /** The confirming button's text, a verb (« Supprimer »). */
  confirmLabel: string;
  /**
   * Called when the confirming button is pressed. The dialog then closes; if it returns a
   * promise, once the promise resolves (it stays open if it rejects, for the caller's message).
   */
  onConfirm: () => void | Promise<unknown>;
  /** The other button (default « Annuler » / "Cancel"); it, Escape, and nothing else dismiss. */
  cancelLabel?: string;
  /** `danger` (the default: a red confirm, for deletion) or `primary`. */
  tone?: 'danger' | 'primary';
  /** While the action runs: the confirm button says it is busy and ignores presses. */
  isPending?: boolean;
  /** Level of the title heading (default 2). */
  headingLevel?: number;
}

/**
 * A confirmation (role `alertdialog`): a question, what it does, Cancel and the action. Focus
 * starts on Cancel, so a hurried Enter does not delete anything; a click outside does nothing.
 */
export function AlertDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
  cancelLabel,
  tone = 'danger',
  isPending = false,
  headingLevel = 2,
}: AlertDialogProps) {
  const { t } = useI18n(adminMessages);
  const titleId = useId();
  const messageId = useId();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false} className="ui-overlay ui-overlay--center">
      <Modal className="ui-modal ui-modal--center ui-alert">
        {/* Named and described explicitly: react-aria's title slot cannot be found in a shadow root. */}
        <AriaDialog role="alertdialog" className="ui-dialog ui-alert__dialog" aria-labelledby={titleId} aria-describedby={messageId}>
          {({ close }) => (
            <>
              <Heading level={headingLevel} id={titleId} className="ui-dialog__title ui-alert__title">
                {title}
              </Heading>
              <div id={messageId} className="ui-alert__message">
                {children}
              </div>
              <div className="ui-alert__actions">
                {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- inside a modal that just opened, the APG's alertdialog pattern: focus the least destructive action */}
                <Button variant="secondary" autoFocus onPress={close}>
                  {cancelLabel ?? t('alert.cancel')}
                </Button>
                <Button
                  className={clsx(tone === 'danger' && 'ui-button--danger')}
                  isPending={isPending}
                  onPress={() => {
                    const result = onConfirm();
                    if (result instanceof Promise) result.then(close, () => undefined);
                    else close();
                  }}
                >
                  {confirmLabel}
                </Button>
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
