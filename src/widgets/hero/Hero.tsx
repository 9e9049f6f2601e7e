import { useCallback, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { hero } from '../../content/home';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { pluralize } from '../../shared/i18n/format';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { searchPages } from '../../features/site-search';
import { ArrowRightIcon, Heading, SearchField } from '../../kit/ui';
import type { heroContract } from './hero.contract';
import { HeroArt } from './HeroArt';
import { useHost } from '../../runtime/element';
import { heroMessages } from './messages';

export type HeroProps = PropsOf<typeof heroContract.props>;

/** Whether the page has put a child in the element's slot `name`, following later changes. */
function useSlotted(name: string): boolean {
  const host = useHost();
  const subscribe = useCallback(
    (changed: () => void) => {
      const observer = new MutationObserver(changed);
      observer.observe(host, { childList: true, attributes: true, subtree: true, attributeFilter: ['slot'] });
      return () => observer.disconnect();
    },
    [host],
  );
  const slotted = () => host.querySelector(`:scope > [slot="${name}"]`) !== null;
  // The server's stand-in host has no children: a server-rendered hero draws its own heading.
  return useSyncExternalStore(subscribe, slotted, slotted);
}

/**
 * `<commune-hero>`: the home page's welcome. The heading is the page's h1 and takes
 * `tabindex="-1"` so the shell can move focus to it after a navigation; a heading the page
 * slots in (`slot="heading"`) takes its place. The search box finds
 * pages exactly as the header's search does; Enter follows the first match with a real click,
 * so the host's router (or the browser) handles it like any other link.
 */
export function Hero({ headingLevel }: HeroProps) {
  const { t, lang } = useI18n(heroMessages);
  const id = useId();
  const headingId = `${id}-heading`;
  const resultsId = `${id}-results`;
  const [query, setQuery] = useState('');
  const matches = useMemo(() => searchPages(query, lang), [query, lang]);
  const firstMatch = useRef<HTMLAnchorElement>(null);
  const searching = query.trim() !== '';
  const pageHeading = useSlotted('heading');
  const pageLead = useSlotted('lead');

  const count = !searching
    ? ''
    : matches.length === 0
      ? t('search.none')
      : pluralize(matches.length, lang, { one: t('search.results.one'), other: t('search.results.other') });

  return (
    <section className="hero" part="hero" aria-labelledby={pageHeading ? undefined : headingId} aria-label={pageHeading ? pick(hero.heading, lang) : undefined}>
      {/* Drawn by CSS, so the illustration never holds up the heading (the page's LCP). */}
      <div className="hero__art" aria-hidden="true">
        <HeroArt />
      </div>
      <div className="hero__content">
        {/* A page may write its h1 itself (`<h1 slot="heading">`), so it shows before any script
            runs; then that one is the heading, and the element draws no second one. */}
        {pageHeading ? (
          <slot name="heading" className="hero__heading-slot" />
        ) : (
          <Heading level={headingLevel} id={headingId} tabIndex={-1} className="hero__heading" part="heading">
            {pick(hero.heading, lang)}
          </Heading>
        )}
        {pageLead ? <slot name="lead" className="hero__lead-slot" /> : <p className="hero__lead">{pick(hero.lead, lang)}</p>}
        <div role="search" className="hero__search" part="search" aria-label={t('search.region')}>
          <SearchField
            className="hero__field"
            label={pick(hero.searchLabel, lang)}
            placeholder={pick(hero.searchPlaceholder, lang)}
            value={query}
            onChange={setQuery}
            onSubmit={() => firstMatch.current?.click()}
          />
          <p role="status" className={searching ? 'hero__count' : 'visually-hidden'}>
            {count}
          </p>
          {matches.length > 0 && (
            <ul role="list" id={resultsId} className="hero__results" aria-label={t('search.results')}>
              {matches.map((match, index) => (
                <li key={match.href}>
                  <a href={siteHref(match.href)} className="hero__result" ref={index === 0 ? firstMatch : undefined}>
                    <span className="hero__result-label">{match.label}</span>
                    <span className="hero__result-group">{match.group}</span>
                    <ArrowRightIcon className="hero__result-arrow" width={18} height={18} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
