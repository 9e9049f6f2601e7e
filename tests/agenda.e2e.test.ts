import ICAL from 'ical.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousViolations, siteUrl } from './support/browser';
import { publishedEvents, upcomingEvents, type PublishedEvent } from './support/agenda';

/*
 * The agenda residents take home, against the built server: the events page's filters without
 * JavaScript (a GET form), an event's page and its calendar file, the whole agenda as a
 * calendar, in French and English, and one rule for « à venir » on the home page, the events
 * page and the dashboard.
 */

let browser: Browser;
let published: PublishedEvent[];
let soonFirst: PublishedEvent[];
beforeAll(async () => {
  browser = await launchBrowser();
  published = await publishedEvents();
  soonFirst = await upcomingEvents();
});
afterAll(async () => {
  await browser?.close();
});

/** A context that runs no script at all, in a language (the cookie the server reads). */
async function withoutScript(lang: 'fr' | 'en', viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  await context.addCookies([{ name: 'commune-lang', value: lang, url: siteUrl('/'), sameSite: 'Lax' }]);
  context.setDefaultTimeout(10_000);
  return { context, page: await context.newPage() };
}

const upcoming = () => soonFirst;
const titlesOn = (page: Page) => page.locator('commune-events li .event__title').allTextContents();

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar;
}

