import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { offices, telHref } from '../../content/commune';
import { setLanguage } from '../../runtime/store';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './licenses.element';

afterEach(async () => {
  resetPage();
  await page.viewport(1280, 900);
});

const mount = (attributes: Record<string, string> = {}) => mountElement('commune-licenses', { attributes, lang: 'fr' });

describe('<commune-licenses>', () => {
  it('has no serious accessibility violation, in French or English', async () => {
    const element = await mount();
    await expectAccessible(element);
    setLanguage('en');
    await expect.element(page.getByRole('heading', { name: 'Permits issued by the council' })).toBeVisible();
    await expectAccessible(element);
  });

  it('shows the three permits with processing time, cost, office and documents', async () => {
    await mount();
    const list = page.getByRole('list', { name: 'Les permis délivrés par la commune' });
    const cards = list.getByRole('article');
    expect(cards.elements()).toHaveLength(3);

    const building = page.getByRole('article', { name: 'Permis de bâtir' });
    await expect.element(building.getByText('30 jours')).toBeVisible();
    await expect.element(building.getByText('75 000 FCFA', { exact: true })).toBeVisible();
    await expect.element(building.getByText('paiement unique', { exact: true })).toBeVisible();
    await expect.element(building.getByRole('link', { name: offices.technical.phone })).toHaveAttribute('href', telHref(offices.technical.phone));

    const licence = page.getByRole('article', { name: 'Licence commerciale' });
    await expect.element(licence.getByText('15 jours')).toBeVisible();
    await expect.element(licence.getByText('50 000 FCFA par an')).toBeVisible();
    const documents = licence.getByRole('list', { name: 'Pièces à fournir' });
    expect(documents.getByRole('listitem').elements()).toHaveLength(5);
    await expect.element(documents.getByText(/identifiant unique \(NIU\)/)).toBeVisible();

    const occupation = page.getByRole('article', { name: 'Occupation temporaire de la voie publique' });
    await expect.element(occupation.getByText('7 jours')).toBeVisible();
    await expect.element(occupation.getByText('25 000 FCFA par mois')).toBeVisible();
  });

  it('ends with the three steps to apply, in order', async () => {
    await mount();
    await expect.element(page.getByRole('heading', { level: 2, name: 'La démarche en trois étapes' })).toBeVisible();
    const steps = page.getByRole('list').filter({ hasText: 'Constituer le dossier' });
    expect(steps.element().tagName).toBe('OL');
    expect(steps.getByRole('heading', { level: 3 }).elements().map((h) => h.textContent)).toEqual(['Constituer le dossier', 'Déposer et payer', 'Retirer le permis']);
  });

  it('speaks English when the page switches', async () => {
    await mount();
    await expect.element(page.getByText('30 jours')).toBeVisible();
    setLanguage('en');
    const licence = page.getByRole('article', { name: 'Business licence' });
    await expect.element(licence.getByText('50,000 FCFA per year')).toBeVisible();
    await expect.element(licence.getByText('15 days')).toBeVisible();
    await expect.element(page.getByRole('article', { name: 'Temporary use of public space' }).getByText('25,000 FCFA per month')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'How to apply, in three steps' })).toBeVisible();
    expect(page.getByText('30 jours').elements()).toHaveLength(0);
  });

  it('shows the permits only when guide="false"', async () => {
    await mount({ guide: 'false', 'heading-level': '3' });
    await expect.element(page.getByRole('heading', { level: 3, name: 'Les permis délivrés par la commune' })).toBeVisible();
    expect(page.getByRole('heading', { name: 'La démarche en trois étapes' }).elements()).toHaveLength(0);
  });

  it('fits a 390 px phone and puts the three permits on one row at 1280 px', async () => {
    await page.viewport(390, 844);
    const phone = await mount();
    await expect.element(page.getByText('30 jours')).toBeVisible();
    for (const item of phone.shadowRoot!.querySelectorAll<HTMLElement>('[part="permit"], [part="guide"]')) {
      expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(390);
      expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
    resetPage();

    await page.viewport(1280, 900);
    const wide = await mount({ style: 'max-width: 72rem' });
    await expect.element(page.getByText('30 jours')).toBeVisible();
    const tops = [...wide.shadowRoot!.querySelectorAll<HTMLElement>('[part="permit"]')].map((item) => item.getBoundingClientRect().top);
    expect(new Set(tops).size).toBe(1);
  });
});
