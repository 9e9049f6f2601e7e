import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { autosaveMessages } from '../src/admin/collection/autosave-messages';
import { collectionMessages } from '../src/admin/collection/messages';
import { pageTitles } from '../src/content/page-titles';
import { paths } from '../src/content/site-map';
import { translate, type CatalogKey } from '../src/shared/i18n/catalog';
import { adminLoginMessages } from '../src/widgets/admin-login/messages';
import { adminNewsMessages } from '../src/widgets/admin-news/messages';
import { DESKTOP, launchBrowser, openPage, siteUrl, staffSession, watchConsole, type OpenedPage } from './support/browser';

/*
 * Nothing typed in the staff area is lost, against the real server: an article typed, the page
 * reloaded, the text offered back and recovered; an edit saved after the session expired,
 * offered back once signed in again; an article saved while the browser is offline, sent once
 * when it is back online.
 */

let browser: Browser;
const origin = new URL(siteUrl()).origin;
const news = (key: CatalogKey<typeof adminNewsMessages>) => translate(adminNewsMessages, 'fr', key);
const common = (key: CatalogKey<typeof collectionMessages>) => translate(collectionMessages, 'fr', key);
const autosave = (key: CatalogKey<typeof autosaveMessages>) => translate(autosaveMessages, 'fr', key);

const OFFLINE_TITLE = 'Coupure d’eau à Mokolo samedi (hors ligne)';

