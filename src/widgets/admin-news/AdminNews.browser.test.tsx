import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminStore } from '../../admin/store';
import { setLanguage } from '../../runtime/store';
import { mockApiPerTest } from '../../testing/admin';
import { deepActiveElement, expectAccessible, mountElement, shadowText } from '../../testing/kit';
import './admin-news.element';

const mock = mockApiPerTest();

const MARKET = 'Le nouveau marché moderne ouvre ses portes';
const BUDGET = 'Le conseil municipal adopte le budget 2023';
const SCHOOLS = 'Distribution des paquets minimum aux écoles';

async function mount(attributes: Record<string, string> = {}) {
  const el = await mountElement('commune-admin-news', { attributes: { 'heading-level': '1', ...attributes } });
  await expect.poll(() => rowTitles(el).length).toBeGreaterThan(0);
  return el;
}

/** The first cell of every row of the table, in the order shown. */
function rowTitles(el: HTMLElement): string[] {
  return [...el.shadowRoot!.querySelectorAll('.ui-table__body .ui-table__row')].map((row) => row.querySelector('.ui-table__cell')?.textContent ?? '');
}

const dialog = (name: string) => page.getByRole('dialog', { name });
const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const newsRows = () => mock.api.state.collections.news;
const posts = (path: string) => mock.api.requests.filter((request) => request === `POST ${path}`).length;

