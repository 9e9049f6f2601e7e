import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { forgetLiveItems } from '../../features/live/store';
import { apiEvent, seededAnswers, serve } from '../../testing/live-fixtures';
import { events } from '../../content/events';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './event-details.element';

// The nine events of 2025 all to come: New Year's morning 2025 in Dtima.
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-01-01T08:00:00Z') }));
afterAll(() => vi.useRealTimers());
afterEach(async () => {
  resetPage();
  forgetLiveItems();
  vi.restoreAllMocks();
  await page.viewport(414, 896);
});

describe('<commune-event-details>', () => {
  it('shows the event its slug names, accessible, with its facts, the map and the calendar file', async () => {
    const element = await mountElement('commune-event-details', { attributes: { slug: 'journee-mondiale-de-la-sante', api: 'none' }, lang: 'fr' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Journée mondiale de la santé' })).toBeVisible();
    await expect.element(page.getByText('Lundi 07 avril 2025')).toBeVisible();
    await expect.element(page.getByText('08:00 – 16:00')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Voir sur la carte (OpenStreetMap)' })).toHaveAttribute('href', 'https://www.openstreetmap.org/search?query=Centre%20de%20sant%C3%A9%20de%20district%20de%20Dtima%2C%20Dtima%2C%20Cameroun');
    const add = page.getByRole('link', { name: 'Ajouter à mon agenda' });
    await expect.element(add).toHaveAttribute('href', '/events/journee-mondiale-de-la-sante.ics');
    await expect.element(add).toHaveAccessibleDescription(/fichier \.ics/);
    await expect.element(page.getByRole('link', { name: 'Tous les événements' })).toHaveAttribute('href', '/events');
    await expectAccessible(element);
  });

  it('shows the event as published, found by its id whatever the words after it', async () => {
    const live = seededAnswers(30).events.map((event) => (event.title.fr === 'Noël' ? { ...event, title: { fr: 'Arbre de Noël de la commune', en: 'Council Christmas party' } } : event));
    vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ events: live }));
    const christmas = live.find((event) => event.title.fr === 'Arbre de Noël de la commune')!;
    await mountElement('commune-event-details', { attributes: { slug: `${christmas.id}-noel` }, lang: 'en' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Council Christmas party' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Add to my calendar' })).toHaveAttribute('href', `/events/${christmas.id}-arbre-de-noel-de-la-commune.ics`);
  });

  it('finds a published event that reads as a bundled one by the server’s id, and offers that id’s calendar file', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(serve(seededAnswers(70)));
    const health = seededAnswers(70).events.find((event) => event.title.fr === 'Journée mondiale de la santé')!;
    await mountElement('commune-event-details', { attributes: { slug: `${health.id}-journee-mondiale-de-la-sante` }, lang: 'fr' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Journée mondiale de la santé' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Ajouter à mon agenda' })).toHaveAttribute('href', `/events/${health.id}-journee-mondiale-de-la-sante.ics`);
  });

  it('says when the event is not (or no longer) published', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ events: [apiEvent(events[0], 5)] }));
    const element = await mountElement('commune-event-details', { attributes: { slug: '6-reunion' }, lang: 'fr' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Événement introuvable' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Voir l’agenda' })).toHaveAttribute('href', '/events');
    await expectAccessible(element);
  });

  it('fits a 390 px phone, its facts one under another', async () => {
    await page.viewport(390, 844);
    const element = await mountElement('commune-event-details', { attributes: { slug: 'journee-mondiale-de-lutte-contre-le-sida', 'heading-level': '2', api: 'none' }, lang: 'fr' });
    await expect.element(page.getByRole('heading', { level: 2, name: 'Journée mondiale de lutte contre le sida' })).toBeVisible();
    const root = element.shadowRoot!;
    expect(root.querySelector<HTMLElement>('[part="base"]')!.scrollWidth).toBeLessThanOrEqual(390);
    const fact = root.querySelector('.event-page__fact')!;
    const [term, value] = [fact.querySelector('dt')!.getBoundingClientRect(), fact.querySelector('dd')!.getBoundingClientRect()];
    expect(value.top).toBeGreaterThanOrEqual(term.bottom - 1);
  });
});
