import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { pluralize } from '../../shared/i18n/format';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { searchPages } from '../../features/site-search';
import { SearchField } from '../../kit/ui/SearchField';
import { headerMessages } from './messages';

interface SiteSearchProps {
  /** Whether the panel around it is shown: the field takes focus each time it opens. */
  open: boolean;
}

/**
 * The header's search, loaded the first time the visitor opens it: filters the site's pages as
 * they type and lists them as links; Enter follows the first one. Following a link is a real
 * click, so the host's router (or the browser) handles it like any other link.
 */
export function SiteSearch({ open }: SiteSearchProps) {
  const { t, lang } = useI18n(headerMessages);
  const [query, setQuery] = useState('');
  const matches = useMemo(() => searchPages(query, lang), [query, lang]);
  const input = useRef<HTMLInputElement>(null);
  const firstMatch = useRef<HTMLAnchorElement>(null);
  const searching = query.trim() !== '';

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const followFirstMatch = () => firstMatch.current?.click();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    followFirstMatch();
  };

  const count = searching
    ? matches.length === 0
      ? t('search.none')
      : pluralize(matches.length, lang, { one: t('search.results.one'), other: t('search.results.other') })
    : '';

  return (
    <form role="search" className="search-form" onSubmit={onSubmit}>
      <SearchField
        className="search-field"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={setQuery}
        onSubmit={followFirstMatch}
        inputRef={input}
      />
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
  );
}
