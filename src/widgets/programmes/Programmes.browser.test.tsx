import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './programmes.element';

afterEach(async () => {
  resetPage();
  await page.viewport(1280, 900);
});

describe('<commune-programmes>', () => {
  it('is accessible, with its heading and three cards', async () => {
    const programmes = await mountElement('commune-programmes', { lang: 'fr' });
    await expectAccessible(programmes);
    await expect.element(page.getByRole('heading', { level: 2, name: 'Programmes et priorités' })).toBeVisible();
    const cards = page.getByRole('article');
    expect(cards.elements()).toHaveLength(3);
    expect(page.getByRole('heading', { level: 3 }).elements().map((heading) => heading.textContent)).toEqual([
      'Agenda de développement',
      'Habitat de qualité',
      'Année de la jeunesse 2024',
    ]);
    await expect.element(page.getByRole('article', { name: 'Habitat de qualité' })).toBeVisible();
  });

  it('shows each illustration with its size and a text alternative, loaded lazily', async () => {
    const programmes = await mountElement('commune-programmes', { lang: 'fr' });
    const images = [...programmes.shadowRoot!.querySelectorAll('img')];
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
      expect(image.getAttribute('alt')?.length).toBeGreaterThan(10);
      expect(image.getAttribute('loading')).toBe('lazy');
    }
    await expect.element(page.getByRole('img', { name: /Maisons en briques de terre/ })).toBeInTheDocument();
  });

  it('links each card to the page that says more', async () => {
    await mountElement('commune-programmes', { lang: 'en' });
    await expect.element(page.getByRole('heading', { level: 2, name: 'Programmes and priorities' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'See the development projects' })).toHaveAttribute('href', '/business/projects');
    await expect.element(page.getByRole('link', { name: 'Town planning and technical services' })).toHaveAttribute('href', '/services/technical');
    await expect.element(page.getByRole('link', { name: 'See the council’s events' })).toHaveAttribute('href', '/events');
  });

  it('shows three cards a row on a wide screen and one on a phone', async () => {
    const wide = await mountElement('commune-programmes', { lang: 'fr' });
    const tops = () => [...wide.shadowRoot!.querySelectorAll('article')].map((card) => Math.round(card.getBoundingClientRect().top));
    expect(new Set(tops()).size).toBe(1);
    resetPage();
    await page.viewport(390, 844);
    const phone = await mountElement('commune-programmes', { lang: 'fr' });
    const phoneTops = [...phone.shadowRoot!.querySelectorAll('article')].map((card) => Math.round(card.getBoundingClientRect().top));
    expect(new Set(phoneTops).size).toBe(3);
    expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  });
});
