import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { offices, telHref } from '../../content/commune';
import { setLanguage } from '../../runtime/store';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './taxes.element';

afterEach(async () => {
  resetPage();
  await page.viewport(1280, 900);
});

const mount = (attributes: Record<string, string> = {}) => mountElement('commune-taxes', { attributes, lang: 'fr' });

/** French percentages: ICU writes a no-break space before `%`, narrow or not depending on its version. */
const percent = (digits: string) => new RegExp(`^${digits}[\\u00a0\\u202f]% de la valeur locative$`);

describe('<commune-taxes>', () => {
  it('has no serious accessibility violation, in French or English', async () => {
    const element = await mount();
    await expectAccessible(element);
    setLanguage('en');
    await expect.element(page.getByRole('heading', { name: 'Ways to pay' })).toBeVisible();
    await expectAccessible(element);
  });

  it('lists the three ways to pay, with the revenue office’s address, hours and phone for cash', async () => {
    await mount();
    const methods = page.getByRole('list', { name: 'Moyens de paiement' });
    expect(methods.getByRole('heading', { level: 3 }).elements().map((h) => h.textContent)).toEqual(['Espèces', 'Virement bancaire', 'Mobile money']);
    const cash = methods.getByRole('listitem').first();
    await expect.element(cash.getByText(offices.finance.location.fr, { exact: false })).toBeVisible();
    await expect.element(cash.getByRole('link', { name: offices.finance.phone })).toHaveAttribute('href', telHref(offices.finance.phone));
    await expect.element(methods.getByText(/MTN MoMo/)).toBeVisible();
  });

  it('shows each tax with its rate, due date and accepted ways to pay', async () => {
    await mount();
    const list = page.getByRole('list', { name: 'Les taxes municipales' });
    expect(list.getByRole('article').elements()).toHaveLength(3);

    const property = page.getByRole('article', { name: 'Impôt foncier' });
    await expect.element(property.getByText(percent('0,1'))).toBeVisible();
    await expect.element(property.getByText('31 mars', { exact: true })).toBeVisible();
    expect(property.getByText('31 mars', { exact: true }).element().getAttribute('datetime')).toBe('--03-31');

    const business = page.getByRole('article', { name: 'Patente et impôt libératoire' });
    await expect.element(business.getByText('31 janvier', { exact: true })).toBeVisible();
    const brackets = business.getByRole('table');
    expect(brackets.getByRole('columnheader').elements().map((th) => th.textContent)).toEqual(['Chiffre d’affaires annuel', 'Impôt dû']);
    const first = brackets.getByRole('row').nth(1);
    await expect.element(first.getByRole('rowheader', { name: 'jusqu’à 2 500 000 FCFA' })).toBeVisible();
    await expect.element(first.getByRole('cell', { name: '20 000 FCFA par an' })).toBeVisible();

    const parking = page.getByRole('article', { name: 'Taxe de stationnement' });
    await expect.element(parking.getByText('1 000 FCFA par jour')).toBeVisible();
    const accepted = parking.getByRole('list');
    expect(accepted.getByRole('listitem').elements().map((li) => li.textContent)).toEqual(['Espèces', 'Mobile money']);
  });

  it('speaks English when the page switches', async () => {
    await mount();
    await expect.element(page.getByText('1 000 FCFA par jour')).toBeVisible();
    setLanguage('en');
    const property = page.getByRole('article', { name: 'Property tax' });
    await expect.element(property.getByText('0.1% of the rental value')).toBeVisible();
    await expect.element(property.getByText('31 March', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('article', { name: /^Business tax/ }).getByText('31 January', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('article', { name: 'Parking tax' }).getByText('1,000 FCFA per day')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Bank transfer' })).toBeVisible();
    expect(page.getByText('Moyens de paiement').elements()).toHaveLength(0);
  });

  it('follows heading-level', async () => {
    await mount({ 'heading-level': '4' });
    await expect.element(page.getByRole('heading', { level: 4, name: 'Moyens de paiement' })).toBeVisible();
    expect(page.getByRole('heading', { level: 5 }).elements()).toHaveLength(6);
  });

  it('fits a 390 px phone and puts the three taxes on one row at 1280 px', async () => {
    await page.viewport(390, 844);
    const phone = await mount();
    await expect.element(page.getByText('1 000 FCFA par jour')).toBeVisible();
    for (const item of phone.shadowRoot!.querySelectorAll<HTMLElement>('[part="method"], [part="tax"]')) {
      expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(390);
      expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
    resetPage();

    await page.viewport(1280, 900);
    const wide = await mount({ style: 'max-width: 72rem' });
    await expect.element(page.getByText('1 000 FCFA par jour')).toBeVisible();
    const tops = [...wide.shadowRoot!.querySelectorAll<HTMLElement>('[part="tax"]')].map((item) => item.getBoundingClientRect().top);
    expect(new Set(tops).size).toBe(1);
  });
});
