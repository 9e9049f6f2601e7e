import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { agendaCalendarPath, categoryOf, eventCategories, eventPath, isEventCategory, type CommuneEvent } from '../../content/events';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { pluralize } from '../../shared/i18n/format';
import { communeDay, isMonth, isUpcoming } from '../../shared/agenda';
import { useFormatDate } from '../../runtime/i18n/dates';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { pageIsServerRendered, serverRender } from '../../runtime/server-render';
import { bundledEvents, readEvent } from '../../features/live/events';
import { useLiveItems } from '../../features/live/use-live-items';
import { liveIdOf } from '../../features/live/items';
import type { eventsContract } from './events.contract';
import { paths } from '../../content/site-map';
import { eventsMessages } from './messages';
import { readPartnerEvents } from './partner-events';
import { useHost } from '../../runtime/element';
import { categoriesOf, monthsOf, NO_FILTER, selectEvents, type EventFilter } from './select';
import { Heading, LinkButton, SectionHeading } from '../../kit/ui';
import { ArrowRightIcon, CalendarIcon, ClockIcon, MapPinIcon } from '../../kit/ui/icons';

export type EventsProps = PropsOf<typeof eventsContract.props>;

/** A filter from the element's attributes or the page's address: anything that is not a month or a category is none. */
export function readFilter(month: unknown, category: unknown): EventFilter {
  return { month: isMonth(month) ? month : '', category: isEventCategory(category) ? category : '' };
}

