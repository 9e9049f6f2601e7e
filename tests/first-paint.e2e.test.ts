import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { faq, type FaqBlock } from '../src/content/faq';
import { hero } from '../src/content/home';
import { sitePages } from '../src/content/pages';
import { paths } from '../src/content/site-map';
import { translate } from '../src/shared/i18n/catalog';
import type { Lang } from '../src/runtime/store';
import { helpMessages } from '../src/widgets/help/messages';
import { DESKTOP, launchBrowser, PHONE, seriousViolations, siteUrl, watchConsole, whenElementsDefined } from './support/browser';
import { upcomingEvents, writtenDate } from './support/agenda';

/*
 * First paint (issue « first paint »): every public page arrives rendered by the server, in the
 * reader's language and with the published content, and reads and works without JavaScript;
 * with JavaScript, an element's code takes over the server's HTML (keeping its nodes) only when
 * the reader reaches it; partners include an element rendered by `/embed/<tag>`.
 */

const origin = new URL(siteUrl()).origin;
const publicPages = sitePages.filter((page) => page.area === 'public');
const heading = (path: string, lang: Lang) => {
  const page = sitePages.find((entry) => entry.path === path)!;
  return (page.heading ?? page.title)[lang];
};
/** Text as it is written in HTML (the renderer escapes these). */
const inHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A context that runs no script at all: what a reader without JavaScript (or before it arrives) gets. */
async function contextWithoutScript(viewport: { width: number; height: number }, lang?: Lang): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false, reducedMotion: 'reduce' });
  if (lang) await context.addCookies([{ name: 'commune-lang', value: lang, url: siteUrl('/'), sameSite: 'Lax' }]);
  context.setDefaultTimeout(10_000);
  return context;
}

/** Every link of the page, in the document and in the elements' shadow roots (nested too), as absolute addresses. */
function linksOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hrefs: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element instanceof HTMLAnchorElement && element.hasAttribute('href')) hrefs.push(element.href);
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return hrefs;
  });
}

