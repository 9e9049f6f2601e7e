import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { resetAdminStore } from '../../admin/store';
import { setLanguage } from '../../runtime/store';
import { mockApiPerTest } from '../../testing/admin';
import { expectAccessible, mountElement } from '../../testing/kit';
import { DRAFT_PREFIX, draftKey } from './autosave';
import '../../widgets/admin-news/admin-news.element';

/*
 * The Create/Edit panel keeps what is typed in the browser and offers it back; a save the
 * network drops waits for it and goes once. On the News screen; every collection screen has the
 * same panel. The member is one of this file's own: the browser's storage is shared by the test
 * files running beside it.
 */

const mock = mockApiPerTest();
const member = { id: 0, username: `autosave-${crypto.getRandomValues(new Uint32Array(1))[0]}` };

beforeEach(() => {
  const { users } = mock.api.state;
  member.id = Math.max(...users.map((user) => user.id)) + 1;
  users.push({ ...users[0]!, id: member.id, username: member.username, displayName: 'Nadège Ekotto', password: 'autosave password 1' });
  mock.api.signIn(member.username);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const MARKET = 'Le nouveau marché moderne ouvre ses portes';

const dialog = (name: string) => page.getByRole('dialog', { name });
const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const resumeButton = () => page.getByRole('button', { name: /^(Reprendre le brouillon du|Resume the draft of) / });
const newsRows = () => mock.api.state.collections.news;
const titled = (title: string) => newsRows().filter((row) => (row.title as { fr: string }).fr === title);
const kept = () => Object.keys(localStorage).filter((key) => key.startsWith(`${DRAFT_PREFIX}${member.id}:${member.username}|`));

async function mount() {
  const el = await mountElement('commune-admin-news', { attributes: { 'heading-level': '1' } });
  await expect.element(page.getByRole('row', { name: /Le nouveau marché moderne|The new modern market/ })).toBeVisible();
  return el;
}

/** The page reloaded: the screen gone with everything it held, the member asked for again. */
async function reload() {
  document.body.replaceChildren();
  resetAdminStore();
  return mount();
}

async function typeArticle() {
  await textbox('Titre').fill('Coupure d’eau à Mokolo samedi');
  await textbox('Contenu').fill('La CAMWATER coupe l’eau de 8 h à 14 h pour raccorder le nouveau forage.');
  await textbox('Titre en anglais').fill('Water cut in Mokolo on Saturday');
  await textbox('Contenu en anglais').fill('CAMWATER cuts the water from 8am to 2pm to connect the new borehole.');
}

describe('the Create/Edit panel’s autosave', () => {
  it('keeps what is typed in a new article and, after a reload, offers it back with its date; resuming fills every field in both languages', async () => {
    await mount();
    await button('Créer un article').click();
    await typeArticle();
    await expect.poll(kept).toEqual([draftKey(member, 'news', null)]);
    const stored = JSON.parse(localStorage.getItem(kept()[0]!)!) as { savedAt: string; values: { title: { fr: string } } };
    expect(stored.values.title.fr).toBe('Coupure d’eau à Mokolo samedi');
    expect(Date.now() - Date.parse(stored.savedAt)).toBeLessThan(10_000);

    const el = await reload();
    await button('Créer un article').click();
    await expect.element(dialog('Nouvel article')).toBeVisible();
    const region = page.getByRole('region', { name: 'Des modifications non enregistrées ont été gardées sur cet appareil.' });
    await expect.element(region).toBeVisible();
    await expect.element(resumeButton()).toHaveAccessibleName(/^Reprendre le brouillon du \d\d [a-zéû]+ \d{4} à \d\d:\d\d$/);
    await expect.element(region.getByRole('button', { name: 'Ignorer' })).toBeVisible();
    expect(textbox('Titre').element()).toHaveValue('');
    await expectAccessible(el);

    await resumeButton().click();
    await expect.element(region).not.toBeInTheDocument();
    await expect.element(textbox('Titre')).toHaveValue('Coupure d’eau à Mokolo samedi');
    await expect.element(textbox('Contenu')).toHaveValue('La CAMWATER coupe l’eau de 8 h à 14 h pour raccorder le nouveau forage.');
    await expect.element(textbox('Titre en anglais')).toHaveValue('Water cut in Mokolo on Saturday');
    await expect.element(textbox('Contenu en anglais')).toHaveValue('CAMWATER cuts the water from 8am to 2pm to connect the new borehole.');

    // Saved: the draft is gone, and the next Create offers nothing.
    await button('Créer l’article').click();
    await expect.element(page.getByText('L’article a été créé avec succès.')).toBeVisible();
    expect(titled('Coupure d’eau à Mokolo samedi')).toHaveLength(1);
    expect(kept()).toEqual([]);
    await button('Créer un article').click();
    await expect.element(textbox('Titre')).toBeVisible();
    expect(resumeButton().query()).toBeNull();
  });

  it('offers an edited article’s draft in English; « Ignore » forgets it and the article stays as it was', async () => {
    setLanguage('en');
    await mount();
    await page.getByRole('button', { name: /^Edit “The new modern market/ }).click();
    await textbox('Title in English').fill('The new modern market opens on Monday');
    await expect.poll(kept).toHaveLength(1);

    await reload();
    await page.getByRole('button', { name: /^Edit “The new modern market/ }).click();
    await expect.element(resumeButton()).toHaveAccessibleName(/^Resume the draft of \d\d [A-Z][a-z]+ \d{4}, \d\d:\d\d$/);
    await expect.element(textbox('Title in English')).toHaveValue('The new modern market opens its doors');
    await button('Ignore').click();
    await expect.element(resumeButton()).not.toBeInTheDocument();
    expect(kept()).toEqual([]);
    await expect.element(textbox('Title in English')).toHaveValue('The new modern market opens its doors');

    await reload();
    await page.getByRole('button', { name: /^Edit “The new modern market/ }).click();
    await expect.element(textbox('Title in English')).toHaveValue('The new modern market opens its doors');
    expect(resumeButton().query()).toBeNull();
  });

  it('offers nothing for a draft equal to the article, and warns about what is not a draft without breaking the panel', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const market = newsRows().find((row) => (row.title as { fr: string }).fr === MARKET)!;
    localStorage.setItem(draftKey(member, 'news', market.id), '{"savedAt":"hier","values":[1,2]');
    localStorage.setItem(draftKey(member, 'news', null), JSON.stringify({ savedAt: 'pas une date', values: { title: { fr: 'x' } } }));
    await mount();
    await button(`Modifier «\u00a0${MARKET}\u00a0»`).click();
    await expect.element(textbox('Titre')).toHaveValue(MARKET);
    expect(resumeButton().query()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('is not a draft of this form'));
    await button('Annuler').click();
    await button('Créer un article').click();
    await expect.element(textbox('Titre')).toHaveValue('');
    expect(resumeButton().query()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);

    await button('Annuler').click();
    await expect.element(dialog('Nouvel article')).not.toBeInTheDocument();
    // A draft of other fields (another form's, an old release's): only this form's fields are read.
    localStorage.setItem(
      draftKey(member, 'news', null),
      JSON.stringify({ savedAt: '2025-05-20T07:30:00.000Z', values: { title: { fr: 'Journée de salubrité', en: 42 }, secret: '<script>', content: 'pas un texte localisé' } }),
    );
    await button('Créer un article').click();

    await resumeButton().click();
    await expect.element(textbox('Titre')).toHaveValue('Journée de salubrité');
    await expect.element(textbox('Titre en anglais')).toHaveValue('');
    await expect.element(textbox('Contenu')).toHaveValue('');
  });

  it('resumes a draft typed over a version someone has changed since as such: saving says so (409) instead of overwriting', async () => {
    const market = newsRows().find((row) => (row.title as { fr: string }).fr === MARKET)!;
    localStorage.setItem(
      draftKey(member, 'news', market.id),
      JSON.stringify({ savedAt: new Date().toISOString(), version: market.version, values: { title: { fr: 'Le marché moderne ouvre lundi', en: '' }, content: market.content } }),
    );
    market.version += 1;
    await mount();
    await button(`Modifier «\u00a0${MARKET}\u00a0»`).click();
    await resumeButton().click();
    await expect.element(textbox('Titre')).toHaveValue('Le marché moderne ouvre lundi');
    await button('Publier').click();
    await expect.element(page.getByText(/^Quelqu’un d’autre a modifié cet article pendant que vous le modifiiez/)).toBeVisible();
    expect((market.title as { fr: string }).fr).toBe(MARKET);
  });

  it('writes the draft’s date on Dtima’s clock: « Reprendre le brouillon du 20 mai 2025 à 08:30 »', async () => {
    localStorage.setItem(draftKey(member, 'news', null), JSON.stringify({ savedAt: '2025-05-20T07:30:00.000Z', version: null, values: { title: { fr: 'Journée de salubrité', en: '' } } }));
    await mount();
    await button('Créer un article').click();
    await expect.element(button('Reprendre le brouillon du 20 mai 2025 à 08:30')).toBeVisible();
  });
});

describe('saving offline', () => {
  it('says the network is down, keeps the form as typed and editable, and creates the article once when it is back', async () => {
    await mount();
    await button('Créer un article').click();
    await typeArticle();
    mock.api.failNext('network');
    await button('Créer l’article').click();
    const status = page.getByRole('status').filter({ hasText: 'Hors connexion' });
    await expect
      .element(status)
      .toHaveTextContent('Hors connexion : vos modifications sont gardées sur cet appareil et seront envoyées au retour du réseau.');
    await expect.element(dialog('Nouvel article')).toBeVisible();
    await expect.element(textbox('Titre')).toBeEnabled();
    await expect.element(textbox('Titre')).toHaveValue('Coupure d’eau à Mokolo samedi');
    expect(page.getByText('La création de l’article a échoué. Veuillez réessayer.').query()).toBeNull();
    expect(titled('Coupure d’eau à Mokolo samedi')).toHaveLength(0);
    // Still being typed in while offline: the changes are kept and go with the next try.
    await textbox('Contenu en anglais').fill('CAMWATER cuts the water from 8am to 2pm.');
    await expect.poll(() => JSON.parse(localStorage.getItem(draftKey(member, 'news', null)) ?? '{}')?.values?.content?.en).toBe('CAMWATER cuts the water from 8am to 2pm.');

    dispatchEvent(new Event('online'));
    await expect.element(page.getByText('L’article a été créé avec succès.')).toBeVisible();
    await expect.element(dialog('Nouvel article')).not.toBeInTheDocument();
    expect(titled('Coupure d’eau à Mokolo samedi')).toHaveLength(1);
    expect(titled('Coupure d’eau à Mokolo samedi')[0]).toMatchObject({ content: { en: 'CAMWATER cuts the water from 8am to 2pm.' } });
    expect(kept()).toEqual([]);
  });

  it('sends a retry with the same Idempotency-Key: an answer lost on the way back does not make a second article', async () => {
    const keys: (string | null)[] = [];
    const fetching = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (init?.method === 'POST') keys.push(new Headers(init.headers).get('Idempotency-Key'));
      return fetching(input, init);
    });
    await mount();
    await button('Créer un article').click();
    await typeArticle();
    mock.api.failNext('lost');
    await button('Créer l’article').click();
    await expect.element(page.getByRole('status').filter({ hasText: 'Hors connexion' })).toBeVisible();
    // The server made it; the page does not know yet.
    expect(titled('Coupure d’eau à Mokolo samedi')).toHaveLength(1);

    dispatchEvent(new Event('online'));
    await expect.element(page.getByText('L’article a été créé avec succès.')).toBeVisible();
    expect(titled('Coupure d’eau à Mokolo samedi')).toHaveLength(1);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
