import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '../src/content/pages';
import type { Lang } from '../src/runtime/store';
import { DESKTOP, launchBrowser, loadEveryElement, PHONE, saveLanguage, seriousViolations, siteUrl, watchConsole } from './support/browser';

/*
 * Every public page of the site, in French and English (the reader's saved choice, the cookie the
 * server reads), on a wide screen and on a phone: it arrives in that language, its elements take
 * over their server-rendered HTML without a console error once the reader reaches them, it fits
 * a 390 px screen without scrolling sideways, and has no serious or critical accessibility
 * violation.
 */

const publicPaths = sitePages.filter((page) => page.area === 'public').map((page) => page.path);
const setups = [
  { name: '1280 px, French', viewport: DESKTOP, lang: 'fr' as Lang },
  { name: '1280 px, English', viewport: DESKTOP, lang: 'en' as Lang },
  { name: '390 px, French', viewport: PHONE, lang: 'fr' as Lang },
  { name: '390 px, English', viewport: PHONE, lang: 'en' as Lang },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(setups)('every public page at $name', ({ viewport, lang }) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    await saveLanguage(context, lang);
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
    watchConsole(page, errors, [], () => page.url());
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(publicPaths)('%s', async (path) => {
    errors.length = 0;
    const response = await page.goto(siteUrl(path), { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await loadEveryElement(page);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    const failed = await page.evaluate(() =>
      [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('commune-') && el.shadowRoot?.querySelector('[part="error"]')).map((el) => el.localName),
    );
    expect(failed, 'elements showing their error alert').toEqual([]);
    expect(await page.locator('main h1, main [slot="heading"]').count(), 'one h1').toBeGreaterThan(0);
    // No sideways scrolling, on a phone as on a wide screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal scroll at ${viewport.width} px`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
