import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Autocomplete, ListBox, ListBoxItem } from 'react-aria-components';
import { paths } from '../../content/site-map';
import { pluralize } from '../../shared/i18n/format';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { SearchField } from '../../kit/ui/SearchField';
import { searchMessages, type SearchTypeKey } from './messages';
import { useSearchHits } from './use-search-hits';

export interface SiteSearchBoxProps {
  label: string;
  placeholder: string;
  /** The search landmark's name, when the page has another search (the hero's, beside the header's). */
  'aria-label'?: string;
  /** The form's class and the field's, for the host element's own styles. */
  className?: string;
  fieldClassName?: string;
  /** The field takes focus whenever this becomes true (the header's panel opening). */
  focused?: boolean;
}

/** The search page's address for `query`, on the commune's site. */
export function searchPageHref(query: string): string {
  return siteHref(`${paths.search}?${new URLSearchParams({ q: query.trim() })}`);
}

/**
 * The header's and the hero's search box: as the resident types, the first results (pages at
 * once, then everything the server finds) in a list the arrow keys go through (react-aria's
 * Autocomplete: the field keeps focus, the list's current result is announced); Enter on a
 * result opens it, Enter in the field opens the search page with every result.
 */
export function SiteSearchBox({ label, placeholder, className, fieldClassName, focused = false, 'aria-label': ariaLabel }: SiteSearchBoxProps) {
  const { t, lang } = useI18n(searchMessages);
  const [query, setQuery] = useState('');
  const hits = useSearchHits(query, lang);
  const searching = query.trim() !== '';
  // Results open by a real click on a link, composed out of the shadow root, so the host's
  // router (or the browser) follows it like any other: the « see all » link, or `go` for a result.
  const allResults = useRef<HTMLAnchorElement>(null);
  const go = useRef<HTMLAnchorElement>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focused) field.current?.focus();
  }, [focused]);

  const openSearchPage = () => {
    // Enter on a result the arrows reached opens that result. (react-aria looks the result up
    // with document.getElementById, which cannot see into a shadow root: done here instead.)
    const active = field.current?.getAttribute('aria-activedescendant');
    const root = field.current?.getRootNode() as Document | ShadowRoot | undefined;
    const key = active ? root?.getElementById(active)?.getAttribute('data-key') : undefined;
    if (key) openResult(key.split('|')[1] ?? '');
    else allResults.current?.click();
  };
  const openResult = (url: string) => {
    if (!go.current) return;
    go.current.href = siteHref(url);
    go.current.click();
  };

  const status = !searching
    ? ''
    : hits.length === 0
      ? t('status.none')
      : pluralize(hits.length, lang, { one: t('status.one', { count: hits.length }), other: t('status.other', { count: hits.length }) });

  return (
    // A search form to the search page: without script (a page the server wrote) it is sent as
    // it is; with script, Enter opens the result the arrows reached, or the search page.
    <form
      role="search"
      aria-label={ariaLabel}
      method="get"
      action={siteHref(paths.search)}
      className={clsx('site-search', className)}
      onSubmit={(event) => {
        event.preventDefault();
        openSearchPage();
      }}
    >
      <Autocomplete inputValue={query} onInputChange={setQuery} disableAutoFocusFirst>
        <SearchField
          className={clsx('site-search__field', fieldClassName)}
          name="q"
          label={label}
          placeholder={placeholder}
          value={query}
          onChange={setQuery}
          inputRef={field}
          combobox={{ expanded: hits.length > 0 }}
        />
        <p role="status" className={searching ? 'site-search__status' : 'visually-hidden'}>
          {status}
        </p>
        <ListBox
          className={clsx('site-search__list', hits.length === 0 && 'visually-hidden')}
          aria-label={t('list.label')}
          items={hits.map((hit) => ({ ...hit, id: `${hit.type}|${hit.url}|${hit.title}` }))}
          onAction={(key) => openResult(String(key).split('|')[1] ?? '')}
        >
          {(hit) => (
            <ListBoxItem id={hit.id} textValue={hit.title} className="site-search__hit">
              <span className="site-search__title">{hit.title}</span>
              <span className="site-search__type">{t(`type.${hit.type}` as SearchTypeKey)}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Autocomplete>
      <a ref={go} href={siteHref(paths.search)} hidden tabIndex={-1} aria-hidden="true" />
      {searching && (
        <a className="site-search__all" href={searchPageHref(query)} ref={allResults}>
          {t('all', { query: query.trim() })}
        </a>
      )}
    </form>
  );
}
