import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defineWidget } from '../../kit/define-widget';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import { adminKitCss } from './admin-styles';
import { Badge } from './Badge';
import { Button } from './Button';
import { Table, type TableColumn } from './Table';

interface NewsRow {
  id: string;
  title: string;
  published: boolean;
  modified: string;
}

const news: NewsRow[] = [
  { id: 'marche', title: 'Réouverture du marché à bétail', published: true, modified: '2025-05-12' },
  { id: 'vaccin', title: 'Campagne de vaccination des zébus', published: false, modified: '2025-05-20' },
  { id: 'forage', title: 'Forage de Gouria : mise en service', published: true, modified: '2025-04-30' },
];

const columns: TableColumn<NewsRow>[] = [
  { id: 'title', label: 'Titre', cell: (row) => row.title, sortValue: (row) => row.title },
  {
    id: 'status',
    label: 'Statut',
    cell: (row) => <Badge tone={row.published ? 'success' : 'warning'}>{row.published ? 'Publié' : 'Brouillon'}</Badge>,
  },
  { id: 'modified', label: 'Modifié le', cell: (row) => row.modified, sortValue: (row) => row.modified },
];

function TableProbe({ empty }: { empty: boolean }) {
  return (
    <Table
      aria-label="Actualités"
      columns={columns}
      rows={empty ? [] : news}
      rowActions={(row) => (
        <Button variant="secondary" aria-label={`Modifier « ${row.title} »`}>
          Modifier
        </Button>
      )}
    />
  );
}

defineWidget('commune-ui-table-probe', TableProbe, {
  summary: 'Admin kit test: Table',
  props: { empty: { type: 'boolean', default: false, doc: '' } },
  css: [adminKitCss],
});

/** The row headers' texts, top to bottom. */
function titles(el: HTMLElement): string[] {
  return [...el.shadowRoot!.querySelectorAll('tbody [role="rowheader"]')].map((cell) => cell.textContent ?? '');
}

afterEach(async () => {
  resetPage();
  await page.viewport(414, 896);
});

describe('Table', () => {
  it('is a named grid of rows with a row header, status badges and row actions', async () => {
    const el = await mountElement('commune-ui-table-probe', { lang: 'fr' });
    await expectAccessible(el);
    await expect.element(page.getByRole('grid', { name: 'Actualités' })).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: 'Réouverture du marché à bétail' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Modifier « Campagne de vaccination des zébus »' })).toBeVisible();
    expect(titles(el)).toEqual(news.map((row) => row.title));
  });

  it('sorts by a column when its header is clicked, then reverses', async () => {
    const el = await mountElement('commune-ui-table-probe', { lang: 'fr' });
    const title = page.getByRole('columnheader', { name: 'Titre' });
    expect(title.element().hasAttribute('data-allows-sorting')).toBe(true);
    expect(page.getByRole('columnheader', { name: 'Statut' }).element().hasAttribute('data-allows-sorting')).toBe(false);

    await title.click();
    await expect.element(title).toHaveAttribute('aria-sort', 'ascending');
    expect(titles(el)).toEqual(['Campagne de vaccination des zébus', 'Forage de Gouria : mise en service', 'Réouverture du marché à bétail']);
    await title.click();
    await expect.element(title).toHaveAttribute('aria-sort', 'descending');
    expect(titles(el)[0]).toBe('Réouverture du marché à bétail');
    await expectAccessible(el);
  });

  it('sorts from the keyboard: arrows to a header, Enter sorts by it', async () => {
    await page.viewport(1280, 800);
    const el = await mountElement('commune-ui-table-probe', { lang: 'en' });
    await userEvent.tab();
    const grid = el.shadowRoot!.querySelector('[role="grid"]')!;
    expect(grid.contains(deepActiveElement())).toBe(true);
    // From the first row: up to the header row, then right to the third column.
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const modified = page.getByRole('columnheader', { name: 'Modifié le' });
    await expect.poll(deepActiveElement).toBe(modified.element());
    await userEvent.keyboard('{Enter}');
    await expect.element(modified).toHaveAttribute('aria-sort', 'ascending');
    expect(titles(el)[0]).toBe('Forage de Gouria : mise en service');
    await userEvent.keyboard(' ');
    await expect.element(modified).toHaveAttribute('aria-sort', 'descending');
    expect(titles(el)[0]).toBe('Campagne de vaccination des zébus');
  });

  it('shows the empty state in the page language', async () => {
    const el = await mountElement('commune-ui-table-probe', { lang: 'fr', attributes: { empty: '' } });
    await expect.element(page.getByText('Aucun élément pour le moment.')).toBeVisible();
    await expectAccessible(el);
    resetPage();
    await mountElement('commune-ui-table-probe', { lang: 'en', attributes: { empty: '' } });
    await expect.element(page.getByText('Nothing here yet.')).toBeVisible();
  });

  it('scrolls inside its own labelled region at 390 px, never the page, and only then is a region that takes focus', async () => {
    await page.viewport(390, 800);
    const el = await mountElement('commune-ui-table-probe', { lang: 'fr' });
    // Named apart from a section titled by the same heading (axe: landmark-unique).
    const region = page.getByRole('region', { name: 'Actualités (défile horizontalement)' });
    await expect.element(region).toBeVisible();
    await expect.poll(() => region.element().getAttribute('tabindex')).toBe('0');
    expect(region.element().scrollWidth).toBeGreaterThan(region.element().clientWidth);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectAccessible(el);

    const scroller = region.element();
    await page.viewport(1280, 800);
    // Wide enough: no region to reach, nothing to scroll.
    await expect.poll(() => scroller.hasAttribute('tabindex') || scroller.hasAttribute('role')).toBe(false);
  });
});
