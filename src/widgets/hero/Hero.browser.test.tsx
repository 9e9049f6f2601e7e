import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** The content server's search, as the box asks it (the pages of the menus come without it). */
let asked: string[] = [];
const answers: Record<string, { type: string; title: string; url: string; excerpt: string }[]> = {
  maire: [
    { type: 'page', title: 'Rencontrer le maire', url: '/government/meet-mayor', excerpt: '' },
    { type: 'news', title: 'Mot du maire aux habitants', url: '/flash-news', excerpt: '' },
  ],
};

beforeEach(async () => {
  followed = [];
  asked = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname}?${url.searchParams}`);
    const q = url.searchParams.get('q') ?? '';
    return q in answers ? Response.json({ items: answers[q] }) : new Response('{}', { status: 404 });
  });
  document.addEventListener('click', recordNavigation);
  await page.viewport(1280, 900);
});

afterEach(() => {
  vi.restoreAllMocks();
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
    await expect.element(page.getByRole('search', { name: 'Recherche sur le site' })).toBeVisible();
    // Without script the box is a form to the search page.
    const form = hero.shadowRoot!.querySelector('form')!;
    expect([form.method, new URL(form.action).pathname, form.querySelector('input')!.name]).toEqual(['get', '/recherche', 'q']);
  });

  it('lists the first results as one types; the arrows go through them and Enter opens one', async () => {
    await mountElement('commune-hero', { lang: 'fr' });
    const field = page.getByRole('combobox', { name: 'Rechercher sur le site' });
    await expect.element(field).toHaveAttribute('placeholder', 'Que recherchez-vous\u00a0?');
    await userEvent.click(field);
    await userEvent.keyboard('maire');
    await expect.element(field).toHaveValue('maire');

    // The site's pages at once, then what the server finds.
    const results = page.getByRole('listbox', { name: 'Premiers résultats' });
    await expect.element(results.getByRole('option', { name: /Rencontrer le maire/ })).toBeVisible();
    await expect.element(results.getByRole('option', { name: /Mot du maire aux habitants/ })).toBeVisible();
    expect(asked).toContain('/api/v1/search?q=maire&lang=fr&limit=6');
    await expect.element(page.getByRole('status')).toHaveTextContent('2 premiers résultats. Flèches pour les parcourir, Entrée pour voir tous les résultats.');

    await userEvent.keyboard('{ArrowDown}');
    const first = results.getByRole('option').first();
    await expect.element(first).toHaveAttribute('data-focused', 'true');
    await expect.element(field).toHaveAttribute('aria-activedescendant', first.element().id);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => followed).toEqual(['/government/meet-mayor']);
  });

  it('opens the search page with every result on Enter in the field', async () => {
    await mountElement('commune-hero', { lang: 'fr' });
    await userEvent.click(page.getByRole('combobox', { name: 'Rechercher sur le site' }));
    await userEvent.keyboard('marché central');
    await expect.element(page.getByRole('link', { name: 'Voir tous les résultats pour « marché central »' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(followed).toEqual(['/recherche?q=march%C3%A9+central']);
  });

  it('searches in English, with SPEC’s placeholder, and says when nothing matches', async () => {
    await mountElement('commune-hero', { lang: 'en' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Welcome to Dtima Council' })).toBeVisible();
    const field = page.getByRole('combobox', { name: 'Search the site' });
    await expect.element(field).toHaveAttribute('placeholder', 'What can we help you find?');

    await userEvent.fill(field, 'mayor');
    await expect.element(page.getByRole('option', { name: /Meet the Mayor/ })).toBeVisible();

    await userEvent.fill(field, 'swimming pool');
    await expect.element(page.getByRole('status')).toHaveTextContent('No results. Press Enter to search on the search page.');
    await expect.element(page.getByRole('option')).not.toBeInTheDocument();
  });

  it('follows a result clicked with the mouse, and Escape clears the box', async () => {
    await mountElement('commune-hero', { lang: 'fr' });
    const field = page.getByRole('combobox', { name: 'Rechercher sur le site' });
    await userEvent.fill(field, 'taxes');
    await userEvent.click(page.getByRole('option', { name: /Taxes municipales/ }));
    expect(followed).toEqual(['/business/taxes']);

    await userEvent.click(field);
    await userEvent.keyboard('{Escape}');
    await expect.element(field).toHaveValue('');
    await expect.element(page.getByRole('option', { name: /Taxes municipales/ })).not.toBeInTheDocument();
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
