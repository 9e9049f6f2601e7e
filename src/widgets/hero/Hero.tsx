import { useCallback, useId, useSyncExternalStore } from 'react';
import { hero } from '../../content/home';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
import { SiteSearchBox } from '../../features/search-box/SiteSearchBox';
import { Heading } from '../../kit/ui';
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
 * slots in (`slot="heading"`) takes its place. The search box is the header's
 * (src/features/search-box): the first results as one types, Enter for the search page.
 */
export function Hero({ headingLevel }: HeroProps) {
  const { t, lang } = useI18n(heroMessages);
  const id = useId();
  const headingId = `${id}-heading`;
  const pageHeading = useSlotted('heading');
  const pageLead = useSlotted('lead');

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
        <div className="hero__search" part="search">
          <SiteSearchBox aria-label={t('search.region')} fieldClassName="hero__field" label={pick(hero.searchLabel, lang)} placeholder={pick(hero.searchPlaceholder, lang)} />
        </div>
      </div>
    </section>
  );
}
