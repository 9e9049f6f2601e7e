import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUrl, launchBrowser, loadEveryElement, openPage, PHONE, siteUrl } from './support/browser';
import { upcomingEvents, writtenDate } from './support/agenda';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const header = (page: Page) => page.locator('commune-header');
/** A desktop menu's trigger (its <summary>), by its group's name. */
const menuTrigger = (page: Page, name: string) => header(page).getByRole('navigation').getByText(name, { exact: true });
/** Whether a <details> menu (desktop group or the small-screen menu) holding `name` is open. */
const menuOpen = async (page: Page, name: string) =>
  (await header(page).getByRole('group').filter({ has: page.getByText(name, { exact: true }) }).first().getAttribute('open')) !== null;
const footer = (page: Page) => page.locator('commune-footer');
const help = (page: Page) => page.locator('commune-help');

describe('the language switch', () => {
  it('reloads the page in English with the header, footer and help, and the choice survives a reload and the next page', async () => {
    const { page, errors } = await openPage(browser, siteUrl('/events'));
    await expect(menuTrigger(page, 'Gouvernance').isVisible()).resolves.toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');

    // A link to ?lang=en: the server answers in English and remembers it.
    const toEnglish = header(page).getByRole('link', { name: /Switch to English/ });
    expect(await toEnglish.getAttribute('href')).toBe('?lang=en');
    await toEnglish.click();
    await page.waitForURL(siteUrl('/events?lang=en'));
    await loadEveryElement(page);
    await menuTrigger(page, 'Government').waitFor();
    await footer(page).getByRole('heading', { name: 'Contact us' }).waitFor();
    await help(page).getByRole('link', { name: 'Help' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.title()).toMatch(/^Events · /);
    expect(await header(page).getByRole('link', { name: /Passer en français/ }).textContent()).toContain('EN');

    await page.reload();
    await footer(page).getByRole('heading', { name: 'Contact us' }).waitFor();
    expect(await page.locator('commune-events time').first().textContent()).toBe(writtenDate((await upcomingEvents())[0]!.date, 'en'));
    // The next page, without ?lang=, comes in English too (the commune-lang cookie).
    await page.goto(siteUrl('/government/council'));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await footer(page).getByRole('heading', { name: 'Contact us' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the header menus', () => {
  it('open on hover and by keyboard, and Escape returns focus to the trigger', async () => {
    const { page } = await openPage(browser, siteUrl('/'));
    const visitors = menuTrigger(page, 'Visiteurs');
    await visitors.hover();
    const tourism = header(page).getByRole('link', { name: 'Tourisme' });
    await tourism.waitFor();
    expect(await menuOpen(page, 'Visiteurs')).toBe(true);
    expect(await header(page).getByRole('link', { name: 'Hôtels et hébergement' }).getAttribute('href')).toBe('/guide-pratique#hotels');
    await page.mouse.move(640, 700);
    await tourism.waitFor({ state: 'hidden' });

    const business = menuTrigger(page, 'Entreprises');
    await business.focus();
    // The disclosure pattern: Enter opens it in place, ArrowDown goes to its first link.
    await page.keyboard.press('Enter');
    await expect.poll(() => menuOpen(page, 'Entreprises')).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => {
      const active = document.querySelector('commune-header')?.shadowRoot?.activeElement;
      return active?.textContent === 'Opportunités d’investissement';
    });
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.querySelector('commune-header')?.shadowRoot?.activeElement?.textContent)).toBe('Appels d’offres et marchés');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.querySelector('commune-header')?.shadowRoot?.activeElement?.textContent)).toBe('Entreprises');
    expect(await menuOpen(page, 'Entreprises')).toBe(false);
    await page.context().close();
  });

  it('fold into a Menu button at 390 px that leads to every page', async () => {
    const { page } = await openPage(browser, siteUrl('/'), { viewport: PHONE });
    expect(await menuTrigger(page, 'Gouvernance').isVisible()).toBe(false);
    const menu = header(page).getByText('Menu', { exact: true });
    await menu.click();
    await header(page).getByRole('link', { name: 'Projets de développement' }).click();
    await page.waitForURL(siteUrl('/business/projects'));
    await page.getByRole('heading', { level: 1, name: 'Projets de développement' }).waitFor();
    // A new page, its menu closed.
    expect(await header(page).getByRole('link', { name: 'Projets de développement' }).isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('the help sheet', () => {
  it('searches, says when nothing matches, shows an answer, goes back, and closes with Escape', async () => {
    const { page, errors } = await openPage(browser, siteUrl('/'));
    // A link to /aide that opens the sheet in place once the script runs.
    const button = help(page).getByRole('link', { name: 'Aide' });
    await button.click();
    const sheet = help(page).getByRole('dialog', { name: 'Comment pouvons-nous vous aider ?' });
    await sheet.waitFor();
    const search = sheet.getByRole('searchbox');
    expect(await search.getAttribute('placeholder')).toBe('Rechercher dans les questions fréquentes…');

    await search.fill('zzzz');
    await sheet.getByText('Aucun résultat.').waitFor();
    await search.fill('ordures');
    const question = sheet.getByRole('button', { name: /ordures/i });
    await question.click();
    await sheet.getByText(/le lundi et le jeudi/).first().waitFor();
    await sheet.getByRole('button', { name: /Retour aux questions/ }).click();
    await question.waitFor();

    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    // Focus goes back to the round button that opened the sheet.
    await page.waitForFunction(() => {
      const active = document.querySelector('commune-help')?.shadowRoot?.activeElement;
      return /Aide/.test(`${active?.getAttribute('aria-label') ?? ''} ${active?.textContent ?? ''}`);
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the partner demo on another origin', () => {
  it('follows the English host page, keeps the host CSS out, and loads React once', async () => {
    const { page, errors } = await openPage(browser, demoUrl('/'));
    const reactChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/lib\/chunks\/react-/.test(request.url())) reactChunks.push(request.url());
    });
    await page.reload();
    const calendar = page.locator('commune-events').first();
    await calendar.locator('li').first().waitFor();

    expect(await calendar.locator('li').count()).toBe(3);
    const [soonest] = await upcomingEvents();
    expect(await calendar.getByRole('heading', { level: 3 }).first().textContent()).toBe(soonest!.title.en);
    expect(await calendar.locator('time').first().textContent()).toBe(writtenDate(soonest!.date, 'en'));

    // The portal's own agenda, given through the `items` property, in the page's language.
    const agenda = page.locator('commune-events#portal-agenda');
    await agenda.getByRole('heading', { level: 3, name: 'Guided trek in the Mandara mountains' }).waitFor();
    expect(await agenda.locator('li').count()).toBe(2);
    // The portal's events are next year's (demo/index.html).
    expect(await agenda.locator('time').first().textContent()).toBe(`15 November ${new Date().getFullYear() + 1}`);
    await help(page).getByRole('link', { name: 'Help' }).waitFor();
    expect(reactChunks).toHaveLength(1);

    // The host page's hostile rules style its own text but not the elements' shadow trees.
    const hostFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const elementFont = await calendar.locator('li').first().evaluate((item) => getComputedStyle(item).fontFamily);
    expect(elementFont).not.toBe(hostFont);
    const titleColor = await calendar.locator('li h3').first().evaluate((title) => getComputedStyle(title).color);
    expect(titleColor).not.toBe('rgb(255, 0, 0)');

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
