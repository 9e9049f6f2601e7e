import { useId, type ComponentPropsWithoutRef } from 'react';
import { events as communeEvents, type CommuneEvent } from '../../content/events';
import type { PropsOf } from '../../core/contract';
import { pick } from '../../core/i18n/catalog';
import { useI18n } from '../../core/i18n/react';
import type { eventsContract } from './events.contract';
import { eventsMessages } from './messages';
import { selectEvents } from './select';
import { siteHref } from '../../core/links';

export type EventsProps = PropsOf<typeof eventsContract.props>;

/** Where the compact variant's "View All Events" link goes (SPEC §2, home page). */
export const EVENTS_PAGE = '/events';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** An `<h2>`–`<h6>` for `level`, clamped to that range. */
function Heading({ level, ...props }: { level: number } & ComponentPropsWithoutRef<HeadingTag>) {
  const Tag = `h${Math.min(Math.max(Math.trunc(level), 2), 6)}` as HeadingTag;
  return <Tag {...props} />;
}

function ClockIcon() {
  return (
    <svg className="event__clock" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The list itself, given its events, so tests can render any data (an empty list included).
 * `compact` shows its own heading and a link to the events page, and its event titles sit one
 * level below that heading; `full` leaves the heading to the host page (the /events page has
 * the h1 "Événements") and its event titles use `headingLevel` itself.
 */
export function EventsView({ events, limit, variant, headingLevel }: EventsProps & { events: readonly CommuneEvent[] }) {
  const { t, lang, formatDate, formatTimeRange } = useI18n(eventsMessages);
  const headingId = useId();
  const shown = selectEvents(events, limit);
  const compact = variant === 'compact';
  const eventHeadingLevel = compact ? headingLevel + 1 : headingLevel;

  return (
    <div className={`events events--${variant}`}>
      {compact && (
        <Heading level={headingLevel} id={headingId} className="events__heading">
          {t('heading')}
        </Heading>
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
                      <ClockIcon />
                      {formatTimeRange(event.start, event.end)}
                    </span>
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
          <a className="events__all commune-button commune-button--secondary" href={siteHref(EVENTS_PAGE)}>
            {t('viewAll')}
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 8h9M8.5 4 12.5 8l-4 4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </a>
        </p>
      )}
    </div>
  );
}

/** `<commune-events>`: the commune's events of the year, from src/content/events.ts. */
export function Events(props: EventsProps) {
  return <EventsView {...props} events={communeEvents} />;
}
