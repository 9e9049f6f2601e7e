import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sitePages } from '../src/content/pages';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousViolations, siteUrl, watchConsole } from './support/browser';

/*
 * A page per news item and the feed of them all, against the running server, as residents and
 * their feed readers meet them: the page in French and in English, its share links and Open
 * Graph tags, copying its link, the Flash Info cards leading to it, with and without script; the
 * Atom feed parsed by the browser's XML parser and checked for what RFC 4287 requires, entry by
 * entry against the published news; and the feed named in every page's head.
 */

let browser: Browser;
const origin = new URL(siteUrl()).origin;
let cookie = '';

const MARKET = '/flash-news/2-le-nouveau-marche-moderne-ouvre-ses-portes';
const BUDGET = '/flash-news/1-le-conseil-municipal-adopte-le-budget-2023';
const PACKS = '/flash-news/3-distribution-des-paquets-minimum-aux-ecoles';

async function api(method: string, path: string, body?: unknown) {
  return fetch(new URL(path, origin), {
    method,
    headers: { origin, ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    redirect: 'manual',
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const login = await api('POST', '/api/v1/session', { username: 'admin', password: inject('adminPassword') });
  if (login.status !== 204) throw new Error(`Sign-in refused: ${login.status}`);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
});

afterAll(async () => {
  await browser?.close();
});

/** The content of a `<meta>` of the page's head, by its property or name. */
const meta = (page: Page, key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).getAttribute('content');

const PAGES = {
  fr: {
    url: `${origin}${MARKET}`,
    title: 'Le nouveau marché moderne ouvre ses portes',
    date: '06 juillet 2023',
    text: /^Cent vingt boutiques, deux cents comptoirs couverts, .* avec l’appui du FEICOM\.$/,
    share: 'Partager cette actualité',
    whatsapp: 'Partager sur WhatsApp',
    facebook: 'Partager sur Facebook',
    email: 'Envoyer par E-mail',
    field: 'Lien de cette actualité',
    copy: 'Copier le lien',
    copied: 'Lien copié. Vous pouvez le coller dans un message.',
    pager: 'Autres actualités',
    previous: /Actualité précédente/,
    next: /Actualité suivante/,
    locale: 'fr_FR',
  },
  en: {
    url: `${origin}${MARKET}?lang=en`,
    title: 'The new modern market opens its doors',
    date: '06 July 2023',
    text: /^A hundred and twenty shops, two hundred covered stalls, .* built with support from FEICOM\.$/,
    share: 'Share this news item',
    whatsapp: 'Share on WhatsApp',
    facebook: 'Share on Facebook',
    email: 'Send by Email',
    field: 'Link to this news item',
    copy: 'Copy link',
    copied: 'Link copied. You can paste it into a message.',
    pager: 'More news',
    previous: /Previous news item/,
    next: /Next news item/,
    locale: 'en_GB',
  },
} as const;

describe('a news item’s page', () => {
  for (const lang of ['fr', 'en'] as const) {
    const expected = PAGES[lang];

    it(`shows the item in full, its share links and the previous and next items (${lang})`, async () => {
      const { page, errors, context } = await openPage(browser, siteUrl(`${MARKET}?lang=${lang}`));
      const article = page.locator('commune-news-article');
      expect(await page.locator('h1').count()).toBe(1);
      expect(await article.getByRole('heading', { level: 1 }).textContent()).toBe(expected.title);
      expect(await article.locator('time').first().textContent()).toBe(expected.date);
      expect(await article.getByText(expected.text).count()).toBe(1);
      expect(await article.getByRole('img').getAttribute('src')).toBe('/images/flash-news/modern-market.svg');
      const share = article.getByRole('region', { name: expected.share });
      expect(await share.getByRole('link', { name: expected.whatsapp }).getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`${expected.title}\n${expected.url}`)}`);
      expect(await share.getByRole('link', { name: expected.facebook }).getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(expected.url)}`);
      const mail = new URL((await share.getByRole('link', { name: expected.email }).getAttribute('href'))!);
      expect(mail.protocol).toBe('mailto:');
      expect(mail.searchParams.get('subject')).toBe(expected.title);
      expect(mail.searchParams.get('body')?.endsWith(`\n\n${expected.url}`)).toBe(true);
      expect(await share.getByRole('textbox', { name: expected.field }).inputValue()).toBe(expected.url);
      const pager = article.getByRole('navigation', { name: expected.pager });
      expect(await pager.getByRole('link', { name: expected.previous }).getAttribute('href')).toBe(BUDGET);
      expect(await pager.getByRole('link', { name: expected.next }).getAttribute('href')).toBe(PACKS);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`carries its Open Graph and Twitter card tags in the head, in the page’s language (${lang})`, async () => {
      const { page, context } = await openPage(browser, siteUrl(`${MARKET}?lang=${lang}`));
      expect(await page.title()).toBe(`${expected.title} · ${lang === 'fr' ? 'Commune de Dtima' : 'Dtima Council'}`);
      expect(await meta(page, 'og:type')).toBe('article');
      expect(await meta(page, 'og:title')).toBe(expected.title);
      expect(await meta(page, 'og:description')).toMatch(lang === 'fr' ? /^Cent vingt boutiques.*…$/ : /^A hundred and twenty shops.*…$/);
      expect(await meta(page, 'og:url')).toBe(expected.url);
      expect(await meta(page, 'og:image')).toBe(`${origin}/images/flash-news/modern-market.png`);
      expect(await meta(page, 'og:locale')).toBe(expected.locale);
      expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
      expect(await meta(page, 'twitter:title')).toBe(expected.title);
      expect(await meta(page, 'twitter:image')).toBe(`${origin}/images/flash-news/modern-market.png`);
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(expected.url);
      // The picture a preview shows is there, as a picture previews can show.
      const image = await fetch(`${origin}/images/flash-news/modern-market.png`);
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
      await context.close();
    });

    it(`copies its link with a press of the button, and says so (${lang})`, async () => {
      const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
      const page = await context.newPage();
      const errors: string[] = [];
      watchConsole(page, errors);
      await page.goto(siteUrl(`${MARKET}?lang=${lang}`));
      // Pressed at once: the element's code loads on the press, which it then carries out.
      await page.locator('commune-news-article').getByRole('button', { name: expected.copy }).click();
      await expect.poll(() => page.locator('commune-news-article').getByRole('status').textContent()).toBe(expected.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected.url);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`reads and shares without script: the field to copy by hand instead of the button (${lang})`, async () => {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(siteUrl(`${MARKET}?lang=${lang}`));
      const article = page.locator('commune-news-article');
      expect(await article.getByRole('heading', { level: 1 }).textContent()).toBe(expected.title);
      expect(await article.getByText(expected.text).isVisible()).toBe(true);
      expect(await article.getByRole('link', { name: expected.whatsapp }).isVisible()).toBe(true);
      expect(await article.getByRole('textbox', { name: expected.field }).inputValue()).toBe(expected.url);
      expect(await article.getByRole('button', { name: expected.copy }).isVisible()).toBe(false);
      await article.getByRole('link', { name: expected.next }).click();
      await page.waitForURL(siteUrl(PACKS));
      expect(await page.locator('commune-news-article h1').textContent()).toBe(lang === 'fr' ? 'Distribution des paquets minimum aux écoles' : 'Minimum school packs handed out to schools');
      await context.close();
    });
  }

  it('has no serious accessibility violation, at 1280 and 390 px, in either language', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      for (const lang of ['fr', 'en']) {
        const { page, context } = await openPage(browser, siteUrl(`${MARKET}?lang=${lang}`), { viewport });
        expect(await seriousViolations(page), `${lang} ${viewport.width}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang} ${viewport.width}`).toBeLessThanOrEqual(viewport.width);
        await context.close();
      }
    }
  });

  it('answers the not-found page for an unknown item, and leads an old address to the current one', async () => {
    const missing = await fetch(siteUrl('/flash-news/9999-rien'));
    expect(missing.status).toBe(404);
    const old = await fetch(siteUrl('/flash-news/2-ouverture-du-marche?lang=en'), { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`${MARKET}?lang=en`);
  });

  it('is there at the next request for an item published through the API, and follows a title edit', async () => {
    const created = await api('POST', '/api/v1/news', {
      title: { fr: 'Reprise des travaux du forage de Founangué', en: 'Work resumes on the Founangué borehole' },
      content: { fr: 'L’entreprise reprend les travaux lundi.\nL’eau devrait couler avant la fin du mois.', en: 'The contractor resumes work on Monday.\nWater should flow before the end of the month.' },
      status: 'published',
    });
    expect(created.status).toBe(201);
    let { id, version } = ((await created.json()) as { item: { id: number; version: number } }).item;
    try {
      const path = `/flash-news/${id}-reprise-des-travaux-du-forage-de-founangue`;
      const { page, context, errors } = await openPage(browser, siteUrl('/flash-news'));
      // Its card on the list links to it.
      await page.locator('commune-flash-info').getByRole('link', { name: 'Reprise des travaux du forage de Founangué' }).click();
      await page.waitForURL(siteUrl(path));
      expect(await page.locator('commune-news-article h1').textContent()).toBe('Reprise des travaux du forage de Founangué');
      expect(await page.locator('commune-news-article .news-article__text p').allTextContents()).toEqual([
        'L’entreprise reprend les travaux lundi.',
        'L’eau devrait couler avant la fin du mois.',
      ]);
      // No picture: the small card, no image tag.
      expect(await meta(page, 'twitter:card')).toBe('summary');
      expect(await page.locator('head meta[property="og:image"]').count()).toBe(0);
      expect(errors).toEqual([]);

      const edited = await api('PATCH', `/api/v1/news/${id}`, { version, title: { fr: 'Le forage de Founangué bientôt en service', en: 'The Founangué borehole soon in service' } });
      expect(edited.status).toBe(200);
      version = ((await edited.json()) as { item: { version: number } }).item.version;
      await page.goto(siteUrl(path));
      expect(page.url()).toBe(siteUrl(`/flash-news/${id}-le-forage-de-founangue-bientot-en-service`));
      expect(await page.locator('commune-news-article h1').textContent()).toBe('Le forage de Founangué bientôt en service');
      await context.close();
    } finally {
      expect((await api('DELETE', `/api/v1/news/${id}`, { version })).status).toBe(204);
    }
    expect((await fetch(siteUrl(`/flash-news/${id}-le-forage-de-founangue-bientot-en-service`))).status).toBe(404);
  });
});

describe('the Flash Info cards', () => {
  it('lead to their item’s page from the home page’s carousel and the news page, with and without script', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(siteUrl('/'));
      const carousel = page.locator('commune-flash-info');
      expect(await carousel.getByRole('link', { name: 'Le conseil municipal adopte le budget 2023' }).getAttribute('href')).toBe(BUDGET);
      await page.goto(siteUrl('/flash-news?lang=en'));
      await page.locator('commune-flash-info').getByRole('link', { name: 'The new modern market opens its doors' }).click();
      await page.waitForURL(siteUrl(MARKET));
      expect(await page.locator('commune-news-article h1').textContent(), `script ${javaScriptEnabled}`).toBe('The new modern market opens its doors');
      await context.close();
    }
  });
});

