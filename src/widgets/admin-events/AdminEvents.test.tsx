import { describe, expect, it } from 'vitest';
import { events } from '../../content/events';
import { formErrors } from '../../admin/collection/check';
import { fieldOrder, setAt } from '../../admin/collection/values';
import type { EventItem } from '../../collections/content';
import { expectBothLanguages } from '../../testing/content';
import { emptyEvent, eventsScreen } from './events-screen';
import { adminEventsMessages } from './messages';

const asItem = (index: number): EventItem => {
  const source = events[index]!;
  return {
    id: index + 1,
    status: 'published',
    version: 1,
    createdAt: '2025-05-01T08:00:00.000Z',
    updatedAt: '2025-05-01T08:00:00.000Z',
    title: source.title,
    description: source.description,
    location: source.location ?? { fr: '', en: '' },
    date: source.date,
    start: source.start,
    end: source.end,
    category: source.category ?? 'other',
  };
};

describe('the Events screen', () => {
  it('has every text in French and English, French the French way', () => {
    expectBothLanguages(
      Object.fromEntries(Object.keys(adminEventsMessages.fr).map((key) => [key, { fr: adminEventsMessages.fr[key as never], en: adminEventsMessages.en[key as never] }])),
      'adminEventsMessages',
    );
    expect(eventsScreen.texts.created.en).toBe('Event has been created successfully.');
    expect(eventsScreen.texts.createFailed.en).toBe('Failed to create event. Please try again.');
  });

  it('turns every event of the calendar into its form and back, unchanged and accepted', () => {
    for (const index of events.keys()) {
      const item = asItem(index);
      const values = eventsScreen.toValues(item);
      expect(formErrors(eventsScreen, values, 'published', 'fr'), item.title.fr).toEqual({});
      expect(eventsScreen.toInput(values)).toEqual({ title: item.title, description: item.description, location: item.location, date: item.date, start: item.start, end: item.end, category: item.category });
    }
  });

  it('asks for title, date, hours, place, description and category, and says when the end is before the start', () => {
    expect(fieldOrder(eventsScreen)).toEqual(['title.fr', 'location.fr', 'description.fr', 'title.en', 'location.en', 'description.en', 'date', 'start', 'end', 'category']);
    expect(emptyEvent().category).toBe('other');
    expect(formErrors(eventsScreen, emptyEvent(), 'draft', 'en')).toEqual({
      'title.fr': 'Title must be at least 3 characters.',
      'description.fr': 'Description must be at least 10 characters.',
      date: 'Date is required.',
      start: 'Start time is required.',
      end: 'End time is required.',
    });
    const inverted = setAt(setAt(eventsScreen.toValues(asItem(0)), 'start', '14:00'), 'end', '09:00');
    expect(formErrors(eventsScreen, inverted, 'draft', 'fr')).toEqual({ end: 'L’heure de fin doit suivre l’heure de début.' });
  });

  it('lists title, date, hours, place and status, earliest first', () => {
    expect(eventsScreen.columns('fr').map((column) => column.label)).toEqual(['Titre', 'Date', 'Horaire', 'Lieu', 'Statut']);
    expect(eventsScreen.columns('en').map((column) => column.label)).toEqual(['Title', 'Date', 'Time', 'Location', 'Status']);
    expect(eventsScreen.defaultSort).toEqual({ column: 'date', direction: 'ascending' });
  });
});
