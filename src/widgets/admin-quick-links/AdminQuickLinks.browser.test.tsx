import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { adminStore } from '../../admin/store';
import { setLanguage } from '../../runtime/store';
import { mockApiPerTest } from '../../testing/admin';
import { deepActiveElement, expectAccessible, mountElement } from '../../testing/kit';
import './admin-quick-links.element';

const mock = mockApiPerTest();

const STAMP = 'Droits de timbre';

async function mount(attributes: Record<string, string> = {}) {
  const el = await mountElement('commune-admin-quick-links', { attributes: { 'heading-level': '1', ...attributes } });
  await expect.poll(() => labels(el).length).toBeGreaterThan(0);
  return el;
}

/** Each row's label (the first cell holds the label, then the description). */
function labels(el: HTMLElement): string[] {
  return [...el.shadowRoot!.querySelectorAll('.ui-table__body .ui-table__row .collection__name')].map((name) => name.textContent ?? '');
}

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const rows = () => mock.api.state.collections['quick-links'];
const byLabel = (label: string) => rows().find((row) => (row.label as { fr: string }).fr === label);

async function choose(label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillLink() {
  await textbox('Libellé').fill('Impôts en ligne');
  await textbox('Description').fill('Le portail de la Direction générale des impôts');
  await textbox('Libellé en anglais').fill('Online taxes');
  await textbox('Cible').fill('https://www.impots.cm');
  await choose('Pictogramme', 'Impôts');
  await textbox('Position').fill('8');
}

describe('<commune-admin-quick-links>', () => {
  it('lists the home page’s tiles in their order, with target, icon and position', async () => {
    const el = await mount();
    await expectAccessible(el);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Liens rapides de l’accueil' })).toBeVisible();
    expect(labels(el)).toHaveLength(8);
    expect(labels(el)[0]).toBe('Services administratifs');
    const stamp = page.getByRole('row', { name: new RegExp(STAMP) });
    await expect.element(stamp).toHaveTextContent(/\/services\/stamp/);
    await expect.element(stamp).toHaveTextContent(/Timbre/);
    await expect.element(stamp.getByText('Publié')).toBeVisible();
    // The header's search looks in the labels, on the server (src/shared/staff-lists.ts).
    adminStore.getState().setQuery('FISCAUX');
    await expect.poll(() => labels(el)).toEqual(['Services fiscaux']);
  });

  it('takes the heading of the page it is on', async () => {
    await mount({ page: '/admin-dtima/quick-links' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Tous les liens rapides' })).toBeVisible();
  });

  it('creates a published link to another site, with its icon and position', async () => {
    const el = await mount();
    await button('Créer un lien').click();
    await expect.element(page.getByRole('dialog', { name: 'Nouveau lien rapide' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: /Pictogramme/ })).toHaveTextContent('Document');
    await expectAccessible(el);
    await fillLink();
    await button('Publier').click();
    await expect.element(page.getByText('Le lien rapide a été créé avec succès.')).toBeVisible();
    await expect.poll(() => labels(el).at(-1)).toBe('Impôts en ligne');
    await expect.element(page.getByRole('row', { name: /Impôts en ligne/ }).getByText('Publié')).toBeVisible();
    expect(byLabel('Impôts en ligne')).toMatchObject({ status: 'published', href: 'https://www.impots.cm', icon: 'tax', position: 8, label: { en: 'Online taxes' } });
  });

  it('keeps a new link off the home page with « Enregistrer le brouillon »', async () => {
    await mount();
    await button('Créer un lien').click();
    await fillLink();
    await button('Enregistrer le brouillon').click();
    await expect.element(page.getByText('Le lien rapide a été créé avec succès.')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Impôts en ligne/ }).getByText('Brouillon')).toBeVisible();
    expect(byLabel('Impôts en ligne')?.status).toBe('draft');
  });

  it('checks the target and the position with the server’s messages', async () => {
    await mount();
    await button('Créer un lien').click();
    await fillLink();
    await textbox('Cible').fill('www.impots.cm');
    await textbox('Position').fill('huit');
    await button('Publier').click();
    await expect.element(page.getByText('La cible doit être une page du site (commençant par un seul /), une adresse https://, un courriel (mailto:…) ou un numéro de téléphone (tel:…).')).toBeVisible();
    await expect.element(page.getByText('La position doit être un nombre.')).toBeVisible();
    await expect.poll(deepActiveElement).toBe(textbox('Cible').element());
    await textbox('Position').fill('1000');
    await expect.element(page.getByText('La position doit être un nombre entier de 0 à 999.')).toBeVisible();
    await textbox('Position').fill('');
    await expect.element(page.getByText(/La position doit/)).not.toBeInTheDocument();
    await textbox('Cible').fill('/services/tax');
    await expect.element(page.getByText(/La cible doit/)).not.toBeInTheDocument();
    expect(mock.api.requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('edits a link: label, target and icon, and shows the change', async () => {
    const el = await mount();
    await button(`Modifier «\u00a0${STAMP}\u00a0»`).click();
    await expect.element(page.getByRole('dialog', { name: 'Modifier le lien rapide' })).toBeVisible();
    await expect.element(textbox('Cible')).toHaveValue('/services/stamp');
    await expect.element(textbox('Position')).toHaveValue('5');
    await textbox('Libellé').fill('Timbres fiscaux');
    await choose('Pictogramme', 'Document');
    await button('Publier').click();
    await expect.element(page.getByText('Le lien rapide a été mis à jour avec succès.')).toBeVisible();
    await expect.poll(() => labels(el)).toContain('Timbres fiscaux');
    expect(byLabel('Timbres fiscaux')).toMatchObject({ icon: 'document', href: '/services/stamp', position: 5, version: 2 });
  });

  it('says when someone else changed the link meanwhile, and reloads it', async () => {
    await mount();
    await button(`Modifier «\u00a0${STAMP}\u00a0»`).click();
    Object.assign(byLabel(STAMP)!, { position: 1, version: 3 });
    await textbox('Position').fill('7');
    await button('Publier').click();
    await expect.element(page.getByText(/Quelqu’un d’autre a modifié ce lien/)).toBeVisible();
    await button('Recharger le lien').click();
    await expect.element(textbox('Position')).toHaveValue('1');
  });

  it('deletes a link after asking', async () => {
    const el = await mount();
    await button(`Supprimer «\u00a0${STAMP}\u00a0»`).click();
    await page.getByRole('alertdialog', { name: `Mettre le lien «\u00a0${STAMP}\u00a0» à la corbeille\u00a0?` }).getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await expect.element(page.getByText('Le lien rapide a été mis à la corbeille.')).toBeVisible();
    await expect.poll(() => labels(el)).not.toContain(STAMP);
    expect(rows()).toHaveLength(7);
  });

  it('speaks English', async () => {
    setLanguage('en');
    const el = await mount();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Home Page Quick Links' })).toBeVisible();
    await button('Create a link').click();
    await textbox('Label').fill('Online taxes');
    await textbox('Description').fill('The tax office’s portal');
    await textbox('Target').fill('https://www.impots.cm');
    await choose('Icon', 'Tax');
    await button('Save Draft').click();
    await expect.element(page.getByText('Quick link has been created successfully.')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Online taxes/ }).getByText('Draft')).toBeVisible();
    await expectAccessible(el);
  });
});
