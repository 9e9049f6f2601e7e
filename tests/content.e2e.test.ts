import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoUrl, launchBrowser, openPage, siteUrl } from './support/browser';
import { communeDay } from '../src/shared/agenda';

/*
 * What staff publish reaches residents: a staff member signs in, publishes a news article and
 * an event through the API, and a resident sees them on the site and on a partner's portal,
 * without a rebuild. After logging out, the admin and the writes are refused.
 */

let browser: Browser;
const origin = new URL(siteUrl()).origin;
const created: { collection: string; id: number; version: number }[] = [];
let cookie = '';

const NEWS = {
  title: { fr: 'Campagne de vaccination contre la rougeole', en: 'Measles vaccination campaign' },
  content: {
    fr: 'Du 1er au 5 décembre, les centres de santé vaccinent gratuitement les enfants de 9 mois à 5 ans. Apportez le carnet de santé.',
    en: 'From 1 to 5 December, health centres vaccinate children aged 9 months to 5 years for free. Bring the health booklet.',
  },
  date: '2026-11-20',
  status: 'published',
};

const EVENT = {
  title: { fr: 'Foire agricole de Dtima', en: 'Dtima farm fair' },
  description: { fr: 'Exposition des récoltes de mil, d’oignon et de coton, concours du plus beau bétail.', en: 'Millet, onion and cotton harvests on show, and a best-livestock contest.' },
  location: { fr: 'Place des Fêtes', en: 'Festival square' },
  // Today: the soonest of the upcoming events, so the partner portal's three show it too.
  date: communeDay(),
  start: '09:00',
  end: '17:00',
  status: 'published',
};

async function api(method: string, path: string, body?: unknown, withCookie = cookie) {
  return fetch(new URL(path, origin), {
    method,
    headers: { origin, ...(withCookie ? { cookie: withCookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    redirect: 'manual',
  });
}

/** How many times `text` shows inside the element `tag` (the locator pierces its shadow root). */
function countIn(page: Page, tag: string, text: string): Promise<number> {
  return page.locator(tag).getByText(text).count();
}

beforeAll(async () => {
  browser = await launchBrowser();
  const login = await api('POST', '/api/v1/session', { username: 'admin', password: inject('adminPassword') }, '');
  if (login.status !== 204) throw new Error(`Sign-in refused: ${login.status}`);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  for (const [collection, body] of [
    ['news', NEWS],
    ['events', EVENT],
  ] as const) {
    const response = await api('POST', `/api/v1/${collection}`, body);
    if (response.status !== 201) throw new Error(`${collection}: ${response.status} ${await response.text()}`);
    const { item } = (await response.json()) as { item: { id: number; version: number } };
    created.push({ collection, ...item });
  }
});

afterAll(async () => {
  // Leave the shared server as the other end-to-end files expect it.
  if (!cookie) {
    const login = await api('POST', '/api/v1/session', { username: 'admin', password: inject('adminPassword') }, '');
    cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  }
  for (const item of created) await api('DELETE', `/api/v1/${item.collection}/${item.id}`, { version: item.version });
  await browser?.close();
});

describe('content published by staff', () => {
  it('appears in Flash Info on the home page and on /flash-news', async () => {
    for (const path of ['/', '/flash-news']) {
      const { page, errors } = await openPage(browser, siteUrl(path));
      await page.locator('commune-flash-info').getByText(NEWS.title.fr).first().waitFor({ state: 'attached' });
      expect(await countIn(page, 'commune-flash-info', NEWS.title.fr)).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('appears in English for a reader who chose English', async () => {
    const { page } = await openPage(browser, siteUrl('/flash-news'), { savedLang: 'en' });
    await page.locator('commune-flash-info').getByText(NEWS.title.en).first().waitFor({ state: 'attached' });
    expect(await countIn(page, 'commune-flash-info', NEWS.content.en)).toBeGreaterThan(0);
    await page.context().close();
  });

  it('appears in the events on /events and in a partner portal’s <commune-events>', async () => {
    const { page, errors } = await openPage(browser, siteUrl('/events'));
    await page.locator('commune-events').getByText(EVENT.title.fr).waitFor();
    expect(await countIn(page, 'commune-events', EVENT.location.fr)).toBeGreaterThan(0);
    // The page came with the published events: no request for them, and so nothing moved.
    const asked = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/v1/events')).length);
    expect(asked).toBe(0);
    expect(await page.evaluate(() => document.querySelector('script[data-commune-live="events"]')?.textContent ?? '')).toContain(EVENT.title.fr);
    expect(errors).toEqual([]);
    await page.context().close();

    const partner = await openPage(browser, demoUrl('/'));
    await partner.page.locator('commune-events').first().getByText(EVENT.title.en).waitFor();
    expect(partner.errors).toEqual([]);
    await partner.context.close();
  });

  it('refuses the admin and every write once the staff member has logged out', async () => {
    expect((await api('GET', '/admin-dtima')).status).toBe(200);
    expect((await api('DELETE', '/api/v1/session')).status).toBe(204);
    const page = await api('GET', '/admin-dtima/content/news');
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/admin-dtima/login?next=%2Fadmin-dtima%2Fcontent%2Fnews');
    expect((await api('POST', '/api/v1/news', NEWS)).status).toBe(401);
    expect((await api('GET', '/api/v1/news?status=all')).status).toBe(401);
    cookie = '';
  });
});
