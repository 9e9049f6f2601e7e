import { useId, useMemo } from 'react';
import { categoryOf, eventCalendarPath, eventCategories, findEventBySlug, type CommuneEvent } from '../../content/events';
import { commune } from '../../content/commune';
import { paths } from '../../content/site-map';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { communeDay, isUpcoming } from '../../shared/agenda';
import { useFormatDate } from '../../runtime/i18n/dates';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { bundledEvents, readEvent } from '../../features/live/events';
import { useLiveItems } from '../../features/live/use-live-items';
import { liveIdOf } from '../../features/live/items';
import { Heading } from '../../kit/ui';
import { ArrowLeftIcon, CalendarIcon, CalendarPlusIcon, ClockIcon, MapPinIcon } from '../../kit/ui/icons';
import type { eventDetailsContract } from './event-details.contract';
import { eventDetailsMessages } from './messages';

export type EventDetailsProps = PropsOf<typeof eventDetailsContract.props>;

/**
 * Where a place is on OpenStreetMap: its search for the place's French name (as the streets
 * and buildings are named there), in Dtima, Cameroon.
 */
export function mapSearchUrl(place: string): string {
  const query = `${place}, ${commune.shortName}, Cameroun`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

interface ViewProps {
  event: CommuneEvent | undefined;
  headingLevel: number;
  /** The commune's day: an event before it took place. */
  today: string;
}

/** An event's page, given the event (undefined: not found), so tests can render any. */
export function EventDetailsView({ event, headingLevel, today }: ViewProps) {
  const { t, lang, formatTimeRange } = useI18n(eventDetailsMessages);
  const formatDate = useFormatDate();
  const headingId = useId();
  const hintId = useId();

  if (!event) {
    return (
      <section className="event-page event-page--missing" aria-labelledby={headingId}>
        <Heading level={headingLevel} id={headingId} className="event-page__title">
          <span part="heading">{t('notFound.heading')}</span>
        </Heading>
        <p>{t('notFound.text')}</p>
        <p>
          <a href={siteHref(paths.events)}>{t('notFound.link')}</a>
        </p>
      </section>
    );
  }

  const category = pick(eventCategories[categoryOf(event)], lang);
  const location = event.location ? pick(event.location, lang) : '';
  const paragraphs = pick(event.description, lang)
    .split(/\n\s*\n|\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const past = !isUpcoming(event, today);

  return (
    <article className="event-page" aria-labelledby={headingId}>
      <p className="event-page__back">
        <a href={siteHref(paths.events)}>
          <ArrowLeftIcon width={18} height={18} />
          {t('back')}
        </a>
      </p>
      <header className="event-page__header">
        <p className="event-page__category">
          <span className="visually-hidden">{t('category')}&nbsp;: </span>
          {category}
        </p>
        <Heading level={headingLevel} id={headingId} className="event-page__title">
          <span part="heading">{pick(event.title, lang)}</span>
        </Heading>
        {past && <p className="event-page__past">{t('past', { date: formatDate(event.date) })}</p>}
      </header>
      <dl className="event-page__facts" part="facts">
        <div className="event-page__fact">
          <dt>
            <CalendarIcon width={20} height={20} />
            {t('date')}
          </dt>
          <dd>
            <time dateTime={event.date}>{capitalise(formatDate(event.date, 'EEEE dd MMMM yyyy'))}</time>
          </dd>
        </div>
        <div className="event-page__fact">
          <dt>
            <ClockIcon width={20} height={20} />
            {t('time')}
          </dt>
          <dd>{formatTimeRange(event.start, event.end)}</dd>
        </div>
        {location && (
          <div className="event-page__fact">
            <dt>
              <MapPinIcon width={20} height={20} />
              {t('location')}
            </dt>
            <dd>
              <span className="event-page__place">{location}</span>
              <a className="event-page__map" href={mapSearchUrl(event.location!.fr)}>
                {t('map')} <span className="event-page__map-site">{t('mapSite')}</span>
              </a>
            </dd>
          </div>
        )}
      </dl>
      <div className="event-page__description">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <div className="event-page__add">
        <a className="ui-button ui-button--primary event-page__add-link" part="add" href={siteHref(eventCalendarPath(event))} type="text/calendar" aria-describedby={hintId}>
          <CalendarPlusIcon width={20} height={20} />
          {t('addToCalendar')}
        </a>
        <p className="event-page__hint" id={hintId}>
          {t('calendarHint')}
        </p>
      </div>
    </article>
  );
}

/**
 * `<commune-event-details>`: the event `slug` names, among the commune's events (the bundled
 * calendar at first, then as published on the content server `api`).
 */
export function EventDetails({ slug, api, headingLevel }: EventDetailsProps) {
  const today = useMemo(() => communeDay(), []);
  const events = useLiveItems(api, 'events', bundledEvents(today), readEvent);
  // Addresses name the content server's ids (a bundled object kept for a live item has its own).
  const event = useMemo(() => findEventBySlug(events.map((item) => ({ ...item, id: String(liveIdOf(item)) })), slug.trim()), [events, slug]);
  return <EventDetailsView event={event} headingLevel={headingLevel} today={today} />;
}
