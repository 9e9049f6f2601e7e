import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { setLanguage } from '../../runtime/store';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './council.element';

beforeEach(() => setLanguage('fr'));

afterEach(async () => {
  resetPage();
  await page.viewport(414, 896);
});

const councillorList = () => page.getByRole('list', { name: /conseillers? municipa|municipal councillors?/ });

describe('<commune-council>', () => {
  it('is accessible', async () => {
    const element = await mountElement('commune-council');
    await expect.element(page.getByRole('heading', { level: 2, name: '58 conseillers municipaux' })).toBeVisible();
    await expectAccessible(element);
  });

  it('shows the 58 councillors, each with a letter avatar, name and title', async () => {
    const element = await mountElement('commune-council');
    const items = councillorList().getByRole('listitem');
    expect(items.elements()).toHaveLength(58);
    expect(items.first().element().textContent).toContain('Hamadou Daïrou Bello');
    await expect.element(items.first().getByText('Maire', { exact: true })).toBeVisible();

    const aissatou = items.filter({ hasText: 'Aïssatou Oumarou' });
    await expect.element(aissatou.getByText('Conseiller Municipal')).toBeVisible();
    const avatar = aissatou.element().querySelector('[part="avatar"]')!;
    expect(avatar.textContent).toBe('A');
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
    // The letter decorates: the item reads as the name and title only.
    expect(element.shadowRoot!.querySelectorAll('img')).toHaveLength(0);
  });

  it('narrows the list as one types a name, ignoring accents, and says how many match', async () => {
    await mountElement('commune-council');
    const search = page.getByRole('searchbox', { name: 'Rechercher un conseiller' });
    await search.fill('aissatou');
    await expect.poll(() => councillorList().getByRole('listitem').elements().length).toBe(1);
    await expect.element(councillorList().getByText('Aïssatou Oumarou')).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('1 conseiller correspond à votre recherche.');

    await search.fill('maire');
    await expect.poll(() => councillorList().getByRole('listitem').elements().length).toBe(5);
    await expect.element(page.getByRole('status')).toHaveTextContent('5 conseillers correspondent à votre recherche.');

    await search.fill('zzz');
    await expect.element(page.getByRole('status')).toHaveTextContent('Aucun conseiller ne correspond à votre recherche.');
    expect(page.getByRole('listitem').elements()).toHaveLength(0);

    await userEvent.keyboard('{Escape}');
    await expect.poll(() => councillorList().getByRole('listitem').elements().length).toBe(58);
    await expect.element(page.getByRole('status')).toHaveTextContent('');
    // The heading counts the council, not the search results.
    await expect.element(page.getByRole('heading', { name: '58 conseillers municipaux' })).toBeVisible();
  });

  it('speaks English, and hides the search box when asked to', async () => {
    await mountElement('commune-council', { attributes: { searchable: 'false', 'heading-level': '3' } });
    await expect.element(page.getByRole('heading', { level: 3, name: '58 conseillers municipaux' })).toBeVisible();
    expect(page.getByRole('searchbox').elements()).toHaveLength(0);
    setLanguage('en');
    await expect.element(page.getByRole('heading', { level: 3, name: '58 municipal councillors' })).toBeVisible();
    await expect.element(councillorList().getByText('Municipal Councillor').first()).toBeVisible();
    await expect.element(councillorList().getByText('First Deputy Mayor')).toBeVisible();
  });

  it('fits a 390 px phone and puts four councillors a row at 1280 px', async () => {
    await page.viewport(390, 844);
    const phone = await mountElement('commune-council');
    const base = phone.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;
    expect(base.scrollWidth).toBeLessThanOrEqual(base.clientWidth);
    resetPage();

    await page.viewport(1280, 800);
    const wide = await mountElement('commune-council', { attributes: { style: 'max-width: 72rem' } });
    const tops = [...wide.shadowRoot!.querySelectorAll('[part="item"]')].slice(0, 4).map((item) => item.getBoundingClientRect().top);
    expect(new Set(tops).size).toBe(1);
  });
});
