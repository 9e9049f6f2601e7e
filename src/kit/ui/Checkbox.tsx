import clsx from 'clsx';
import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, FieldError, Text, type CheckboxFieldProps } from 'react-aria-components';
import { CheckIcon } from './icons';

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'children' | 'className' | 'isInvalid' | 'validate' | 'render' | 'style'> {
  /** The label, beside the box; a press on it toggles the box. */
  children: ReactNode;
  /** A hint under the label, read with the checkbox. */
  description?: ReactNode;
  /** The message while the choice is refused: invalid exactly while there is one. */
  errorMessage?: string;
  className?: string;
}

/**
 * A labelled checkbox (react-aria's CheckboxField + CheckboxButton): the box, its label, a
 * hint and a message, styled by `[data-selected]`, `[data-invalid]`, `[data-disabled]`.
 * `isSelected` / `onChange` control it.
 */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  // CheckboxField ties its hint and message to the input by refs, which work in a shadow root
  // (unlike TextField's slots, found by document.getElementById).
  return (
    <CheckboxField {...props} isInvalid={Boolean(errorMessage)} className={clsx('ui-checkbox', className)}>
      <CheckboxButton className="ui-checkbox__button">
        <span className="ui-checkbox__box" aria-hidden="true">
          <CheckIcon className="ui-checkbox__check" width={18} height={18} strokeWidth={3} />
        </span>
        <span className="ui-checkbox__label">{children}</span>
      </CheckboxButton>
      {description && (
        <Text slot="description" className="ui-field__description ui-checkbox__description">
          {description}
        </Text>
      )}
      <FieldError className="ui-field__error ui-checkbox__error">{errorMessage}</FieldError>
    </CheckboxField>
  );
}
