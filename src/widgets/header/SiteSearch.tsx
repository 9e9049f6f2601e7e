import { useMemo, useRef, useState, type FormEvent, type Ref } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { pluralize } from '../../core/i18n/format';
import { useI18n } from '../../core/i18n/react';
import { CloseIcon, SearchIcon } from '../../core/ui/icons';
import { headerMessages } from './messages';
import { searchPages } from '../../core/site-search';
import { siteHref } from '../../core/links';

interface SiteSearchProps {
  id: string;
  open: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * The header's search: filters the site's pages as the visitor types and lists them as links;
 * Enter follows the first one. Following a link is a real click, so the host's router (or the
 * browser) handles it like any other link.
 */
export function SiteSearch({ id, open, inputRef }: SiteSearchProps) {
  const { t, lang } = useI18n(headerMessages);
  const [query, setQuery] = useState('');
  const matches = useMemo(() => searchPages(query, lang), [query, lang]);
  const firstMatch = useRef<HTMLAnchorElement>(null);
  const searching = query.trim() !== '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    firstMatch.current?.click();
  };

  const count = searching
    ? matches.length === 0
      ? t('search.none')
      : pluralize(matches.length, lang, { one: t('search.results.one'), other: t('search.results.other') })
    : '';

  return (
    <div id={id} className="search-panel" hidden={!open}>
      <form role="search" className="search-form" onSubmit={onSubmit}>
        <SearchField className="search-field" value={query} onChange={setQuery}>
          <Label className="search-label">{t('search.label')}</Label>
          <div className="search-box">
            <SearchIcon className="search-box-icon" />
            <Input ref={inputRef} className="search-input" placeholder={t('search.placeholder')} />
            <Button className="search-clear" aria-label={t('search.clear')}>
              <CloseIcon />
            </Button>
          </div>
        </SearchField>
        <p role="status" className="search-count">
          {count}
        </p>
        {matches.length > 0 && (
          <ul role="list" className="search-results">
            {matches.map((match, index) => (
              <li key={match.href}>
                <a href={siteHref(match.href)} className="search-result" ref={index === 0 ? firstMatch : undefined}>
                  <span className="search-result-label">{match.label}</span>
                  <span className="search-result-group">{match.group}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </form>
    </div>
  );
}
