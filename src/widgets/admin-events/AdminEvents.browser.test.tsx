import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { adminStore } from '../../admin/store';
import { setLanguage } from '../../runtime/store';
import { mockApiPerTest } from '../../testing/admin';
import { deepActiveElement, expectAccessible, mountElement } from '../../testing/kit';
import './admin-events.element';

// Seeded on New Year's morning 2025: the nine events keep their 2025 dates.
const mock = mockApiPerTest({ now: () => new Date('2025-01-01T08:00:00Z') });

const NATIONAL_DAY = 'Fête nationale de l’Unité';

async function mount(attributes: Record<string, string> = {}) {
  const el = await mountElement('commune-admin-events', { attributes: { 'heading-level': '1', ...attributes } });
  await expect.poll(() => rowTitles(el).length).toBeGreaterThan(0);
  return el;
}

function rowTitles(el: HTMLElement): string[] {
  return [...el.shadowRoot!.querySelectorAll('.ui-table__body .ui-table__row')].map((row) => row.querySelector('.ui-table__cell')?.textContent ?? '');
}

const dialog = (name: string) => page.getByRole('dialog', { name });
const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const rows = () => mock.api.state.collections.events;
const byTitle = (title: string) => rows().find((row) => (row.title as { fr: string }).fr === title);
/** A date or time box has no textbox role: found by its label. */
const input = (label: string) => page.getByLabelText(label, { exact: true });

async function fillEvent() {
  await textbox('Titre').fill('Foire agropastorale de Dtima');
  await textbox('Lieu').fill('Place des Fêtes');
  await textbox('Description').fill('Éleveurs et cultivateurs présentent leurs bêtes, leur mil et leurs oignons.');
  await textbox('Titre en anglais').fill('Dtima farming and livestock fair');
  await input('Date').fill('2025-11-15');
  await input('Début').fill('08:30');
  await input('Fin').fill('17:00');
}

