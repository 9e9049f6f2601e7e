import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { sitePages } from '../../content/pages';
import { adminStore, resetAdminStore } from '../../admin/store';
import { setLanguage } from '../../runtime/store';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './admin-pages.element';

afterEach(() => {
  resetAdminStore();
  resetPage();
});

const publicCount = sitePages.filter((page) => page.area === 'public').length;
const mount = () => mountElement('commune-admin-pages');
const table = () => page.getByRole('grid', { name: 'Pages publiques du site' });
const bodyRows = () => table().getByRole('row').filter({ has: page.getByRole('rowheader') });

describe('<commune-admin-pages>', () => {
  it('lists every public page with its titles in both languages, its section and a link opening it in a new tab', async () => {
    const el = await mount();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Pages du site' })).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent(new RegExp(`^${publicCount}\\spages publiques$`));
    await expect.element(bodyRows()).toHaveLength(publicCount);

    const mayor = bodyRows().filter({ hasText: 'Rencontrer le maire' });
    await expect.element(mayor).toHaveTextContent('Meet the Mayor');
    await expect.element(mayor).toHaveTextContent('Gouvernance');
    const link = mayor.getByRole('link', { name: '/government/meet-mayor (s’ouvre dans un nouvel onglet)' });
    await expect.element(link).toHaveAttribute('href', '/government/meet-mayor');
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener');
    // Each language's text is marked as such for screen readers.
    expect(el.shadowRoot!.querySelectorAll('[lang="en"]').length).toBe(publicCount);

    // Home first, then the header's menus in their order.
    await expect.element(bodyRows().first()).toHaveTextContent('Accueil');
    await expectAccessible(el);
  });

  it('sorts by a column from its heading', async () => {
    await mount();
    const english = table().getByRole('columnheader', { name: 'En anglais' });
    await english.click();
    await expect.element(english).toHaveAttribute('aria-sort', 'ascending');
    const titles = sitePages.filter((page) => page.area === 'public').map((page) => page.title.en).sort((a, b) => a.localeCompare(b, 'en'));
    await expect.element(bodyRows().first()).toHaveTextContent(titles[0]!);
    await english.click();
    await expect.element(bodyRows().first()).toHaveTextContent(titles.at(-1)!);
  });

  it('filters the rows by the header’s search, in either language, and says when nothing matches', async () => {
    const el = await mount();
    adminStore.getState().setQuery('taxes');
    await expect.element(page.getByRole('status')).toHaveTextContent(/^\d+ sur \d+\spages publiques$/);
    await expect.element(bodyRows().filter({ hasText: 'Taxes municipales' })).toBeVisible();
    adminStore.getState().setQuery('council');
    await expect.element(bodyRows().filter({ hasText: 'Municipal Council' })).toBeVisible();
    adminStore.getState().setQuery('zzz');
    await expect.element(page.getByText('Aucun résultat pour «\u00a0zzz\u00a0».')).toBeVisible();
    expect(el.shadowRoot!.querySelectorAll('.page-link')).toHaveLength(0);
  });

  it('speaks English on an English page, and its links are reached with the keyboard', async () => {
    setLanguage('en');
    const el = await mount();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Site Pages' })).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent(`${publicCount} public pages`);
    await expect.element(page.getByRole('link', { name: '/events (opens in a new tab)' })).toBeVisible();
    // Sorted by address, the home page comes first; the arrows reach its link.
    await page.getByRole('columnheader', { name: 'Address' }).click();
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => deepActiveElement()?.textContent).toBe('/ (opens in a new tab)');
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    await expect.poll(() => deepActiveElement()?.getAttribute('href')).toBe('/');
    await expectAccessible(el);
  });
});
