import { useId } from 'react';
import { mayor, mayorLetter, type MayorUpdate } from '../../content/mayor';
import { paths } from '../../content/site-map';
import { pick } from '../../shared/i18n/catalog';
import { useFormatDate } from '../../runtime/i18n/dates';
import { useI18n } from '../../runtime/i18n/react';
import { readMayorUpdate } from '../../features/live/mayor-updates';
import { useLiveItems } from '../../features/live/use-live-items';
import { siteHref } from '../../runtime/links';
import { Accordion, Heading, SectionHeading } from '../../kit/ui';
import { Portrait } from './Mayor';
import { mayorMessages } from './messages';

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
export default function MayorLetter({ headingLevel, api }: { headingLevel: number; api: string }) {
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
