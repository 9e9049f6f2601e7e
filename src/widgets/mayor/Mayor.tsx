import { useId } from 'react';
import { mayor, mayorMessage } from '../../content/mayor';
import { paths } from '../../content/site-map';
import type { PropsOf } from '../../core/contract';
import { pick } from '../../core/i18n/catalog';
import { useI18n } from '../../core/i18n/react';
import { siteHref } from '../../core/links';
import { Heading, LinkButton, SectionHeading } from '../../core/ui';
import { ArrowRightIcon } from '../../core/ui/icons';
import type { mayorContract } from './mayor.contract';
import { mayorMessages } from './messages';

export type MayorProps = PropsOf<typeof mayorContract.props>;

function Portrait({ eager = false }: { eager?: boolean }) {
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

/** The meet-the-mayor page: the full message, signed. */
function MayorLetter({ headingLevel }: { headingLevel: number }) {
  const { t, lang } = useI18n(mayorMessages);
  const headingId = useId();
  return (
    <section className="mayor mayor--message" aria-labelledby={headingId}>
      <Portrait eager />
      <div className="mayor__body">
        <SectionHeading level={headingLevel} id={headingId} flush className="mayor__heading">
          <span part="heading">{t('message.heading')}</span>
        </SectionHeading>
        <div className="mayor__letter">
          <p className="mayor__greeting">{pick(mayorMessage.greeting, lang)}</p>
          {mayorMessage.paragraphs.map((paragraph) => (
            <p key={paragraph.fr}>{pick(paragraph, lang)}</p>
          ))}
          <p className="mayor__closing">{pick(mayorMessage.closing, lang)}</p>
        </div>
        <p className="mayor__signature" part="signature">
          <span className="mayor__signature-name">{mayor.name}</span>
          <span className="mayor__signature-role">{pick(mayor.role, lang)}</span>
        </p>
        <p className="mayor__more">
          <a href={siteHref(paths.biography)}>{t('message.biography')}</a>
        </p>
      </div>
    </section>
  );
}

/** `<commune-mayor>`: the mayor's presentation (home page) or message (meet-the-mayor page). */
export function Mayor({ variant, headingLevel }: MayorProps) {
  return variant === 'message' ? <MayorLetter headingLevel={headingLevel} /> : <MayorHome headingLevel={headingLevel} />;
}
