import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { biography } from '../../content/mayor';
import { setLanguage } from '../../runtime/store';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './biography.element';

beforeEach(() => setLanguage('fr'));

afterEach(async () => {
  resetPage();
  history.replaceState(null, '', location.pathname + location.search);
  await page.viewport(414, 896);
});

describe('<commune-biography>', () => {
  it('is accessible', async () => {
    const element = await mountElement('commune-biography');
    await expect.element(page.getByRole('navigation', { name: 'Sommaire' })).toBeVisible();
    await expectAccessible(element);
  });

  it('shows the six sections in order under headings of the level asked for', async () => {
    await mountElement('commune-biography', { attributes: { 'heading-level': '3' } });
    await expect.element(page.getByRole('heading', { level: 3, name: 'Introduction' })).toBeVisible();
    expect(page.getByRole('heading', { level: 3 }).elements().map((h) => h.textContent)).toEqual(biography.map((s) => s.title.fr));
    await expect.element(page.getByRole('region', { name: 'Distinctions' }).getByText(/Ordre de la Valeur/)).toBeVisible();

    setLanguage('en');
    await expect.element(page.getByRole('heading', { level: 3, name: 'Academic and professional path' })).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
  });

  it('has contents links that each target a section of the element', async () => {
    const element = await mountElement('commune-biography');
    const links = page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link').elements();
    expect(links.map((link) => link.textContent)).toEqual(biography.map((s) => s.title.fr));
    for (const link of links) {
      const id = link.getAttribute('href')!.replace(/^#/, '');
      const target = element.shadowRoot!.getElementById(id);
      expect(target, id).not.toBeNull();
      expect(target!.tagName).toBe('SECTION');
    }
  });

  it('scrolls to a section and moves the focus to its heading when a contents link is followed', async () => {
    await page.viewport(1280, 600);
    const element = await mountElement('commune-biography');
    await page.getByRole('link', { name: 'Vision' }).click();
    const heading = element.shadowRoot!.querySelector('#vision h2')!;
    await expect.poll(() => deepActiveElement()).toBe(heading);
    expect(location.hash).toBe('#vision');
    const top = heading.getBoundingClientRect().top;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(600);
  });

  it('fits a 390 px phone and puts the contents beside the sections at 1280 px', async () => {
    await page.viewport(390, 844);
    const phone = await mountElement('commune-biography');
    const base = phone.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;
    expect(base.scrollWidth).toBeLessThanOrEqual(base.clientWidth);
    resetPage();

    await page.viewport(1280, 800);
    const wide = await mountElement('commune-biography', { attributes: { style: 'max-width: 72rem' } });
    const toc = wide.shadowRoot!.querySelector('[part="toc"]')!.getBoundingClientRect();
    const firstSection = wide.shadowRoot!.querySelector('[part="section"]')!.getBoundingClientRect();
    expect(firstSection.left).toBeGreaterThan(toc.right);
  });
});
