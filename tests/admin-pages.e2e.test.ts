import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '../src/content/pages';
import { paths } from '../src/content/site-map';
import type { Lang } from '../src/runtime/store';
import { DESKTOP, launchBrowser, loadEveryElement, PHONE, seriousViolations, siteUrl, staffSession } from './support/browser';

/*
 * Every page of the staff area, signed in, in French and English, on a wide screen and on a
 * phone: its screen renders from the server's data without a console error or an element's
 * error alert, fits a 390 px screen without scrolling sideways, and has no serious or critical
 * accessibility violation.
 */

const adminPaths = sitePages.filter((page) => page.area === 'admin' && page.path !== paths.adminLogin).map((page) => page.path);
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

/** The screen's h1, inside its element's shadow root. */
function screenHeading(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const inLight = main?.querySelector('h1');
    if (inLight) return inLight.textContent;
    for (const element of main?.querySelectorAll('*') ?? []) {
      const heading = element.shadowRoot?.querySelector('h1');
      if (heading) return heading.textContent;
    }
    return null;
  });
}

describe.each(setups)('every admin page at $name', ({ viewport, lang }) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'commune_session', value: await staffSession(), url: siteUrl('/'), httpOnly: true, sameSite: 'Strict' }]);
    await context.addInitScript((saved) => localStorage.setItem('commune.lang', saved), lang);
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.location().url === '' && message.text().includes('Content Security Policy')) return;
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${String(error)}`));
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(adminPaths)('%s', async (path) => {
    errors.length = 0;
    const response = await page.goto(siteUrl(path), { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await loadEveryElement(page);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    const title = sitePages.find((entry) => entry.path === path)!.title[lang];
    await expect.poll(() => screenHeading(page), { timeout: 8000 }).toBe(title);
    // The screen has loaded its data: no « Chargement… » left.
    await expect.poll(() => page.locator('main').getByText(lang === 'fr' ? 'Chargement…' : 'Loading…').count(), { timeout: 8000 }).toBe(0);
    const failed = await page.evaluate(() =>
      [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('commune-') && el.shadowRoot?.querySelector('[part="error"]')).map((el) => el.localName),
    );
    expect(failed, 'elements showing their error alert').toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal scroll at ${viewport.width} px`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
