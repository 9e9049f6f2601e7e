import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { events } from '../../content/events';
import { answered, apiEvent, jsonResponse, recordMutations, seededAnswers, serve } from '../../testing/live-fixtures';
import { forgetLiveItems } from '../../features/live/store';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './events.element';

/*
 * `<commune-events>` with the content server: the bundled calendar first, then what staff
 * published (`GET /api/v1/events`); a partner's `items` win, and then nothing is asked.
 */

// The nine events of 2025 all to come, as the server seeded on New Year's morning 2025 has them.
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-01-01T08:00:00Z') }));
afterAll(() => vi.useRealTimers());
beforeEach(() => forgetLiveItems());
afterEach(async () => {
  resetPage();
  vi.restoreAllMocks();
  await page.viewport(414, 896);
});

const titles = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll('.event__title')].map((heading) => heading.textContent);

/** The seeded calendar less Youth Day (unpublished), plus an onion fair with its place. */
function editedEvents() {
  const seeded = seededAnswers(100).events.filter((event) => event.title.fr !== 'Fête de la Jeunesse');
  const fair = {
    ...apiEvent(events[0], 7),
    title: { fr: 'Foire aux oignons', en: 'Onion fair' },
    description: { fr: 'Vente directe des producteurs du canton, pesée et prix affichés.', en: 'Growers of the canton sell directly, with weighing and posted prices.' },
    location: { fr: 'Marché moderne de Dtima', en: 'Dtima modern market' },
    date: '2025-01-20',
    start: '07:00',
    end: '13:00',
  };
  return [...seeded, fair];
}

describe('<commune-events> and the content server', () => {
  it('changes nothing on the page but the links’ addresses when the published events are the bundled ones', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(serve(seededAnswers(100)));
    const setups: Record<string, string>[] = [{ variant: 'compact', limit: '5' }, { variant: 'full' }];
    for (const attributes of setups) {
      forgetLiveItems();
      fetch.mockClear();
      const el = await mountElement('commune-events', { attributes, lang: 'fr' });
      const before = titles(el);
      const mutations = recordMutations(el.shadowRoot!);
      await answered(fetch);
      expect(new URL(String(fetch.mock.calls[0][0])).pathname).toBe('/api/v1/events');
      // The titles now link by the server's ids (`/events/100-…`, stable across edits); nothing else moves.
      expect(mutations.records().filter((record) => record !== 'attributes a.event__link href'), attributes.variant).toEqual([]);
      expect(titles(el)).toEqual(before);
      for (const link of el.shadowRoot!.querySelectorAll('a.event__link')) expect(link.getAttribute('href')).toMatch(/^\/events\/1\d\d-[a-z-]+$/);
      resetPage();
    }
  });

  it('shows an event staff published, with its place, and drops one they unpublished', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ events: editedEvents() }));
    const el = await mountElement('commune-events', { attributes: { variant: 'full' }, lang: 'fr' });
    await expect.poll(() => titles(el).slice(0, 3)).toEqual(['Jour de l’An', 'Foire aux oignons', 'Journée internationale des droits des femmes']);
    expect(titles(el)).toHaveLength(9);
    expect(titles(el)).not.toContain('Fête de la Jeunesse');
    const fair = page.getByRole('listitem').filter({ hasText: 'Foire aux oignons' });
    await expect.element(fair.getByText('20 janvier 2025')).toBeVisible();
    await expect.element(fair.getByText('Marché moderne de Dtima')).toBeVisible();
    await expectAccessible(el);
  });

  it('fills the home page’s five cards from the live calendar, in date order', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ events: editedEvents() }));
    const el = await mountElement('commune-events', { attributes: { variant: 'compact', limit: '5' }, lang: 'en' });
    await expect.poll(() => titles(el)).toEqual(['New Year’s Day', 'Onion fair', 'International Women’s Day', 'World Health Day', 'Labour Day']);
    await expect.element(page.getByText('Dtima modern market')).toBeVisible();
  });

  it('keeps the bundled calendar when the server answers an error', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ error: { code: 'internal', message: 'Erreur' } }, 500));
    const el = await mountElement('commune-events', { attributes: { variant: 'full' }, lang: 'fr' });
    const before = titles(el);
    await answered(fetch);
    expect(titles(el)).toEqual(before);
    expect(before).toHaveLength(9);
  });

  it('skips a malformed event with one warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { ...apiEvent(events[0], 55), title: { fr: 'Concert', en: '' }, start: '21:00', end: '19:00' };
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ events: [...editedEvents(), broken] }));
    const el = await mountElement('commune-events', { attributes: { variant: 'full' }, lang: 'fr' });
    await answered(fetch);
    await expect.poll(() => titles(el)).toContain('Foire aux oignons');
    expect(titles(el)).not.toContain('Concert');
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([`[commune] ${location.origin}/api/v1/events: item 55 ("Concert"): end must not be before start. Skipped.`]);
  });

  it('shows a partner’s items and asks the server nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ events: editedEvents() }));
    const items = [{ id: 'race', title: 'Course des Monts Mandara', date: '2035-10-05', start: '07:00', end: '12:00' }];
    const el = await mountElement('commune-events', { attributes: { variant: 'full' }, properties: { items }, lang: 'fr' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(titles(el)).toEqual(['Course des Monts Mandara']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on a partner’s page, asks nothing for an element whose items a script sets just after it upgraded', async () => {
    // A page of its own, as a partner writes it: the element's module, then their module script.
    const frame = document.createElement('iframe');
    frame.title = 'Partner page';
    frame.srcdoc = `<!doctype html><html lang="fr"><body>
      <script>window.asked = []; window.fetch = (input) => { asked.push(String(input)); return Promise.reject(new TypeError('offline')); };</script>
      <commune-events id="calendar" variant="compact" limit="3"></commune-events>
      <commune-events id="agenda" variant="full"></commune-events>
      <script type="module" src="${location.origin}/src/widgets/events/events.element.ts"></script>
      <script type="module">document.getElementById('agenda').items = [{ title: 'Course des Monts Mandara', date: '2035-10-05', start: '07:00', end: '12:00' }];</script>
    </body></html>`;
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    const partner = frame.contentWindow as Window & { asked: string[] };
    const agenda = frame.contentDocument!.getElementById('agenda')!;
    await expect.poll(() => agenda.shadowRoot?.textContent ?? '', { timeout: 5000 }).toContain('Course des Monts Mandara');
    await expect.poll(() => partner.asked).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Only the calendar without items asked, at the origin the library came from.
    expect(partner.asked).toEqual([`${location.origin}/api/v1/events?limit=100`]);
  });

  it('reads the live calendar once the partner takes their items away', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ events: editedEvents() }));
    const items = [{ title: 'Course des Monts Mandara', date: '2035-10-05', start: '07:00', end: '12:00' }];
    const el = await mountElement<HTMLElement & { items: unknown }>('commune-events', { attributes: { variant: 'full' }, properties: { items }, lang: 'fr' });
    el.items = null;
    await expect.poll(() => titles(el)).toContain('Foire aux oignons');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
