import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mayor } from '../../content/mayor';
import { setLanguage } from '../../runtime/store';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './mayor.element';

beforeEach(() => setLanguage('fr'));

afterEach(async () => {
  resetPage();
  await page.viewport(414, 896);
});

describe('<commune-mayor>', () => {
  it('is accessible in both variants', async () => {
    const home = await mountElement('commune-mayor');
    const message = await mountElement('commune-mayor', { attributes: { variant: 'message', 'heading-level': '3' } });
    await expect.element(page.getByRole('heading', { level: 2, name: mayor.name })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 3, name: 'Message du maire' })).toBeVisible();
    await expectAccessible(home);
    await expectAccessible(message);
  });

  it('presents the mayor on the home page, with links to the message and the biography', async () => {
    await mountElement('commune-mayor');
    const section = page.getByRole('region', { name: mayor.name });
    await expect.element(section).toBeVisible();
    await expect.element(section.getByRole('img', { name: mayor.portrait.alt.fr })).toBeVisible();
    await expect.element(section.getByText('Maire de la Commune de Dtima')).toBeVisible();
    await expect.element(section.getByText(/Élu maire en 2020/)).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Rencontrer le maire' })).toHaveAttribute('href', '/government/meet-mayor');
    await expect.element(page.getByRole('link', { name: 'Lire la biographie' })).toHaveAttribute('href', '/government/biography');

    setLanguage('en');
    await expect.element(page.getByRole('link', { name: 'Meet the Mayor' })).toHaveAttribute('href', '/government/meet-mayor');
    await expect.element(page.getByRole('link', { name: 'Read the biography' })).toHaveAttribute('href', '/government/biography');
    await expect.element(page.getByText('Mayor of Dtima Council')).toBeVisible();
  });

  it('shows the full message, signed, on the meet-the-mayor page', async () => {
    await mountElement('commune-mayor', { attributes: { variant: 'message' } });
    const section = page.getByRole('region', { name: 'Message du maire' });
    await expect.element(section.getByText('Chères habitantes, chers habitants de Dtima,')).toBeVisible();
    await expect.element(section.getByText(/L’eau reste notre première priorité/)).toBeVisible();
    await expect.element(section.getByText(/je m’engage à la transparence/)).toBeVisible();
    await expect.element(section.getByText(mayor.name, { exact: true })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Découvrir la biographie du maire' })).toHaveAttribute('href', '/government/biography');
    expect(page.getByRole('link', { name: 'Rencontrer le maire' }).elements()).toHaveLength(0);

    setLanguage('en');
    await expect.element(page.getByRole('heading', { name: 'Message from the Mayor' })).toBeVisible();
    await expect.element(page.getByText(/Water remains our first priority/)).toBeVisible();
  });

  it('fits a 390 px phone and sets the portrait beside the text at 1280 px', async () => {
    await page.viewport(390, 844);
    for (const variant of ['home', 'message']) {
      const element = await mountElement('commune-mayor', { attributes: { variant } });
      const base = element.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;
      expect(base.scrollWidth).toBeLessThanOrEqual(base.clientWidth);
      expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(390);
      resetPage();
    }

    await page.viewport(1280, 800);
    const element = await mountElement('commune-mayor', { attributes: { style: 'max-width: 72rem' } });
    const portrait = element.shadowRoot!.querySelector('[part="portrait"]')!.getBoundingClientRect();
    const heading = element.shadowRoot!.querySelector('h2')!.getBoundingClientRect();
    expect(heading.left).toBeGreaterThan(portrait.right);
  });
});
