import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { setLanguage } from '../../runtime/store';
import { mockApiPerTest } from '../../testing/admin';
import { expectAccessible, mountElement } from '../../testing/kit';
import './admin-mayor.element';

const mock = mockApiPerTest();

const WORD = 'Le mot du maire';

async function mount() {
  const el = await mountElement('commune-admin-mayor', { attributes: { 'heading-level': '1' } });
  await expect.poll(() => rowTitles(el).length).toBeGreaterThan(0);
  return el;
}

function rowTitles(el: HTMLElement): string[] {
  return [...el.shadowRoot!.querySelectorAll('.ui-table__body .ui-table__row')].map((row) => row.querySelector('.ui-table__cell')?.textContent ?? '');
}

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const rows = () => mock.api.state.collections['mayor-updates'];
const byTitle = (title: string) => rows().find((row) => (row.title as { fr: string }).fr === title);

async function write(title: string) {
  await button('Créer un message').click();
  await expect.element(page.getByRole('dialog', { name: 'Nouveau message du maire' })).toBeVisible();
  await textbox('Titre').fill(title);
  await textbox('Contenu').fill('Chers habitants, la saison des pluies approche : curons ensemble les caniveaux de nos quartiers.');
}

describe('<commune-admin-mayor>', () => {
  it('lists the mayor’s updates under « Messages du maire »', async () => {
    const el = await mount();
    await expectAccessible(el);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Messages du maire' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/admin-dtima');
    expect(rowTitles(el)).toEqual([WORD]);
    await expect.element(page.getByRole('row', { name: new RegExp(WORD) }).getByText('Publié')).toBeVisible();
  });

  it('publishes a new update with « Publier »', async () => {
    const el = await mount();
    await write('Avant la saison des pluies');
    await button('Publier').click();
    await expect.element(button('Publication…')).toBeVisible();
    await expect.element(textbox('Contenu')).toBeDisabled();
    await expect.element(page.getByText('Le message a été créé avec succès.')).toBeVisible();
    await expect.poll(() => rowTitles(el)).toContain('Avant la saison des pluies');
    await expect.element(page.getByRole('row', { name: /Avant la saison des pluies/ }).getByText('Publié')).toBeVisible();
    expect(byTitle('Avant la saison des pluies')?.status).toBe('published');
  });

  it('keeps a new update as a draft with « Enregistrer le brouillon »', async () => {
    await mount();
    await write('Avant la saison des pluies');
    await button('Enregistrer le brouillon').click();
    await expect.element(page.getByText('Le message a été créé avec succès.')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Avant la saison des pluies/ }).getByText('Brouillon')).toBeVisible();
    expect(byTitle('Avant la saison des pluies')?.status).toBe('draft');
  });

  it('edits an update and shows the change', async () => {
    const el = await mount();
    await button(`Modifier «\u00a0${WORD}\u00a0»`).click();
    await expect.element(textbox('Titre en anglais')).toHaveValue('A word from the mayor');
    await textbox('Titre').fill('Le mot du maire pour 2025');
    await button('Publier').click();
    await expect.element(page.getByText('Le message a été enregistré avec succès.')).toBeVisible();
    await expect.poll(() => rowTitles(el)).toEqual(['Le mot du maire pour 2025']);
    expect(rows()[0]).toMatchObject({ version: 2, date: '2025-01-06' });
  });

  it('deletes an update after asking, then says the list is empty', async () => {
    await mount();
    await button(`Supprimer «\u00a0${WORD}\u00a0»`).click();
    await page.getByRole('alertdialog', { name: `Mettre le message «\u00a0${WORD}\u00a0» à la corbeille\u00a0?` }).getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await expect.element(page.getByText('Le message a été mis à la corbeille.')).toBeVisible();
    await expect.element(page.getByText('Aucun message pour le moment. Créez le premier avec «\u00a0Créer un message\u00a0».')).toBeVisible();
    expect(rows()).toEqual([]);
  });

  it('speaks English, and toasts a failure without losing the text', async () => {
    setLanguage('en');
    await mount();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Mayor Updates' })).toBeVisible();
    await button('Create an update').click();
    await textbox('Title').fill('Before the rains');
    await textbox('Content').fill('Dear residents, let us clear the drains of our neighbourhoods together.');
    mock.api.failNext(503);
    await button('Publish').click();
    await expect.element(page.getByText('Failed to create mayor update. Please try again.')).toBeVisible();
    await expect.element(textbox('Title')).toHaveValue('Before the rains');
    await button('Publish').click();
    await expect.element(page.getByText('Mayor update has been created successfully.')).toBeVisible();
  });
});