/** The page's address with the filter in its query (`?month=2025-05&category=health`), other parameters kept. */
function addressWith(filter: EventFilter): string {
  const url = new URL(location.href);
  for (const key of ['month', 'category'] as const) {
    if (filter[key]) url.searchParams.set(key, filter[key]);
    else url.searchParams.delete(key);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

interface ViewProps extends Omit<EventsProps, 'items' | 'api' | 'month' | 'category' | 'filters'> {
  events: readonly CommuneEvent[];
  /** The commune's day: the upcoming events are those from it on (the element always gives it; without it, every event shows). */
  today?: string;
  filters?: boolean;
  filter?: EventFilter;
  /** The commune's own events have pages: their titles link there. A partner's do not. */
  linked?: boolean;
  /** Called when a reader changes a filter; without it the form only submits (no script). */
  onFilter?: (filter: EventFilter) => void;
}

/**
 * The list itself, given its events, so tests can render any data (an empty list included).
 * `compact` shows its own heading and a link to the events page, and its event titles sit one
 * level below that heading; `full` leaves the heading to the host page (the /events page has
 * the h1 "Événements") and its event titles use `headingLevel` itself. Both show the upcoming
 * events (from `today`); `full` with `filters` shows those of a month and a category instead
 * when they are asked for, under a form that works without script (GET) and in place with it.
 */
export function EventsView({ events, limit, variant, headingLevel, filters, today, filter = NO_FILTER, linked = false, onFilter }: ViewProps) {
  const { t, lang, formatTimeRange } = useI18n(eventsMessages);
  const formatDate = useFormatDate();
  const headingId = useId();
  const formId = useId();
  const compact = variant === 'compact';
  const withFilters = filters && !compact;
  const active = withFilters ? filter : NO_FILTER;
  const shown = selectEvents(events, limit, { today, filter: active });
  const eventHeadingLevel = compact ? headingLevel + 1 : headingLevel;
  const monthName = (month: string) => formatDate(`${month}-01`, 'MMMM yyyy');
  const categoryName = active.category ? pick(eventCategories[active.category], lang) : '';

  const change = (next: Partial<EventFilter>) => onFilter?.({ ...active, ...next });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onFilter) return;
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onFilter(readFilter(data.get('month'), data.get('category')));
  };

  const count = active.month
    ? pluralize(shown.length, lang, { one: t('count.month.one'), other: t('count.month.other') }).replace('{month}', monthName(active.month))
    : pluralize(shown.length, lang, { one: t('count.upcoming.one'), other: t('count.upcoming.other') });
  const filtered = Boolean(active.month || active.category);
  const subscribeHref = siteHref(active.category ? `${agendaCalendarPath}?category=${active.category}` : agendaCalendarPath);

  return (
    <div className={`events events--${variant}`}>
      {compact && (
        <SectionHeading level={headingLevel} id={headingId} intro={t('intro')}>
          {t('heading')}
        </SectionHeading>
      )}
      {withFilters && (
        <>
          <form className="events__filters" method="get" aria-labelledby={`${formId}-label`} onSubmit={submit}>
            <h2 className="visually-hidden" id={`${formId}-label`}>
              {t('filters.label')}
            </h2>
            <div className="events__field">
              <label className="events__label" htmlFor={`${formId}-month`}>
                {t('filters.month')}
              </label>
              <select className="events__select" id={`${formId}-month`} name="month" value={active.month} onChange={(event) => change({ month: event.currentTarget.value })}>
                <option value="">{t('filters.upcoming')}</option>
                {monthsOf(events, active.month).map((month) => (
                  <option key={month} value={month}>
                    {capitalise(monthName(month))}
                  </option>
                ))}
              </select>
            </div>
            <div className="events__field">
              <label className="events__label" htmlFor={`${formId}-category`}>
                {t('filters.category')}
              </label>
              <select
                className="events__select"
                id={`${formId}-category`}
                name="category"
                value={active.category}
                onChange={(event) => change({ category: readFilter('', event.currentTarget.value).category })}
              >
                <option value="">{t('filters.allCategories')}</option>
                {categoriesOf(events, active.category).map((category) => (
                  <option key={category} value={category}>
                    {pick(eventCategories[category], lang)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="ui-button ui-button--secondary events__apply">
              {t('filters.apply')}
            </button>
          </form>
          <p className="events__count" role="status">
            {categoryName ? `${count} · ${categoryName}` : count}
          </p>
        </>
      )}
      {shown.length === 0 ? (
        <div className="events__empty">
          <p>{withFilters && filtered ? t('filters.none') : t('empty')}</p>
          {withFilters && filtered && (
            <p>
              <a href={siteHref(paths.events)} onClick={onFilter && ((event) => (event.preventDefault(), onFilter(NO_FILTER)))}>
                {t('filters.reset')}
              </a>
            </p>
          )}
        </div>
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
            const title = pick(event.title, lang);
            const past = today !== undefined && !isUpcoming(event, today);
            return (
              <li key={event.id} className={past ? 'event event--past' : 'event'} part="item">
                <div className="event__badge" aria-hidden="true">
                  <span className="event__month">{formatDate(event.date, 'MMM')}</span>
                  <span className="event__day">{formatDate(event.date, 'd')}</span>
                </div>
                <div className="event__body">
                  <Heading level={eventHeadingLevel} className="event__title">
                    {linked ? (
                      <a className="event__link" href={siteHref(eventPath({ id: liveIdOf(event), title: event.title }))}>
                        {title}
                      </a>
                    ) : (
                      title
                    )}
                  </Heading>
                  <p className="event__meta">
                    <time className={compact ? 'visually-hidden' : 'event__date'} dateTime={event.date}>
                      {fullDate}
                    </time>
                    {past && !compact && <span className="event__past">{t('past')}</span>}
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
                    {!compact && event.category && (
                      <span className="event__category">
                        <span className="visually-hidden">{t('category')}</span>
                        {pick(eventCategories[categoryOf(event)], lang)}
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
      {withFilters && linked && (
        <section className="events__subscribe" aria-labelledby={`${formId}-subscribe`}>
          <h2 className="events__subscribe-heading" id={`${formId}-subscribe`}>
            <CalendarIcon width={20} height={20} />
            {t('subscribe.heading')}
          </h2>
          <p>{t('subscribe.text')}</p>
          <p>
            <a className="ui-button ui-button--secondary" href={subscribeHref} type="text/calendar">
              {categoryName ? t('subscribe.category', { category: categoryName }) : t('subscribe.link')}
            </a>
          </p>
        </section>
      )}
    </div>
  );
}

/** The filter in the page's address, in a browser showing the filters. */
function filterInAddress(): EventFilter {
  if (serverRender() || typeof location === 'undefined') return NO_FILTER;
  const params = new URLSearchParams(location.search);
  return readFilter(params.get('month'), params.get('category'));
}

/**
 * `<commune-events>`: the commune's events (src/content/events.ts at first, then as published
 * on the content server `api`), or the partner's own `items`, each invalid entry skipped with
 * one warning naming it. With `items`, the server is not asked at all. With `filters`, the
 * month and category come from its attributes (the server writes them from the address) or the
 * address; a change shows the events at once and writes the address, so Back and a reload
 * show the same.
 */
export function Events({ items, api, month, category, ...props }: EventsProps) {
  const today = useMemo(() => communeDay(), []);
  const partner = useMemo(() => (items ? readPartnerEvents(items) : undefined), [items]);
  const live = useLiveItems(partner ? 'none' : api, 'events', bundledEvents(today), readEvent);
  const host = useHost();
  useEffect(() => {
    for (const problem of partner?.skipped ?? []) console.warn(`[commune] <${host.localName}> ${problem}. Skipped.`);
  }, [host, partner]);

  // The attributes say the filter (the commune's server writes them from the address). A page
  // that sets none takes the address's: at once when the element draws itself (a partner's
  // page), once it has taken over otherwise (a static host's page, whose HTML shows none: a
  // take-over must start as that HTML). Attributes changed later win.
  const attributesSet = Boolean(month || category);
  const [filter, setFilter] = useState<EventFilter>(() => (!props.filters || attributesSet || pageIsServerRendered() ? readFilter(month, category) : filterInAddress()));
  const [attributes, setAttributes] = useState({ month, category });
  if (attributes.month !== month || attributes.category !== category) {
    setAttributes({ month, category });
    setFilter(readFilter(month, category));
  }
  useEffect(() => {
    if (!props.filters) return;
    const fromAddress = () => setFilter(filterInAddress());
    window.addEventListener('popstate', fromAddress);
    if (!attributesSet && pageIsServerRendered()) {
      queueMicrotask(() => {
        const asked = filterInAddress();
        if (asked.month || asked.category) setFilter(asked);
      });
    }
    return () => window.removeEventListener('popstate', fromAddress);
  }, [props.filters, attributesSet]);
  const onFilter = useCallback((next: EventFilter) => {
    setFilter(next);
    const address = addressWith(next);
    if (address !== `${location.pathname}${location.search}${location.hash}`) history.pushState(history.state, '', address);
  }, []);

  return <EventsView {...props} today={today} events={partner ? partner.events : live} linked={!partner} filter={filter} onFilter={props.filters ? onFilter : undefined} />;
}
