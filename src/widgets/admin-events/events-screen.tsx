import { bilingual, bothTexts, collectionTexts, copyText, statusColumn, textIn, type CollectionDescription } from '../../admin/collection';
import type { Localized } from '../../shared/i18n/catalog';
import { formatDate } from '../../runtime/i18n/dates';
import { formatTimeRange } from '../../shared/i18n/format';
import type { EventItem } from '../../collections/content';
import { DEFAULT_EVENT_CATEGORY, eventCategories, eventCategoryIds, type EventCategory } from '../../content/events';
import { adminEventsMessages } from './messages';

const text = bilingual(adminEventsMessages);

/** An event's form: its texts in both languages, its day and its hours. */
export type EventValues = {
  title: Localized;
  location: Localized;
  description: Localized;
  /** `2025-06-14` (a date box's value). */
  date: string;
  /** `08:30` (a time box's value). */
  start: string;
  end: string;
  category: EventCategory;
};

export function emptyEvent(): EventValues {
  return { title: { fr: '', en: '' }, location: { fr: '', en: '' }, description: { fr: '', en: '' }, date: '', start: '', end: '', category: DEFAULT_EVENT_CATEGORY };
}

export function eventValues(item: EventItem): EventValues {
  return {
    title: copyText(item.title),
    location: copyText(item.location),
    description: copyText(item.description),
    date: item.date,
    start: item.start,
    end: item.end,
    category: item.category ?? DEFAULT_EVENT_CATEGORY,
  };
}

export function eventInput(values: EventValues) {
  return {
    title: copyText(values.title),
    location: copyText(values.location),
    description: copyText(values.description),
    date: values.date,
    start: values.start,
    end: values.end,
    category: values.category,
  };
}

/** The Events screen: the commune's calendar (`events`), earliest first. */
export const eventsScreen: CollectionDescription<'events', EventValues> = {
  collection: 'events',
  texts: collectionTexts(adminEventsMessages),
  columns: (lang) => [
    {
      id: 'title',
      label: text('field.title')[lang],
      cell: (item) => <span className="collection__name">{textIn(item.title, lang)}</span>,
      sortValue: (item) => textIn(item.title, lang),
      isRowHeader: true,
    },
    {
      id: 'date',
      label: text('column.date')[lang],
      cell: (item) => (
        <time className="collection__nowrap" dateTime={item.date}>
          {formatDate(item.date, lang)}
        </time>
      ),
      sortValue: (item) => `${item.date}T${item.start}`,
    },
    {
      id: 'time',
      label: text('column.time')[lang],
      cell: (item) => <span className="collection__nowrap">{formatTimeRange(item.start, item.end, lang)}</span>,
      sortValue: (item) => item.start,
    },
    { id: 'location', label: text('column.location')[lang], cell: (item) => textIn(item.location, lang), sortValue: (item) => textIn(item.location, lang) },
    statusColumn(lang),
  ],
  defaultSort: { column: 'date', direction: 'ascending' },
  searchTexts: (item) => [...bothTexts(item.title), ...bothTexts(item.location), ...bothTexts(item.description), ...bothTexts(eventCategories[item.category ?? DEFAULT_EVENT_CATEGORY])],
  labelOf: (item, lang) => textIn(item.title, lang),
  localizedFields: [
    { path: 'title', label: text('field.title'), required: true },
    { path: 'location', label: text('field.location'), description: text('field.locationHint') },
    { path: 'description', label: text('field.description'), multiline: true, rows: 5, required: true },
  ],
  commonFields: [
    { kind: 'text', path: 'date', type: 'date', label: text('field.date'), required: true, narrow: true },
    {
      kind: 'row',
      label: text('field.time'),
      fields: [
        { kind: 'text', path: 'start', type: 'time', label: text('field.start'), required: true },
        { kind: 'text', path: 'end', type: 'time', label: text('field.end'), required: true },
      ],
    },
    {
      kind: 'select',
      path: 'category',
      label: text('field.category'),
      description: text('field.categoryHint'),
      options: eventCategoryIds.map((id) => ({ id, label: eventCategories[id] })),
      required: true,
    },
  ],
  emptyValues: emptyEvent,
  toValues: eventValues,
  toInput: eventInput,
};