/** Opens a Select by its label and picks an option. */
async function choose(label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('<commune-admin-events>', () => {
  it('lists the events earliest first with their date, hours and status, under the page’s heading', async () => {
    const el = await mount();
    await expectAccessible(el);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Gestion des événements' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/admin-dtima');
    expect(rowTitles(el)[0]).toBe('Jour de l’An');
    const nationalDay = page.getByRole('row', { name: new RegExp(NATIONAL_DAY) });
    await expect.element(nationalDay).toHaveTextContent(/20 mai 2025/);
    await expect.element(nationalDay).toHaveTextContent(/08:00\s?–\s?13:00/);
    await expect.element(nationalDay.getByText('Publié')).toBeVisible();

    adminStore.getState().setQuery('christmas');
    await expect.poll(() => rowTitles(el)).toEqual(['Noël']);
  });

  it('takes the heading of the page it is on', async () => {
    await mount({ page: '/admin-dtima/events' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Calendrier des événements' })).toBeVisible();
    setLanguage('en');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Event Calendar' })).toBeVisible();
  });

  it('creates a published event with its date and hours', async () => {
    const el = await mount();
    await button('Créer un événement').click();
    await expect.element(dialog('Nouvel événement')).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'Horaire' })).toBeVisible();
    await expectAccessible(el);
    await fillEvent();
    // « Autre » until staff choose: the events page's filter and the calendars read it.
    await expect.element(page.getByRole('button', { name: /Catégorie/ })).toHaveTextContent('Autre');
    await choose('Catégorie', 'Culture');
    await button('Publier').click();
    await expect.element(button('Publication…')).toBeVisible();
    await expect.element(textbox('Titre')).toBeDisabled();
    await expect.element(page.getByText('L’événement a été créé avec succès.')).toBeVisible();
    await expect.element(dialog('Nouvel événement')).not.toBeInTheDocument();
    const row = page.getByRole('row', { name: /Foire agropastorale de Dtima/ });
    await expect.element(row).toHaveTextContent(/15 novembre 2025/);
    await expect.element(row).toHaveTextContent(/Place des Fêtes/);
    await expect.element(row.getByText('Publié')).toBeVisible();
    expect(byTitle('Foire agropastorale de Dtima')).toMatchObject({
      status: 'published',
      date: '2025-11-15',
      start: '08:30',
      end: '17:00',
      location: { fr: 'Place des Fêtes', en: '' },
      title: { en: 'Dtima farming and livestock fair' },
      category: 'culture',
    });
  });

  it('saves a draft with « Enregistrer le brouillon »', async () => {
    await mount();
    await button('Créer un événement').click();
    await fillEvent();
    await button('Enregistrer le brouillon').click();
    await expect.element(page.getByText('L’événement a été créé avec succès.')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Foire agropastorale/ }).getByText('Brouillon')).toBeVisible();
    expect(byTitle('Foire agropastorale de Dtima')?.status).toBe('draft');
  });

  it('checks the date and the hours with the server’s messages', async () => {
    await mount();
    await button('Créer un événement').click();
    await button('Publier').click();
    await expect.element(page.getByText('La date est obligatoire.')).toBeVisible();
    await expect.element(page.getByText('L’heure de début est obligatoire.')).toBeVisible();
    await expect.element(page.getByText('La description doit contenir au moins 10\u00a0caractères.')).toBeVisible();
    await expect.poll(deepActiveElement).toBe(textbox('Titre').element());
    await fillEvent();
    await input('Fin').fill('07:00');
    await expect.element(page.getByText('L’heure de fin doit suivre l’heure de début.')).toBeVisible();
    await input('Fin').fill('12:00');
    await expect.element(page.getByText('L’heure de fin doit suivre l’heure de début.')).not.toBeInTheDocument();
    expect(mock.api.requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('edits an event: the panel is filled in, and the change shows in the table', async () => {
    const el = await mount();
    await button(`Modifier «\u00a0${NATIONAL_DAY}\u00a0»`).click();
    await expect.element(dialog('Modifier l’événement')).toBeVisible();
    await expect.element(textbox('Titre en anglais')).toHaveValue('National Day');
    await expect.element(input('Date')).toHaveValue('2025-05-20');
    await expect.element(input('Début')).toHaveValue('08:00');
    await textbox('Lieu').fill('Place des Fêtes');
    await input('Fin').fill('14:00');
    await button('Publier').click();
    await expect.element(page.getByText('L’événement a été mis à jour avec succès.')).toBeVisible();
    await expect.element(page.getByRole('row', { name: new RegExp(NATIONAL_DAY) })).toHaveTextContent(/Place des Fêtes/);
    expect(byTitle(NATIONAL_DAY)).toMatchObject({ end: '14:00', version: 2, location: { fr: 'Place des Fêtes' } });
    expect(rowTitles(el)).toContain(NATIONAL_DAY);
  });

  it('says when someone else changed the event meanwhile, and reloads it', async () => {
    await mount();
    await button(`Modifier «\u00a0${NATIONAL_DAY}\u00a0»`).click();
    Object.assign(byTitle(NATIONAL_DAY)!, { start: '09:00', version: 5 });
    await input('Fin').fill('14:00');
    await button('Publier').click();
    await expect.element(page.getByText(/Quelqu’un d’autre a modifié cet événement/)).toBeVisible();
    await button('Recharger l’événement').click();
    await expect.element(input('Début')).toHaveValue('09:00');
    await expect.element(input('Fin')).toHaveValue('13:00');
  });

  it('deletes an event after asking', async () => {
    const el = await mount();
    await button(`Supprimer «\u00a0${NATIONAL_DAY}\u00a0»`).click();
    await expect.element(page.getByRole('alertdialog', { name: `Mettre l’événement «\u00a0${NATIONAL_DAY}\u00a0» à la corbeille\u00a0?` })).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await expect.element(page.getByText('L’événement a été mis à la corbeille.')).toBeVisible();
    await expect.poll(() => rowTitles(el)).not.toContain(NATIONAL_DAY);
    expect(byTitle(NATIONAL_DAY)).toBeUndefined();
  });

  it('speaks English: the panel, its groups and its toasts', async () => {
    setLanguage('en');
    const el = await mount();
    await button('Create an event').click();
    await expect.element(dialog('New Event')).toBeVisible();
    await textbox('Title').fill('Dtima fair');
    await textbox('Description').fill('Herders and farmers show their animals and crops.');
    await input('Date').fill('2025-11-15');
    await input('Start').fill('08:30');
    await input('End').fill('17:00');
    await button('Save Draft').click();
    await expect.element(page.getByText('Event has been created successfully.')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Dtima fair/ }).getByText('Draft')).toBeVisible();
    await expectAccessible(el);
  });
});
