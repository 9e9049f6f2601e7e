import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { adminStore } from '../../admin/store';
import { setLanguage } from '../../runtime/store';
import { mockApiPerTest } from '../../testing/admin';
import { expectAccessible, mountElement } from '../../testing/kit';
import './admin-collection.element';

/*
 * The generic screen on collections that have a screen of their own (none is without one
 * today): what it shows and does comes from their descriptors alone.
 */

const mock = mockApiPerTest();

const NATIONAL_DAY = 'Fête nationale de l’Unité';

async function mount(collection: string, attributes: Record<string, string> = {}) {
  const el = await mountElement('commune-admin-collection', { attributes: { collection, 'heading-level': '1', ...attributes } });
  await expect.poll(() => rowTitles(el).length).toBeGreaterThan(0);
  return el;
}

function rowTitles(el: HTMLElement): string[] {
  return [...el.shadowRoot!.querySelectorAll('.ui-table__body .ui-table__row')].map((row) => row.querySelector('.ui-table__cell')?.textContent ?? '');
}

const dialog = (name: string) => page.getByRole('dialog', { name });
const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });
/** A date or time box has no textbox role: found by its label. */
const input = (label: string) => page.getByLabelText(label, { exact: true });
const events = () => mock.api.state.collections.events;
const eventTitled = (title: string) => events().find((row) => (row.title as { fr: string }).fr === title);

describe('<commune-admin-collection>', () => {
  it('lists a collection’s items with its listed fields and status, under the collection’s name', async () => {
    const el = await mount('events');
    await expectAccessible(el);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Événements' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/admin-dtima');
    const nationalDay = page.getByRole('row', { name: new RegExp(NATIONAL_DAY) });
    // The annual days are stored on their next date (src/shared/agenda.ts).
    await expect.element(nationalDay).toHaveTextContent(/20 mai 20\d\d/);
    await expect.element(nationalDay.getByText('Publié')).toBeVisible();
    adminStore.getState().setQuery('christmas');
    await expect.poll(() => rowTitles(el)).toEqual(['Noël']);
  });

  it('creates an item from the fields its descriptor names, and publishes it', async () => {
    const el = await mount('events');
    await button('Créer un événement').click();
    await expect.element(dialog('Créer un événement')).toBeVisible();
    await textbox('Titre').fill('Foire agropastorale de Dtima');
    await textbox('Description').fill('Éleveurs et cultivateurs présentent leurs bêtes, leur mil et leurs oignons.');
    await textbox('Lieu').fill('Place des Fêtes');
    await input('Date').fill('2025-11-15');
    await input('Début').fill('08:30');
    await input('Fin').fill('17:00');
    await expectAccessible(el);
    await button('Publier').click();
    await expect.element(page.getByText('L’élément a été créé avec succès.')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Foire agropastorale de Dtima/ }).getByText('Publié')).toBeVisible();
    expect(eventTitled('Foire agropastorale de Dtima')).toMatchObject({ status: 'published', date: '2025-11-15', start: '08:30', end: '17:00', location: { fr: 'Place des Fêtes', en: '' } });
  });

  it('refuses what the collection’s schema refuses, in its own words', async () => {
    await mount('events');
    await button('Créer un événement').click();
    await button('Publier').click();
    await expect.element(page.getByText('La date est obligatoire.')).toBeVisible();
    await expect.element(page.getByText('Le titre doit contenir au moins 3\u00a0caractères.')).toBeVisible();
    expect(mock.api.requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('edits an item: the panel is filled in, the change is saved', async () => {
    await mount('events');
    await button(`Modifier «\u00a0${NATIONAL_DAY}\u00a0»`).click();
    await expect.element(dialog('Modifier l’événement')).toBeVisible();
    await expect.element(textbox('Titre en anglais')).toHaveValue('National Day');
    await expect.element(input('Date')).toHaveValue(String(events().find((row) => (row.title as { fr: string }).fr === NATIONAL_DAY)!.date));
    await input('Fin').fill('14:00');
    // A published item: « Dépublier » takes it off the site with the change.
    await button('Dépublier').click();
    await expect.element(page.getByText('L’élément a été dépublié\u00a0: il n’est plus visible sur le site.')).toBeVisible();
    await expect.element(page.getByRole('row', { name: new RegExp(NATIONAL_DAY) }).getByText('Brouillon')).toBeVisible();
    expect(eventTitled(NATIONAL_DAY)).toMatchObject({ end: '14:00', version: 2, status: 'draft' });
  });

  it('deletes an item after asking', async () => {
    const el = await mount('events');
    await button(`Supprimer «\u00a0${NATIONAL_DAY}\u00a0»`).click();
    await page.getByRole('alertdialog', { name: `Mettre l’événement «\u00a0${NATIONAL_DAY}\u00a0» à la corbeille\u00a0?` }).getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await expect.element(page.getByText('L’élément a été mis à la corbeille.')).toBeVisible();
    await expect.poll(() => rowTitles(el)).not.toContain(NATIONAL_DAY);
    expect(eventTitled(NATIONAL_DAY)).toBeUndefined();
  });

  it('offers a list for a field with options and a number box for a whole number, and speaks English', async () => {
    setLanguage('en');
    const el = await mount('programs');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
    await button('Create a program').click();
    await textbox('Title').fill('Water for every district');
    await textbox('Description').fill('New boreholes and standpipes in the districts without one.');
    await page.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: 'Project', exact: true }).click();
    await textbox('Position').fill('4');
    await button('Save Draft').click();
    await expect.element(page.getByText('The item has been created successfully.')).toBeVisible();
    await expect.poll(() => rowTitles(el)).toContain('Water for every district');
    expect(mock.api.state.collections.programs.find((row) => (row.title as { fr: string }).fr === 'Water for every district')).toMatchObject({
      type: 'project',
      phase: 'planning',
      position: 4,
      status: 'draft',
    });
  });
});
