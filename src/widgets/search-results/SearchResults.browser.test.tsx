import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { setLanguage } from '../../runtime/store';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './search-results.element';

const results = {
  items: [
    { type: 'place', title: 'Marché central de Dtima', url: '/residents/points-of-interest#markets', excerpt: 'Le grand marché de la ville, ouvert tous les jours.' },
    { type: 'procedure', title: 'Licences et autorisations', url: '/services/licenses', excerpt: '… une autorisation d’occuper une place au marché …' },
  ],
};

let asked: string[] = [];
beforeEach(() => {
  asked = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname}?${url.searchParams}`);
    if (url.searchParams.get('q') === 'panne') return new Response('{}', { status: 503 });
    const items = url.searchParams.get('q') === 'xylophone' ? [] : results.items;
    return Response.json({ items });
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  setLanguage('fr');
  await resetPage();
});

describe('<commune-search-results>', () => {
  it('asks the content server for the words, and lists each result with its kind, link and excerpt', async () => {
    const element = await mountElement('commune-search-results', { attributes: { query: 'marche', api: 'https://dtima.example' } });
    await expect.element(page.getByRole('status')).toHaveTextContent('2 résultats pour « marche »');
    expect(asked).toEqual(['/api/v1/search?q=marche&lang=fr']);
    const link = page.getByRole('link', { name: 'Marché central de Dtima' });
    await expect.element(link).toHaveAttribute('href', expect.stringMatching(/\/residents\/points-of-interest#markets$/));
    await expect.element(page.getByText('Lieu', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Le grand marché de la ville, ouvert tous les jours.')).toBeVisible();
    // Results, no suggestions.
    expect(element.shadowRoot!.textContent).not.toContain('Les démarches les plus demandées');
    await expectAccessible(element);
  });

  it('keeps the words in a GET form to the search page', async () => {
    const element = await mountElement('commune-search-results', { attributes: { query: 'marche', api: 'https://dtima.example' } });
    const form = element.shadowRoot!.querySelector('form')!;
    expect(form.method).toBe('get');
    expect(new URL(form.action).pathname).toBe('/recherche');
    await expect.element(page.getByRole('searchbox', { name: 'Rechercher sur le site' })).toHaveValue('marche');
    expect(form.querySelector('input')!.name).toBe('q');
  });

  it('says when nothing is found, and suggests the démarches and the contact', async () => {
    const element = await mountElement('commune-search-results', { attributes: { query: 'xylophone', api: 'https://dtima.example' } });
    await expect.element(page.getByRole('status')).toHaveTextContent('Aucun résultat pour « xylophone ».');
    await expect.element(page.getByRole('link', { name: 'Acte de naissance' })).toHaveAttribute('href', expect.stringMatching(/\/services\/birth-certificate$/));
    await expect.element(page.getByRole('link', { name: '+237 222 29 14 50' })).toHaveAttribute('href', 'tel:+237222291450');
    await expectAccessible(element);
  });

  it('says when the search does not answer, without breaking', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountElement('commune-search-results', { attributes: { query: 'panne', api: 'https://dtima.example' } });
    await expect.element(page.getByRole('status')).toHaveTextContent('La recherche ne répond pas pour le moment.');
  });

  it('searches in English', async () => {
    setLanguage('en');
    await mountElement('commune-search-results', { attributes: { query: 'market', api: 'https://dtima.example' } });
    await expect.element(page.getByRole('status')).toHaveTextContent('2 results for “market”');
    expect(asked).toEqual(['/api/v1/search?q=market&lang=en']);
    await expect.element(page.getByText('Place', { exact: true })).toBeVisible();
  });
});
