import { describe, expect, it } from 'vitest';
import { eventPath, eventSlug, events as communeEvents, findEventBySlug, onNextDates, type CommuneEvent } from '../../content/events';
import { expectBothLanguages } from '../../testing/content';
import { renderWithLanguage } from '../../testing/render';
import { EventsView } from './Events';
import { categoriesOf, monthsOf, selectEvents } from './select';

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
    const host = renderWithLanguage(<EventsView events={[fair, { ...communeEvents[0], location: undefined }]} limit={0} variant="full" headingLevel={2} />);
    const locations = host.querySelectorAll('.event__location');
    expect(locations).toHaveLength(1);
    expect(locations[0].textContent).toBe('Lieu\u00a0:Marché moderne de Dtima');
    expect(locations[0].querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const english = renderWithLanguage(<EventsView events={[fair]} limit={0} variant="compact" headingLevel={2} />, { lang: 'en' });
    expect(english.querySelector('.event__location')?.textContent).toBe('Location:Dtima modern market');
  });
});

describe('the upcoming events and the filters', () => {
  const calendar: CommuneEvent[] = [
    { ...event('41', '2026-11-20'), category: 'health' },
    { ...event('42', '2026-11-26', '18:00'), category: 'council' },
    { ...event('43', '2026-12-01'), category: 'health' },
    { ...event('44', '2027-01-01'), category: 'ceremony' },
    event('45', '2027-01-15'),
  ];
  const today = '2026-11-26';

  it('shows the events from today on, today’s included, unless a month is asked for', () => {
    expect(selectEvents(calendar, 0, { today }).map((e) => e.id)).toEqual(['42', '43', '44', '45']);
    expect(selectEvents(calendar, 2, { today }).map((e) => e.id)).toEqual(['42', '43']);
    expect(selectEvents(calendar, 0, { today, filter: { month: '2026-11', category: '' } }).map((e) => e.id)).toEqual(['41', '42']);
    expect(selectEvents(calendar, 0, { today, filter: { month: '', category: 'health' } }).map((e) => e.id)).toEqual(['43']);
    expect(selectEvents(calendar, 0, { today, filter: { month: '2026-11', category: 'health' } }).map((e) => e.id)).toEqual(['41']);
    expect(selectEvents(calendar, 0, { today, filter: { month: '', category: 'other' } }).map((e) => e.id)).toEqual(['45']);
    expect(selectEvents(calendar, 0, { today, filter: { month: '2030-01', category: '' } })).toEqual([]);
  });

  it('offers the months and the categories that have events, and the one asked for', () => {
    expect(monthsOf(calendar)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(monthsOf(calendar, '2030-01')).toEqual(['2026-11', '2026-12', '2027-01', '2030-01']);
    expect(monthsOf(calendar, 'soon')).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(categoriesOf(calendar)).toEqual(['ceremony', 'council', 'health', 'other']);
    expect(categoriesOf(calendar, 'sport')).toEqual(['ceremony', 'council', 'health', 'sport', 'other']);
  });

  it('draws a form that works without script: GET, named fields, the choices selected, a button', () => {
    const host = renderWithLanguage(<EventsView events={calendar} limit={0} variant="full" headingLevel={2} filters today={today} filter={{ month: '2026-11', category: 'health' }} linked />);
    const form = host.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.hasAttribute('action')).toBe(false);
    const month = form.querySelector<HTMLSelectElement>('select[name="month"]')!;
    const category = form.querySelector<HTMLSelectElement>('select[name="category"]')!;
    expect(form.querySelector(`label[for="${month.id}"]`)?.textContent).toBe('Mois');
    expect(form.querySelector(`label[for="${category.id}"]`)?.textContent).toBe('Catégorie');
    expect([...month.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Tous les événements à venir'],
      ['2026-11', 'Novembre 2026'],
      ['2026-12', 'Décembre 2026'],
      ['2027-01', 'Janvier 2027'],
    ]);
    expect(month.value).toBe('2026-11');
    expect(category.value).toBe('health');
    expect([...category.options].map((option) => option.textContent)).toEqual(['Toutes les catégories', 'Fêtes et cérémonies', 'Conseil municipal', 'Santé', 'Autre']);
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Afficher');
    expect(host.querySelector('[role="status"]')?.textContent).toBe('1 événement en novembre 2026 · Santé');
    // A past event of the month asked for says so.
    expect(host.querySelector('.event--past .event__past')?.textContent).toBe('Passé');
    expect(host.querySelector('.events__subscribe a')?.getAttribute('href')).toBe('/events.ics?category=health');
    expect(host.querySelector('.events__subscribe a')?.textContent).toBe('S’abonner aux événements «\u00a0Santé\u00a0» (.ics)');
  });

  it('says so when nothing matches, with the way back to every upcoming event', () => {
    const host = renderWithLanguage(<EventsView events={calendar} limit={0} variant="full" headingLevel={2} filters today={today} filter={{ month: '2027-01', category: 'health' }} linked />, { lang: 'en' });
    expect(host.querySelector('ol')).toBeNull();
    expect(host.querySelector('.events__empty')?.textContent).toContain('No events match these choices.');
    expect(host.querySelector('.events__empty a')?.getAttribute('href')).toBe('/events');
    expect(host.querySelector('[role="status"]')?.textContent).toBe('0 events in January 2027 · Health');
  });

  it('links each of the commune’s events to its page, and a partner’s nowhere', () => {
    const linked = renderWithLanguage(<EventsView events={calendar} limit={0} variant="compact" headingLevel={2} today={today} linked />);
    expect([...linked.querySelectorAll('h3 a')].map((a) => a.getAttribute('href'))).toEqual(['/events/42-titre-42', '/events/43-titre-43', '/events/44-titre-44', '/events/45-titre-45']);
    const partner = renderWithLanguage(<EventsView events={calendar} limit={0} variant="compact" headingLevel={2} today={today} />);
    expect(partner.querySelectorAll('h3 a')).toHaveLength(0);
    expect(partner.querySelector('form')).toBeNull();
  });
});

