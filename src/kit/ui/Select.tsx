import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { useI18n } from '../../runtime/i18n/react';
import { adminMessages } from './admin-messages';
import { CheckIcon, ChevronDownIcon } from './icons';

export interface SelectOption<K extends Key = string> {
  id: K;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<K extends Key = string> {
  label: ReactNode;
  options: readonly SelectOption<K>[];
  /** The chosen option's id (controlled); `null` for none. */
  value?: K | null;
  /** The option chosen at first (uncontrolled). */
  defaultValue?: K | null;
  onChange?: (value: K | null) => void;
  /** A hint under the label, read with the field. */
  description?: ReactNode;
  /** The message while the choice is refused: the field is invalid exactly while there is one. */
  errorMessage?: string;
  /** Shown while nothing is chosen (default « Choisir… » / "Choose…"). */
  placeholder?: string;
  /** The name of the value in a submitted form. */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A labelled choice among a few options (react-aria's Select): a button showing the choice,
 * opening a list in a popover (in the element's shadow root, through the portal provider).
 * The keyboard opens it with Enter, Space or the arrows, picks with Enter, types to search.
 * Validation is controlled, as for TextField: give `errorMessage` and it is invalid.
 */
export function Select<K extends Key = string>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  placeholder,
  name,
  isRequired,
  isDisabled,
  className,
}: SelectProps<K>) {
  const { t } = useI18n(adminMessages);
  // Set here and given to the button explicitly: react-aria finds its slots with
  // document.getElementById, which cannot see into a shadow root.
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description ? descriptionId : '', errorMessage ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <AriaSelect
      className={clsx('ui-field', 'ui-select', className)}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange ? (key) => onChange(key as K | null) : undefined}
      placeholder={placeholder ?? t('select.placeholder')}
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      aria-describedby={describedBy}
    >
      <Label className="ui-field__label">{label}</Label>
      {description && (
        <span id={descriptionId} className="ui-field__description">
          {description}
        </span>
      )}
      <FieldError className="ui-field__error">
        <span id={errorId}>{errorMessage}</span>
      </FieldError>
      <AriaButton className="ui-select__button">
        <SelectValue className="ui-select__value" />
        <ChevronDownIcon className="ui-select__chevron" width={20} height={20} />
      </AriaButton>
      <Popover className="ui-popover ui-select__popover" offset={4}>
        <ListBox className="ui-select__list" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled} className="ui-option ui-select__option">
              {({ isSelected }) => (
                <>
                  <span className="ui-select__option-label">{option.label}</span>
                  {isSelected && <CheckIcon className="ui-select__check" width={18} height={18} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
