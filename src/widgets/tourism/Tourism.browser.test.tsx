import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { offices, telHref } from '../../content/commune';
import { setLanguage } from '../../runtime/store';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './tourism.element';

beforeEach(() => setLanguage('fr'));

afterEach(async () => {
  resetPage();
  await page.viewport(414, 896);
});

const office = offices.tourism;

describe('<commune-tourism>', () => {
  it('is accessible', async () => {
    const element = await mountElement('commune-tourism');
    await expect.element(page.getByRole('heading', { name: 'Sites naturels et culturels' })).toBeVisible();
    await expectAccessible(element);
  });

  it('shows the hero and six sites with their image, activities and location', async () => {
    await mountElement('commune-tourism');
    await expect.element(page.getByRole('heading', { level: 2, name: 'Dtima, entre montagnes et traditions' })).toBeVisible();
    const sites = page.getByRole('article');
    expect(sites.elements()).toHaveLength(6);
    const needles = page.getByRole('article', { name: 'Crête des aiguilles' });
    await expect.element(needles.getByRole('heading', { level: 3 })).toBeVisible();
    await expect.element(needles.getByRole('img', { name: /Pics rocheux/ })).toBeInTheDocument();
    expect(needles.getByRole('list', { name: 'Activités' }).getByRole('listitem').elements().map((li) => li.textContent)).toEqual([
      'Randonnée',
      'Photographie',
      'Lever du soleil',
    ]);
    await expect.element(needles.getByText('Départ du Campement des Aiguilles, à 8\u00a0km à l’ouest du centre par la piste de Mokolo')).toBeVisible();
    await expect.element(needles.getByText('Au lever du soleil, en saison sèche (de novembre à avril)')).toBeVisible();
    const market = page.getByRole('article', { name: 'Marché central de Dtima' });
    await expect.element(market.getByText('Tous les jours\u00a0; grand marché le mercredi')).toBeVisible();
    expect(needles.element().querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });

  it('gives the tourism office’s phone and email with the cultural experience', async () => {
    await mountElement('commune-tourism');
    const experience = page.getByRole('region', { name: 'Une journée au cœur de la culture mafa' });
    await expect.element(experience.getByRole('link', { name: office.phone })).toHaveAttribute('href', telHref(office.phone));
    await expect.element(experience.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
    await expect.element(experience.getByText('15\u202f000\u00a0FCFA par personne')).toBeVisible();
    await expect.element(experience.getByRole('heading', { name: 'Ce qui est inclus' })).toBeVisible();
  });

  it('opens a booking dialog with the tourism office’s contact, and gives the focus back on Escape', async () => {
    await mountElement('commune-tourism');
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
    const reserve = page.getByRole('button', { name: 'Réserver une expérience' });
    await reserve.click();

    const dialog = page.getByRole('dialog', { name: 'Réserver une expérience' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('Office communal du tourisme')).toBeVisible();
    await expect.element(dialog.getByRole('link', { name: office.phone })).toHaveAttribute('href', telHref(office.phone));
    await expect.element(dialog.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
    await expect.element(dialog.getByText(/Pour réserver «\u00a0Une journée au cœur de la culture mafa\u00a0»/)).toBeVisible();
    await expectAccessible(document);

    await userEvent.keyboard('{Escape}');
    await expect.poll(() => page.getByRole('dialog').elements().length).toBe(0);
    await expect.poll(() => deepActiveElement()).toBe(reserve.element());
  });

  it('ends with a call to contact the office, in English too', async () => {
    await mountElement('commune-tourism', { lang: 'en' });
    const contact = page.getByRole('region', { name: 'Plan your stay' });
    await expect.element(contact).toBeVisible();
    const button = contact.getByRole('button', { name: 'Contact the tourism office' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Council Tourism Office' });
    await expect.element(dialog.getByText(/the office will advise you/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').elements().length).toBe(0);
    await expect.poll(() => deepActiveElement()).toBe(button.element());
    await expect.element(page.getByRole('button', { name: 'Reserve an experience' })).toBeVisible();
    setLanguage('fr');
    await expect.element(page.getByRole('button', { name: 'Réserver une expérience' })).toBeVisible();
  });

  it('fits a 390 px phone and sets the hero image beside its text at 1280 px', async () => {
    await page.viewport(390, 844);
    const phone = await mountElement('commune-tourism');
    const base = phone.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;
    expect(base.scrollWidth).toBeLessThanOrEqual(base.clientWidth);
    for (const child of phone.shadowRoot!.querySelectorAll('article, section')) expect(child.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    resetPage();

    await page.viewport(1280, 800);
    const wide = await mountElement('commune-tourism', { attributes: { style: 'max-width: 72rem' } });
    const image = wide.shadowRoot!.querySelector('.tourism__hero-image')!.getBoundingClientRect();
    const title = wide.shadowRoot!.querySelector('.tourism__hero-title')!.getBoundingClientRect();
    expect(image.left).toBeGreaterThan(title.right);
  });
});
