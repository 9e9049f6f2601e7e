import clsx from 'clsx';
import { useId, type ReactNode, type Ref } from 'react';
import {
  FieldError,
  Input,
  Label,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';

interface FieldBaseProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'isInvalid' | 'validate' | 'render' | 'style' | 'aria-describedby'> {
  label: ReactNode;
  /** A hint under the label, read with the field (what to write, why it is asked). */
  description?: ReactNode;
  /**
   * The message under the label while the value is refused: the field is invalid exactly while
   * there is one. The form decides when to show it (on submit, then as the value changes).
   */
  errorMessage?: string;
  placeholder?: string;
  className?: string;
}

export interface TextFieldProps extends FieldBaseProps {
  inputRef?: Ref<HTMLInputElement>;
  /** A control inside the box, after the input: a show-password button. */
  action?: ReactNode;
}

export interface TextAreaProps extends FieldBaseProps {
  inputRef?: Ref<HTMLTextAreaElement>;
  /** Visible lines before it scrolls (default 5); it can be resized taller. */
  rows?: number;
}

/**
 * The ids that tie the hint and the message to the input. react-aria finds its own with
 * `document.getElementById`, which cannot see into a shadow root, so inside an element the
 * input would lose them: they are set here, and the input is described by them explicitly.
 */
function useFieldIds(description: ReactNode, errorMessage: string | undefined) {
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description ? descriptionId : '', errorMessage ? errorId : ''].filter(Boolean).join(' ');
  return { descriptionId, errorId, describedBy: describedBy || undefined };
}

interface FieldTopProps extends Pick<FieldBaseProps, 'label' | 'description' | 'errorMessage'> {
  descriptionId: string;
  errorId: string;
}

function FieldTop({ label, description, errorMessage, descriptionId, errorId }: FieldTopProps) {
  return (
    <>
      <Label className="ui-field__label">{label}</Label>
      {description && (
        <span id={descriptionId} className="ui-field__description">
          {description}
        </span>
      )}
      {/* GOV.UK's order: the message sits between the label and the box, where it is read
          before typing and stays visible above a phone's keyboard. */}
      <FieldError className="ui-field__error">
        <span id={errorId}>{errorMessage}</span>
      </FieldError>
    </>
  );
}

/**
 * A labelled one-line text input (react-aria's TextField): label, optional hint, the error
 * message, then the box. Its validation is controlled: give `errorMessage` and it is invalid
 * (`aria-invalid`, the message in its description), take it away and it is valid again.
 */
export function TextField({ label, description, errorMessage, placeholder, inputRef, action, className, ...props }: TextFieldProps) {
  const { descriptionId, errorId, describedBy } = useFieldIds(description, errorMessage);
  const input = <Input ref={inputRef} className="ui-field__input" placeholder={placeholder} />;
  return (
    <AriaTextField {...props} aria-describedby={describedBy} isInvalid={Boolean(errorMessage)} className={clsx('ui-field', className)}>
      <FieldTop label={label} description={description} errorMessage={errorMessage} descriptionId={descriptionId} errorId={errorId} />
      {action ? (
        <div className="ui-field__box">
          {input}
          {action}
        </div>
      ) : (
        input
      )}
    </AriaTextField>
  );
}

/** The multi-line sibling of `TextField`, same parts and same controlled validation. */
export function TextArea({ label, description, errorMessage, placeholder, inputRef, rows = 5, className, ...props }: TextAreaProps) {
  const { descriptionId, errorId, describedBy } = useFieldIds(description, errorMessage);
  return (
    <AriaTextField {...props} aria-describedby={describedBy} isInvalid={Boolean(errorMessage)} className={clsx('ui-field', 'ui-field--multiline', className)}>
      <FieldTop label={label} description={description} errorMessage={errorMessage} descriptionId={descriptionId} errorId={errorId} />
      <AriaTextArea ref={inputRef} className="ui-field__input" placeholder={placeholder} rows={rows} />
    </AriaTextField>
  );
}
