import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageHead } from '../src/shell/head';
import { paths } from '../src/content/site-map';
import { findRoute, routeHeading, routes, type Route } from '../src/shell/routes';
import { demoUrl, DESKTOP, launchBrowser, openPage, PHONE, seriousViolations, siteUrl, loadEveryElement, staffSession } from './support/browser';
import { upcomingEvents } from './support/agenda';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page) => page.locator('main h1');
/** Whether focus is on the page's h1: in the main area, or in the shadow root of an element there (admin screens). */
const focusedHeading = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active?.localName !== 'h1') return false;
    const root = active.getRootNode();
    return (root instanceof ShadowRoot ? root.host : active).closest('main') !== null;
  });
/** The accessible name of the focused element, looking through shadow roots. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? null;
  });
const metaContent = (page: Page, name: string) =>
  page.evaluate((metaName) => document.querySelector(`meta[name="${metaName}"]`)?.getAttribute('content') ?? null, name);

/** Marks the window; a full reload would lose the mark. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { shellMark: string }).shellMark = 'same document'));
const windowMark = (page: Page) => page.evaluate(() => (window as unknown as { shellMark?: string }).shellMark);

async function expectAccessible(page: Page) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    const violations = await seriousViolations(page);
    expect(violations, `${viewport.width}px: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  }
}

describe('deep links', () => {
  it.each(routes.map((route) => [route.path, route] as [string, Route]))('%s', async (path, route) => {
    const signedIn = route.area === 'admin';
    const response = await fetch(siteUrl(path), { headers: signedIn ? { cookie: `commune_session=${await staffSession()}` } : {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);

    const { page, context, errors } = await openPage(browser, siteUrl(path), { signedIn });
    try {
      const head = pageHead(route, 'fr');
      await expect.poll(() => heading(page).textContent()).toBe(routeHeading(route, 'fr'));
      expect(await page.locator('h1').count()).toBe(1);
      /* oxlint-disable vitest/no-conditional-expect -- public, admin and sign-in pages carry different chrome, and each branch asserts */
      // The sign-in page is its card alone, and an admin screen says what it is for in its own
      // words: their summary is only the page's description.
      if (route.area === 'public' || !route.view) expect(await page.locator('main').getByText(route.summary.fr, { exact: true }).count()).toBeGreaterThan(0);
      expect(await page.title()).toBe(head.title);
      expect(await metaContent(page, 'description')).toBe(head.description);
      expect(await metaContent(page, 'robots')).toBe(route.area === 'admin' ? 'noindex' : null);
      expect(await page.getAttribute('html', 'lang')).toBe('fr');

      if (route.area === 'public') {
        expect(await page.getAttribute('commune-header', 'current-path')).toBe(route.path);
        expect(await page.locator('commune-footer, commune-help').count()).toBe(2);
        await expect.poll(() => page.getByRole('link', { name: 'Aller au contenu principal' }).count()).toBe(1);
      } else {
        expect(await page.locator('commune-header, commune-footer, commune-help').count()).toBe(0);
        expect(await page.getAttribute('commune-admin-header', 'current-path')).toBe(route.path);
        // Signing in comes before the admin's navigation.
        await expect.poll(() => page.getByRole('navigation', { name: 'Administration' }).count()).toBe(route.path === paths.adminLogin ? 0 : 1);
      }
      /* oxlint-enable vitest/no-conditional-expect */
      await expectAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('serves the page in English when the URL asks for it', async () => {
    const { page, context, errors } = await openPage(browser, siteUrl('/government/meet-mayor?lang=en'));
    try {
      await expect.poll(() => heading(page).textContent()).toBe('Meet the Mayor');
      expect(await page.title()).toBe('Meet the Mayor · Dtima Council');
      expect(await metaContent(page, 'description')).toBe(findRoute('/government/meet-mayor')!.description.en);
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(await page.getByRole('link', { name: 'Skip to main content' }).count()).toBe(1);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('not-found page', () => {
  it('answers 404 with a bilingual page and a way home', async () => {
    const response = await fetch(siteUrl('/no/such/page'));
    expect(response.status).toBe(404);

    const { page, context, errors } = await openPage(browser, siteUrl('/no/such/page'));
    try {
      const title = heading(page);
      expect(await title.locator('[lang="fr"]').textContent()).toBe('Page introuvable');
      expect(await title.locator('[lang="en"]').textContent()).toBe('Page not found');
      expect(await page.locator('main p[lang="fr"]').count()).toBe(1);
      expect(await page.locator('main p[lang="en"]').count()).toBe(1);
      expect(await page.title()).toBe('Page introuvable / Page not found · Commune de Dtima');
      expect(await metaContent(page, 'robots')).toBe('noindex');
      await expectAccessible(page);
      // The document's own 404 is expected; nothing else may fail.
      expect(errors.filter((error) => !/404 \(Not Found\)/.test(error))).toEqual([]);

      await page.setViewportSize(DESKTOP);
      await markWindow(page);
      await page.getByRole('link', { name: /Retour à l’accueil/ }).click();
      await page.waitForURL(siteUrl('/'));
      await expect.poll(() => heading(page).textContent()).toBe('Bienvenue à la Commune de Dtima');
      // An ordinary page load: the home page arrives rendered by the server.
      expect(await windowMark(page)).toBeUndefined();
      expect(await page.title()).toBe('Accueil · Commune de Dtima');
      expect(await metaContent(page, 'robots')).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('is what a link to an unknown path leads to', async () => {
    const { page, context } = await openPage(browser, siteUrl('/events'));
    try {
      await page.evaluate(() => {
        const link = Object.assign(document.createElement('a'), { href: '/no-such-page', textContent: 'nowhere' });
        document.querySelector('main')!.append(link);
      });
      await page.getByRole('link', { name: 'nowhere' }).click();
      await page.waitForURL(siteUrl('/no-such-page'));
      expect(await heading(page).locator('[lang="en"]').textContent()).toBe('Page not found');
    } finally {
      await context.close();
    }
  });
});

describe('navigation between public pages', () => {
  it('follows a link inside the footer’s shadow root to the next page, rendered with its title and description', async () => {
    const { page, context, errors } = await openPage(browser, siteUrl('/'));
    try {
      await markWindow(page);
      await page.locator('commune-footer').getByRole('link', { name: 'Tourisme', exact: true }).click();
      await page.waitForURL(siteUrl('/visitors/tourism'));
      await expect.poll(() => heading(page).textContent()).toBe('Tourisme');
      expect(await page.title()).toBe('Tourisme · Commune de Dtima');
      expect(await metaContent(page, 'description')).toBe(findRoute('/visitors/tourism')!.description.fr);
      expect(await page.getAttribute('commune-header', 'current-path')).toBe('/visitors/tourism');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // Public pages are ordinary page loads (no History API).
      expect(await windowMark(page)).toBeUndefined();

      await page.goBack();
      await page.waitForURL(siteUrl('/'));
      await expect.poll(() => heading(page).textContent()).toBe('Bienvenue à la Commune de Dtima');
      expect(await page.title()).toBe('Accueil · Commune de Dtima');
      await page.goForward();
      await expect.poll(() => heading(page).textContent()).toBe('Tourisme');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('follows the header’s logo link (in its shadow root) and the events link of the home page', async () => {
    const { page, context, errors } = await openPage(browser, siteUrl('/business/taxes'));
    try {
      await page.locator('commune-header a[href="/"]').first().click();
      await page.waitForURL(siteUrl('/'));
      await expect.poll(() => heading(page).textContent()).toBe('Bienvenue à la Commune de Dtima');

      await loadEveryElement(page);
      await page.locator('commune-events a[href="/events"]').first().click();
      await page.waitForURL(siteUrl('/events'));
      await expect.poll(() => heading(page).textContent()).toBe('Événements');
      expect(await page.title()).toBe('Événements · Commune de Dtima');
      await loadEveryElement(page);
      expect(await page.getAttribute('commune-events', 'variant')).toBe('full');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens the item a link’s fragment names on its page, and keeps the skip link working', async () => {
    const { page, context, errors } = await openPage(browser, siteUrl('/events'));
    try {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
      const box = await skip.boundingBox();
      expect(box && box.y >= 0 && box.height >= 24).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(siteUrl('/events#main'));
      expect(await heading(page).textContent()).toBe('Événements');

      await page.locator('commune-footer').getByRole('link', { name: 'Santé' }).click();
      await page.waitForURL(siteUrl('/residents/points-of-interest#health-services'));
      await expect.poll(() => heading(page).textContent()).toBe('Points d’intérêt');
      // The fragment is inside the element's shadow root: its item opens.
      await expect.poll(() => page.locator('commune-points-of-interest details#health-services').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('leaves modified clicks to the browser', async () => {
    const { page, context } = await openPage(browser, siteUrl('/'));
    try {
      const popup = context.waitForEvent('page');
      await page.locator('commune-footer').getByRole('link', { name: 'Tourisme', exact: true }).click({ modifiers: ['Shift'] });
      const opened = await popup;
      await opened.waitForLoadState();
      expect(new URL(opened.url()).pathname).toBe('/visitors/tourism');
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('switches every part of the page to English from the header’s link to ?lang=en', async () => {
    const { page, context, errors } = await openPage(browser, siteUrl('/events?lang=fr'));
    try {
      await page.locator('commune-header').getByRole('link', { name: 'Switch to English' }).click();
      await page.waitForURL(siteUrl('/events?lang=en'));
      await expect.poll(() => heading(page).textContent()).toBe('Events');
      expect(await page.title()).toBe('Events · Dtima Council');
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(await page.locator('.page-summary').textContent()).toBe(findRoute('/events')!.summary.en);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('admin frame', () => {
  it('shows a 16rem sidebar on wide screens and a menu button on small ones', async () => {
    const { page, context, errors } = await openPage(browser, siteUrl('/admin-dtima'), { signedIn: true });
    try {
      const sidebar = page.getByRole('navigation', { name: 'Administration' });
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
      // The screen starts right of the column, under the header.
      const header = await page.locator('commune-admin-header').boundingBox();
      const main = await page.locator('main').boundingBox();
      expect(main?.x).toBe(256);
      expect(main?.y).toBe(header!.y + header!.height);
      expect(await menu.isVisible()).toBe(false);
      expect(await page.getByRole('link', { name: 'Retour au site public' }).getAttribute('href')).toBe('/');
      await expect.poll(() => page.getByText('Bon retour, Admin').count()).toBe(1);

      await page.setViewportSize(PHONE);
      expect(await sidebar.isVisible()).toBe(false);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      expect(await sidebar.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      expect(await sidebar.isVisible()).toBe(false);
      await expect.poll(() => focusedName(page)).toBe('Menu');

      await menu.click();
      const content = page.getByRole('button', { name: 'Contenu' });
      expect(await content.getAttribute('aria-expanded')).toBe('false');
      await content.click();
      expect(await content.getAttribute('aria-expanded')).toBe('true');
      await markWindow(page);
      await sidebar.getByRole('link', { name: 'Articles d’actualité' }).click();
      await page.waitForURL(siteUrl('/admin-dtima/content/news'));
      await expect.poll(() => heading(page).textContent()).toBe('Gestion des actualités');
      expect(await sidebar.isVisible()).toBe(false);
      await expect.poll(() => focusedHeading(page)).toBe(true);
      expect(await windowMark(page)).toBe('same document');
      expect(await page.title()).toBe('Gestion des actualités · Commune de Dtima');
      expect(await page.getAttribute('commune-admin-sidebar', 'current-path')).toBe('/admin-dtima/content/news');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('follows the sidebar’s links in place on wide screens, focusing each screen’s heading', async () => {
    const { page, context, errors } = await openPage(browser, siteUrl('/admin-dtima'), { signedIn: true });
    try {
      await markWindow(page);
      const sidebar = page.getByRole('navigation', { name: 'Administration' });
      for (const path of [paths.adminSettings, paths.adminNotifications, paths.adminPages, paths.admin]) {
        await sidebar.locator(`a[href="${path}"]`).click();
        await page.waitForURL(siteUrl(path));
        await expect.poll(() => heading(page).textContent(), { message: path }).toBe(routeHeading(findRoute(path)!, 'fr'));
        await expect.poll(() => focusedHeading(page), { message: path }).toBe(true);
        expect(await sidebar.locator('[aria-current="page"]').getAttribute('href')).toBe(path);
      }
      expect(await windowMark(page)).toBe('same document');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('switches language with its FR/EN toggle', async () => {
    const { page, context } = await openPage(browser, siteUrl('/admin-dtima/settings'), { signedIn: true });
    try {
      const toggle = page.getByRole('button', { name: 'Switch to English' });
      expect(await toggle.textContent()).toContain('FR');
      await toggle.click();
      await expect.poll(() => heading(page).textContent()).toBe(routeHeading(findRoute('/admin-dtima/settings')!, 'en'));
      expect(await page.getByRole('button', { name: 'Passer en français' }).textContent()).toContain('EN');
      expect(await page.title()).toBe(`${findRoute('/admin-dtima/settings')!.title.en} · Dtima Council`);
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(await page.getByRole('link', { name: 'Back to the public site' }).count()).toBe(1);
      await expect.poll(() => page.getByText('Welcome back, Admin').count()).toBe(1);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it('logs out from the account menu, back to the sign-in page', async () => {
    // A session of its own: logging out ends it, and the other tests share theirs.
    const origin = new URL(siteUrl('/')).origin;
    const { page, context } = await openPage(browser, siteUrl('/admin-dtima/login'));
    try {
      const response = await page.request.post(`${origin}/api/v1/session`, {
        headers: { origin, 'content-type': 'application/json' },
        data: { username: 'admin', password: inject('adminPassword') },
      });
      expect(response.status()).toBe(204);
      await page.goto(siteUrl('/admin-dtima/notifications'));
      await page.getByRole('button', { name: 'Mon compte, Admin' }).click();
      await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
      await page.waitForURL(siteUrl('/admin-dtima/login'));
      await expect.poll(() => heading(page).textContent()).toBe('Espace du personnel');
      expect(await page.getAttribute('commune-admin-header', 'variant')).toBe('sign-in');
      expect(await page.getByRole('navigation', { name: 'Administration' }).count()).toBe(0);
      expect((await page.request.get(`${origin}/api/v1/session`)).status()).toBe(401);
    } finally {
      await context.close();
    }
  });
});

describe('partner demo', () => {
  it('embeds the events and help from the site’s origin, in the host’s language, untouched by its CSS', async () => {
    const { page, context, errors } = await openPage(browser, demoUrl('/'));
    try {
      expect(new URL(page.url()).origin).not.toBe(new URL(siteUrl('/')).origin);
      const events = page.locator('commune-events').first();
      await expect.poll(() => events.getByRole('listitem').count()).toBe(3);
      // English, as the host page's <html lang> says, and under the host's own h2.
      expect(await events.getByRole('heading', { level: 3 }).first().textContent()).toBe((await upcomingEvents())[0]!.title.en);
      const help = page.locator('commune-help').getByRole('link', { name: 'Help' });
      expect(await help.count()).toBe(1);

      // The host's `* { font-family, color !important }` matches the element itself; nothing
      // of it may be inherited by the text inside, nor may its h2 and button rules apply there.
      const inside = await events.evaluate((host) =>
        ['h3', 'p'].map((selector) => {
          const computed = getComputedStyle(host.shadowRoot!.querySelector(selector)!);
          return { selector, color: computed.color, font: computed.fontFamily, transform: computed.textTransform, background: computed.backgroundColor };
        }),
      );
      for (const style of inside) {
        expect(style.color, style.selector).not.toBe('rgb(139, 0, 0)');
        expect(style.font, style.selector).not.toMatch(/comic|cursive/i);
        expect(style.transform, style.selector).toBe('none');
        expect(style.background, style.selector).not.toBe('rgb(255, 224, 138)');
      }
      const button = await help.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { border: computed.borderTopStyle, padding: computed.paddingTop };
      });
      expect(button.border).not.toBe('dashed');
      expect(button.padding).not.toBe('32px');

      await expectAccessible(page);
      await page.setViewportSize(DESKTOP);
      await help.click();
      await expect.poll(() => page.getByRole('dialog', { name: 'How can we help you?' }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
