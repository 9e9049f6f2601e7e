import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminStore } from '../../admin/store';
import { SEARCH_DEBOUNCE_MS } from '../../admin/collection/CollectionScreen';
import { mockApiPerTest } from '../../testing/admin';
import { expectAccessible, mountElement } from '../../testing/kit';
import type { MockRow } from '../../testing/mock-server';
import './admin-news.element';

/*
 * The News screen as a list that grows (the generic collection screen): pages cut by the server,
 * their state in the address, the header's search sent to the server, and bulk actions.
 */

const mock = mockApiPerTest();
let startSearch = '';

/** 57 more articles (60 in all with the three seeded): « Lot 01 »… with every third a draft. */
beforeEach(() => {
  startSearch = location.search;
  const rows = mock.api.state.collections.news;
  for (let index = 1; index <= 57; index++) {
    const at = new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString();
    rows.push({
      id: 1000 + index,
      status: index % 3 === 0 ? 'draft' : 'published',
      version: 1,
      createdAt: at,
      updatedAt: at,
      createdBy: null,
      updatedBy: null,
      title: { fr: `Lot ${String(index).padStart(2, '0')} à Dtima`, en: `Batch ${String(index).padStart(2, '0')}` },
      content: { fr: 'Un texte assez long.', en: '' },
      date: '2026-01-01',
      image: null,
      amount: null,
    } satisfies MockRow);
  }
});
afterEach(() => history.replaceState(null, '', `${location.pathname}${startSearch}`));

async function mount() {
  const el = await mountElement('commune-admin-news', { attributes: { 'heading-level': '1' } });
  await expect.poll(() => rowTitles(el).length).toBeGreaterThan(0);
  return el;
}

function rowTitles(el: HTMLElement): string[] {
  return [...el.shadowRoot!.querySelectorAll('.ui-table__body .ui-table__row')].map((row) => row.querySelector('.ui-table__cell')?.textContent ?? '');
}

/** Ticks a row's checkbox (the box drawn for react-aria's hidden input, as a pointer does). */
async function choose(title: string) {
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect.element(row.getByRole('checkbox')).toHaveAccessibleName(/Sélectionner/);
  await userEvent.click(row.element().querySelector('.ui-table__select')!);
}

const selection = () => page.getByRole('group', { name: 'Actions sur la sélection' });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const listRequests = () => mock.api.requests.filter((request) => request.startsWith('GET /api/v1/news?'));
const param = (name: string) => new URLSearchParams(location.search).get(name);

