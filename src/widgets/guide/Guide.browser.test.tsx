import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { setLanguage } from '../../runtime/store';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './guide.element';

const TAG = 'commune-guide';
const PAGE = '/guide-pratique';

beforeEach(() => setLanguage('fr'));

afterEach(async () => {
  resetPage();
  history.replaceState(null, '', location.pathname);
  window.scrollTo(0, 0);
  await page.viewport(1280, 900);
});

/** A section's heading, inside the summary a visitor clicks. */
const section = (name: string, level = 2) => page.getByRole('heading', { level, name, exact: true });
const isOpen = (name: string, level = 2) => (section(name, level).element().closest('details') as HTMLDetailsElement).open;

describe('<commune-guide>', () => {
  it('has no serious accessibility violations, closed and with every section open', async () => {
    const el = await mountElement(TAG);
    await expect.element(section('Hôtels et hébergement')).toBeVisible();
    await expectAccessible(el);
    for (const name of ['Hôtels et hébergement', 'Restaurants', 'Attractions touristiques', 'Événements']) {
      await section(name).click();
      await expect.poll(() => isOpen(name)).toBe(true);
    }
    await expectAccessible(el);
  });

  it('lets several sections stay open, and toggles them with Enter and Space', async () => {
    await mountElement(TAG);
    await section('Hôtels et hébergement').click();
    await section('Restaurants').click();
    await expect.poll(() => isOpen('Restaurants')).toBe(true);
    await expect.poll(() => isOpen('Hôtels et hébergement')).toBe(true);
    await expect.element(page.getByRole('article', { name: 'Hôtel Le Mandara' })).toBeVisible();
    await expect.element(page.getByRole('article', { name: 'Restaurant Le Baobab' })).toBeVisible();

    section('Événements').element().closest('summary')!.focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => isOpen('Événements')).toBe(true);
    await userEvent.keyboard(' ');
    await expect.poll(() => isOpen('Événements')).toBe(false);
  });

  it('opens #hotels on load and a later #restaurants, keeping both open', async () => {
    await page.viewport(1280, 700);
    history.replaceState(null, '', `${PAGE}#hotels`);
    const el = await mountElement(TAG, { attributes: { style: 'margin-block-start: 150vh' } });
    await expect.poll(() => isOpen('Hôtels et hébergement')).toBe(true);
    const hotel = page.getByRole('article', { name: 'Hôtel Le Mandara' });
    await expect.element(hotel).toBeVisible();
    await expect.element(hotel.getByRole('link', { name: '+237 677 20 14 58' })).toHaveAttribute('href', 'tel:+237677201458');
    const hotels = el.shadowRoot!.getElementById('hotels')!;
    await expect.poll(() => hotels.getBoundingClientRect().top).toBeLessThan(700);
    expect(hotels.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);

    location.hash = '#restaurants';
    await expect.poll(() => isOpen('Restaurants')).toBe(true);
    await expect.poll(() => isOpen('Hôtels et hébergement')).toBe(true);
    expect(deepActiveElement()?.localName).toBe('summary');
    expect(deepActiveElement()?.textContent).toBe('Restaurants');
  });

  it('sends the events section to /events and the attractions to the sites below', async () => {
    await mountElement(TAG);
    await section('Événements').click();
    await expect.element(page.getByRole('link', { name: 'Voir l’agenda des événements' })).toHaveAttribute('href', '/events');

    await section('Attractions touristiques').click();
    await expect.element(page.getByRole('link', { name: 'Découvrir le tourisme à Dtima' })).toHaveAttribute('href', '/visitors/tourism');
    await page.getByRole('link', { name: 'Paysages remarquables' }).click();
    const heading = page.getByRole('heading', { level: 3, name: 'Paysages remarquables' });
    await expect.poll(() => deepActiveElement()).toBe(heading.element());
    await expect.poll(() => heading.element().getBoundingClientRect().top).toBeLessThan(900);
  });

  it('shows each tourist site with its badge, description, location and « Aménagement » line', async () => {
    await mountElement(TAG);
    for (const name of ['Montagnes et sites naturels', 'Sites culturels et historiques', 'Points d’eau et barrages', 'Paysages remarquables']) {
      await expect.element(page.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    const reservoir = page.getByRole('article', { name: 'Retenue du mayo Dtima' });
    await expect.element(reservoir.getByText('Site classé')).toBeInTheDocument();
    await expect.element(reservoir.getByText(/abreuvement du bétail/)).toBeInTheDocument();
    await expect.element(reservoir.getByText('À 5\u00a0km au sud, route de Maroua')).toBeInTheDocument();
    const facilities = reservoir.element().querySelector('.site__fact--amenagement') as HTMLElement;
    expect(facilities.innerText).toBe('Aménagement\u00a0: aménagé');

    setLanguage('en');
    await expect.element(page.getByRole('heading', { level: 2, name: 'Tourist Sites' })).toBeInTheDocument();
    const englishReservoir = page.getByRole('article', { name: 'Mayo Dtima Reservoir' });
    await expect.element(englishReservoir.getByText('Listed site')).toBeInTheDocument();
    expect((englishReservoir.element().querySelector('.site__fact--amenagement') as HTMLElement).innerText).toBe('Facilities: developed');
  });

  it('fits a 390 px phone with no horizontal scroll', async () => {
    await page.viewport(390, 844);
    const el = await mountElement(TAG, { attributes: { 'heading-level': '3' } });
    await section('Hôtels et hébergement', 3).click();
    await expect.element(page.getByRole('article', { name: 'Hôtel Le Mandara' })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    for (const part of el.shadowRoot!.querySelectorAll<HTMLElement>('[part="site"], [part="directory-entry"]')) {
      expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    }
    await expect.element(page.getByRole('heading', { level: 4, name: 'Hôtel Le Mandara' })).toBeVisible();
  });
});
