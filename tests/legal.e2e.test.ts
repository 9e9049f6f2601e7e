import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '../src/content/pages';
import type { Lang } from '../src/runtime/store';
import { DESKTOP, launchBrowser, openPage, PHONE, saveLanguage, seriousViolations, siteUrl, watchConsole } from './support/browser';

/*
 * The pages a public body owes its readers, as a resident reaches them: from the footer of the
 * home page, in French and in English, with their headings and key facts, read with the keyboard
 * and without JavaScript, with no serious accessibility violation; and what search engines read
 * (robots.txt, and sitemap.xml parsed by Chromium's XML parser).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface LegalPage {
  path: string;
  link: Record<Lang, string>;
  h1: Record<Lang, string>;
  /** Texts a resident must find there. */
  facts: Record<Lang, readonly (string | RegExp)[]>;
}

const legalPages: readonly LegalPage[] = [
  {
    path: '/mentions-legales',
    link: { fr: 'Mentions légales', en: 'Legal notice' },
    h1: { fr: 'Mentions légales', en: 'Legal notice' },
    facts: {
      fr: ['Directeur de la publication', /Hamadou Daïrou Bello, maire de la Commune de Dtima/, 'Hébergement', /hébergé par la Commune de Dtima elle-même/, 'B.P. 27 Dtima'],
      en: ['Publication director', /Hamadou Daïrou Bello, Mayor of Dtima Council/, 'Hosting', /hosted by Dtima Council itself/, 'P.O. Box 27 Dtima'],
    },
  },
  {
    path: '/confidentialite',
    link: { fr: 'Données personnelles', en: 'Privacy' },
    h1: { fr: 'Données personnelles et confidentialité', en: 'Privacy and personal data' },
    facts: {
      fr: [/loi n°\s2024\/017 du 23 décembre 2024/, /jusqu’à ce qu’un agent de la mairie les supprime/, /Seuls les agents de la mairie/, /pour obtenir une copie de votre message, le faire corriger ou le faire supprimer/i],
      en: [/Law No\. 2024\/017 of 23 December 2024/, /until a member of the town hall’s staff deletes them/, /Only town hall staff/, /To get a copy of your message, have it corrected or have it deleted/],
    },
  },
  {
    path: '/accessibilite',
    link: { fr: 'Accessibilité : partiellement conforme', en: 'Accessibility: partially compliant' },
    h1: { fr: 'Déclaration d’accessibilité', en: 'Accessibility statement' },
    facts: {
      fr: [/est partiellement conforme avec le référentiel général d’amélioration de l’accessibilité/, '26 novembre 2026', 'Contenus non accessibles', 'Signaler une difficulté', 'Voies de recours', /préfet du département/],
      en: [/is partially compliant with the French general accessibility improvement framework/, '26 November 2026', 'Content that is not accessible', 'Reporting a barrier', 'Right of appeal', /Senior Divisional Officer/],
    },
  },
];

const legalNav = (page: Page, lang: Lang) => page.locator('commune-footer').getByRole('navigation', { name: lang === 'fr' ? 'Informations légales' : 'Legal information' });

async function expectFacts(page: Page, legal: LegalPage, lang: Lang): Promise<void> {
  await page.getByRole('heading', { level: 1, name: legal.h1[lang], exact: true }).waitFor();
  const text = (await page.locator('commune-legal .legal').innerText()).replace(/\s+/g, ' ');
  for (const fact of legal.facts[lang]) {
    const found = typeof fact === 'string' ? text.includes(fact) : fact.test(text);
    expect(found, `${legal.path} (${lang}): ${String(fact)}`).toBe(true);
  }
}