/** The status of each internal address, asked once for the whole file. */
const statuses = new Map<string, Promise<number>>();
function statusOf(href: string): Promise<number> {
  const url = new URL(href);
  url.hash = '';
  let status = statuses.get(url.href);
  if (!status) {
    status = fetch(url, { redirect: 'manual' }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
    statuses.set(url.href, status);
  }
  return status;
}

/** What each commune element of the page shows: its tag, whether it has a shadow root, and its text there (styles left out). */
function elementTexts(page: Page, scope: 'main' | 'document') {
  return page.evaluate((where) => {
    const root = where === 'main' ? document.querySelector('main') : document;
    return [...(root?.querySelectorAll('*') ?? [])]
      .filter((element) => element.localName.startsWith('commune-'))
      .map((element) => ({
        tag: element.localName,
        shadow: element.shadowRoot !== null,
        text: [...(element.shadowRoot?.children ?? [])]
          .filter((child) => child.localName !== 'style')
          .map((child) => child.textContent ?? '')
          .join('')
          .trim().length,
      }));
  }, scope);
}

describe.each([
  { name: '1280 px, French', viewport: DESKTOP, lang: 'fr' as Lang },
  { name: '1280 px, English', viewport: DESKTOP, lang: 'en' as Lang },
  { name: '390 px, French', viewport: PHONE, lang: 'fr' as Lang },
  { name: '390 px, English', viewport: PHONE, lang: 'en' as Lang },
])('every public page without JavaScript at $name', ({ viewport, lang }) => {
  let context: BrowserContext;
  let page: Page;
  /** The same HTML, with JavaScript on for axe-core but every script of the page refused. */
  let axeContext: BrowserContext;
  let axePage: Page;

  beforeAll(async () => {
    context = await contextWithoutScript(viewport, lang);
    page = await context.newPage();
    axeContext = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    axeContext.setDefaultTimeout(10_000);
    await axeContext.route('**/*.js', (route) => route.abort());
    axePage = await axeContext.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await axeContext?.close();
  });

  it.each(publicPages.map((entry) => entry.path))('%s', async (path) => {
    const url = siteUrl(path);
    const response = await page.goto(url, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.locator('main h1').first().textContent(), 'the page’s h1').toBe(heading(path, lang));
    // Nothing ran: no element is defined, yet each arrived drawn in its declarative shadow root.
    const elements = await elementTexts(page, 'document');
    expect(elements.length, 'commune elements on the page').toBeGreaterThan(0);
    expect(elements.filter((element) => !element.shadow).map((element) => element.tag), 'elements without a shadow root').toEqual([]);
    const inMain = await elementTexts(page, 'main');
    expect(inMain.filter((element) => element.text === 0).map((element) => element.tag), 'elements of main without text').toEqual([]);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal scroll at ${viewport.width} px`).toBeLessThanOrEqual(0);

    const internal = [...new Set((await linksOf(page)).filter((href) => href.startsWith(`${origin}/`)).map((href) => href.replace(/#.*$/, '')))];
    expect(internal.length, 'internal links').toBeGreaterThan(0);
    const broken = (await Promise.all(internal.map(async (href) => ({ href, status: await statusOf(href) })))).filter((link) => link.status !== 200);
    expect(broken, 'internal links that do not answer 200').toEqual([]);

    // axe-core needs script: the same HTML, in a page whose own scripts are all refused.
    const isThisPage = (candidate: URL) => candidate.href === url;
    await axePage.route(isThisPage, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    try {
      await axePage.goto(url, { waitUntil: 'load' });
      expect(await axePage.evaluate(() => [...document.querySelectorAll('*')].some((element) => element.localName.startsWith('commune-') && customElements.get(element.localName)))).toBe(false);
      const violations = await seriousViolations(axePage);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    } finally {
      await axePage.unroute(isThisPage);
    }
  });
});

describe('the reader’s language from the first byte', () => {
  it('answers /?lang=en in English, and remembers it in the commune-lang cookie', async () => {
    const response = await fetch(siteUrl('/?lang=en'));
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/<html lang="en"[\s>]/);
    expect(body).toContain(inHtml(hero.heading.en));
    expect(body).not.toContain(inHtml(hero.heading.fr));
    expect(response.headers.get('content-language')).toBe('en');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^commune-lang=en;/);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Max-Age=31536000/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
  });

  it('answers in English to a reader whose commune-lang cookie says so, on every page', async () => {
    for (const path of [paths.home, paths.events, paths.help]) {
      const response = await fetch(siteUrl(path), { headers: { cookie: 'commune-lang=en' } });
      expect(response.status, path).toBe(200);
      const body = await response.text();
      expect(body, path).toMatch(/<html lang="en"[\s>]/);
      expect(body, path).toContain(inHtml(heading(path, 'en')));
    }
    // ?lang= wins over the cookie.
    const french = await (await fetch(siteUrl('/events?lang=fr'), { headers: { cookie: 'commune-lang=en' } })).text();
    expect(french).toMatch(/<html lang="fr"[\s>]/);
  });

  it('stays French by default, whatever Accept-Language says', async () => {
    const response = await fetch(siteUrl('/'), { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    const body = await response.text();
    expect(body).toMatch(/<html lang="fr"[\s>]/);
    expect(body).toContain(inHtml(hero.heading.fr));
    expect(response.headers.get('set-cookie')).toBeNull();

    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB', extraHTTPHeaders: { 'accept-language': 'en-GB,en;q=0.9' } });
    try {
      const page = await context.newPage();
      await page.goto(siteUrl('/'));
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.locator('main h1').first().textContent()).toBe(hero.heading.fr);
    } finally {
      await context.close();
    }
  });

  it('follows the choice made with ?lang=en to the next page, without script', async () => {
    const context = await contextWithoutScript(DESKTOP);
    try {
      const page = await context.newPage();
      await page.goto(siteUrl('/?lang=en'));
      expect(await page.locator('main h1').first().textContent()).toBe(hero.heading.en);
      await page.goto(siteUrl(paths.events));
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(await page.locator('main h1').first().textContent()).toBe(heading(paths.events, 'en'));
      // The header's switch is a link back to French.
      const switchBack = page.locator('commune-header').getByRole('link', { name: /Passer en français/ });
      expect(await switchBack.getAttribute('href')).toBe('?lang=fr');
      await switchBack.click();
      await page.waitForURL(siteUrl('/events?lang=fr'));
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.locator('main h1').first().textContent()).toBe(heading(paths.events, 'fr'));
    } finally {
      await context.close();
    }
  });
});

/** What hydrate.ts treats as a control (a link works without script). */
const CONTROLS = 'button, input, select, textarea, summary, [role="button"], [role="combobox"], [role="tab"]';

/**
 * Remembers, on the window, some nodes of each element's server-rendered shadow root (its root,
 * a heading, a paragraph, a link, an accordion item) with their parents.
 */
function rememberNodes(page: Page): Promise<number> {
  return page.evaluate(() => {
    const kept: Array<{ tag: string; what: string; node: Element; parent: Node | null; root: ShadowRoot }> = [];
    for (const element of document.querySelectorAll('*')) {
      const root = element.shadowRoot;
      if (!element.localName.startsWith('commune-') || !root) continue;
      for (const what of ['.commune-root', 'h1, h2, h3', 'p', 'a[href]', 'details', 'li']) {
        const node = root.querySelector(what);
        if (node) kept.push({ tag: element.localName, what, node, parent: node.parentNode, root });
      }
    }
    (window as unknown as { keptNodes: typeof kept }).keptNodes = kept;
    return kept.length;
  });
}

/** The remembered nodes that are no longer where they were. */
function movedNodes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const kept = (window as unknown as { keptNodes: Array<{ tag: string; what: string; node: Element; parent: Node | null; root: ShadowRoot }> }).keptNodes;
    return kept
      .filter(({ node, parent, root }) => !node.isConnected || node.parentNode !== parent || node.getRootNode() !== root || root.host.shadowRoot !== root)
      .map(({ tag, what }) => `${tag} ${what}`);
  });
}

/** Brings the pointer onto, then focus into, a visible control of each element (as a reader would), and returns the elements that have one. */
async function reachEveryElement(page: Page): Promise<string[]> {
  const tags = await page.evaluate(
    (controls) =>
      [...document.querySelectorAll('*')]
        .filter((element) => element.localName.startsWith('commune-') && element.shadowRoot && (element.getAttribute('data-hydrate') ?? 'interaction') === 'interaction')
        .filter((element) => [...element.shadowRoot!.querySelectorAll(controls)].some((control) => control.getClientRects().length > 0))
        .map((element) => element.localName),
    CONTROLS,
  );
  for (const tag of tags) {
    const control = page.locator(tag).first().locator(CONTROLS).filter({ visible: true }).first();
    await control.hover();
    await page.mouse.move(0, 0);
  }
  return tags;
}

describe('taking over the server’s HTML', () => {
  let context: BrowserContext;
  const errors: string[] = [];
  const scripts: string[] = [];
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
    watchConsole(page, errors, [], () => page.url());
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
  });
  afterAll(async () => {
    await context?.close();
  });

  async function hydrateKeepingNodes(path: string): Promise<string[]> {
    errors.length = 0;
    scripts.length = 0;
    await page.goto(siteUrl(path), { waitUntil: 'load' });
    // Before the reader reaches anything, the page's one script is the small hydrate script.
    expect(scripts.filter((script) => script.startsWith('/lib/')), 'element code loaded before any interaction').toEqual([]);
    expect(scripts.some((script) => /^\/assets\/hydrate-[\w-]+\.js$/.test(script))).toBe(true);
    expect(await rememberNodes(page)).toBeGreaterThan(0);
    const tags = await reachEveryElement(page);
    expect(tags.length, 'elements with controls').toBeGreaterThan(0);
    await whenElementsDefined(page, tags);
    await page.waitForTimeout(300);
    // Soft, so that the reader's action below is still tried when nodes were replaced.
    expect.soft(await movedNodes(page), 'server nodes replaced by the take-over').toEqual([]);
    expect.soft(errors, 'console errors (a mismatch says « could not take over its server-rendered HTML »)').toEqual([]);
    return tags;
  }

  it('/ keeps its nodes, then the header’s language link leads to English', async () => {
    const tags = await hydrateKeepingNodes(paths.home);
    expect(tags).toContain('commune-header');
    // Elements that are links and text only never load their code.
    expect(scripts).not.toContain('/lib/commune-services.js');
    expect(scripts).not.toContain('/lib/commune-footer.js');
    await page.locator('commune-header').getByRole('link', { name: /Switch to English/ }).click();
    await page.waitForURL(siteUrl('/?lang=en'));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('main h1').first().textContent()).toBe(hero.heading.en);
    await page.goto(siteUrl('/?lang=fr'));
  });

  it('/events keeps its nodes (its calendar loads code only for its filters), then goes to English', async () => {
    const tags = await hydrateKeepingNodes(paths.events);
    expect(tags).toContain('commune-events');
    await page.locator('commune-header').getByRole('link', { name: /Switch to English/ }).click();
    await page.waitForURL(siteUrl('/events?lang=en'));
    expect(await page.locator('main h1').first().textContent()).toBe(heading(paths.events, 'en'));
    const national = (await upcomingEvents()).find((event) => event.title.en === 'National Day')!;
    expect(await page.locator('commune-events li', { hasText: 'National Day' }).locator('time').textContent()).toBe(writtenDate(national.date, 'en'));
    await page.goto(siteUrl('/events?lang=fr'));
  });

  it('/residents/points-of-interest keeps its nodes, then opens an accordion item', async () => {
    const tags = await hydrateKeepingNodes(paths.pointsOfInterest);
    expect(tags).toContain('commune-points-of-interest');
    const places = page.locator('commune-points-of-interest');
    const education = places.locator('details#education');
    expect(await education.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    await education.locator('summary').click();
    await places.getByRole('heading', { level: 3, name: 'Lycée de Dtima' }).waitFor({ state: 'visible' });
    expect(await education.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    expect.soft(await movedNodes(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('a news item published through the API', () => {
  const NEWS = {
    title: { fr: 'Distribution de moustiquaires à Gouria', en: 'Mosquito net distribution in Gouria' },
    content: {
      fr: 'Les agents de santé distribuent gratuitement des moustiquaires imprégnées, samedi, à la chefferie de Gouria.',
      en: 'Health workers hand out treated mosquito nets for free on Saturday at the Gouria chiefdom.',
    },
    status: 'published',
  };
  let cookie = '';
  let created: { id: number; version: number } | undefined;

  const api = (method: string, path: string, body?: unknown) =>
    fetch(new URL(path, origin), {
      method,
      headers: { origin, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  beforeAll(async () => {
    const login = await api('POST', '/api/v1/session', { username: 'admin', password: inject('adminPassword') });
    if (login.status !== 204) throw new Error(`Sign-in refused: ${login.status}`);
    cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  });
  afterAll(async () => {
    if (created) await api('DELETE', `/api/v1/news/${created.id}`, { version: created.version });
    if (cookie) await api('DELETE', '/api/v1/session');
  });

  it('is in the server’s HTML of / and /flash-news at once, in both languages', async () => {
    for (const path of [paths.home, paths.flashNews]) expect(await (await fetch(siteUrl(path))).text(), path).not.toContain(inHtml(NEWS.title.fr));
    const response = await api('POST', '/api/v1/news', NEWS);
    expect(response.status).toBe(201);
    created = ((await response.json()) as { item: { id: number; version: number } }).item;

    // Pages are served stale-while-revalidate (issue 14): a loaded server may give the previous
    // rendering while the new one waits its turn, for a moment.
    for (const path of [paths.home, paths.flashNews]) {
      await expect.poll(async () => (await fetch(siteUrl(path))).text(), { timeout: 5000 }).toContain(inHtml(NEWS.title.fr));
      await expect.poll(async () => (await fetch(siteUrl(`${path}?lang=en`))).text(), { timeout: 5000 }).toContain(inHtml(NEWS.title.en));
    }
    // And a reader without script sees it.
    const context = await contextWithoutScript(PHONE);
    try {
      const page = await context.newPage();
      await page.goto(siteUrl(paths.flashNews));
      expect(await page.locator('commune-flash-info').getByText(NEWS.title.fr).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

describe('a partner’s server-side include of /embed/<tag>', () => {
  let partner: Server;
  let partnerOrigin = '';
  const embedPath = '/embed/commune-events?lang=en&limit=3';

  beforeAll(async () => {
    // A partner's own server, on another origin: it includes the commune's fragment in its page
    // at request time, then the element's script from the commune's site takes it over.
    partner = createServer((request, response) => {
      if (request.url !== '/') {
        response.writeHead(404).end();
        return;
      }
      void fetch(siteUrl(embedPath)).then(async (fragment) => {
        const included = await fragment.text();
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Far North regional portal</title></head>
<body>
<main>
<h1>Dtima Council’s calendar</h1>
${included}
</main>
<script type="module" src="${origin}/lib/commune-events.js"></script>
</body>
</html>`);
      });
    });
    await new Promise<void>((listening) => partner.listen(0, '127.0.0.1', listening));
    partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((closed) => partner?.close(closed));
  });

  it('answers with the element rendered, for any origin, and refuses unknown elements and invalid attributes', async () => {
    const response = await fetch(siteUrl(embedPath), { headers: { origin: 'https://portail-extreme-nord.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const body = await response.text();
    expect(body).toMatch(/^<commune-events[\s>]/);
    expect(body).toContain('<template shadowrootmode="open">');
    expect(body).not.toContain('<html');
    expect(body).toContain((await upcomingEvents())[0]!.title.en);

    const unknown = await fetch(siteUrl('/embed/commune-nope'));
    expect(unknown.status).toBe(404);
    await unknown.arrayBuffer();
    const invalid = await fetch(siteUrl('/embed/commune-events?limit=abc'));
    expect(invalid.status).toBe(400);
    await invalid.arrayBuffer();
  });

  it('shows the events before the script, then the script takes them over without an error', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    context.setDefaultTimeout(10_000);
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      watchConsole(page, errors);
      // The element's script is held back until the test has looked at the page.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${origin}/lib/commune-events.js`, async (route) => {
        await released;
        await route.continue();
      });
      // A module script is deferred: DOMContentLoaded waits for it, the page's HTML does not.
      await page.goto(`${partnerOrigin}/`, { waitUntil: 'commit' });
      expect(new URL(page.url()).origin).not.toBe(origin);
      const events = page.locator('commune-events');
      await page.locator('main h1').waitFor({ state: 'attached' });
      await events.locator('li').nth(2).waitFor({ state: 'attached' });
      expect(await page.evaluate(() => customElements.get('commune-events'))).toBeUndefined();
      expect(await events.locator('li').count()).toBe(3);
      const [soonest] = await upcomingEvents();
      expect(await events.locator('li').first().getByRole('heading').textContent()).toBe(soonest!.title.en);
      expect(await events.locator('time').first().textContent()).toBe(writtenDate(soonest!.date, 'en'));
      expect(await rememberNodes(page)).toBeGreaterThan(0);

      release();
      await whenElementsDefined(page, ['commune-events']);
      await page.waitForTimeout(300);
      expect(await movedNodes(page)).toEqual([]);
      expect(await events.locator('li').count()).toBe(3);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The first sentence of an answer that needs no filling in (phone, hours, fee). */
function plainSentence(blocks: readonly FaqBlock[]): string {
  return blocks.flatMap((block) => (typeof block === 'string' ? [block] : [...block])).find((text) => !text.includes('{'))!;
}

describe('the help', () => {
  it.each(['fr', 'en'] as const)('without JavaScript (%s): the help button leads to /aide, which shows every question with its answer', async (lang) => {
    const context = await contextWithoutScript(PHONE, lang);
    try {
      const page = await context.newPage();
      await page.goto(siteUrl(paths.home));
      const trigger = page.locator('commune-help').getByRole('link', { name: translate(helpMessages, lang, 'trigger.label') });
      expect(await trigger.getAttribute('href')).toBe(paths.help);
      await trigger.click();
      await page.waitForURL(siteUrl(paths.help));
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.locator('main h1').first().textContent()).toBe(heading(paths.help, lang));
      const help = page.locator('main commune-help');
      for (const entry of faq) {
        const item = help.locator('details').filter({ has: page.locator('summary', { hasText: entry.question[lang] }) });
        expect(await item.count(), entry.question[lang]).toBe(1);
        expect(await item.textContent(), entry.id).toContain(plainSentence(entry.answer[lang]));
      }
      // A question opens on its own, without script.
      const first = help.locator('details').first();
      await first.locator('summary').click();
      expect(await first.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
      await help.getByText(plainSentence(faq[0]!.answer[lang])).waitFor({ state: 'visible' });
    } finally {
      await context.close();
    }
  });

  it('with JavaScript: the help button opens the sheet in place', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    context.setDefaultTimeout(10_000);
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      watchConsole(page, errors);
      await page.goto(siteUrl(paths.events));
      const sheet = page.getByRole('dialog', { name: translate(helpMessages, 'fr', 'sheet.title') });
      await page.locator('commune-help').getByRole('link', { name: 'Aide' }).click();
      // Either the sheet opens, or the link was followed to /aide (the element's code never came).
      await Promise.race([sheet.waitFor(), page.waitForURL((url) => url.pathname === paths.help, { waitUntil: 'commit' })]);
      expect(new URL(page.url()).pathname, 'the help button left the page instead of opening the sheet').toBe(paths.events);
      await sheet.waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
