import { useId } from 'react';
import { mayor, mayorLetter, type MayorUpdate } from '../../content/mayor';
import { paths } from '../../content/site-map';
import type { PropsOf } from '../../core/contract';
import { pick } from '../../core/i18n/catalog';
import { useFormatDate } from '../../core/i18n/dates';
import { useI18n } from '../../core/i18n/react';
import { readMayorUpdate } from '../../core/live/mayor-updates';
import { useLiveItems } from '../../core/live/use-live-items';
import { siteHref } from '../../core/links';
import { Accordion, Heading, LinkButton, SectionHeading } from '../../core/ui';
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

const bundledUpdates: readonly MayorUpdate[] = [mayorLetter];

/** The updates newest first (by day; the later published first on the same day). */
export function newestFirst(updates: readonly MayorUpdate[]): MayorUpdate[] {
  return updates
    .map((update, index) => ({ update, index }))
    .sort((a, b) => b.update.date.localeCompare(a.update.date) || a.index - b.index)
    .map(({ update }) => update);
}

/** An update's text as paragraphs: staff separate them with a blank line. */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** A letter's paragraphs; a first line ending with a comma is its greeting. */
function Letter({ content }: { content: string }) {
  const paragraphs = paragraphsOf(content);
  return (
    <div className="mayor__letter">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={index === 0 && paragraph.endsWith(',') ? 'mayor__greeting' : undefined}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/**
 * The meet-the-mayor page: the latest of the mayor's updates published by staff (the message
 * bundled with the library until then), signed, and the earlier ones below it.
 */
function MayorLetter({ headingLevel, api }: { headingLevel: number; api: string }) {
  const { t, lang } = useI18n(mayorMessages);
  const formatDate = useFormatDate();
  const headingId = useId();
  const earlierId = useId();
  const live = useLiveItems(api, 'mayor-updates', bundledUpdates, readMayorUpdate);
  const [latest = mayorLetter, ...earlier] = newestFirst(live);
  return (
    <section className="mayor mayor--message" aria-labelledby={headingId}>
      <Portrait eager />
      <div className="mayor__body">
        <SectionHeading level={headingLevel} id={headingId} flush className="mayor__heading">
          <span part="heading">{t('message.heading')}</span>
        </SectionHeading>
        <p className="mayor__dated">
          <span className="mayor__title">{pick(latest.title, lang)}</span> · <time dateTime={latest.date}>{formatDate(latest.date)}</time>
        </p>
        <Letter content={pick(latest.content, lang)} />
        <p className="mayor__signature" part="signature">
          <span className="mayor__signature-name">{mayor.name}</span>
          <span className="mayor__signature-role">{pick(mayor.role, lang)}</span>
        </p>
        <p className="mayor__more">
          <a href={siteHref(paths.biography)}>{t('message.biography')}</a>
        </p>
        {earlier.length > 0 && (
          <section className="mayor__earlier" aria-labelledby={earlierId}>
            <Heading level={headingLevel + 1} id={earlierId} className="mayor__earlier-heading">
              {t('message.earlier')}
            </Heading>
            <Accordion
              headingLevel={headingLevel + 2}
              items={earlier.map((update) => ({
                id: `mayor-update-${update.id}`,
                title: (
                  <>
                    {pick(update.title, lang)} · <time dateTime={update.date}>{formatDate(update.date)}</time>
                  </>
                ),
                content: <Letter content={pick(update.content, lang)} />,
              }))}
            />
          </section>
        )}
      </div>
    </section>
  );
}

/** `<commune-mayor>`: the mayor's presentation (home page) or message (meet-the-mayor page). */
export function Mayor({ variant, headingLevel, api }: MayorProps) {
  return variant === 'message' ? <MayorLetter headingLevel={headingLevel} api={api} /> : <MayorHome headingLevel={headingLevel} />;
}
