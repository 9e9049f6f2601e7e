import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { setLanguage } from '../../runtime/store';
import { expectAccessible } from '../../testing/kit';
import './events.element';

beforeEach(() => setLanguage('fr'));

afterEach(async () => {
  document.body.replaceChildren();
  setLanguage('fr');
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

  it('shows full dates, times and descriptions on the events page, in French then English', async () => {
    mount('variant="full"');
    const nationalDay = page.getByRole('listitem').filter({ hasText: 'Fête nationale de l’Unité' });
    await expect.element(nationalDay.getByText('20 mai 2025')).toBeVisible();
    await expect.element(nationalDay.getByText('08:00 – 13:00')).toBeVisible();
    await expect.element(nationalDay.getByText(/Grand défilé des écoles/)).toBeVisible();
    expect(nationalDay.element().querySelector('time')?.getAttribute('datetime')).toBe('2025-05-20');
    expect(page.getByRole('heading', { name: 'Événements à venir' }).elements()).toHaveLength(0);
    expect(page.getByRole('link').elements()).toHaveLength(0);

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
