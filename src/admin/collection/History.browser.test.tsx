import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { setLanguage } from '../../runtime/store';
import { toastQueue } from '../../kit/toast/queue';
import { mockApiPerTest } from '../../testing/admin';
import { expectAccessible, mountElement } from '../../testing/kit';
import '../../widgets/admin-news/admin-news.element';

/*
 * What every collection screen gained with the trash and the revisions, through the news
 * screen: the Edit panel's History tab and its restore, the side-by-side view after a refused
 * save (409), and « Annuler » after a deletion.
 */

const MARKET = 'Le nouveau marché moderne ouvre ses portes';
const MARKET_NOW = 'Le marché moderne ouvre enfin';
const BUDGET = 'Le conseil municipal adopte le budget 2023';

// The market article was retitled by Aïssatou yesterday at 08:30 (Douala): its first version is in the history.
const mock = mockApiPerTest(() => ({
  edits: [{ collection: 'news', index: 1, at: '2025-05-19T07:30:00.000Z', by: 'editor', changes: { title: { fr: MARKET_NOW, en: 'The modern market finally opens' } } }],
}));

const button = (name: string) => page.getByRole('button', { name, exact: true });
const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const market = () => mock.api.state.collections.news.find((row) => row.id === 2)!;

async function mount() {
  const el = await mountElement('commune-admin-news', { attributes: { 'heading-level': '1' } });
  await expect.element(button(`Modifier «\u00a0${MARKET_NOW}\u00a0»`)).toBeVisible();
  return el;
}

describe('the Edit panel’s History tab', () => {
  it('lists the earlier versions, shows one beside the current version, and restores it after a confirmation', async () => {
    const el = await mount();
    await button(`Modifier «\u00a0${MARKET_NOW}\u00a0»`).click();
    await expect.element(page.getByRole('tab', { name: 'Modifier' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Historique' }).click();
    await expect.element(page.getByRole('heading', { name: 'Versions antérieures' })).toBeVisible();

    const version = page.getByRole('button', { name: /^Version 1 — / });
    await expect.element(version).toHaveTextContent(/^Version 1 — \d{2} \S+ \d{4} à \d{2}:\d{2}\s*auteur inconnu\s*Publié\s*Affichée/);
    await expect.element(version).toHaveAttribute('aria-pressed', 'true');
    await expect.element(version).toHaveTextContent(/2\sdifférences avec la version actuelle/);

    // The side-by-side view: the title differs (marked in words), the content does not.
    const title = page.getByRole('group', { name: 'Titre (Modifié)' });
    await expect.element(title).toHaveTextContent(new RegExp(`${MARKET}.*${MARKET_NOW}`));
    await expect.element(page.getByRole('group', { name: 'Titre en anglais (Modifié)' })).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'Contenu', exact: true })).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'Statut', exact: true })).toHaveTextContent(/Publié.*Publié/);
    await expectAccessible(el);

    await button('Restaurer cette version').click();
    const confirm = page.getByRole('alertdialog', { name: 'Restaurer la version 1\u00a0?' });
    await expect.element(confirm).toHaveTextContent(/La version actuelle restera dans l’historique\./);
    await expectAccessible(el);
    await confirm.getByRole('button', { name: 'Restaurer cette version' }).click();

    await expect.element(page.getByText('La version 1 a été restaurée.')).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'Modifier' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(textbox('Titre')).toHaveValue(MARKET);
    expect(market()).toMatchObject({ version: 3, title: { fr: MARKET } });
    expect(mock.api.requests).toContain('POST /api/v1/news/2/revisions/1/restore');

    // The state it replaced is now the newest revision, and the panel saves from the new version.
    await page.getByRole('tab', { name: 'Historique' }).click();
    await expect.element(page.getByRole('button', { name: /^Version 2 — .*par Aïssatou Mohamadou/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Modifier' }).click();
    // The success toast sits over the panel's footer until it goes.
    toastQueue.clear();
    // Published, it is saved as a draft aside: the live version stays as restored.
    await button('Enregistrer comme brouillon').click();
    await expect.element(page.getByText('Brouillon enregistré. La version en ligne reste visible jusqu’à sa publication.')).toBeVisible();
    expect(market()).toMatchObject({ version: 4, status: 'published', title: { fr: MARKET } });
  });

  it('says when there is no earlier version, in English too', async () => {
    setLanguage('en');
    const el = await mountElement('commune-admin-news', { attributes: { 'heading-level': '1' } });
    const budgetEn = 'Council adopts the 2023 budget';
    await button(`Edit “${budgetEn}”`).click();
    await page.getByRole('tab', { name: 'History' }).click();
    await expect.element(page.getByText('No earlier versions')).toBeVisible();
    await expectAccessible(el);
  });

  it('refuses a restore made from an old version (409) with the conflict notice', async () => {
    await mount();
    await button(`Modifier «\u00a0${MARKET_NOW}\u00a0»`).click();
    await page.getByRole('tab', { name: 'Historique' }).click();
    await expect.element(button('Restaurer cette version')).toBeVisible();
    Object.assign(market(), { version: 7 });
    await button('Restaurer cette version').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restaurer cette version' }).click();
    await expect.element(page.getByText(/Quelqu’un d’autre a modifié cet article/)).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'Modifier' })).toHaveAttribute('aria-selected', 'true');
    expect(market()).toMatchObject({ version: 7, title: { fr: MARKET_NOW } });
  });
});

