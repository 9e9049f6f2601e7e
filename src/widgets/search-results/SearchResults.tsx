import { useEffect, useId, useState } from 'react';
import { commune, mailHref, telHref } from '../../content/commune';
import { services } from '../../content/service-pages';
import { paths } from '../../content/site-map';
import { pick } from '../../shared/i18n/catalog';
import { pluralize } from '../../shared/i18n/format';
import type { PropsOf } from '../../shared/contract';
import { liveUrl } from '../../features/live/store';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { serverRender, type SearchResult } from '../../runtime/server-render';
import { Heading } from '../../kit/ui';
import { SearchIcon } from '../../kit/ui/icons';
import type { searchResultsContract } from './search-results.contract';
import { searchMessages, type SearchTypeKey } from '../../features/search-box/messages';
import { searchResultsMessages } from './messages';

export type SearchResultsProps = PropsOf<typeof searchResultsContract.props>;

type Found = { state: 'idle' } | { state: 'loading' } | { state: 'unavailable' } | { state: 'done'; items: readonly SearchResult[] };

/** The words searched: the attribute, else the page's `?q=`. */
function queryOf(attribute: string): string {
  if (attribute.trim() || typeof location === 'undefined') return attribute.trim();
  return new URLSearchParams(location.search).get('q')?.trim() ?? '';
}

/**
 * `<commune-search-results>`: a search form (GET, `q=`) and what the site holds for the words
 * searched, most relevant first — the kind of page, its title as a link, and an excerpt. On the
 * commune's /recherche page the server writes the results into the HTML (no script needed); in
 * a partner's page the element asks the content server. Nothing found, or nothing asked yet:
 * the most requested démarches and how to reach the town hall.
 */
export function SearchResults({ query: queryAttribute, api, action, headingLevel }: SearchResultsProps) {
  const { t, lang } = useI18n(searchResultsMessages);
  const kinds = useI18n(searchMessages);
  const server = serverRender();
  const query = server?.search?.query ?? queryOf(queryAttribute);
  // What came back, and for which words: other words than these are being asked.
  const [answer, setAnswer] = useState<{ query: string; found: Found } | undefined>(() =>
    server?.search ? { query, found: { state: 'done', items: server.search.items } } : undefined,
  );
  const fieldId = useId();
  const headingId = useId();
  const url = server ? undefined : liveUrl(api, 'search');

  useEffect(() => {
    if (!query || !url) return;
    const controller = new AbortController();
    fetch(`${url}?${new URLSearchParams({ q: query, lang })}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { items: SearchResult[] };
        setAnswer({ query, found: { state: 'done', items: body.items } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[commune] <commune-search-results>: the search did not answer.', error);
        setAnswer({ query, found: { state: 'unavailable' } });
      });
    return () => controller.abort();
  }, [query, url, lang]);

  const found: Found = !query ? { state: 'idle' } : answer?.query === query ? answer.found : url ? { state: 'loading' } : { state: 'unavailable' };
  const items = found.state === 'done' ? found.items : [];
  const status =
    found.state === 'loading'
      ? t('loading')
      : found.state === 'unavailable'
        ? t('unavailable')
        : found.state === 'done'
          ? items.length === 0
            ? t('none', { query })
            : pluralize(items.length, lang, { one: t('count.one', { query, count: items.length }), other: t('count.other', { query, count: items.length }) })
          : t('empty');

  return (
    <div className="search-results">
      <form className="search-results__form ui-search" method="get" action={siteHref(action)} role="search" part="form">
        <label htmlFor={fieldId} className="ui-search__label">
          {t('label')}
        </label>
        <div className="search-results__row">
          <div className="ui-search__box">
            <SearchIcon className="ui-search__icon" width={20} height={20} />
            <input id={fieldId} className="ui-search__input" type="search" name="q" defaultValue={query} placeholder={t('placeholder')} maxLength={200} />
          </div>
          <button type="submit" className="ui-button ui-button--primary">
            {t('submit')}
          </button>
        </div>
      </form>

      <section aria-labelledby={headingId} className="search-results__found">
        <Heading level={headingLevel} id={headingId} className="search-results__heading">
          {t('heading')}
        </Heading>
        <p role="status" className="search-results__status">
          {status}
        </p>
        {found.state === 'done' && items.length === 0 && <p className="search-results__hint">{t('none.hint')}</p>}
        {items.length > 0 && (
          <ol className="search-results__list" role="list">
            {items.map((item) => (
              <li key={`${item.type}|${item.url}|${item.title}`} className="search-results__item" part="result">
                <span className="search-results__type">{kinds.t(`type.${item.type}` as SearchTypeKey)}</span>
                <a className="search-results__title" href={siteHref(item.url)}>
                  {item.title}
                </a>
                <p className="search-results__excerpt">{item.excerpt}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      {(found.state !== 'done' || items.length === 0) && found.state !== 'loading' && (
        <div className="search-results__suggestions">
          <section aria-labelledby={`${headingId}-procedures`}>
            <Heading level={Math.min(headingLevel + 1, 6) as 3} id={`${headingId}-procedures`} className="search-results__subheading">
              {t('suggest.procedures')}
            </Heading>
            <ul className="search-results__procedures" role="list">
              {services.map((service) => (
                <li key={service.id}>
                  <a href={siteHref(service.path)}>{pick(service.label, lang)}</a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={`${headingId}-contact`}>
            <Heading level={Math.min(headingLevel + 1, 6) as 3} id={`${headingId}-contact`} className="search-results__subheading">
              {t('suggest.contact')}
            </Heading>
            <p>
              {/* The number and address as links, where the sentence puts them. */}
              {t('suggest.contactText')
                .split(/(\{phone\}|\{email\})/)
                .map((part) =>
                  part === '{phone}' ? (
                    <a key="phone" href={telHref(commune.phone)}>
                      {commune.phone}
                    </a>
                  ) : part === '{email}' ? (
                    <a key="email" href={mailHref(commune.email)}>
                      {commune.email}
                    </a>
                  ) : (
                    part
                  ),
                )}
            </p>
            <p>
              <a href={siteHref(paths.help)}>{t('suggest.help')}</a>
            </p>
          </section>
        </div>
      )}
    </div>
  );
}
