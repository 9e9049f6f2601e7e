import * as v from 'valibot';
import { paths } from '../content/site-map';
import { DEFAULT_EVENT_CATEGORY, eventCategories, eventCategoryIds, onNextDates, type CommuneEvent, type EventCategory } from '../content/events';
import type { Localized } from '../shared/i18n/catalog';
import { isoDay, localizedText, optionalLocalizedText, timeOfDay } from '../shared/schema/fields';
import { message } from '../shared/schema/message';
import { defineCollection, schemasOf, titleField, type ItemMeta } from './define';

const eventEntries = {
  title: titleField,
  description: localizedText({ fr: 'La description', en: 'Description' }, 10, 2000),
  location: optionalLocalizedText({ fr: 'Le lieu', en: 'Location' }, 160),
  date: isoDay({ fr: 'La date', en: 'Date' }),
  start: timeOfDay({ fr: 'L’heure de début', en: 'Start time' }),
  end: timeOfDay({ fr: 'L’heure de fin', en: 'End time' }),
  category: v.optional(
    v.picklist(
      eventCategoryIds,
      message(
        `La catégorie doit être l’une de celles de l’agenda\u00a0: ${eventCategoryIds.map((id) => eventCategories[id].fr).join(', ')}.`,
        `Category must be one of the agenda’s: ${eventCategoryIds.map((id) => eventCategories[id].en).join(', ')}.`,
      ),
    ),
    DEFAULT_EVENT_CATEGORY,
  ),
};

export interface EventItem extends ItemMeta {
  title: Localized;
  description: Localized;
  location: Localized;
  date: string;
  start: string;
  end: string;
  category: EventCategory;
}

const eventSchemas = schemasOf(eventEntries);

/** The events of `/events` and the home page, soonest first. */
export const eventsCollection = defineCollection({
  slug: 'events',
  table: 'events',
  entries: eventEntries,
  columns: {
    title: { type: 'localized', label: { fr: 'Titre', en: 'Title' } },
    description: { type: 'localized', label: { fr: 'Description', en: 'Description' }, multiline: true },
    location: { type: 'localized', label: { fr: 'Lieu', en: 'Location' }, default: { fr: '', en: '' }, listed: true },
    date: { type: 'text', label: { fr: 'Date', en: 'Date' }, input: 'date', listed: true },
    start: { type: 'text', label: { fr: 'Début', en: 'Start' }, input: 'time' },
    end: { type: 'text', label: { fr: 'Fin', en: 'End' }, input: 'time' },
    // Events stored before there were categories are `other`.
    category: { type: 'text', label: { fr: 'Catégorie', en: 'Category' }, default: DEFAULT_EVENT_CATEGORY, options: eventCategories },
  },
  schemas: {
    // An update is merged into the stored item, then the whole is checked with `create`.
    create: v.pipe(
      eventSchemas.create,
      v.forward(
        v.check((input) => input.end > input.start, message('L’heure de fin doit suivre l’heure de début.', 'End time must be after start time.')),
        ['end'],
      ),
    ),
    update: eventSchemas.update,
  },
  order: [
    { field: 'date', direction: 'asc' },
    { field: 'start', direction: 'asc' },
    { field: 'id', direction: 'asc' },
  ],
  activityType: 'event',
  labels: {
    singular: { fr: 'Événement', en: 'Event' },
    plural: { fr: 'Événements', en: 'Events' },
    definite: { fr: 'l’événement', en: 'the event' },
    published: { fr: 'Événement publié', en: 'Event published' },
    indefinite: { fr: 'un événement', en: 'an event' },
  },
  adminPaths: [paths.adminContentEvents, paths.adminEvents],
  screen: 'own',
  seed: {
    key: (event: CommuneEvent) => `events:${event.id}`,
    // The annual events on their next dates from the day of the first start (see onNextDates).
    fields: (event: CommuneEvent, _index: number, today: string) => ({
      title: event.title,
      description: event.description,
      location: event.location ?? { fr: '', en: '' },
      date: onNextDates([event], today)[0]!.date,
      start: event.start,
      end: event.end,
      category: event.category ?? DEFAULT_EVENT_CATEGORY,
    }),
  },
});
