import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, siteUrl } from './support/browser';
import { publishedEvents, upcomingEvents, writtenDate, type PublishedEvent } from './support/agenda';

let browser: Browser;
let upcoming: PublishedEvent[];
beforeAll(async () => {
  browser = await launchBrowser();
  upcoming = await upcomingEvents();
});
afterAll(async () => {
  await browser?.close();
});

/** The events' titles, in the order the element shows them. */
async function shownTitles(page: import('playwright-core').Page) {
  return page.locator('commune-events li h3, commune-events li h2').allTextContents();
}

const MONTH_ABBREVIATIONS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];

describe('<commune-events> on the site', () => {
  it('shows the next five upcoming events on the home page, soonest first, with a link to all', async () => {
    // The seed dates the nine annual events from the server's first day: all of them are to come.
    expect(upcoming.length).toBeGreaterThanOrEqual(9);
    const { page, errors } = await openPage(browser, siteUrl('/'));
    const events = page.locator('commune-events');
    await expect(events.getByRole('heading', { name: 'Événements à venir' }).textContent()).resolves.toBe('Événements à venir');
    expect(await shownTitles(page)).toEqual(upcoming.slice(0, 5).map((event) => event.title.fr));
    expect(await events.locator('.event__month').allTextContents()).toEqual(upcoming.slice(0, 5).map((event) => MONTH_ABBREVIATIONS[Number(event.date.slice(5, 7)) - 1]));
    const all = events.getByRole('link', { name: 'Voir tous les événements' });
    expect(await all.getAttribute('href')).toBe('/events');
    await all.click();
    await page.waitForURL(siteUrl('/events'));
    expect(await page.locator('commune-events li').count()).toBe(upcoming.length);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists every upcoming event on /events with French dates, places and descriptions', async () => {
    const { page, errors } = await openPage(browser, siteUrl('/events'));
    const titles = await shownTitles(page);
    expect(titles).toEqual(upcoming.map((event) => event.title.fr));
    const nationalDay = upcoming.find((event) => event.title.fr === 'Fête nationale de l’Unité')!;
    const national = page.locator('commune-events li', { hasText: 'Fête nationale de l’Unité' });
    expect(await national.locator('time').textContent()).toBe(writtenDate(nationalDay.date, 'fr'));
    expect(await national.locator('time').getAttribute('datetime')).toBe(nationalDay.date);
    expect(await national.locator('.event__location').textContent()).toContain('Place des Fêtes');
    expect(await national.locator('.event__category').textContent()).toContain('Fêtes et cérémonies');
    expect((await national.locator('.event__description').textContent())?.length).toBeGreaterThan(40);
    expect(await national.locator('.event__title a').getAttribute('href')).toBe(`/events/${nationalDay.id}-fete-nationale-de-l-unite`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('leaves out a published event whose day has passed, on the home page and /events alike', async () => {
    const past = (await publishedEvents()).filter((event) => !upcoming.some((other) => other.id === event.id));
    const { page } = await openPage(browser, siteUrl('/events'));
    const titles = await shownTitles(page);
    for (const event of past) expect(titles).not.toContain(event.title.fr);
    await page.context().close();
  });

  it('shows English dates with ?lang=en, and fits a 390 px phone', async () => {
    const { page } = await openPage(browser, siteUrl('/events?lang=en'), { viewport: PHONE });
    const nationalDay = upcoming.find((event) => event.title.en === 'National Day')!;
    const national = page.locator('commune-events li', { hasText: 'National Day' });
    expect(await national.locator('time').textContent()).toBe(writtenDate(nationalDay.date, 'en'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
