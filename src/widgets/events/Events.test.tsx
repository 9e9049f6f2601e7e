import { describe, expect, it } from 'vitest';
import { events as communeEvents, type CommuneEvent } from '../../content/events';
import { expectBothLanguages } from '../../testing/content';
import { renderWithLanguage } from '../../testing/render';
import { EventsView } from './Events';
import { selectEvents } from './select';

const event = (id: string, date: string, start = '08:00'): CommuneEvent => ({
  id,
  date,
  start,
  end: '12:00',
  title: { fr: `Titre ${id}`, en: `Title ${id}` },
  description: { fr: `Description ${id}`, en: `Description ${id}` },
});

describe('selectEvents', () => {
  const unsorted = [event('c', '2025-06-05'), event('a', '2025-01-01'), event('d', '2025-12-25'), event('b2', '2025-05-01', '14:00'), event('b1', '2025-05-01', '08:00')];

  it('sorts by day, then by start time, without touching the input', () => {
    const before = unsorted.map((e) => e.id);
    expect(selectEvents(unsorted, 0).map((e) => e.id)).toEqual(['a', 'b1', 'b2', 'c', 'd']);
    expect(unsorted.map((e) => e.id)).toEqual(before);
  });

  it('keeps the earliest `limit` events; 0 keeps them all', () => {
    expect(selectEvents(unsorted, 2).map((e) => e.id)).toEqual(['a', 'b1']);
    expect(selectEvents(unsorted, 0)).toHaveLength(5);
    expect(selectEvents(unsorted, 50)).toHaveLength(5);
    expect(selectEvents([], 5)).toEqual([]);
  });

  it('gives the home page the first five of the nine events of 2025', () => {
    expect(communeEvents).toHaveLength(9);
    expect(selectEvents(communeEvents, 5).map((e) => e.date)).toEqual(['2025-01-01', '2025-02-11', '2025-03-08', '2025-04-07', '2025-05-01']);
  });
});

describe('the events content', () => {
  it('is stored unsorted, so the element is what sorts it', () => {
    const dates = communeEvents.map((e) => e.date);
    expect(dates).not.toEqual([...dates].sort());
  });

  it('has valid, unique and complete entries in both languages', () => {
    expect(new Set(communeEvents.map((e) => e.id)).size).toBe(communeEvents.length);
    for (const e of communeEvents) {
      expect(e.date).toMatch(/^2025-\d{2}-\d{2}$/);
      expect(e.start).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(e.end).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(e.start < e.end).toBe(true);
      expectBothLanguages([e.title, e.description], e.id, { minLength: 4 });
      expect(e.description.fr).not.toBe(e.description.en);
    }
  });
});

describe('EventsView', () => {
  const render = (props: Partial<Parameters<typeof EventsView>[0]> = {}) => renderWithLanguage(<EventsView events={communeEvents} limit={0} variant="full" headingLevel={2} {...props} />);

  it('shows a friendly message when there is nothing to show', () => {
    const host = render({ events: [], variant: 'compact' });
    expect(host.querySelector('ol')).toBeNull();
    expect(host.textContent).toContain('Aucun événement n’est programmé pour le moment.');
    expect(host.querySelector('h2')?.textContent).toBe('Événements à venir');
    expect(host.querySelector('a')?.getAttribute('href')).toBe('/events');
  });

  it('nests compact event titles under its own heading', () => {
    const host = render({ variant: 'compact', limit: 5, headingLevel: 3 });
    expect(host.querySelector('h3')?.textContent).toBe('Événements à venir');
    expect([...host.querySelectorAll('h4')].map((h) => h.textContent)).toEqual([
      'Jour de l’An',
      'Fête de la Jeunesse',
      'Journée internationale des droits des femmes',
      'Journée mondiale de la santé',
      'Fête du Travail',
    ]);
    const list = host.querySelector('ol')!;
    expect(list.getAttribute('aria-labelledby')).toBe(host.querySelector('h3')!.id);
  });

  it('leaves the heading to the page in the full variant and titles events at heading-level', () => {
    const host = render({ variant: 'full', headingLevel: 2 });
    expect(host.querySelectorAll('h2')).toHaveLength(9);
    expect(host.textContent).not.toContain('Événements à venir');
    expect(host.querySelector('ol')?.getAttribute('aria-label')).toBe('Calendrier des événements de la commune');
    expect(host.querySelector('a')).toBeNull();
    const times = [...host.querySelectorAll('time')];
    expect(times.map((t) => t.getAttribute('datetime'))).toEqual(communeEvents.map((e) => e.date).sort());
    expect(times[5].textContent).toBe('20 mai 2025');
  });

  it('never goes beyond h6', () => {
    const host = render({ variant: 'compact', headingLevel: 6, limit: 1 });
    expect(host.querySelectorAll('h6')).toHaveLength(2);
  });
});

describe('EventsView with an event staff published', () => {
  it('shows its location, with a pin and “Lieu :” for screen readers, only when it has one', () => {
    const fair: CommuneEvent = {
      id: '31',
      title: { fr: 'Foire aux oignons', en: 'Onion fair' },
      date: '2025-03-15',
      start: '08:00',
      end: '17:00',
      description: { fr: 'Vente directe des producteurs du canton.', en: 'Growers of the canton sell directly.' },
      location: { fr: 'Marché moderne de Dtima', en: 'Dtima modern market' },
    };
    const host = renderWithLanguage(<EventsView events={[fair, communeEvents[0]]} limit={0} variant="full" headingLevel={2} />);
    const locations = host.querySelectorAll('.event__location');
    expect(locations).toHaveLength(1);
    expect(locations[0].textContent).toBe('Lieu\u00a0:Marché moderne de Dtima');
    expect(locations[0].querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const english = renderWithLanguage(<EventsView events={[fair]} limit={0} variant="compact" headingLevel={2} />, { lang: 'en' });
    expect(english.querySelector('.event__location')?.textContent).toBe('Location:Dtima modern market');
  });
});