describe('a save refused as stale (409)', () => {
  it('shows the other person’s version beside what one typed, and still offers to reload', async () => {
    const el = await mount();
    await button(`Modifier «\u00a0${MARKET_NOW}\u00a0»`).click();
    await textbox('Titre').fill('Marché moderne : horaires d’ouverture');
    // Aïssatou saves first, as a draft.
    Object.assign(market(), { title: { fr: 'Le marché moderne est ouvert', en: 'The modern market is open' }, status: 'draft', version: 3, updatedBy: 2 });
    await button('Publier').click();
    await expect.element(page.getByText(/Quelqu’un d’autre a modifié cet article/)).toBeVisible();

    const compare = page.getByRole('group', { name: 'Comparez sa version et la vôtre avant de choisir.' });
    await expect.element(compare).toHaveTextContent(/Version enregistrée par Aïssatou Mohamadou/);
    await expect.element(compare).toHaveTextContent(/Ce que vous avez saisi/);
    await expect.element(compare.getByRole('group', { name: 'Titre (Modifié)' })).toHaveTextContent(/Le marché moderne est ouvert.*Marché moderne : horaires d’ouverture/);
    await expect.element(compare.getByRole('group', { name: 'Statut (Modifié)' })).toHaveTextContent(/Brouillon.*Publié/);
    await expect.element(compare.getByRole('group', { name: 'Contenu', exact: true })).toBeVisible();
    await expect.element(textbox('Titre')).toHaveValue('Marché moderne : horaires d’ouverture');
    await expectAccessible(el);

    await button('Recharger l’article').click();
    await expect.element(textbox('Titre')).toHaveValue('Le marché moderne est ouvert');
    await expect.element(compare).not.toBeInTheDocument();
  });
});

describe('deleting moves to the trash, with « Annuler »', () => {
  it('brings the item back from the toast', async () => {
    const el = await mount();
    await button(`Supprimer «\u00a0${BUDGET}\u00a0»`).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await expect.element(page.getByText('L’article a été mis à la corbeille.')).toBeVisible();
    await expect.element(button(`Supprimer «\u00a0${BUDGET}\u00a0»`)).not.toBeInTheDocument();
    expect(mock.api.state.trash.map((entry) => entry.row.id)).toEqual([1]);

    const toasts = page.getByRole('region', { name: 'Notifications' });
    await expectAccessible(document.querySelector('commune-toaster')!);
    await toasts.getByRole('button', { name: 'Annuler' }).click();
    await expect.element(page.getByText('L’élément est de retour.')).toBeVisible();
    await expect.element(button(`Supprimer «\u00a0${BUDGET}\u00a0»`)).toBeVisible();
    expect(mock.api.state.trash).toHaveLength(0);
    expect(mock.api.requests).toContain('POST /api/v1/news/1/restore');
    await expectAccessible(el);
  });

  it('says so when the undo fails, and the item stays in the trash', async () => {
    await mount();
    await button(`Supprimer «\u00a0${BUDGET}\u00a0»`).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await expect.element(page.getByText('L’article a été mis à la corbeille.')).toBeVisible();
    mock.api.failNext('network');
    await page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Annuler' }).click();
    await expect.element(page.getByText('L’élément n’a pas pu être restauré. Il reste dans la corbeille.')).toBeVisible();
    expect(mock.api.state.trash).toHaveLength(1);
  });
});