describe('<commune-admin-news>: a list that grows', () => {
  it('shows the first 25 articles with the total and « Page 1 sur 3 », and moves with Suivant / Précédent', async () => {
    const el = await mount();
    await expect.element(page.getByText('60\u00a0actualités')).toBeVisible();
    await expect.element(page.getByText('Page 1 sur 3')).toBeVisible();
    expect(rowTitles(el)).toHaveLength(25);
    expect(listRequests().at(-1)).toBe('GET /api/v1/news?status=all&page=1&pageSize=25&sort=-updatedAt');
    await expect.element(button('Précédent')).toBeDisabled();
    await expectAccessible(el);

    await button('Suivant').click();
    await expect.element(page.getByText('Page 2 sur 3')).toBeVisible();
    expect(param('page')).toBe('2');
    await button('Suivant').click();
    await expect.element(page.getByText('Page 3 sur 3')).toBeVisible();
    await expect.poll(() => rowTitles(el)).toHaveLength(10);
    await expect.element(button('Suivant')).toBeDisabled();
    await button('Précédent').click();
    await expect.element(page.getByText('Page 2 sur 3')).toBeVisible();
  });

  it('sorts on the server by a column heading, and filters by status', async () => {
    const el = await mount();
    await page.getByRole('columnheader', { name: 'Titre' }).click();
    await expect.poll(() => rowTitles(el)[0]).toBe('Distribution des paquets minimum aux écoles');
    expect(param('sort')).toBe('title');
    expect(listRequests().at(-1)).toContain('sort=title');
    await page.getByRole('columnheader', { name: 'Titre' }).click();
    await expect.poll(() => rowTitles(el)[0]).toBe('Lot 57 à Dtima');
    expect(param('sort')).toBe('-title');

    await page.getByRole('button', { name: /Afficher/ }).click();
    await page.getByRole('option', { name: 'Brouillons' }).click();
    await expect.element(page.getByText('19\u00a0actualités')).toBeVisible();
    expect(param('status')).toBe('draft');
    expect(mock.api.state.collections.news.filter((row) => row.status === 'draft')).toHaveLength(19);
    await expect.poll(() => rowTitles(el)).toHaveLength(19);
    await expectAccessible(el);
  });

  it('keeps page, sort and filter in the address: a reload shows the same list, back and forward step through', async () => {
    history.replaceState(null, '', `${location.pathname}?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(startSearch)), status: 'published', sort: 'title', page: '2' })}`);
    let el = await mount();
    await expect.element(page.getByText('Page 2 sur 2')).toBeVisible();
    await expect.element(page.getByText('41\u00a0actualités')).toBeVisible();
    expect(listRequests().at(-1)).toBe('GET /api/v1/news?status=published&page=2&pageSize=25&sort=title');
    await expect.element(page.getByRole('columnheader', { name: 'Titre' })).toHaveAttribute('aria-sort', 'ascending');

    // A reload: the element is made again from the same address.
    el.remove();
    el = await mount();
    await expect.element(page.getByText('Page 2 sur 2')).toBeVisible();
    expect(rowTitles(el)).toHaveLength(16);

    await button('Précédent').click();
    await expect.element(page.getByText('Page 1 sur 2')).toBeVisible();
    history.back();
    await expect.element(page.getByText('Page 2 sur 2')).toBeVisible();
    history.forward();
    await expect.element(page.getByText('Page 1 sur 2')).toBeVisible();
    expect(param('sort')).toBe('title');
  });

  it('sends the header’s search to the server once typing pauses, finds beyond the page shown, and keeps it in the address', async () => {
    const el = await mount();
    const before = listRequests().length;
    adminStore.getState().setQuery('l');
    adminStore.getState().setQuery('lot 0');
    adminStore.getState().setQuery('LOT 05');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS / 3));
    expect(listRequests()).toHaveLength(before);
    await expect.poll(() => rowTitles(el)).toEqual(['Lot 05 à Dtima']);
    // One request for what was typed, not one a letter.
    expect(listRequests().slice(before)).toEqual(['GET /api/v1/news?status=all&page=1&pageSize=25&q=LOT+05&sort=-updatedAt']);
    expect(param('q')).toBe('LOT 05');
    await expect.element(page.getByText('1\u00a0actualité')).toBeVisible();
    // Accents aside, in either language.
    adminStore.getState().setQuery('batch 44');
    await expect.poll(() => rowTitles(el)).toEqual(['Lot 44 à Dtima']);
    adminStore.getState().setQuery('marche');
    await expect.poll(() => rowTitles(el)).toEqual(['Le nouveau marché moderne ouvre ses portes']);
  });

  it('publishes the rows chosen with their checkboxes, in one request, and says how many', async () => {
    const el = await mount();
    await page.getByRole('button', { name: /Afficher/ }).click();
    await page.getByRole('option', { name: 'Brouillons' }).click();
    await expect.poll(() => rowTitles(el)).toHaveLength(19);
    const [first, second] = rowTitles(el) as [string, string];
    await choose(first);
    await choose(second);
    await expect.element(selection().getByText('2 éléments sélectionnés')).toBeVisible();
    await expectAccessible(el);
    await selection().getByRole('button', { name: 'Publier', exact: true }).click();
    await expect.element(page.getByText('2 éléments traités.')).toBeVisible();
    expect(mock.api.requests.filter((request) => request === 'POST /api/v1/news/bulk')).toHaveLength(1);
    const published = mock.api.state.collections.news.filter((row) => [first, second].includes((row.title as { fr: string }).fr));
    expect(published.map((row) => row.status)).toEqual(['published', 'published']);
    await expect.poll(() => rowTitles(el)).toHaveLength(17);
    await expect.element(selection()).not.toBeInTheDocument();
  });

  it('asks before moving the chosen rows to the trash, and reports an item changed meanwhile', async () => {
    const el = await mount();
    const [first, second] = rowTitles(el) as [string, string];
    await choose(first);
    await choose(second);
    // Someone else changes the second meanwhile.
    const stale = mock.api.state.collections.news.find((row) => (row.title as { fr: string }).fr === second)!;
    stale.version += 1;
    await button('Mettre à la corbeille').click();
    const dialog = page.getByRole('alertdialog', { name: 'Mettre 2 éléments à la corbeille\u00a0?' });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await expect.element(page.getByText(/1 élément traité\. 1 élément n’a pas pu être traité\u00a0: Cet élément a été modifié entre-temps/)).toBeVisible();
    const titles = mock.api.state.collections.news.map((row) => (row.title as { fr: string }).fr);
    expect(titles).not.toContain(first);
    expect(titles).toContain(second);
    await expect.element(page.getByText('59\u00a0actualités')).toBeVisible();
  });
});
