import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { setLanguage } from '../../runtime/store';
import { mockApiPerTest } from '../../testing/admin';
import { expectAccessible, mountElement } from '../../testing/kit';
import './admin-trash.element';

const ago = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000).toISOString();

const mock = mockApiPerTest(() => ({
  trashed: [
    { collection: 'events', index: 1, deletedAt: ago(10), by: 'editor' },
    { collection: 'news', index: 0, deletedAt: ago(1), by: 'admin' },
    // Deleted 31 days ago: the server has purged it.
    { collection: 'programs', index: 0, deletedAt: ago(31), by: 'admin' },
  ],
}));

const mount = () => mountElement('commune-admin-trash');
const button = (name: string) => page.getByRole('button', { name, exact: true });
const rows = () => [...document.querySelector('commune-admin-trash')!.shadowRoot!.querySelectorAll('.ui-table__body .ui-table__row')];

describe('<commune-admin-trash>', () => {
  it('lists the deleted items of every collection, newest deletion first, with who, when and the purge date', async () => {
    const news = mock.api.state.trash.find((entry) => entry.collection === 'news')!.row;
    const event = mock.api.state.trash.find((entry) => entry.collection === 'events')!.row;
    const newsTitle = (news.title as { fr: string }).fr;
    const eventTitle = (event.title as { fr: string }).fr;
    const el = await mount();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Corbeille' })).toBeVisible();
    await expect.poll(() => rows().length).toBe(2);
    for (const heading of ['Titre', 'Type', 'Supprimé par', 'Supprimé le', 'Suppression définitive']) await expect.element(page.getByRole('columnheader', { name: heading })).toBeVisible();
    expect(rows()[0]!.textContent).toContain(newsTitle);
    expect(rows()[1]!.textContent).toContain(eventTitle);
    const newsRow = page.getByRole('row', { name: new RegExp(newsTitle) });
    await expect.element(newsRow).toHaveTextContent(/Actualité/);
    await expect.element(newsRow).toHaveTextContent(/Admin/);
    await expect.element(page.getByRole('row', { name: new RegExp(eventTitle) })).toHaveTextContent(/Aïssatou Mohamadou/);
    await expect.element(newsRow).toHaveTextContent(/Supprimé définitivement le \d{2} \S+ \d{4}/);
    await expect.element(newsRow).toHaveTextContent(/\d{2} \S+ \d{4} à \d{2}:\d{2}/);
    await expectAccessible(el);
  });

  it('restores an item: it leaves the trash and is back in its collection', async () => {
    const news = mock.api.state.trash.find((entry) => entry.collection === 'news')!.row;
    const title = (news.title as { fr: string }).fr;
    await mount();
    await button(`Restaurer «\u00a0${title}\u00a0»`).click();
    await expect.element(page.getByText(`«\u00a0${title}\u00a0» est de retour dans Actualités.`)).toBeVisible();
    await expect.poll(() => rows().length).toBe(1);
    expect(mock.api.state.collections.news.some((row) => row.id === news.id)).toBe(true);
    expect(mock.api.requests).toContain(`POST /api/v1/news/${news.id}/restore`);
  });

  it('lets an admin delete for good, after a confirmation', async () => {
    const event = mock.api.state.trash.find((entry) => entry.collection === 'events')!.row;
    const title = (event.title as { fr: string }).fr;
    const el = await mount();
    await button(`Supprimer définitivement «\u00a0${title}\u00a0»`).click();
    const confirm = page.getByRole('alertdialog', { name: `Supprimer définitivement «\u00a0${title}\u00a0»\u00a0?` });
    await expect.element(confirm).toHaveTextContent(/Il ne pourra plus être restauré\./);
    await expectAccessible(el);
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect.element(confirm).not.toBeInTheDocument();
    expect(mock.api.state.trash).toHaveLength(2);

    await button(`Supprimer définitivement «\u00a0${title}\u00a0»`).click();
    await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect.element(page.getByText(`«\u00a0${title}\u00a0» a été supprimé définitivement.`)).toBeVisible();
    await expect.poll(() => rows().length).toBe(1);
    expect(mock.api.state.trash.some((entry) => entry.row.id === event.id && entry.collection === 'events')).toBe(false);
    expect(mock.api.state.collections.events.some((row) => row.id === event.id)).toBe(false);
  });

  it('shows an editor « Restaurer » only, and the server refuses them a permanent deletion', async () => {
    mock.api.signIn('editor');
    const el = await mount();
    await expect.poll(() => rows().length).toBe(2);
    await expect.element(page.getByRole('button', { name: /^Restaurer/ }).first()).toBeVisible();
    expect(el.shadowRoot!.querySelector('.trash__action--purge')).toBeNull();
    const response = await fetch('/api/v1/trash/news/1', { method: 'DELETE' });
    expect(response.status).toBe(403);
    await expectAccessible(el);
  });

  it('says when the trash is empty, in English too', async () => {
    mock.replace({ empty: true });
    setLanguage('en');
    const el = await mount();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
    await expect.element(page.getByText('The Trash is empty')).toBeVisible();
    await expectAccessible(el);
  });
});
