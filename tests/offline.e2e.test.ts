import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app';
import { openDatabase, type Database } from '../server/db/client';
import { seed } from '../server/db/seed';
import { listen } from '../server/http';
import { launchBrowser, watchConsole } from './support/browser';

/*
 * When the network drops (src/shell/service-worker.ts): a resident visits the home page and the
 * events, the server goes away, and both pages reload from the copy the site kept, saying so.
 * The server is this test's own, so that stopping it is the network cut.
 */

let browser: Browser;
let database: Database;
let close: () => Promise<void>;
let origin: string;

beforeAll(async () => {
  browser = await launchBrowser();
  database = await openDatabase({});
  await seed(database.db);
  const { app } = await buildApp({ database, distDir: 'dist' });
  origin = await listen(app, 0);
  close = () => app.close();
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

describe('offline', () => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  it('keeps the visited pages and says when they are served from the copy', async () => {
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR', extraHTTPHeaders: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    page = await context.newPage();
    watchConsole(page, errors);

    await page.goto(`${origin}/`, { waitUntil: 'load' });
    // The worker installs (the release's files), then takes the next page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload({ waitUntil: 'load' });
    await controlled(page);
    await page.goto(`${origin}/events`, { waitUntil: 'load' });
    await controlled(page);
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await expect.poll(() => page.locator('.commune-offline').count()).toBe(0);

    await close();

    await page.reload({ waitUntil: 'load' });
    const notice = page.locator('.commune-offline');
    await expect.poll(() => notice.textContent()).toMatch(/^Hors ligne\u00a0— contenu du \d{1,2} \S+ 20\d\d à \d\d:\d\d$/);
    expect(await notice.getAttribute('role')).toBe('status');
    // The home page's contacts (the footer) and Flash Info are there.
    const footer = await page.locator('commune-footer').evaluate((element) => element.shadowRoot?.textContent ?? '');
    expect(footer).toMatch(/Contact/i);
    expect(footer).toMatch(/\+?237|\d{3}\s?\d{2}\s?\d{2}\s?\d{2}/);
    const flash = await page.locator('commune-flash-info').evaluate((element) => element.shadowRoot?.textContent ?? '');
    expect(flash).toContain('Flash Info');

    await page.goto(`${origin}/events`, { waitUntil: 'load' });
    await expect.poll(() => page.locator('.commune-offline').textContent()).toMatch(/^Hors ligne/);
    const events = await page.locator('commune-events').first().evaluate((element) => element.shadowRoot?.textContent ?? '');
    expect(events.length).toBeGreaterThan(40);

    // A page never visited is the browser's own offline error, not a wrong page.
    const never = await page.goto(`${origin}/visitors/tourism`).catch((error: Error) => error);
    expect(never).toBeInstanceOf(Error);
    await context.close();
    expect(errors.filter((text) => !/Failed to load resource|ERR_CONNECTION_REFUSED|offline copy/.test(text))).toEqual([]);
  }, 90_000);
});
