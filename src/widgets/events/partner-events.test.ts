import { describe, expect, it } from 'vitest';
import { readPartnerEvents } from './partner-events';

const fair = { id: 'fair', title: 'Foire régionale', date: '2025-11-12', start: '09:00', end: '17:00', description: 'Stands et concerts.' };

describe('a partner’s events', () => {
  it('reads events in the commune’s shape, one text serving both languages', () => {
    const { events, skipped } = readPartnerEvents([fair, { title: { fr: 'Marché de nuit', en: 'Night market' }, date: '2025-12-01', start: '18:00', end: '23:00' }]);
    expect(skipped).toEqual([]);
    expect(events[0]).toEqual({ ...fair, title: { fr: 'Foire régionale', en: 'Foire régionale' }, description: { fr: 'Stands et concerts.', en: 'Stands et concerts.' }, category: 'other' });
    expect(events[1]).toMatchObject({ id: 'partner-1', title: { fr: 'Marché de nuit', en: 'Night market' }, description: { fr: '', en: '' } });
  });

  it('reads a place and a category of the commune’s list; another category is « Autre »', () => {
    const { events } = readPartnerEvents([
      { ...fair, location: 'Stade municipal de Maroua', category: 'sport' },
      { ...fair, id: 'b', location: { fr: 'Place des Fêtes', en: 'Main square' }, category: 'concerts' },
    ]);
    expect(events[0]).toMatchObject({ location: { fr: 'Stade municipal de Maroua', en: 'Stade municipal de Maroua' }, category: 'sport' });
    expect(events[1]).toMatchObject({ location: { fr: 'Place des Fêtes', en: 'Main square' }, category: 'other' });
  });

  it('skips each invalid entry and names it with what is wrong', () => {
    const { events, skipped } = readPartnerEvents([
      fair,
      { ...fair, title: 'Concert', date: '2025-02-30' },
      { ...fair, title: 'Réunion', start: '9h' },
      { ...fair, title: '' },
      42,
      { ...fair, title: 'Tard', start: '18:00', end: '08:00' },
    ]);
    expect(events.map((event) => event.id)).toEqual(['fair']);
    expect(skipped).toEqual([
      'items[1] ("Concert"): date must be an ISO day such as "2025-05-20"',
      'items[2] ("Réunion"): start must be a time such as "08:00"',
      'items[3]: title must be a text, or { fr, en } texts',
      'items[4]: not an object',
      'items[5] ("Tard"): end must be a time such as "12:00", not before start',
    ]);
  });
});
