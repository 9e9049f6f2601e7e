import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { adminStore } from '../../admin/store';
import { setLanguage } from '../../runtime/store';
import { mockApiPerTest } from '../../testing/admin';
import { deepActiveElement, expectAccessible, mountElement } from '../../testing/kit';
import './admin-programs.element';

const mock = mockApiPerTest();

const HOUSING = 'Habitat de qualité';

async function mount() {
  const el = await mountElement('commune-admin-programs', { attributes: { 'heading-level': '1' } });
  await expect.poll(() => rowTitles(el).length).toBeGreaterThan(0);
  return el;
}

function rowTitles(el: HTMLElement): string[] {
  return [...el.shadowRoot!.querySelectorAll('.ui-table__body .ui-table__row')].map((row) => row.querySelector('.ui-table__cell')?.textContent ?? '');
}

const dialog = (name: string) => page.getByRole('dialog', { name });
const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const rows = () => mock.api.state.collections.programs;
const byTitle = (title: string) => rows().find((row) => (row.title as { fr: string }).fr === title);

/** Opens a Select by its label and picks an option. */
async function choose(label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillProgram() {
  await textbox('Titre').fill('Électrification solaire des villages');
  await textbox('Description').fill('Des lampadaires solaires dans les douze villages de la commune, quartier par quartier.');
  await choose('Type', 'Projet');
  await choose('État', 'En cours');
}

describe('<commune-admin-programs>', () => {
  it('lists the programmes with their type, status and publication', async () => {
    const el = await mount();
    await expectAccessible(el);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Gestion des programmes' })).toBeVisible();
    expect(rowTitles(el)).toEqual(['Agenda de développement', HOUSING, 'Année de la jeunesse 2024']);
    const housing = page.getByRole('row', { name: new RegExp(HOUSING) });
    await expect.element(housing).toHaveTextContent(/Projet/);
    await expect.element(housing).toHaveTextContent(/En cours/);
    await expect.element(housing.getByText('Publié')).toBeVisible();
    for (const heading of ['Titre', 'Type', 'État', 'Publication', 'Dernière modification']) await expect.element(page.getByRole('columnheader', { name: heading })).toBeVisible();
    // The header's search looks in the titles, on the server (src/shared/staff-lists.ts).
    adminStore.getState().setQuery('annee JEUNESSE');
    await expect.poll(() => rowTitles(el)).toEqual(['Année de la jeunesse 2024']);
  });

  it('creates a programme with its type and status, published', async () => {
    const el = await mount();
    await button('Créer un programme').click();
    await expect.element(dialog('Nouveau programme')).toBeVisible();
    await expectAccessible(el);
    await fillProgram();
    await button('Publier').click();
    await expect.element(button('Publication…')).toBeVisible();
    await expect.element(page.getByText('Le programme a été créé avec succès.')).toBeVisible();
    await expect.element(dialog('Nouveau programme')).not.toBeInTheDocument();
    await expect.element(page.getByRole('row', { name: /Électrification solaire/ }).getByText('Publié')).toBeVisible();
    expect(byTitle('Électrification solaire des villages')).toMatchObject({ status: 'published', type: 'project', phase: 'active', image: null, link: null });
  });

  it('saves a draft with « Enregistrer le brouillon »', async () => {
    await mount();
    await button('Créer un programme').click();
    await fillProgram();
    await button('Enregistrer le brouillon').click();
    await expect.element(page.getByText('Le programme a été créé avec succès.')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Électrification solaire/ }).getByText('Brouillon')).toBeVisible();
    expect(byTitle('Électrification solaire des villages')?.status).toBe('draft');
  });

  it('asks for a type, with the server’s message, until one is chosen', async () => {
    await mount();
    await button('Créer un programme').click();
    await textbox('Titre').fill('Électrification solaire');
    await textbox('Description').fill('Des lampadaires solaires dans les villages.');
    await button('Publier').click();
    await expect.element(page.getByText('Le type doit être Agenda ou Projet.')).toBeVisible();
    await expect.poll(deepActiveElement).toBe(page.getByRole('button', { name: /Type/ }).element());
    await choose('Type', 'Agenda');
    await expect.element(page.getByText('Le type doit être Agenda ou Projet.')).not.toBeInTheDocument();
    expect(mock.api.requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('edits a programme, keeping its picture and link, and shows the change', async () => {
    const el = await mount();
    await button(`Modifier «\u00a0${HOUSING}\u00a0»`).click();
    await expect.element(dialog('Modifier le programme')).toBeVisible();
    await expect.element(textbox('Titre en anglais')).toHaveValue('Quality housing');
    await expect.element(page.getByRole('button', { name: /Type/ })).toHaveTextContent('Projet');
    await choose('État', 'Terminé');
    await button('Publier').click();
    await expect.element(page.getByText('Le programme a été mis à jour avec succès.')).toBeVisible();
    await expect.element(page.getByRole('row', { name: new RegExp(HOUSING) })).toHaveTextContent(/Terminé/);
    const stored = byTitle(HOUSING)!;
    expect(stored).toMatchObject({ phase: 'completed', version: 2, image: { src: '/images/programmes/housing.svg' } });
    expect(rowTitles(el)).toHaveLength(3);
  });

  it('says when someone else changed the programme, and reloads it', async () => {
    await mount();
    await button(`Modifier «\u00a0${HOUSING}\u00a0»`).click();
    Object.assign(byTitle(HOUSING)!, { phase: 'completed', version: 2 });
    await textbox('Titre').fill('Habitat de qualité pour tous');
    // A published programme: its changes are kept aside as a draft, with the version read.
    await button('Enregistrer comme brouillon').click();
    await expect.element(page.getByText(/Quelqu’un d’autre a modifié ce programme/)).toBeVisible();
    await expect.element(page.getByText('La mise à jour du programme a échoué. Veuillez réessayer.')).toBeVisible();
    await button('Recharger le programme').click();
    await expect.element(textbox('Titre')).toHaveValue(HOUSING);
    await expect.element(page.getByRole('button', { name: /État/ })).toHaveTextContent('Terminé');
  });

  it('deletes a programme after asking', async () => {
    const el = await mount();
    await button(`Supprimer «\u00a0${HOUSING}\u00a0»`).click();
    await page.getByRole('alertdialog', { name: `Mettre le programme «\u00a0${HOUSING}\u00a0» à la corbeille\u00a0?` }).getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await expect.element(page.getByText('Le programme a été mis à la corbeille.')).toBeVisible();
    await expect.poll(() => rowTitles(el)).toEqual(['Agenda de développement', 'Année de la jeunesse 2024']);
  });

  it('speaks English', async () => {
    setLanguage('en');
    const el = await mount();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Programs Management' })).toBeVisible();
    await button('Create a program').click();
    await textbox('Title').fill('Solar lighting');
    await textbox('Description').fill('Solar street lights in every village.');
    await choose('Type', 'Project');
    await choose('Status', 'Completed');
    await button('Publish').click();
    await expect.element(page.getByText('Program has been created successfully.')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Solar lighting/ })).toHaveTextContent(/Completed/);
    await expectAccessible(el);
  });
});