/** The PNG a member of staff picks: drawn on a canvas, so the server's sniffer accepts it. */
async function png(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 8;
  canvas.height = 5;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#a8431b';
  context.fillRect(0, 0, 8, 5);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((result) => resolve(result!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

function choose(el: HTMLElement, file: File) {
  const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

async function fillArticle(title: string, content: string) {
  await textbox('Titre').fill(title);
  await textbox('Contenu').fill(content);
}

describe('<commune-admin-news>: the list', () => {
  it('is an accessible screen: breadcrumb, h1, Create, and the articles with their status and last change', async () => {
    const el = await mount();
    await expectAccessible(el);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Gestion des actualités' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/admin-dtima');
    await expect.element(button('Créer un article')).toBeVisible();
    await expect.element(page.getByRole('grid', { name: 'Gestion des actualités' })).toBeVisible();
    for (const heading of ['Titre', 'Statut', 'Dernière modification', 'Actions']) await expect.element(page.getByRole('columnheader', { name: heading })).toBeVisible();
    expect(rowTitles(el).sort()).toEqual([SCHOOLS, BUDGET, MARKET].sort());
    await expect.element(page.getByRole('row', { name: new RegExp(MARKET) }).getByText('Publié')).toBeVisible();
    await expect.element(button(`Modifier «\u00a0${MARKET}\u00a0»`)).toBeVisible();
    await expect.element(button(`Supprimer «\u00a0${MARKET}\u00a0»`)).toBeVisible();
  });

  it('speaks English, showing each article’s English title', async () => {
    setLanguage('en');
    const el = await mount();
    await expect.element(page.getByRole('heading', { level: 1, name: 'News Management' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect.element(button('Create an article')).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'Last modified' })).toBeVisible();
    expect(rowTitles(el)).toContain('The new modern market opens its doors');
    await expect.element(page.getByText('Published').first()).toBeVisible();
    await expectAccessible(el);
  });

  it('sorts by a column heading', async () => {
    const el = await mount();
    await page.getByRole('columnheader', { name: 'Titre' }).click();
    await expect.poll(() => rowTitles(el)).toEqual([SCHOOLS, BUDGET, MARKET]);
    await page.getByRole('columnheader', { name: 'Titre' }).click();
    await expect.poll(() => rowTitles(el)).toEqual([MARKET, BUDGET, SCHOOLS]);
  });

  it('shows only the articles matching the header’s search, and says when none does', async () => {
    const el = await mount();
    adminStore.getState().setQuery('marche');
    await expect.poll(() => rowTitles(el)).toEqual([MARKET]);
    // Both languages are searched.
    adminStore.getState().setQuery('school packs');
    await expect.poll(() => rowTitles(el)).toEqual([SCHOOLS]);
    adminStore.getState().setQuery('forage');
    await expect.element(page.getByText('Aucun résultat pour «\u00a0forage\u00a0».')).toBeVisible();
    adminStore.getState().setQuery('');
    await expect.poll(() => rowTitles(el)).toHaveLength(3);
  });

  it('says when there is no article yet', async () => {
    mock.replace({ empty: true });
    const el = await mountElement('commune-admin-news', { attributes: { 'heading-level': '1' } });
    await expect.element(page.getByText('Aucun article pour le moment. Créez le premier avec «\u00a0Créer un article\u00a0».')).toBeVisible();
    await expectAccessible(el);
  });

  it('says « Chargement… » while the first list loads, and offers « Réessayer » when it fails', async () => {
    mock.api.delay(400);
    mock.api.failNext(500);
    const el = await mountElement('commune-admin-news', { attributes: { 'heading-level': '1' } });
    await expect.element(page.getByText('Chargement…')).toBeVisible();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Les articles n’ont pas pu être chargés.');
    await expectAccessible(el);
    mock.api.delay(0);
    await button('Réessayer').click();
    await expect.poll(() => rowTitles(el)).toHaveLength(3);
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });
});

describe('<commune-admin-news>: creating an article', () => {
  it('checks the fields on submit with the server’s messages, then again as they change', async () => {
    const el = await mount();
    await button('Créer un article').click();
    await expect.element(dialog('Nouvel article')).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'Français' })).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'English' })).toBeVisible();
    await expect.element(textbox('Titre en anglais')).toBeVisible();
    await expect.element(textbox('Contenu en anglais')).toBeVisible();
    await expectAccessible(el);

    await button('Créer l’article').click();
    await expect.element(page.getByText('Le titre doit contenir au moins 3\u00a0caractères.')).toBeVisible();
    await expect.element(page.getByText('Le contenu doit contenir au moins 10\u00a0caractères.')).toBeVisible();
    await expect.element(textbox('Titre')).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(deepActiveElement).toBe(textbox('Titre').element());
    expect(posts('/api/v1/news')).toBe(0);
    await expectAccessible(el);

    await textbox('Titre').fill('Pu');
    await expect.element(page.getByText('Le titre doit contenir au moins 3\u00a0caractères.')).toBeVisible();
    await userEvent.keyboard('i');
    await expect.element(page.getByText('Le titre doit contenir au moins 3\u00a0caractères.')).not.toBeInTheDocument();
    await expect.element(textbox('Titre')).not.toHaveAttribute('aria-invalid');

    await textbox('Contenu').fill('Le forage');
    await expect.element(page.getByText('Le contenu doit contenir au moins 10\u00a0caractères.')).toBeVisible();
    await userEvent.keyboard(' ');
    // Trimmed: a trailing space is not a character of the text.
    await expect.element(page.getByText('Le contenu doit contenir au moins 10\u00a0caractères.')).toBeVisible();
    await userEvent.keyboard('d');
    await expect.element(page.getByText('Le contenu doit contenir au moins 10\u00a0caractères.')).not.toBeInTheDocument();

    // Emptied again: the message comes back at once.
    await textbox('Titre').fill('');
    await expect.element(page.getByText('Le titre doit contenir au moins 3\u00a0caractères.')).toBeVisible();
  });

  it('says the same in English, and checks an English text only when there is one', async () => {
    setLanguage('en');
    await mount();
    await button('Create an article').click();
    await expect.element(dialog('New Article')).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'French' })).toBeVisible();
    await textbox('Title in English').fill('Ab');
    await button('Create Article').click();
    await expect.element(page.getByText('Title must be at least 3 characters.')).toBeVisible();
    await expect.element(page.getByText('Content must be at least 10 characters.')).toBeVisible();
    await expect.element(page.getByText('Title in English must be empty or at least 3 characters.')).toBeVisible();
    await textbox('Title').fill('Puits de Gouria');
    await expect.element(page.getByText('Title must be at least 3 characters.')).not.toBeInTheDocument();
    await textbox('Content').fill('Le puits est réparé.');
    await expect.element(page.getByText('Content must be at least 10 characters.')).not.toBeInTheDocument();
    await textbox('Title in English').fill('');
    await expect.element(page.getByText('Title in English must be empty or at least 3 characters.')).not.toBeInTheDocument();
  });

  it('disables the form and reads « Création… » while saving, then toasts « Succès », closes and resets', async () => {
    const el = await mount();
    await button('Créer un article').click();
    await fillArticle('Campagne de vaccination des zébus', 'Les vétérinaires passent dans les villages de la commune du 2 au 14 juin.');
    await textbox('Titre en anglais').fill('Zebu vaccination campaign');
    mock.api.delay(700);
    const started = performance.now();
    await button('Créer l’article').click();
    await expect.element(button('Création…')).toBeVisible();
    await expect.element(textbox('Titre')).toBeDisabled();
    await expect.element(textbox('Contenu')).toBeDisabled();
    await expect.element(textbox('Titre en anglais')).toBeDisabled();
    await expect.element(button('Enregistrer le brouillon')).toBeDisabled();
    await expect.element(button('Annuler')).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Choisir une image' })).toBeDisabled();

    await expect.element(page.getByText('L’article a été créé avec succès.')).toBeVisible();
    expect(performance.now() - started).toBeGreaterThanOrEqual(700);
    await expect.element(page.getByRole('status').filter({ hasText: 'Succès' })).toBeVisible();
    await expect.element(dialog('Nouvel article')).not.toBeInTheDocument();
    await expect.poll(() => rowTitles(el)).toContain('Campagne de vaccination des zébus');
    await expect.element(page.getByRole('row', { name: /Campagne de vaccination/ }).getByText('Publié')).toBeVisible();
    const saved = newsRows().find((row) => (row.title as { fr: string }).fr === 'Campagne de vaccination des zébus')!;
    expect(saved).toMatchObject({ status: 'published', title: { fr: 'Campagne de vaccination des zébus', en: 'Zebu vaccination campaign' }, image: null });

    await button('Créer un article').click();
    await expect.element(textbox('Titre')).toHaveValue('');
    await expect.element(textbox('Titre en anglais')).toHaveValue('');
    await expect.element(page.getByText(/doit contenir au moins/)).not.toBeInTheDocument();
  });

  it('stays « Création… » for at least 500 ms when the server answers at once', async () => {
    await mount();
    await button('Créer un article').click();
    await fillArticle('Journée de salubrité', 'Nettoyage du marché et des caniveaux samedi matin.');
    const started = performance.now();
    await button('Créer l’article').click();
    await expect.element(button('Création…')).toBeVisible();
    await expect.element(dialog('Nouvel article')).not.toBeInTheDocument();
    expect(performance.now() - started).toBeGreaterThanOrEqual(500);
  });

  it('lets the success toast go after about 4 seconds', async () => {
    const el = await mount();
    await button('Créer un article').click();
    await fillArticle('Journée de salubrité', 'Nettoyage du marché et des caniveaux samedi matin.');
    await button('Créer l’article').click();
    const toast = page.getByText('L’article a été créé avec succès.');
    await expect.element(toast).toBeVisible();
    const shown = performance.now();
    // Away from the toast: a pointer over it would hold it.
    await page.getByRole('heading', { level: 1 }).hover();
    await expect.element(toast, { timeout: 6000 }).not.toBeInTheDocument();
    expect(performance.now() - shown).toBeGreaterThan(3000);
    expect(shadowText(el)).toContain('Journée de salubrité');
  }, 15_000);

  it('saves a draft with « Enregistrer le brouillon »', async () => {
    await mount();
    await button('Créer un article').click();
    await fillArticle('Recensement des éleveurs', 'Les éleveurs sont invités à se faire recenser à la mairie.');
    await button('Enregistrer le brouillon').click();
    await expect.element(button('Enregistrement…')).toBeVisible();
    await expect.element(page.getByText('L’article a été créé avec succès.')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Recensement des éleveurs/ }).getByText('Brouillon')).toBeVisible();
    expect(newsRows().find((row) => (row.title as { fr: string }).fr === 'Recensement des éleveurs')?.status).toBe('draft');
  });

  // A network failure is no refusal: the panel says it waits for the network (src/admin/collection/autosave.browser.test.tsx).
  for (const failure of [500, 409] as const) {
    it(`keeps everything typed and toasts « Erreur » when the save fails (${failure})`, async () => {
      await mount();
      await button('Créer un article').click();
      await fillArticle('Coupure d’eau à Dtima-centre', 'La station de pompage sera arrêtée mardi pour entretien.');
      await textbox('Contenu en anglais').fill('The pumping station will stop on Tuesday for maintenance.');
      mock.api.failNext(failure);
      await button('Créer l’article').click();
      await expect.element(page.getByText('La création de l’article a échoué. Veuillez réessayer.')).toBeVisible();
      await expect.element(page.getByRole('alert').filter({ hasText: 'Erreur' })).toBeVisible();
      await expect.element(dialog('Nouvel article')).toBeVisible();
      await expect.element(textbox('Titre')).toHaveValue('Coupure d’eau à Dtima-centre');
      await expect.element(textbox('Contenu en anglais')).toHaveValue('The pumping station will stop on Tuesday for maintenance.');
      await expect.element(textbox('Titre')).toBeEnabled();
      await expect.element(button('Créer l’article')).toBeEnabled();
      expect(newsRows()).toHaveLength(3);

      // Trying again works.
      await button('Créer l’article').click();
      await expect.element(page.getByText('L’article a été créé avec succès.')).toBeVisible();
      expect(newsRows()).toHaveLength(4);
    });
  }

  it('toasts the failure in English on an English page', async () => {
    setLanguage('en');
    await mount();
    await button('Create an article').click();
    await textbox('Title').fill('Water cut in the centre');
    await textbox('Content').fill('The pumping station will stop on Tuesday.');
    mock.api.failNext(500);
    await button('Create Article').click();
    await expect.element(button('Creating...')).toBeVisible();
    await expect.element(page.getByText('Failed to create news article. Please try again.')).toBeVisible();
    await expect.element(page.getByRole('alert').filter({ hasText: 'Error' })).toBeVisible();
    await button('Create Article').click();
    await expect.element(page.getByText('News article has been created successfully.')).toBeVisible();
    await expect.element(page.getByRole('status').filter({ hasText: 'Success' })).toBeVisible();
  });

  it('sends the picked image first, then creates the article with it', async () => {
    const el = await mount();
    await button('Créer un article').click();
    await fillArticle('Le nouveau forage de Gouria', 'Le forage alimente désormais trois quartiers en eau potable.');
    choose(el, await png('forage.png'));
    await expect.element(page.getByText('forage.png')).toBeVisible();
    await button('Créer l’article').click();
    await expect.element(page.getByText('L’article a été créé avec succès.')).toBeVisible();
    expect(mock.api.requests.filter((request) => request.startsWith('POST'))).toEqual(['POST /api/v1/media', 'POST /api/v1/news']);
    const saved = newsRows().find((row) => (row.title as { fr: string }).fr === 'Le nouveau forage de Gouria')!;
    expect(saved.image).toMatchObject({ src: expect.stringMatching(/^\/media\/[\w-]+\.png$/), width: 8, height: 5 });
  });

  it('opens the blank form at once with open-create (the page’s ?create)', async () => {
    const el = await mountElement('commune-admin-news', { attributes: { 'heading-level': '1', 'open-create': '' } });
    await expect.element(dialog('Nouvel article')).toBeVisible();
    await expectAccessible(el);
    await button('Annuler').click();
    await expect.element(dialog('Nouvel article')).not.toBeInTheDocument();
    await expect.poll(deepActiveElement).not.toBeNull();
  });
});

