import { useEffect, useId, useMemo } from 'react';
import { events as communeEvents, type CommuneEvent } from '../../content/events';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { useFormatDate } from '../../runtime/i18n/dates';
import { useI18n } from '../../runtime/i18n/react';
import { readEvent } from '../../features/live/events';
import { useLiveItems } from '../../features/live/use-live-items';
import type { eventsContract } from './events.contract';
import { paths } from '../../content/site-map';
import { eventsMessages } from './messages';
import { readPartnerEvents } from './partner-events';
import { useHost } from '../../runtime/element';
import { selectEvents } from './select';
import { Heading, LinkButton, SectionHeading } from '../../kit/ui';
import { ArrowRightIcon, ClockIcon, MapPinIcon } from '../../kit/ui/icons';

export type EventsProps = PropsOf<typeof eventsContract.props>;


/**
 * The list itself, given its events, so tests can render any data (an empty list included).
 * `compact` shows its own heading and a link to the events page, and its event titles sit one
 * level below that heading; `full` leaves the heading to the host page (the /events page has
 * the h1 "Événements") and its event titles use `headingLevel` itself.
 */
export function EventsView({ events, limit, variant, headingLevel }: Omit<EventsProps, 'items' | 'api'> & { events: readonly CommuneEvent[] }) {
  const { t, lang, formatTimeRange } = useI18n(eventsMessages);
  const formatDate = useFormatDate();
  const headingId = useId();
  const shown = selectEvents(events, limit);
  const compact = variant === 'compact';
  const eventHeadingLevel = compact ? headingLevel + 1 : headingLevel;

  return (
    <div className={`events events--${variant}`}>
      {compact && (
        <>
          <SectionHeading level={headingLevel} id={headingId} intro={t('intro')}>
            {t('heading')}
          </SectionHeading>
        </>
      )}
      {shown.length === 0 ? (
        <p className="events__empty">{t('empty')}</p>
      ) : (
        <ol
          className="events__list"
          role="list"
          part="list"
          aria-labelledby={compact ? headingId : undefined}
          aria-label={compact ? undefined : t('list.label')}
        >
          {shown.map((event) => {
            const fullDate = formatDate(event.date);
            return (
              <li key={event.id} className="event" part="item">
                <div className="event__badge" aria-hidden="true">
                  <span className="event__month">{formatDate(event.date, 'MMM')}</span>
                  <span className="event__day">{formatDate(event.date, 'd')}</span>
                </div>
                <div className="event__body">
                  <Heading level={eventHeadingLevel} className="event__title">{pick(event.title, lang)}</Heading>
                  <p className="event__meta">
                    <time className={compact ? 'visually-hidden' : 'event__date'} dateTime={event.date}>
                      {fullDate}
                    </time>
                    <span className="event__time">
                      <ClockIcon className="event__clock" width={16} height={16} />
                      {formatTimeRange(event.start, event.end)}
                    </span>
                    {event.location && (
                      <span className="event__location">
                        <MapPinIcon className="event__pin" width={16} height={16} />
                        <span className="visually-hidden">{t('location')}</span>
                        {pick(event.location, lang)}
                      </span>
                    )}
                  </p>
                  {!compact && <p className="event__description">{pick(event.description, lang)}</p>}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {compact && (
        <p className="events__more">
          <LinkButton className="events__all" variant="secondary" href={paths.events}>
            {t('viewAll')}
            <ArrowRightIcon width={16} height={16} />
          </LinkButton>
        </p>
      )}
    </div>
  );
}

/**
 * `<commune-events>`: the commune's events (src/content/events.ts at first, then as published
 * on the content server `api`), or the partner's own `items`, each invalid entry skipped with
 * one warning naming it. With `items`, the server is not asked at all.
 */
export function Events({ items, api, ...props }: EventsProps) {
  const partner = useMemo(() => (items ? readPartnerEvents(items) : undefined), [items]);
  const live = useLiveItems(partner ? 'none' : api, 'events', communeEvents, readEvent);
  const host = useHost();
  useEffect(() => {
    for (const problem of partner?.skipped ?? []) console.warn(`[commune] <${host.localName}> ${problem}. Skipped.`);
  }, [host, partner]);
  return <EventsView {...props} events={partner ? partner.events : live} />;
}
