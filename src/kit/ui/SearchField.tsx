import clsx from 'clsx';
import type { Ref } from 'react';
import { Button as AriaButton, Input, Label, SearchField as AriaSearchField } from 'react-aria-components';
import { useI18n } from '../../runtime/i18n/react';
import { CloseIcon, SearchIcon } from './icons';
import { uiMessages } from './messages';

export interface SearchFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** The name it is sent under when its form is submitted without script (`q`). */
  name?: string;
  /** Called with the text on Enter (the surrounding form is then not submitted). */
  onSubmit?: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Keeps the label for assistive technology only (default false). */
  hideLabel?: boolean;
  className?: string;
  /**
   * The field drives a list of suggestions (inside react-aria's Autocomplete, which gives it
   * `aria-controls` and `aria-activedescendant`): it is then a combobox, expanded when the list shows.
   */
  combobox?: { expanded: boolean };
}

/**
 * The one search box: a labelled `type="search"` input with a magnifier and a clear button.
 * Escape empties it; once empty, Escape goes on to close the dialog it sits in.
 */
export function SearchField({ label, placeholder, value, onChange, onSubmit, name, inputRef, hideLabel = false, className, combobox }: SearchFieldProps) {
  const { t } = useI18n(uiMessages);
  return (
    <AriaSearchField className={clsx('ui-search', className)} value={value} onChange={onChange} onSubmit={onSubmit} name={name}>
      <Label className={hideLabel ? 'visually-hidden' : 'ui-search__label'}>{label}</Label>
      <div className="ui-search__box">
        <SearchIcon className="ui-search__icon" width={20} height={20} />
        <Input
          ref={inputRef}
          className="ui-search__input"
          placeholder={placeholder}
          {...(combobox ? { role: 'combobox', 'aria-expanded': combobox.expanded } : {})}
        />
        <AriaButton className="ui-search__clear" aria-label={t('search.clear')}>
          <CloseIcon width={20} height={20} />
        </AriaButton>
      </div>
    </AriaSearchField>
  );
}