describe('<commune-admin-news>: editing and deleting', () => {
  it('edits an article in the same panel, filled in, and shows the change in the table', async () => {
    const el = await mount();
    await button(`Modifier «\u00a0${MARKET}\u00a0»`).click();
    await expect.element(dialog('Modifier l’article')).toBeVisible();
    await expect.element(textbox('Titre')).toHaveValue(MARKET);
    await expect.element(textbox('Titre en anglais')).toHaveValue('The new modern market opens its doors');
    await expect.element(page.getByText('Image actuelle', { exact: true })).toBeVisible();
    await expect.element(button('Publier')).toBeVisible();
    await expectAccessible(el);

    await textbox('Titre').fill('Le marché moderne est ouvert');
    await button('Publier').click();
    await expect.element(page.getByText('L’article a été mis à jour avec succès.')).toBeVisible();
    await expect.poll(() => rowTitles(el)).toContain('Le marché moderne est ouvert');
    expect(rowTitles(el)).not.toContain(MARKET);
    const row = newsRows().find((candidate) => (candidate.title as { fr: string }).fr === 'Le marché moderne est ouvert')!;
    // Sent with the version it was read at; what the form does not show is kept.
    expect(row).toMatchObject({ version: 2, status: 'published', date: '2023-07-06', image: { src: '/images/flash-news/modern-market.svg' } });
  });

  it('unpublishes a published article with « Dépublier », and removes the current image', async () => {
    await mount();
    await button(`Modifier «\u00a0${MARKET}\u00a0»`).click();
    await button('Retirer l’image actuelle').click();
    await expect.element(page.getByText('Image actuelle', { exact: true })).not.toBeInTheDocument();
    await button('Dépublier').click();
    await expect.element(page.getByText('L’élément a été dépublié\u00a0: il n’est plus visible sur le site.')).toBeVisible();
    await expect.element(page.getByRole('row', { name: new RegExp(MARKET) }).getByText('Brouillon')).toBeVisible();
    expect(newsRows().find((row) => row.id === 2)).toMatchObject({ status: 'draft', image: null });
  });

  it('says when someone else changed the article meanwhile (409), and reloads it on request', async () => {
    await mount();
    await button(`Modifier «\u00a0${MARKET}\u00a0»`).click();
    await textbox('Titre').fill('Marché moderne : horaires d’ouverture');
    // Another member of staff saves first.
    Object.assign(newsRows().find((row) => row.id === 2)!, { title: { fr: 'Le marché moderne ouvre enfin', en: 'The modern market finally opens' }, version: 2 });
    await button('Publier').click();
    await expect.element(page.getByText(/Quelqu’un d’autre a modifié cet article pendant que vous le modifiiez\./)).toBeVisible();
    await expect.element(page.getByText('La mise à jour de l’article a échoué. Veuillez réessayer.')).toBeVisible();
    await expect.poll(deepActiveElement).toBe(page.getByText(/Quelqu’un d’autre a modifié/).element().parentElement);
    // Nothing typed is lost until the reload is asked for.
    await expect.element(textbox('Titre')).toHaveValue('Marché moderne : horaires d’ouverture');
    await expectAccessible(document.querySelector('commune-admin-news')!);

    await button('Recharger l’article').click();
    await expect.element(textbox('Titre')).toHaveValue('Le marché moderne ouvre enfin');
    await expect.element(textbox('Titre en anglais')).toHaveValue('The modern market finally opens');
    await expect.element(page.getByText(/Voici sa dernière version/)).toBeVisible();
    await textbox('Titre').fill('Le marché moderne ouvre enfin ses portes');
    await button('Publier').click();
    await expect.element(page.getByText('L’article a été mis à jour avec succès.')).toBeVisible();
    expect(newsRows().find((row) => row.id === 2)).toMatchObject({ version: 3, title: { fr: 'Le marché moderne ouvre enfin ses portes' } });
  });

  it('asks before deleting: Cancel keeps the article, Supprimer deletes it', async () => {
    const el = await mount();
    await button(`Supprimer «\u00a0${BUDGET}\u00a0»`).click();
    const confirm = page.getByRole('alertdialog', { name: `Mettre l’article «\u00a0${BUDGET}\u00a0» à la corbeille\u00a0?` });
    await expect.element(confirm).toBeVisible();
    await expect.element(confirm).toHaveTextContent(/Il disparaîtra du site et de Flash Info\. Vous pourrez le restaurer depuis la corbeille pendant 30\sjours\./);
    await expectAccessible(el);
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect.element(confirm).not.toBeInTheDocument();
    expect(rowTitles(el)).toContain(BUDGET);
    expect(mock.api.requests.some((request) => request.startsWith('DELETE'))).toBe(false);

    await button(`Supprimer «\u00a0${BUDGET}\u00a0»`).click();
    await confirm.getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await expect.element(page.getByText('L’article a été mis à la corbeille.')).toBeVisible();
    await expect.element(confirm).not.toBeInTheDocument();
    await expect.poll(() => rowTitles(el)).not.toContain(BUDGET);
    expect(newsRows()).toHaveLength(2);
    await expect.poll(deepActiveElement).toBe(page.getByRole('heading', { level: 1 }).element());
  });

  it('keeps the confirmation open and toasts when the deletion fails', async () => {
    const el = await mount();
    await button(`Supprimer «\u00a0${BUDGET}\u00a0»`).click();
    mock.api.failNext('network');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await expect.element(page.getByText('La suppression de l’article a échoué. Veuillez réessayer.')).toBeVisible();
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await expect.element(page.getByText('L’article a été mis à la corbeille.')).toBeVisible();
    await expect.poll(() => rowTitles(el)).not.toContain(BUDGET);
  });

  it('says when the article changed before the deletion (409), and reloads it before confirming again', async () => {
    const el = await mount();
    await button(`Supprimer «\u00a0${BUDGET}\u00a0»`).click();
    Object.assign(newsRows().find((row) => row.id === 1)!, { title: { fr: 'Le budget 2023 est adopté', en: 'The 2023 budget is adopted' }, version: 4 });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await expect.element(page.getByText('Quelqu’un d’autre a modifié cet article entre-temps. Rechargez-le pour voir sa dernière version avant de le supprimer.')).toBeVisible();
    expect(newsRows()).toHaveLength(3);
    await button('Recharger l’article').click();
    await expect.element(page.getByRole('alertdialog', { name: 'Mettre l’article «\u00a0Le budget 2023 est adopté\u00a0» à la corbeille\u00a0?' })).toBeVisible();
    await expect.element(page.getByText(/Confirmez pour la supprimer quand même/)).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await expect.element(page.getByText('L’article a été mis à la corbeille.')).toBeVisible();
    await expect.poll(() => rowTitles(el)).toHaveLength(2);
  });
});