describe('an event’s address', () => {
  it('is its id and the words of its French title, found again by the id alone', () => {
    const stored = { id: '12', title: { fr: 'Journée mondiale de la santé', en: 'World Health Day' } };
    expect(eventSlug(stored)).toBe('12-journee-mondiale-de-la-sante');
    expect(eventPath(stored)).toBe('/events/12-journee-mondiale-de-la-sante');
    const list = [stored, { id: '120', title: { fr: 'Autre', en: 'Other' } }];
    expect(findEventBySlug(list, '12-journee-mondiale-de-la-sante')).toBe(stored);
    expect(findEventBySlug(list, '12-ancien-titre')).toBe(stored);
    expect(findEventBySlug(list, '12')).toBe(stored);
    expect(findEventBySlug(list, '1-journee')).toBeUndefined();
    // The words alone (a bundled event's address, shown before the server answered) find it too.
    expect(findEventBySlug(list, 'journee-mondiale-de-la-sante')).toBe(stored);
    expect(findEventBySlug(list, 'journee-mondiale')).toBeUndefined();
  });

  it('is the title’s words for a bundled event', () => {
    const national = communeEvents.find((e) => e.id === 'national-day-2025')!;
    expect(eventSlug(national)).toBe('fete-nationale-de-l-unite');
    expect(findEventBySlug(communeEvents, 'fete-nationale-de-l-unite')).toBe(national);
    expect(new Set(communeEvents.map(eventSlug)).size).toBe(communeEvents.length);
  });
});

describe('the bundled calendar on its next dates', () => {
  it('rolls each annual event to its next date from today, and keeps the others as they are', () => {
    const rolled = onNextDates(communeEvents, '2026-11-26');
    expect(rolled.find((e) => e.id === 'world-aids-day-2025')?.date).toBe('2026-12-01');
    expect(rolled.find((e) => e.id === 'national-day-2025')?.date).toBe('2027-05-20');
    expect(rolled.every((e) => e.date >= '2026-11-26')).toBe(true);
    expect(onNextDates(communeEvents, '2025-01-01')).toEqual(communeEvents);
    expect(onNextDates(communeEvents, '2025-01-01')[0]).toBe(communeEvents[0]);
  });
});
