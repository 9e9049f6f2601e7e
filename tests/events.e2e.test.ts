import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, siteUrl } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The events' titles, in the order the element shows them. */
async function shownTitles(page: import('playwright-core').Page) {
  return page.locator('commune-events li h3, commune-events li h2').allTextContents();
}

describe('<commune-events> on the site', () => {
  it('shows the first 5 of the 9 events on the home page, earliest first, with a link to all', async () => {
    const { page, errors } = await openPage(browser, siteUrl('/'));
    const events = page.locator('commune-events');
    await expect(events.getByRole('heading', { name: 'Événements à venir' }).textContent()).resolves.toBe('Événements à venir');
    expect(await shownTitles(page)).toEqual([
      'Jour de l’An',
      'Fête de la Jeunesse',
      'Journée internationale des droits des femmes',
      'Journée mondiale de la santé',
      'Fête du Travail',
    ]);
    expect(await events.locator('.event__month').allTextContents()).toEqual(['janv.', 'févr.', 'mars', 'avr.', 'mai']);
    const all = events.getByRole('link', { name: 'Voir tous les événements' });
    expect(await all.getAttribute('href')).toBe('/events');
    await all.click();
    await page.waitForURL(siteUrl('/events'));
    expect(await page.locator('commune-events li').count()).toBe(9);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists all nine events on /events with French dates and descriptions', async () => {
    const { page, errors } = await openPage(browser, siteUrl('/events'));
    const titles = await shownTitles(page);
    expect(titles).toHaveLength(9);
    expect(titles[0]).toBe('Jour de l’An');
    expect(titles.at(-1)).toBe('Noël');
    const national = page.locator('commune-events li', { hasText: 'Fête nationale de l’Unité' });
    expect(await national.locator('time').textContent()).toBe('20 mai 2025');
    expect(await national.locator('time').getAttribute('datetime')).toBe('2025-05-20');
    expect((await national.locator('.event__description').textContent())?.length).toBeGreaterThan(40);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows English dates with ?lang=en, and fits a 390 px phone', async () => {
    const { page } = await openPage(browser, siteUrl('/events?lang=en'), { viewport: PHONE });
    const national = page.locator('commune-events li', { hasText: 'National Day' });
    expect(await national.locator('time').textContent()).toBe('20 May 2025');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
