import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionMessages } from '../src/admin/collection/messages';
import { translate } from '../src/shared/i18n/catalog';
import { collections } from '../src/collections';
import { pageTitles } from '../src/content/page-titles';
import { paths } from '../src/content/site-map';
import { DESKTOP, launchBrowser, PHONE, seriousViolations, siteUrl, staffSession, watchConsole } from './support/browser';

/*
 * The News screen arrives drawn by the server for the signed-in member of staff, its first page
 * of articles in the HTML: readable before any script (and without), then taken over in place by
 * its element, which does not ask the server for that page again and works as before.
 */

let browser: Browser;
const origin = new URL(siteUrl()).origin;
const NEWS = '/admin-dtima/content/news';

interface Page1 {
  items: { id: number; title: { fr: string; en: string } }[];
  total: number;
}

/** Page 1 of the news as the screen shows it, from the API. */
async function firstPage(): Promise<Page1> {
  const response = await fetch(new URL('/api/v1/news?status=all&page=1&pageSize=25&sort=-updatedAt', origin), { headers: { origin, cookie: `commune_session=${await staffSession()}` } });
  return (await response.json()) as Page1;
}

async function signedInContext(options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number }; lang?: 'fr' | 'en' } = {}) {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, javaScriptEnabled: options.javaScriptEnabled ?? true });
  await context.addCookies([
    { name: 'commune_session', value: await staffSession(), url: siteUrl('/'), httpOnly: true, sameSite: 'Strict' },
    ...(options.lang ? [{ name: 'commune-lang', value: options.lang, url: siteUrl('/') }] : []),
  ]);
  context.setDefaultTimeout(8_000);
  return context;
}

/** The titles in the news table's rows, in order, read from the shadow root as it is. */
const rowTitles = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const screen = document.querySelector('commune-admin-news')?.shadowRoot;
    return [...(screen?.querySelectorAll('.ui-table__body .ui-table__row [role="rowheader"]') ?? [])].map((cell) => cell.textContent?.trim() ?? '');
  });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the News screen drawn by the server', () => {
  it('shows its first page of articles without JavaScript', async () => {
    const { items } = await firstPage();
    expect(items.length).toBeGreaterThan(0);
    const context = await signedInContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(siteUrl(NEWS));
      expect(await rowTitles(page)).toEqual(items.map((item) => item.title.fr));
      await expect(page.getByRole('heading', { level: 1, name: pageTitles[paths.adminNews].fr }).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  for (const { lang, viewport, name } of [
    { lang: 'fr' as const, viewport: DESKTOP, name: '1280 px, French' },
    { lang: 'en' as const, viewport: PHONE, name: '390 px, English' },
  ]) {
    it(`is taken over in place at ${name}: no second request for its rows, editing works, no console error`, async () => {
      const { items } = await firstPage();
      const context = await signedInContext({ viewport, lang });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        watchConsole(page, errors);
        const listRequests: string[] = [];
        page.on('request', (request: Request) => {
          if (/\/api\/v1\/news\?/.test(request.url())) listRequests.push(request.url());
        });
        await page.goto(siteUrl(NEWS));
        // The rows are there as the page arrives, with the element's code not yet run.
        expect(await rowTitles(page)).toEqual(items.map((item) => item.title[lang] || item.title.fr));
        await page.waitForFunction(() => {
          const root = document.querySelector('commune-admin-news')?.shadowRoot?.querySelector('.commune-root');
          return root !== null && root !== undefined && Object.keys(root).some((key) => key.startsWith('__reactFiber$'));
        });
        await page.waitForTimeout(300);
        expect(listRequests).toEqual([]);

        const first = items[0]!;
        const row = page.getByRole('row', { name: first.title[lang] || first.title.fr });
        await row.getByRole('button', { name: translate(collectionMessages, lang, 'action.edit') }).click();
        const panel = page.getByRole('dialog');
        await panel.waitFor();
        await expect(panel.getByRole('textbox').first().inputValue()).resolves.toBe(first.title.fr);
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });

        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('opens the article pressed before the screen’s code has arrived, once it has', async () => {
    const { items } = await firstPage();
    const context = await signedInContext();
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      watchConsole(page, errors);
      // A slow network: the shell's code comes half a second after the page, the elements' a second after it.
      await page.route(/\/(assets|lib)\/.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, route.request().url().includes('/lib/') ? 1_000 : 500));
        await route.continue();
      });
      await page.goto(siteUrl(NEWS), { waitUntil: 'commit' });
      const first = items[0]!;
      const edit = page.getByRole('row', { name: first.title.fr }).getByRole('button', { name: translate(collectionMessages, 'fr', 'action.edit') });
      await edit.click();
      expect(await page.evaluate(() => customElements.get('commune-admin-news') === undefined)).toBe(true);
      const panel = page.getByRole('dialog');
      // Each of the elements' files a second late, a few of them one after another.
      await panel.waitFor({ timeout: 20_000 });
      await expect(panel.getByRole('textbox').first().inputValue()).resolves.toBe(first.title.fr);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('asks the server for the next rows once the reader changes the sort', async () => {
    const context = await signedInContext();
    try {
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (request: Request) => {
        if (/\/api\/v1\/news\?/.test(request.url())) asked.push(new URL(request.url()).search);
      });
      await page.goto(siteUrl(NEWS));
      const heading = page.getByRole('columnheader', { name: collections.news.columns.title.label.fr });
      await heading.click();
      await page.waitForURL(/sort=title/);
      await expect.poll(() => asked).toContain('?status=all&page=1&pageSize=25&sort=title');
    } finally {
      await context.close();
    }
  });
});
