import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { setLanguage } from '../../runtime/store';
import { mockApiPerTest } from '../../testing/admin';
import { expectAccessible, mountElement } from '../../testing/kit';
import '../../widgets/admin-news/admin-news.element';

/*
 * Scheduling in a collection screen (the News screen; every collection shares the panel and the
 * status column): the badges of the list, the two date-time boxes on Dtima's clock, « Enregistrer
 * comme brouillon » on a published article (the live version stays), « Abandonner le brouillon »
 * and the preview link.
 */

const mock = mockApiPerTest();

const MARKET = 'Le nouveau marché moderne ouvre ses portes';
const BUDGET = 'Le conseil municipal adopte le budget 2023';

const button = (name: string) => page.getByRole('button', { name, exact: true });
const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const newsRow = (id: number) => mock.api.state.collections.news.find((row) => row.id === id)!;
const rowOf = (title: string) => page.getByRole('row', { name: new RegExp(title) });

async function mount(title = MARKET) {
  const el = await mountElement('commune-admin-news', { attributes: { 'heading-level': '1' } });
  await expect.element(rowOf(title)).toBeVisible();
  return el;
}

describe('scheduling in the collection screens', () => {
  it('shows « Programmé pour le … » and « Retiré le … » badges in the list, in French and English', async () => {
    Object.assign(newsRow(2), { publishAt: '2027-05-20T07:30:00.000Z' });
    Object.assign(newsRow(1), { unpublishAt: '2025-01-10T16:00:00.000Z' });
    const el = await mount();
    await expect.element(rowOf(MARKET).getByText('Programmé pour le 20\u00a0mai 2027 à 08:30')).toBeVisible();
    await expect.element(page.getByText('Retiré le 10\u00a0janvier 2025 à 17:00')).toBeVisible();
    await expectAccessible(el);
    el.remove();

    setLanguage('en');
    await mount('The new modern market opens its doors');
    await expect.element(page.getByText('Scheduled for 20 May 2027 at 08:30')).toBeVisible();
    await expect.element(page.getByText('Withdrawn on 10 January 2025 at 17:00')).toBeVisible();
  });

  it('schedules a new article with the two boxes on Dtima’s clock, refusing a withdrawal before the publication', async () => {
    const el = await mount();
    await button('Créer un article').click();
    await textbox('Titre').fill('Journée de salubrité au marché');
    await textbox('Contenu').fill('Tous les commerçants sont invités à nettoyer leurs étals samedi.');
    await expect.element(page.getByRole('group', { name: 'Programmation' })).toBeVisible();
    await page.getByLabelText('Publier le', { exact: true }).fill('2027-05-20T08:30');
    await page.getByLabelText('Retirer le', { exact: true }).fill('2027-05-20T08:00');
    await button('Créer l’article').click();
    await expect.element(page.getByText('La date de retrait doit suivre la date de publication.')).toBeVisible();
    await expectAccessible(el);
    await page.getByLabelText('Retirer le', { exact: true }).fill('2027-05-21T18:00');
    await button('Créer l’article').click();
    await expect.element(rowOf('Journée de salubrité').getByText('Programmé pour le 20\u00a0mai 2027 à 08:30')).toBeVisible();
    const row = mock.api.state.collections.news.find((candidate) => (candidate.title as { fr: string }).fr === 'Journée de salubrité au marché')!;
    expect(row).toMatchObject({ status: 'published', publishAt: '2027-05-20T07:30:00.000Z', unpublishAt: '2027-05-21T17:00:00.000Z' });
    // Scheduled: not in the public list yet.
    const published = (await (await fetch('/api/v1/news')).json()) as { items: { id: number }[] };
    expect(published.items.map((item) => item.id)).not.toContain(row.id);

    // Opened again, the boxes show the times as typed.
    await button('Modifier «\u00a0Journée de salubrité au marché\u00a0»').click();
    await expect.element(page.getByLabelText('Publier le', { exact: true })).toHaveValue('2027-05-20T08:30');
    await expect.element(page.getByLabelText('Retirer le', { exact: true })).toHaveValue('2027-05-21T18:00');
  });

  it('keeps the live version of a published article while its draft waits, then discards or publishes the draft', async () => {
    await mount();
    await button(`Modifier «\u00a0${MARKET}\u00a0»`).click();
    await expect.element(page.getByRole('link', { name: 'Aperçu' })).toHaveAttribute('href', '/flash-news/2?preview');
    await expect.element(page.getByRole('link', { name: 'Aperçu' })).toHaveAttribute('target', '_blank');
    await textbox('Titre').fill('Le marché moderne ouvre samedi');
    await button('Enregistrer comme brouillon').click();
    await expect.element(page.getByText('Brouillon enregistré. La version en ligne reste visible jusqu’à sa publication.')).toBeVisible();
    expect(newsRow(2)).toMatchObject({ status: 'published', title: { fr: MARKET }, pendingDraft: { title: { fr: 'Le marché moderne ouvre samedi' } } });
    await expect.element(rowOf(MARKET).getByText('Brouillon en attente')).toBeVisible();

    await button(`Modifier «\u00a0${MARKET}\u00a0»`).click();
    await expect.element(textbox('Titre')).toHaveValue('Le marché moderne ouvre samedi');
    await expect.element(page.getByText(/^Brouillon non publié du .* — la version en ligne reste visible\./)).toBeVisible();
    await button('Abandonner le brouillon').click();
    await expect.element(page.getByText('Le brouillon a été abandonné. La version en ligne n’a pas changé.')).toBeVisible();
    expect(newsRow(2)).toMatchObject({ status: 'published', title: { fr: MARKET }, pendingDraft: null });

    await button(`Modifier «\u00a0${MARKET}\u00a0»`).click();
    await expect.element(textbox('Titre')).toHaveValue(MARKET);
    await textbox('Titre').fill('Le marché moderne ouvre samedi');
    await button('Enregistrer comme brouillon').click();
    await expect.element(rowOf(MARKET).getByText('Brouillon en attente')).toBeVisible();
    await button(`Modifier «\u00a0${MARKET}\u00a0»`).click();
    await button('Publier').click();
    await expect.element(rowOf('Le marché moderne ouvre samedi')).toBeVisible();
    expect(newsRow(2)).toMatchObject({ status: 'published', title: { fr: 'Le marché moderne ouvre samedi' }, pendingDraft: null });
    expect(mock.api.state.collections.news.some((row) => (row.title as { fr: string }).fr === BUDGET)).toBe(true);
  });
});