describe('the events page’s filters, without JavaScript', () => {
  for (const [lang, texts] of [
    ['fr', { month: 'Mois', category: 'Catégorie', show: 'Afficher', health: 'Santé', count: /^\d+ événements? en .+ · Santé$/, none: 'Aucun événement ne correspond à ces critères.' }],
    ['en', { month: 'Month', category: 'Category', show: 'Show', health: 'Health', count: /^\d+ events? in .+ · Health$/, none: 'No events match these choices.' }],
  ] as const) {
    it(`submit the form (GET) and answer the chosen month and category, in ${lang === 'fr' ? 'French' : 'English'}`, async () => {
      const { context, page } = await withoutScript(lang);
      await page.goto(siteUrl('/events'));
      expect(await titlesOn(page)).toEqual(upcoming().map((event) => event.title[lang]));

      const health = upcoming().find((event) => event.category === 'health')!;
      const month = health.date.slice(0, 7);
      await page.getByLabel(texts.month, { exact: true }).selectOption(month);
      await page.getByLabel(texts.category, { exact: true }).selectOption({ label: texts.health });
      await page.getByRole('button', { name: texts.show }).click();
      await page.waitForURL((url) => url.searchParams.get('month') === month);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/events');
      expect(url.searchParams.get('category')).toBe('health');

      const expected = published.filter((event) => event.date.startsWith(month) && event.category === 'health').map((event) => event.title[lang]);
      expect(await titlesOn(page)).toEqual(expected);
      expect(await page.locator('commune-events [role="status"]').textContent()).toMatch(texts.count);
      // The choice stays in the form, so the reader sees what the list shows.
      expect(await page.getByLabel(texts.month, { exact: true }).inputValue()).toBe(month);
      expect(await page.getByLabel(texts.category, { exact: true }).inputValue()).toBe('health');
      // axe needs script to run: the same address, in a reader's browser with it.
      const checked = await openPage(browser, page.url());
      expect(await seriousViolations(checked.page)).toEqual([]);
      expect(checked.errors).toEqual([]);
      await checked.context.close();

      // A month with no health event: said plainly, with the way back.
      await page.goto(siteUrl('/events?month=2020-01&category=health'));
      expect(await page.locator('commune-events .events__empty').textContent()).toContain(texts.none);
      await context.close();
    });
  }

  it('ignores what is not a month or a category, and fits a phone', async () => {
    const { context, page } = await withoutScript('fr', PHONE);
    const response = await page.goto(siteUrl('/events?month=demain&category=%3Cscript%3E&utm_source=whatsapp'));
    expect(response?.status()).toBe(200);
    expect(await titlesOn(page)).toEqual(upcoming().map((event) => event.title.fr));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('the events page with JavaScript', () => {
  it('filters in place and keeps the address in step, in English', async () => {
    const { page, errors, context } = await openPage(browser, siteUrl('/events?lang=en'));
    const month = upcoming()[0]!.date.slice(0, 7);
    await page.locator('commune-events select[name="month"]').selectOption(month);
    await page.waitForURL((url) => url.searchParams.get('month') === month);
    expect(await titlesOn(page)).toEqual(published.filter((event) => event.date.startsWith(month)).sort((a, b) => a.date.localeCompare(b.date)).map((event) => event.title.en));
    await page.reload();
    expect(await page.locator('commune-events select[name="month"]').inputValue()).toBe(month);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an event’s page', () => {
  for (const lang of ['fr', 'en'] as const) {
    it(`shows the event, links to the map and to its calendar file, accessible, in ${lang === 'fr' ? 'French' : 'English'}`, async () => {
      const { page, errors, context } = await openPage(browser, siteUrl(`/events?lang=${lang}`));
      const event = upcoming()[0]!;
      await page.locator('commune-events li .event__title a').first().click();
      await page.waitForURL(/\/events\/\d+-[a-z0-9-]+$/);
      expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/events/${event.id}-`));
      const details = page.locator('commune-event-details');
      expect(await details.locator('h1').textContent()).toBe(event.title[lang]);
      expect(await page.title()).toBe(`${event.title[lang]} · ${lang === 'fr' ? 'Commune de Dtima' : 'Dtima Council'}`);
      expect(await details.locator('time').getAttribute('datetime')).toBe(event.date);
      expect(await details.locator('.event-page__place').textContent()).toBe(event.location[lang]);
      expect(await details.locator('.event-page__map').getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=/);
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(siteUrl(new URL(page.url()).pathname).replace(/\/$/, ''));

      const add = details.getByRole('link', { name: lang === 'fr' ? 'Ajouter à mon agenda' : 'Add to my calendar' });
      const href = (await add.getAttribute('href'))!;
      expect(href).toBe(`${new URL(page.url()).pathname}.ics`);
      const file = await context.request.get(siteUrl(href));
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const vevent = new ICAL.Event(parse(await file.text()).getFirstSubcomponent('vevent')!);
      expect(vevent.summary).toBe(event.title[lang]);
      expect(vevent.startDate.toJSDate().toISOString()).toBe(new Date(`${event.date}T${event.start}:00+01:00`).toISOString());

      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('reads without JavaScript on a phone, and an unknown event is a bilingual not-found page', async () => {
    const { context, page } = await withoutScript('en', PHONE);
    const event = upcoming()[0]!;
    await page.goto(siteUrl(`/events/${event.id}`));
    expect(await page.locator('commune-event-details h1').textContent()).toBe(event.title.en);
    expect(await page.locator('commune-event-details .event-page__fact').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const missing = await page.goto(siteUrl('/events/99999-rien'));
    expect(missing?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toContain('Page not found');
    await context.close();
  });
});

describe('the agenda as a calendar to subscribe to', () => {
  it('is linked from the events page and read by a calendar parser, in the reader’s language', async () => {
    const { context, page } = await withoutScript('en');
    await page.goto(siteUrl('/events'));
    const link = page.locator('commune-events .events__subscribe a');
    expect(await link.textContent()).toBe('Subscribe to the calendar (.ics)');
    const response = await context.request.get(siteUrl((await link.getAttribute('href'))!));
    const calendar = parse(await response.text());
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Dtima Council events');
    const summaries = calendar.getAllSubcomponents('vevent').map((vevent) => vevent.getFirstPropertyValue('summary'));
    expect(summaries.sort()).toEqual(published.map((event) => event.title.en).sort());
    await context.close();
  });
});

describe('« à venir », one rule', () => {
  it('lists on the home page the next upcoming events, as many as the dashboard counts (at most five shown)', async () => {
    const { page, context } = await openPage(browser, siteUrl('/?lang=fr'));
    const home = await page.locator('commune-events li .event__title').allTextContents();
    expect(home).toEqual(upcoming().slice(0, 5).map((event) => event.title.fr));
    await context.close();

    const events = await openPage(browser, siteUrl('/events?lang=fr'));
    const count = await events.page.locator('commune-events [role="status"]').textContent();
    await events.context.close();

    const dashboard = await openPage(browser, siteUrl('/admin-dtima'), { signedIn: true, savedLang: 'fr' });
    const card = dashboard.page.locator('commune-admin-dashboard .ui-stat', { hasText: 'Événements à venir' });
    await card.locator('.ui-stat__value').waitFor();
    const value = Number(await card.locator('.ui-stat__value').textContent());
    expect(value).toBe(upcoming().length);
    expect(count).toBe(`${value} événements à venir`);
    await dashboard.context.close();
  });
});
