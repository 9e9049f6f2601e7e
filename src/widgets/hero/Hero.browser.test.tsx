import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './hero.element';

/** Links followed, as the shell's router would see them; the page itself never navigates. */
let followed: string[] = [];
function recordNavigation(event: MouseEvent) {
  const link = event.composedPath().find((target): target is HTMLAnchorElement => target instanceof HTMLAnchorElement);
  if (!link) return;
  event.preventDefault();
  followed.push(link.getAttribute('href') ?? '');
}

beforeEach(async () => {
  followed = [];
  document.addEventListener('click', recordNavigation);
  await page.viewport(1280, 900);
});

afterEach(() => {
  document.removeEventListener('click', recordNavigation);
  resetPage();
});

describe('<commune-hero>', () => {
  it('is accessible, with the welcome as the page’s h1, focusable by the shell', async () => {
    const hero = await mountElement('commune-hero', { lang: 'fr' });
    await expectAccessible(hero);
    const heading = page.getByRole('heading', { level: 1, name: 'Bienvenue à la Commune de Dtima' });
    await expect.element(heading).toBeVisible();
    await expect.element(heading).toHaveAttribute('tabindex', '-1');
    heading.element().focus();
    expect(deepActiveElement()).toBe(heading.element());
    await expect.element(page.getByRole('search', { name: 'Trouver une page du site' })).toBeVisible();
  });

  it('lists matching pages as one types, and Enter follows the first', async () => {
    await mountElement('commune-hero', { lang: 'fr' });
    const field = page.getByRole('searchbox', { name: 'Rechercher sur le site' });
    await expect.element(field).toHaveAttribute('placeholder', 'Que recherchez-vous\u00a0?');
    await userEvent.click(field);
    await userEvent.keyboard('maire');

    const mayor = page.getByRole('link', { name: /Rencontrer le maire/ });
    await expect.element(mayor).toHaveAttribute('href', '/government/meet-mayor');
    await expect.element(page.getByRole('status')).toHaveTextContent(/pages? trouvées?/);
    expect(page.getByRole('list', { name: 'Pages trouvées' }).getByRole('link').first().element()).toBe(mayor.element());
    await expect.element(page.getByRole('list', { name: 'Pages trouvées' })).toBeVisible();

    await userEvent.keyboard('{Enter}');
    expect(followed).toEqual(['/government/meet-mayor']);
  });

  it('searches in English, with SPEC’s placeholder, and says when nothing matches', async () => {
    await mountElement('commune-hero', { lang: 'en' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Welcome to Dtima Council' })).toBeVisible();
    const field = page.getByRole('searchbox', { name: 'Search the site' });
    await expect.element(field).toHaveAttribute('placeholder', 'What can we help you find?');

    await userEvent.fill(field, 'mayor');
    await expect.element(page.getByRole('link', { name: /Meet the Mayor/ })).toHaveAttribute('href', '/government/meet-mayor');

    await userEvent.fill(field, 'business');
    await expect.element(page.getByRole('status')).toHaveTextContent('5 pages found. Press Enter to open the first one.');
    expect(page.getByRole('list', { name: 'Matching pages' }).getByRole('link').elements()).toHaveLength(5);

    await userEvent.fill(field, 'swimming pool');
    await expect.element(page.getByRole('status')).toHaveTextContent('No page matches your search.');
    await expect.element(page.getByRole('list', { name: 'Matching pages' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(followed).toEqual([]);
  });

  it('follows a result clicked with the mouse, and Escape clears the box', async () => {
    await mountElement('commune-hero', { lang: 'fr' });
    const field = page.getByRole('searchbox', { name: 'Rechercher sur le site' });
    await userEvent.fill(field, 'taxes');
    await userEvent.click(page.getByRole('link', { name: /Taxes municipales/ }));
    expect(followed).toEqual(['/business/taxes']);

    await userEvent.click(field);
    await userEvent.keyboard('{Escape}');
    await expect.element(field).toHaveValue('');
    await expect.element(page.getByRole('link', { name: /Taxes municipales/ })).not.toBeInTheDocument();
  });

  it('takes the level a partner page needs', async () => {
    await mountElement('commune-hero', { attributes: { 'heading-level': '2' }, lang: 'fr' });
    await expect.element(page.getByRole('heading', { level: 2, name: 'Bienvenue à la Commune de Dtima' })).toBeVisible();
    expect(page.getByRole('heading', { level: 1 }).elements()).toHaveLength(0);
  });

  it('shows the heading a page writes itself in place of its own', async () => {
    const hero = await mountElement('commune-hero', { lang: 'fr' });
    hero.insertAdjacentHTML('afterbegin', '<h1 slot="heading" tabindex="-1">Bienvenue à la Commune de Dtima</h1>');
    const headings = page.getByRole('heading', { level: 1 });
    await expect.poll(() => headings.elements().filter((heading) => heading.getBoundingClientRect().height > 0)).toHaveLength(1);
    const slotted = hero.querySelector('h1')!;
    expect(slotted.getBoundingClientRect().height).toBeGreaterThan(0);
    expect(getComputedStyle(slotted).color).toBe('rgb(255, 255, 255)');
    await expectAccessible(hero);
  });

  it('shows the lead a page writes itself in place of its own, once', async () => {
    const hero = await mountElement('commune-hero', { lang: 'fr' });
    hero.insertAdjacentHTML('beforeend', '<p slot="lead">Démarches, actualités et projets de votre commune.</p>');
    await expect.poll(() => hero.shadowRoot!.querySelector('.hero__lead')).toBeNull();
    const lead = hero.querySelector('p')!;
    expect(lead.getBoundingClientRect().height).toBeGreaterThan(0);
    expect(getComputedStyle(lead).color).toBe('rgb(255, 255, 255)');
    expect(page.getByText('Démarches, actualités et projets de votre commune.').elements()).toHaveLength(1);
  });

  it('fits a phone without scrolling sideways, the heading above the fold', async () => {
    await page.viewport(390, 844);
    const hero = await mountElement('commune-hero', { lang: 'fr' });
    expect(hero.scrollWidth).toBeLessThanOrEqual(hero.clientWidth);
    const heading = page.getByRole('heading', { level: 1 }).element();
    expect(heading.getBoundingClientRect().bottom).toBeLessThan(400);
  });
});
