import { lazy, Suspense, useId } from 'react';
import { mayor } from '../../content/mayor';
import { paths } from '../../content/site-map';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { Heading, LinkButton } from '../../kit/ui';
import { ArrowRightIcon } from '../../kit/ui/icons';
import type { mayorContract } from './mayor.contract';
import { mayorMessages } from './messages';

export type MayorProps = PropsOf<typeof mayorContract.props>;

export function Portrait({ eager = false }: { eager?: boolean }) {
  const { lang } = useI18n(mayorMessages);
  const { portrait } = mayor;
  return (
    <img
      className="mayor__portrait"
      part="portrait"
      src={siteHref(portrait.src)}
      width={portrait.width}
      height={portrait.height}
      alt={pick(portrait.alt, lang)}
      // At the top of the meet-the-mayor page the portrait is in view at once; on the home page it is far below.
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/** The home page's presentation: who the mayor is, and where to read more. */
function MayorHome({ headingLevel }: { headingLevel: number }) {
  const { t, lang } = useI18n(mayorMessages);
  const headingId = useId();
  return (
    <section className="mayor mayor--home" aria-labelledby={headingId}>
      <Portrait />
      <div className="mayor__body">
        <Heading level={headingLevel} id={headingId} className="mayor__name">
          <span part="heading">{mayor.name}</span>
        </Heading>
        {/* After the name in reading order, above it on screen. */}
        <p className="mayor__eyebrow">{t('home.eyebrow')}</p>
        <p className="mayor__role">{pick(mayor.role, lang)}</p>
        <p className="mayor__presentation">{pick(mayor.presentation, lang)}</p>
        <p className="mayor__actions" part="actions">
          <LinkButton href={paths.meetMayor}>
            {t('home.message')}
            <ArrowRightIcon width={16} height={16} />
          </LinkButton>
          <LinkButton href={paths.biography} variant="secondary">
            {t('home.biography')}
          </LinkButton>
        </p>
      </div>
    </section>
  );
}

// The message (the meet-the-mayor page) loads on its own: the home page's presentation carries
// none of the live updates, dates or accordion it needs. Its reserved space holds the page still.
const MayorLetter = lazy(() => import('./MayorLetter'));

/** `<commune-mayor>`: the mayor's presentation (home page) or message (meet-the-mayor page). */
export function Mayor({ variant, headingLevel, api }: MayorProps) {
  if (variant !== 'message') return <MayorHome headingLevel={headingLevel} />;
  return (
    <Suspense fallback={null}>
      <MayorLetter headingLevel={headingLevel} api={api} />
    </Suspense>
  );
}