const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

describe('the news feed', () => {
  it('is Atom that the browser’s XML parser reads, with every element RFC 4287 requires, an entry per published item', async () => {
    const response = await fetch(siteUrl('/flash-news/feed.xml'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await response.text();
    const published = ((await (await fetch(siteUrl('/api/v1/news'))).json()) as { items: { id: number; title: { fr: string; en: string } }[] }).items;

    // Chromium's XML parser: a document that is not well-formed becomes a <parsererror>.
    const context = await browser.newContext();
    const page = await context.newPage();
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const ATOM = 'http://www.w3.org/2005/Atom';
      const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
      const children = (parent: Element, name: string) => [...parent.children].filter((child) => child.namespaceURI === ATOM && child.localName === name);
      const text1 = (parent: Element, name: string) => children(parent, name).map((child) => child.textContent ?? '');
      const links = (parent: Element) => children(parent, 'link').map((link) => ({ rel: link.getAttribute('rel') ?? 'alternate', type: link.getAttribute('type'), hreflang: link.getAttribute('hreflang'), href: link.getAttribute('href') }));
      const root = doc.documentElement;
      return {
        error,
        root: { ns: root.namespaceURI, name: root.localName, lang: root.getAttribute('xml:lang') },
        id: text1(root, 'id'),
        title: text1(root, 'title'),
        updated: text1(root, 'updated'),
        authorNames: children(root, 'author').map((author) => text1(author, 'name')),
        links: links(root),
        entries: children(root, 'entry').map((entry) => ({
          id: text1(entry, 'id'),
          title: text1(entry, 'title'),
          updated: text1(entry, 'updated'),
          published: text1(entry, 'published'),
          summary: text1(entry, 'summary'),
          content: children(entry, 'content').map((content) => content.getAttribute('type')),
          links: links(entry),
        })),
      };
    }, xml);
    await context.close();

    expect(feed.error).toBeNull();
    expect(feed.root).toEqual({ ns: 'http://www.w3.org/2005/Atom', name: 'feed', lang: 'fr' });
    // atom:feed: exactly one id, title and updated; an author (no entry has its own); a self link; an alternate.
    expect(feed.id).toEqual(['tag:commune-dtima.cm,2023:flash-news']);
    expect(feed.title).toEqual(['Flash Info · Commune de Dtima']);
    expect(feed.updated).toHaveLength(1);
    expect(feed.updated[0]).toMatch(RFC3339);
    expect(feed.authorNames).toEqual([['Commune de Dtima']]);
    expect(feed.links).toContainEqual({ rel: 'self', type: 'application/atom+xml', hreflang: null, href: `${origin}/flash-news/feed.xml` });
    expect(feed.links).toContainEqual({ rel: 'alternate', type: 'text/html', hreflang: 'fr', href: `${origin}/flash-news` });
    expect(feed.links).toContainEqual({ rel: 'alternate', type: 'text/html', hreflang: 'en', href: `${origin}/flash-news?lang=en` });

    // The published items, in the API's order (newest first), one entry each.
    expect(feed.entries.map((entry) => entry.id[0])).toEqual(published.map((item) => `tag:commune-dtima.cm,2023:flash-news/${item.id}`));
    expect(feed.entries.map((entry) => entry.title[0])).toEqual(published.map((item) => item.title.fr));
    expect(new Set(feed.entries.map((entry) => entry.id[0])).size).toBe(feed.entries.length);
    for (const [index, entry] of feed.entries.entries()) {
      const where = entry.title[0];
      // atom:entry: exactly one id, title and updated; a summary (its content is HTML); at most one published.
      for (const name of ['id', 'title', 'updated', 'published', 'summary'] as const) expect(entry[name], `${where} ${name}`).toHaveLength(1);
      expect(entry.updated[0], where).toMatch(RFC3339);
      expect(entry.published[0], where).toMatch(RFC3339);
      expect(Date.parse(entry.updated[0]!) >= Date.parse(entry.published[0]!), where).toBe(true);
      expect(entry.content, where).toEqual(['html']);
      // Alternates: no two with the same type and hreflang; the French page, and the English one.
      const alternates = entry.links.filter((link) => link.rel === 'alternate');
      expect(new Set(alternates.map((link) => `${link.type}|${link.hreflang}`)).size, where).toBe(alternates.length);
      const french = alternates.find((link) => link.hreflang === 'fr')!.href!;
      expect(french, where).toMatch(new RegExp(`^${origin}/flash-news/${published[index]!.id}-[a-z0-9-]+$`));
      expect(alternates.find((link) => link.hreflang === 'en')?.href, where).toBe(`${french}?lang=en`);
      // Each link leads to the item's page.
      const html = await (await fetch(french)).text();
      expect(html, where).toMatch(/<h1 [^>]*class="news-article__heading"/);
    }
  });

  it('is named in the head of every public page, in the page’s language', async () => {
    const paths = [...sitePages.filter((page) => page.area === 'public').map((page) => page.path), MARKET, '/nowhere'];
    for (const path of paths) {
      for (const lang of ['fr', 'en'] as const) {
        const html = await (await fetch(siteUrl(`${path}?lang=${lang}`))).text();
        const title = lang === 'fr' ? 'Flash Info · Commune de Dtima' : 'Dtima Council News Flash (in French)';
        expect(html, `${path} ${lang}`).toContain(`<link rel="alternate" type="application/atom+xml" title="${title}" href="/flash-news/feed.xml">`);
      }
    }
  });
});
