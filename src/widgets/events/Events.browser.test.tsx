import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { setLanguage } from '../../runtime/store';
import { expectAccessible } from '../../testing/kit';
import './events.element';

// The element shows the upcoming events: these tests read the calendar on New Year's morning
// 2025 in Dtima, when the nine events of 2025 are all still to come.
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-01-01T08:00:00Z') }));
afterAll(() => vi.useRealTimers());

beforeEach(() => setLanguage('fr'));

afterEach(async () => {
  document.body.replaceChildren();
  setLanguage('fr');
  history.replaceState(null, '', location.pathname);
  await page.viewport(414, 896);
});

function mount(attributes = '') {
  document.body.insertAdjacentHTML('beforeend', `<commune-events ${attributes}></commune-events>`);
  return document.body.lastElementChild as HTMLElement;
}

const SORTED_FR = [
  'Jour de l’An',
  'Fête de la Jeunesse',
  'Journée internationale des droits des femmes',
  'Journée mondiale de la santé',
  'Fête du Travail',
  'Fête nationale de l’Unité',
  'Journée mondiale de l’environnement',
  'Journée mondiale de lutte contre le sida',
  'Noël',
];

describe('<commune-events>', () => {
  it('has no serious accessibility violations in either variant', async () => {
    const compact = mount('variant="compact" limit="5"');
    const full = mount('variant="full"');
    await expect.element(page.getByRole('heading', { name: 'Événements à venir' })).toBeVisible();
    await expect.element(page.getByRole('list', { name: 'Calendrier des événements de la commune' })).toBeVisible();
    await expectAccessible(compact);
    await expectAccessible(full);
  });

  it('lists every event of the year in date order by default', async () => {
    mount();
    const list = page.getByRole('list', { name: 'Calendrier des événements de la commune' });
    await expect.element(list).toBeVisible();
    expect(list.getByRole('listitem').elements()).toHaveLength(9);
    const titles = page.getByRole('heading', { level: 2 }).elements().map((h) => h.textContent);
    expect(titles).toEqual(SORTED_FR);
  });

  it('shows the first five on the home page, with a badge, the time and a link to /events', async () => {
    mount('variant="compact" limit="5"');
    const heading = page.getByRole('heading', { level: 2, name: 'Événements à venir' });
    await expect.element(heading).toBeVisible();
    const list = page.getByRole('list', { name: 'Événements à venir' });
    expect(list.getByRole('listitem').elements()).toHaveLength(5);
    expect(page.getByRole('heading', { level: 3 }).elements().map((h) => h.textContent)).toEqual(SORTED_FR.slice(0, 5));

    const labourDay = list.getByRole('listitem').nth(4);
    await expect.element(labourDay.getByText('mai', { exact: true })).toBeVisible();
    await expect.element(labourDay.getByText('1', { exact: true })).toBeVisible();
    await expect.element(labourDay.getByText('08:00 – 12:00')).toBeVisible();
    // The full date is there for screen readers, not on screen.
    await expect.element(labourDay.getByText('01 mai 2025')).toBeInTheDocument();
    expect(labourDay.getByText('01 mai 2025').element().getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect.element(list.getByRole('listitem').first().getByText('janv.', { exact: true })).toBeVisible();
    expect(page.getByText(/Défilé des travailleurs/).elements()).toHaveLength(0);

    const link = page.getByRole('link', { name: 'Voir tous les événements' });
    await expect.element(link).toHaveAttribute('href', '/events');
  });

  it('falls back to every event, with one clear warning, when limit is not a number', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount('limit="abc"');
    const list = page.getByRole('list', { name: 'Calendrier des événements de la commune' });
    await expect.element(list).toBeVisible();
    expect(list.getByRole('listitem').elements()).toHaveLength(9);
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((m) => m.includes('commune-events') && m.includes('limit'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('leaves out the events that have taken place', async () => {
    vi.setSystemTime(new Date('2025-05-20T12:00:00Z'));
    const el = mount('variant="compact" limit="3"');
    await expect.element(page.getByRole('heading', { name: 'Événements à venir' })).toBeVisible();
    expect(page.getByRole('heading', { level: 3 }).elements().map((h) => h.textContent)).toEqual(['Fête nationale de l’Unité', 'Journée mondiale de l’environnement', 'Journée mondiale de lutte contre le sida']);
    // Each title leads to the event's page.
    expect([...el.shadowRoot!.querySelectorAll('h3 a')].map((a) => a.getAttribute('href'))).toEqual(['/events/fete-nationale-de-l-unite', '/events/journee-mondiale-de-l-environnement', '/events/journee-mondiale-de-lutte-contre-le-sida']);
    vi.setSystemTime(new Date('2025-01-01T08:00:00Z'));
  });

  it('shows full dates, times and descriptions on the events page, in French then English', async () => {
    mount('variant="full"');
    const nationalDay = page.getByRole('listitem').filter({ hasText: 'Fête nationale de l’Unité' });
    await expect.element(nationalDay.getByText('20 mai 2025')).toBeVisible();
    await expect.element(nationalDay.getByText('08:00 – 13:00')).toBeVisible();
    await expect.element(nationalDay.getByText(/Grand défilé des écoles/)).toBeVisible();
    expect(nationalDay.element().querySelector('time')?.getAttribute('datetime')).toBe('2025-05-20');
    expect(page.getByRole('heading', { name: 'Événements à venir' }).elements()).toHaveLength(0);
    // Only the titles link, to the events' pages.
    expect(page.getByRole('link').elements()).toHaveLength(9);
    await expect.element(page.getByRole('link', { name: 'Fête nationale de l’Unité' })).toHaveAttribute('href', '/events/fete-nationale-de-l-unite');

    setLanguage('en');
    const englishDay = page.getByRole('listitem').filter({ hasText: 'National Day' });
    await expect.element(englishDay.getByText('20 May 2025')).toBeVisible();
    await expect.element(englishDay.getByText('08:00–13:00')).toBeVisible();
    await expect.element(englishDay.getByText(/Grand parade of schools/)).toBeVisible();
    await expect.element(page.getByRole('list', { name: 'The council’s events calendar' })).toBeVisible();
    expect(page.getByText('20 mai 2025').elements()).toHaveLength(0);
  });

  it('follows a language switch in the compact variant', async () => {
    mount('variant="compact" limit="5"');
    await expect.element(page.getByRole('heading', { name: 'Événements à venir' })).toBeVisible();
    setLanguage('en');
    await expect.element(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
    const link = page.getByRole('link', { name: 'View All Events' });
    await expect.element(link).toHaveAttribute('href', '/events');
    const labourDay = page.getByRole('listitem').filter({ hasText: 'Labour Day' });
    await expect.element(labourDay.getByText('May', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('listitem').first().getByText('Jan', { exact: true })).toBeVisible();
    expect(page.getByRole('heading', { level: 3 }).elements().map((h) => h.textContent)).toEqual([
      'New Year’s Day',
      'Youth Day',
      'International Women’s Day',
      'World Health Day',
      'Labour Day',
    ]);
    setLanguage('fr');
    await expect.element(page.getByRole('link', { name: 'Voir tous les événements' })).toBeVisible();
  });

  it('follows heading-level and re-renders when attributes change', async () => {
    const el = mount('variant="compact" limit="2" heading-level="3"');
    await expect.element(page.getByRole('heading', { level: 3, name: 'Événements à venir' })).toBeVisible();
    expect(page.getByRole('heading', { level: 4 }).elements()).toHaveLength(2);
    el.setAttribute('limit', '0');
    await expect.poll(() => page.getByRole('heading', { level: 4 }).elements().length).toBe(9);
  });

  it('fits a 390 px phone and puts five compact cards on one row at 1280 px', async () => {
    await page.viewport(390, 844);
    const el = mount('variant="full"');
    await expect.element(page.getByText('20 mai 2025')).toBeVisible();
    const root = el.shadowRoot!;
    const base = root.querySelector<HTMLElement>('[part="base"]')!;
    expect(base.scrollWidth).toBeLessThanOrEqual(base.clientWidth);
    for (const item of root.querySelectorAll<HTMLElement>('[part="item"]')) {
      expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    }
    document.body.replaceChildren();

    await page.viewport(1280, 800);
    const home = mount('variant="compact" limit="5" style="max-width: 72rem"');
    await expect.element(page.getByRole('heading', { name: 'Événements à venir' })).toBeVisible();
    const tops = [...home.shadowRoot!.querySelectorAll<HTMLElement>('[part="item"]')].map((item) => item.getBoundingClientRect().top);
    expect(new Set(tops).size).toBe(1);
  });

  it('takes the host page’s theme through custom properties', async () => {
    const el = mount('variant="compact" limit="1" style="--commune-events-badge-background: rgb(10, 20, 30)"');
    await expect.element(page.getByRole('heading', { name: 'Événements à venir' })).toBeVisible();
    const badge = el.shadowRoot!.querySelector('.event__badge')!;
    expect(getComputedStyle(badge).backgroundColor).toBe('rgb(10, 20, 30)');
  });
});

describe('<commune-events> with its filters', () => {
  const shownTitles = () => page.getByRole('heading', { level: 2 }).elements().map((h) => h.textContent).filter((title) => title !== 'Filtrer les événements' && title !== 'L’agenda dans votre téléphone');

  it('filters in place as a month or a category is chosen, keeps the address in step, and goes back with it', async () => {
    const el = mount('variant="full" filters');
    const month = page.getByLabelText('Mois');
    await expect.element(month).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('9 événements à venir');
    await month.selectOptions('2025-05');
    await expect.poll(shownTitles).toEqual(['Fête du Travail', 'Fête nationale de l’Unité']);
    await expect.element(page.getByRole('status')).toHaveTextContent('2 événements en mai 2025');
    expect(location.search).toBe('?month=2025-05');
    await page.getByLabelText('Catégorie').selectOptions('health');
    await expect.element(page.getByRole('status')).toHaveTextContent('0 événement en mai 2025 · Santé');
    await expect.element(page.getByText('Aucun événement ne correspond à ces critères.')).toBeVisible();
    expect(location.search).toBe('?month=2025-05&category=health');
    await expect.element(page.getByRole('link', { name: 'S’abonner aux événements «\u00a0Santé\u00a0» (.ics)' })).toHaveAttribute('href', '/events.ics?category=health');

    history.back();
    await expect.poll(() => location.search).toBe('?month=2025-05');
    await expect.poll(shownTitles).toEqual(['Fête du Travail', 'Fête nationale de l’Unité']);
    await expect.element(page.getByLabelText('Catégorie')).toHaveValue('');

    // The way back to every upcoming event, from an empty choice.
    await page.getByLabelText('Catégorie').selectOptions('environment');
    await page.getByLabelText('Mois').selectOptions('2025-12');
    await page.getByRole('link', { name: 'Voir tous les événements à venir' }).click();
    await expect.poll(shownTitles).toHaveLength(9);
    expect(location.search).toBe('');
    await expectAccessible(el);
  });

  it('takes the filter from its attributes, and the form’s button applies the choice without leaving', async () => {
    mount('variant="full" filters month="2025-12" category="health"');
    await expect.element(page.getByRole('status')).toHaveTextContent('1 événement en décembre 2025 · Santé');
    expect(shownTitles()).toEqual(['Journée mondiale de lutte contre le sida']);
    await page.getByLabelText('Mois').selectOptions('');
    await page.getByLabelText('Catégorie').selectOptions('');
    await page.getByRole('button', { name: 'Afficher' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('9 événements à venir');
    expect(location.pathname).not.toContain('events');
  });

  it('on a page whose server wrote no filter (a partner’s, a static host’s), takes the one in the address', async () => {
    history.replaceState(null, '', `${location.pathname}?month=2025-12`);
    mount('variant="full" filters');
    await expect.element(page.getByRole('status')).toHaveTextContent('2 événements en décembre 2025');
    await expect.element(page.getByLabelText('Mois')).toHaveValue('2025-12');
  });

  it('is reached and used from the keyboard, and reads in English', async () => {
    setLanguage('en');
    mount('variant="full" filters');
    await expect.element(page.getByLabelText('Month')).toBeVisible();
    (page.getByLabelText('Month').element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    expect((document.activeElement?.shadowRoot?.activeElement as HTMLElement | null)?.getAttribute('name')).toBe('category');
    await page.getByLabelText('Category').selectOptions('environment');
    await expect.element(page.getByRole('status')).toHaveTextContent('1 upcoming event · Environment');
    await expect.element(page.getByRole('link', { name: 'Subscribe to “Environment” events (.ics)' })).toBeVisible();
  });

  it('fits a 390 px phone, its fields one under another', async () => {
    await page.viewport(390, 844);
    const el = mount('variant="full" filters');
    await expect.element(page.getByLabelText('Mois')).toBeVisible();
    const root = el.shadowRoot!;
    const month = root.querySelector('select[name="month"]')!.getBoundingClientRect();
    const category = root.querySelector('select[name="category"]')!.getBoundingClientRect();
    expect(category.top).toBeGreaterThan(month.bottom);
    expect(root.querySelector<HTMLElement>('[part="base"]')!.scrollWidth).toBeLessThanOrEqual(390);
  });
});

describe('<commune-events> with a partner’s own events', () => {
  it('shows the partner’s items sorted, skipping an invalid one with one warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = mount('variant="full"') as HTMLElement & { items: unknown };
    el.items = [
      { id: 'b', title: { fr: 'Marché de nuit', en: 'Night market' }, date: '2025-12-01', start: '18:00', end: '23:00' },
      { id: 'a', title: 'Foire régionale', date: '2025-11-12', start: '09:00', end: '17:00', description: 'Stands et concerts.' },
      { id: 'c', title: 'Concert', date: 'demain', start: '20:00', end: '22:00' },
    ];
    const list = page.getByRole('list', { name: 'Calendrier des événements de la commune' });
    await expect.poll(() => list.getByRole('listitem').elements().length).toBe(2);
    expect(page.getByRole('heading', { level: 2 }).elements().map((h) => h.textContent)).toEqual(['Foire régionale', 'Marché de nuit']);
    await expect.element(page.getByText('12 novembre 2025')).toBeVisible();
    expect(warn.mock.calls.map((call) => String(call[0])).filter((message) => message.includes('items['))).toEqual([
      '[commune] <commune-events> items[2] ("Concert"): date must be an ISO day such as "2025-05-20". Skipped.',
    ]);
    setLanguage('en');
    await expect.element(page.getByRole('heading', { level: 2, name: 'Night market' })).toBeVisible();
    el.items = null;
    await expect.poll(() => el.shadowRoot?.querySelectorAll('li').length).toBe(9);
    warn.mockRestore();
  });

  it('falls back to the commune’s calendar when items is not an array, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = mount(`variant="full" items='{"title":"x"}'`);
    await expect.poll(() => el.shadowRoot?.querySelectorAll('li').length).toBe(9);
    expect(warn.mock.calls.some((call) => String(call[0]).includes('<commune-events> items='))).toBe(true);
    warn.mockRestore();
  });
});