async function api(method: string, path: string, body?: unknown) {
  return fetch(new URL(path, origin), {
    method,
    headers: { origin, cookie: `commune_session=${await staffSession()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

type Item = { id: number; version: number; title: { fr: string } };

async function titled(title: string): Promise<Item[]> {
  const response = await api('GET', '/api/v1/news?status=all');
  return ((await response.json()) as { items: Item[] }).items.filter((item) => item.title.fr === title);
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const item of await titled(OFFLINE_TITLE)) await api('DELETE', `/api/v1/news/${item.id}`, { version: item.version });
});

const textbox = (scope: Locator | Page, name: string) => scope.getByRole('textbox', { name, exact: true });
const button = (scope: Locator | Page, name: string) => scope.getByRole('button', { name, exact: true });

/** The News screen, signed in, once its list is there. */
async function waitForScreen(page: Page) {
  await page.getByRole('heading', { level: 1, name: pageTitles[paths.adminNews].fr, exact: true }).waitFor();
  await page.locator('main').getByText(common('loading'), { exact: true }).waitFor({ state: 'detached' });
}

async function openNews(): Promise<OpenedPage> {
  const opened = await openPage(browser, siteUrl(paths.adminNews), { signedIn: true });
  await waitForScreen(opened.page);
  return opened;
}

async function openCreate(page: Page): Promise<Locator> {
  await button(page, news('create')).click();
  const panel = page.getByRole('dialog', { name: news('createTitle') });
  await panel.waitFor();
  return panel;
}

describe('the Create/Edit panel on the built site', () => {
  it('recovers an article typed before the page was reloaded', async () => {
    const { page, context, errors } = await openNews();
    let panel = await openCreate(page);
    await textbox(panel, 'Titre').fill('Journée de salubrité à Dtima-centre');
    await textbox(panel, 'Contenu').fill('Tous les habitants sont invités à nettoyer leur quartier samedi de 7 h à 11 h.');
    await textbox(panel, 'Titre en anglais').fill('Clean-up day in Dtima centre');
    // Kept a moment after typing stops.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('commune.draft.v1|')))).toBe(true);

    await page.reload({ waitUntil: 'load' });
    await waitForScreen(page);
    panel = await openCreate(page);
    const resume = panel.getByRole('button', { name: /^Reprendre le brouillon du \d\d [a-zéû]+ \d{4} à \d\d:\d\d$/ });
    await resume.waitFor();
    await expect.poll(() => panel.getByRole('region', { name: autosave('draft.found') }).count()).toBe(1);
    expect(await textbox(panel, 'Titre').inputValue()).toBe('');
    await resume.click();
    expect(await textbox(panel, 'Titre').inputValue()).toBe('Journée de salubrité à Dtima-centre');
    expect(await textbox(panel, 'Contenu').inputValue()).toBe('Tous les habitants sont invités à nettoyer leur quartier samedi de 7 h à 11 h.');
    expect(await textbox(panel, 'Titre en anglais').inputValue()).toBe('Clean-up day in Dtima centre');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps an edit whose save met an expired session, and offers it once signed in again', async () => {
    // A session of this test's own, so that ending it leaves the file's other requests signed in.
    const login = await fetch(`${origin}/api/v1/session`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: inject('adminPassword') }),
    });
    const session = /commune_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!;
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies([{ name: 'commune_session', value: session, url: siteUrl('/'), httpOnly: true, sameSite: 'Strict' }]);
    const page = await context.newPage();
    const errors: string[] = [];
    watchConsole(page, errors);
    await page.goto(siteUrl(paths.adminNews), { waitUntil: 'load' });
    await waitForScreen(page);
    const market = 'Le nouveau marché moderne ouvre ses portes';
    await button(page, translate(collectionMessages, 'fr', 'action.editLabel', { label: market })).click();
    let panel = page.getByRole('dialog', { name: news('editTitle') });
    await textbox(panel, 'Titre en anglais').fill('The modern market opens on Monday');

    // The session ends (signed out elsewhere, or expired); the save is refused with 401.
    await fetch(`${origin}/api/v1/session`, { method: 'DELETE', headers: { origin, cookie: `commune_session=${session}` } });
    await button(panel, common('action.publish')).click();
    await page.getByRole('heading', { level: 1, name: adminLoginMessages.fr.heading }).waitFor();
    await textbox(page, adminLoginMessages.fr.username).fill('admin');
    await page.getByLabel(adminLoginMessages.fr.password, { exact: true }).fill(inject('adminPassword'));
    await button(page, adminLoginMessages.fr.submit).click();
    await page.waitForURL(siteUrl(paths.adminNews));
    await waitForScreen(page);

    await button(page, translate(collectionMessages, 'fr', 'action.editLabel', { label: market })).click();
    panel = page.getByRole('dialog', { name: news('editTitle') });
    expect(await textbox(panel, 'Titre en anglais').inputValue()).toBe('The new modern market opens its doors');
    await panel.getByRole('button', { name: /^Reprendre le brouillon du / }).click();
    expect(await textbox(panel, 'Titre en anglais').inputValue()).toBe('The modern market opens on Monday');
    expect(await textbox(panel, 'Titre').inputValue()).toBe(market);
    // The refused save (401) is the browser's console error; nothing else.
    expect(errors.filter((error) => !/401|Failed to load resource/.test(error))).toEqual([]);
    await context.close();
  });

  it('saves an article while offline once the network is back, creating it once', async () => {
    const { page, context, errors } = await openNews();
    const panel = await openCreate(page);
    await textbox(panel, 'Titre').fill(OFFLINE_TITLE);
    await textbox(panel, 'Contenu').fill('La CAMWATER coupe l’eau de 8 h à 14 h pour raccorder le nouveau forage.');
    await context.setOffline(true);
    await button(panel, adminNewsMessages.fr.publishNew).click();
    await panel.getByRole('status').getByText(autosave('offline')).waitFor();
    expect(await textbox(panel, 'Titre').isEnabled()).toBe(true);
    expect(await textbox(panel, 'Titre').inputValue()).toBe(OFFLINE_TITLE);
    expect(await titled(OFFLINE_TITLE)).toHaveLength(0);

    await context.setOffline(false);
    await page.getByText(news('created'), { exact: true }).waitFor();
    await panel.waitFor({ state: 'detached' });
    expect(await titled(OFFLINE_TITLE)).toHaveLength(1);
    // The failed request is the browser's own console error; nothing else.
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(error))).toEqual([]);
    await context.close();
  });
});
