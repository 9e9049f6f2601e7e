import { describe, expect, it } from 'vitest';
import type { CommuneEvent } from '../../content/events';
import { LANGUAGES } from '../../runtime/store';
import { expectBothLanguages } from '../../testing/content';
import { renderWithLanguage } from '../../testing/render';
import { EventDetailsView, mapSearchUrl } from './EventDetails';
import { eventDetailsMessages } from './messages';

const healthDay: CommuneEvent = {
  id: '12',
  title: { fr: 'Journée mondiale de la santé', en: 'World Health Day' },
  date: '2027-04-07',
  start: '08:00',
  end: '16:00',
  description: { fr: 'Dépistage gratuit du diabète.\nApportez votre carnet de santé.', en: 'Free diabetes screening.\nPlease bring your health booklet.' },
  location: { fr: 'Centre de santé de district de Dtima', en: 'Dtima district health centre' },
  category: 'health',
};

const render = (event: CommuneEvent | undefined, lang: 'fr' | 'en' = 'fr', today = '2026-11-26') =>
  renderWithLanguage(<EventDetailsView event={event} headingLevel={1} today={today} />, { lang });

describe('<commune-event-details> texts', () => {
  it('has every text in French and English, French the French way', () => {
    for (const lang of LANGUAGES) for (const text of Object.values(eventDetailsMessages[lang])) expect(text.trim()).not.toBe('');
    expectBothLanguages(
      Object.fromEntries(Object.keys(eventDetailsMessages.fr).map((key) => [key, { fr: eventDetailsMessages.fr[key as never], en: eventDetailsMessages.en[key as never] }])),
      'eventDetailsMessages',
    );
  });
});

describe('an event’s page', () => {
  it('shows its title as the h1, its category, date, time range, place and description', () => {
    const host = render(healthDay);
    expect(host.querySelector('h1')?.textContent).toBe('Journée mondiale de la santé');
    expect(host.querySelector('.event-page__category')?.textContent).toBe('Catégorie\u00a0: Santé');
    const facts = [...host.querySelectorAll('.event-page__fact')].map((fact) => [fact.querySelector('dt')?.textContent, fact.querySelector('dd')?.textContent]);
    expect(facts).toEqual([
      ['Date', 'Mercredi 07 avril 2027'],
      ['Horaire', '08:00 – 16:00'],
      ['Lieu', 'Centre de santé de district de DtimaVoir sur la carte (OpenStreetMap)'],
    ]);
    expect(host.querySelector('time')?.getAttribute('datetime')).toBe('2027-04-07');
    expect([...host.querySelectorAll('.event-page__description p')].map((p) => p.textContent)).toEqual(['Dépistage gratuit du diabète.', 'Apportez votre carnet de santé.']);
    expect(host.querySelector('.event-page__past')).toBeNull();
    expect(host.querySelector('.event-page__back a')?.getAttribute('href')).toBe('/events');
  });

  it('links the place to OpenStreetMap’s search, in Dtima', () => {
    const host = render(healthDay, 'en');
    const map = host.querySelector<HTMLAnchorElement>('.event-page__map')!;
    expect(map.textContent).toBe('See it on the map (OpenStreetMap)');
    expect(map.getAttribute('href')).toBe('https://www.openstreetmap.org/search?query=Centre%20de%20sant%C3%A9%20de%20district%20de%20Dtima%2C%20Dtima%2C%20Cameroun');
    expect(mapSearchUrl('Place des Fêtes')).toBe('https://www.openstreetmap.org/search?query=Place%20des%20F%C3%AAtes%2C%20Dtima%2C%20Cameroun');
  });

  it('has no place line, and no map link, for an event without a place', () => {
    const host = render({ ...healthDay, location: undefined });
    expect(host.querySelectorAll('.event-page__fact')).toHaveLength(2);
    expect(host.querySelector('a[href^="https://www.openstreetmap.org"]')).toBeNull();
  });

  it('offers « Ajouter à mon agenda », the event’s .ics file, described by its hint', () => {
    const host = render(healthDay);
    const add = host.querySelector<HTMLAnchorElement>('[part="add"]')!;
    expect(add.textContent).toBe('Ajouter à mon agenda');
    expect(add.getAttribute('href')).toBe('/events/12-journee-mondiale-de-la-sante.ics');
    expect(add.getAttribute('type')).toBe('text/calendar');
    expect(host.querySelector(`#${CSS.escape(add.getAttribute('aria-describedby')!)}`)?.textContent).toContain('.ics');
    expect(render(healthDay, 'en').querySelector('[part="add"]')?.textContent).toBe('Add to my calendar');
  });

  it('says when the event has taken place', () => {
    const host = render(healthDay, 'fr', '2027-04-08');
    expect(host.querySelector('.event-page__past')?.textContent).toBe('Cet événement a eu lieu le 07 avril 2027.');
    expect(render(healthDay, 'fr', '2027-04-07').querySelector('.event-page__past')).toBeNull();
  });

  it('says the event was not found, with the way to the agenda', () => {
    const host = render(undefined, 'en');
    expect(host.querySelector('h1')?.textContent).toBe('Event not found');
    expect(host.querySelector('a')?.getAttribute('href')).toBe('/events');
  });
});