describe.each(['fr', 'en'] as const)('the legal pages in %s', (lang) => {
  it.each([DESKTOP, PHONE].map((viewport) => [viewport.width, viewport] as const))('are linked from the footer of the home page and read whole at %i px', async (_width, viewport) => {
    const { page, context, errors } = await openPage(browser, siteUrl('/'), { savedLang: lang, viewport });
    try {
      const nav = legalNav(page, lang);
      await nav.scrollIntoViewIfNeeded();
      const names = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent!.replace(/\s+/g, ' ')));
      expect(names).toEqual(legalPages.map((legal) => legal.link[lang]));
      for (const legal of legalPages) {
        await page.goto(siteUrl('/'));
        const link = legalNav(page, lang).getByRole('link', { name: legal.link[lang], exact: true });
        expect(await link.getAttribute('href')).toBe(legal.path);
        await link.click();
        await page.waitForURL(siteUrl(legal.path));
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        await expectFacts(page, legal, lang);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${legal.path}: sideways scroll`).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page), legal.path).toEqual([]);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('read and link without JavaScript', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    await saveLanguage(context, lang);
    try {
      const page = await context.newPage();
      for (const legal of legalPages) {
        const response = await page.goto(siteUrl(legal.path));
        expect(response?.status()).toBe(200);
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        await expectFacts(page, legal, lang);
        // The contacts work as they are: tel: and mailto: links.
        expect(await page.locator('commune-legal').getByRole('link', { name: '+237 222 29 14 50' }).first().getAttribute('href')).toBe('tel:+237222291450');
        const links = legalNav(page, lang).getByRole('link');
        expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(legalPages.map((other) => other.path));
      }
    } finally {
      await context.close();
    }
  });
});

interface Focused {
  tag: string;
  name: string;
  href: string | null;
  /** Whether a focus ring shows: an outline or a box shadow. */
  ring: boolean;
  inView: boolean;
}

/** Tabs through the whole page, from the address bar back to it, and says what had the focus at each step. */
async function tabThrough(page: Page, max = 150): Promise<Focused[]> {
  const seen: Focused[] = [];
  for (let step = 0; step < max; step++) {
    await page.keyboard.press('Tab');
    // Measured on the next frame, once the focus styles (the skip link sliding in) apply.
    const focused = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      if (!active || active === document.body) return undefined;
      const style = getComputedStyle(active);
      const box = active.getBoundingClientRect();
      return {
        tag: active.localName,
        name: (active.getAttribute('aria-label') ?? active.textContent ?? '').replace(/\s+/g, ' ').trim(),
        href: active.getAttribute('href'),
        ring: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
        inView: box.bottom > 0 && box.top < innerHeight && box.width > 0,
      };
    });
    // Past the last control, focus leaves the page (or, headless, wraps round to its start).
    if (!focused || (seen.length > 0 && focused.href === seen[0]!.href && focused.name === seen[0]!.name)) break;
    seen.push(focused);
  }
  return seen;
}

describe('with the keyboard alone', () => {
  it.each(legalPages.map((legal) => legal.path))('%s: every link is reached in reading order, in view, with a visible focus ring', async (path) => {
    // Motion not reduced: the reduced-motion rule gives every element a 0.01 ms transition, which
    // a background tab may not have finished when the focus is measured.
    const { page, context } = await openPage(browser, siteUrl(path), { savedLang: 'fr' });
    try {
      // As a reader arrives: the window focused, at the top of the page, nothing focused in it.
      await page.bringToFront();
      await page.evaluate(() => new Promise((resolve) => {
        window.scrollTo(0, 0);
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }));
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const focused = await tabThrough(page);
      expect(focused[0]?.name).toBe('Aller au contenu principal');
      const without = focused.filter((item) => !item.ring || !item.inView);
      expect(without, 'focused without a visible ring, or out of view').toEqual([]);
      // The text's own links, in the order they are written, then the footer's legal links.
      const textLinks = await page.locator('commune-legal').getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(textLinks.length).toBeGreaterThan(0);
      const hrefs = focused.map((item) => item.href);
      const firstText = hrefs.indexOf(textLinks[0]!);
      expect(hrefs.slice(firstText, firstText + textLinks.length)).toEqual(textLinks);
      const footerLegal = focused.filter((item) => legalPages.some((legal) => legal.path === item.href)).map((item) => item.href);
      expect(footerLegal.slice(-3)).toEqual(legalPages.map((legal) => legal.path));
    } finally {
      await context.close();
    }
  });
});

describe('what search engines read', () => {
  it('robots.txt keeps them out of the staff area and names the sitemap', async () => {
    const response = await fetch(siteUrl('/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin-dtima');
    expect(lines).toContain(`Sitemap: ${new URL(siteUrl('/')).origin}/sitemap.xml`);
  });

  it('sitemap.xml is well-formed XML listing every public page in both languages, with alternates and last changes', async () => {
    const origin = new URL(siteUrl('/')).origin;
    const page = await browser.newPage();
    const errors: string[] = [];
    watchConsole(page, errors);
    try {
      await page.goto(siteUrl('/'));
      const parsed = await page.evaluate(async () => {
        const response = await fetch('/sitemap.xml');
        const doc = new DOMParser().parseFromString(await response.text(), 'application/xml');
        const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
        const XHTML = 'http://www.w3.org/1999/xhtml';
        return {
          type: response.headers.get('content-type'),
          errors: doc.getElementsByTagName('parsererror').length,
          root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
          urls: [...doc.getElementsByTagNameNS(SITEMAP, 'url')].map((url) => ({
            loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent ?? '',
            lastmod: url.getElementsByTagNameNS(SITEMAP, 'lastmod')[0]?.textContent ?? '',
            alternates: Object.fromEntries([...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
          })),
        };
      });
      expect(parsed.type).toBe('application/xml; charset=utf-8');
      expect(parsed.errors).toBe(0);
      expect(parsed.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset');
      const publicPaths = sitePages.filter((entry) => entry.area === 'public').map((entry) => entry.path);
      expect(parsed.urls.map((url) => url.loc).sort()).toEqual(publicPaths.flatMap((path) => [`${origin}${path}`, `${origin}${path}?lang=en`]).sort());
      for (const url of parsed.urls) {
        const path = new URL(url.loc).pathname;
        expect(url.alternates, url.loc).toEqual({ fr: `${origin}${path}`, en: `${origin}${path}?lang=en`, 'x-default': `${origin}${path}` });
        const changed = Date.parse(url.lastmod);
        expect(Number.isFinite(changed), `${url.loc}: lastmod ${url.lastmod}`).toBe(true);
        expect(changed).toBeLessThanOrEqual(Date.now() + 60_000);
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
