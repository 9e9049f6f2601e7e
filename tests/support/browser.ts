import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export const siteUrl = (path = '/') => new URL(path, inject('siteUrl')).href;
export const demoUrl = (path = '/') => new URL(path, inject('demoUrl')).href;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far on the page. */
  errors: string[];
  /** Console warnings seen so far. */
  warnings: string[];
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  /**
   * Saved language choice: the `commune-lang` cookie the server reads for public pages, and the
   * store's localStorage entry the staff area (drawn in the browser) still reads.
   */
  savedLang?: string;
  reducedMotion?: 'reduce' | 'no-preference';
  /** Signed in as the `admin` staff account (the admin pages need a session). */
  signedIn?: boolean;
}

let staffCookie: Promise<string> | undefined;

/** The value of a session cookie for `admin`, signed in once per test file through the API. */
export function staffSession(): Promise<string> {
  staffCookie ??= (async () => {
    const origin = new URL(siteUrl()).origin;
    const response = await fetch(`${origin}/api/v1/session`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: inject('adminPassword') }),
    });
    if (response.status !== 204) throw new Error(`Signing in for the tests failed: ${response.status}`);
    return /commune_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')![1]!;
  })();
  return staffCookie;
}

/** The reader's saved language, as the site keeps it: the cookie the server reads, and the staff area's localStorage. */
export async function saveLanguage(context: BrowserContext, lang: string): Promise<void> {
  await context.addCookies([{ name: 'commune-lang', value: lang, url: siteUrl('/'), sameSite: 'Lax' }]);
  await context.addInitScript((saved) => {
    try {
      localStorage.setItem('commune.lang', saved);
    } catch {
      // An opaque origin (about:blank) has no storage.
    }
  }, lang);
}

/**
 * Collects console errors and uncaught exceptions (and warnings) of a page. axe-core, evaluated
 * by the tests themselves (no script URL), adds a <style> that a strict CSP refuses: that is the
 * test tool, not the page, so it is left out. The page's own violations keep their URL.
 */
export function watchConsole(page: Page, errors: string[], warnings: string[] = [], prefix?: () => string): void {
  const label = (text: string) => (prefix ? `${prefix()}: ${text}` : text);
  page.on('console', (message) => {
    if (message.location().url === '' && message.text().includes('Content Security Policy')) return;
    if (message.type() === 'error') errors.push(label(message.text()));
    if (message.type() === 'warning') warnings.push(label(message.text()));
  });
  page.on('pageerror', (error) => errors.push(label(String(error))));
}

/** A fresh context (empty storage) with a page at `url`, waiting for every commune element. */
export async function openPage(browser: Browser, url: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, reducedMotion: options.reducedMotion ?? 'no-preference' });
  if (options.savedLang !== undefined) await saveLanguage(context, options.savedLang);
  if (options.signedIn) {
    await context.addCookies([{ name: 'commune_session', value: await staffSession(), url: siteUrl('/'), httpOnly: true, sameSite: 'Strict' }]);
  }
  context.setDefaultTimeout(8_000);
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  watchConsole(page, errors, warnings);
  await page.goto(url, { waitUntil: 'load' });
  await loadEveryElement(page);
  return { page, context, errors, warnings };
}

/** What hydrate.ts treats as a control: the first pointer, focus or key on one loads the element's code. */
const CONTROLS = 'button, input, select, textarea, summary, [role="button"], [role="combobox"], [role="tab"]';

/**
 * Loads the code of every element of the page, as a reader using the whole page would:
 * scrolls through it and back (elements that load when they come into view), then, on a page the
 * server rendered, announces a reader's approach to one control of each element that loads on
 * interaction (a `pointerover` and a `focusin` on it, without moving focus or opening anything),
 * and waits until each of those is defined and has taken over its HTML. Elements whose contract
 * says `hydrate: 'none'`, and elements with nothing but links and text, stay as the server wrote
 * them: that is the design. On a page drawn in the browser (the staff area, a partner's page),
 * waits for every element as before.
 */
export async function loadEveryElement(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
  await hydrateElements(page);
}

/**
 * On a server-rendered page, makes every element that loads on interaction (or when visible)
 * load its code, and waits until it has taken over its server HTML; returns the tags that did.
 * `tags` limits it to some elements.
 */
export async function hydrateElements(page: Page, tags?: readonly string[]): Promise<string[]> {
  const expected = await page.evaluate(
    async ({ controls, only }) => {
      const rendered = document.documentElement.hasAttribute('data-commune-ssr');
      const scrolled = window.scrollY;
      let moved = false;
      const wanted: string[] = [];
      for (const element of document.querySelectorAll('*')) {
        const tag = element.localName;
        if (!tag.startsWith('commune-') || (only && !only.includes(tag))) continue;
        if (!rendered || !element.shadowRoot) {
          wanted.push(tag);
          continue;
        }
        const strategy = element.getAttribute('data-hydrate') ?? 'interaction';
        if (strategy === 'none') continue;
        // Drawn empty by the server (no alert today): hydrate.ts loads no code for it.
        if (element.shadowRoot.querySelector('.commune-root')?.childElementCount === 0) continue;
        if (strategy === 'visible') {
          // It loads when it comes into view: brought there, as a reader scrolling would.
          wanted.push(tag);
          if (!customElements.get(tag)) {
            element.scrollIntoView({ block: 'nearest' });
            moved = true;
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 30))));
          }
          continue;
        }
        const control = element.shadowRoot.querySelector(controls);
        if (!control) continue;
        wanted.push(tag);
        if (customElements.get(tag)) continue;
        control.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse' }));
        control.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      }
      if (moved) window.scrollTo(0, scrolled);
      return [...new Set(wanted)];
    },
    { controls: CONTROLS, only: tags ? [...tags] : null },
  );
  await whenElementsDefined(page, expected);
  return expected;
}

/**
 * Waits until every commune-* element of the page named in `tags` (all of them without `tags`)
 * is defined and rendered: React has taken over its shadow root (its nodes carry React's
 * fiber), then a frame and a little more for the effects of that first commit.
 */
export async function whenElementsDefined(page: Page, tags?: readonly string[]): Promise<void> {
  await page.waitForFunction((only) => {
    const pending = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('commune-') && (!only || only.includes(el.localName)));
    return pending.every((el) => {
      if (!customElements.get(el.localName) || !el.shadowRoot || el.shadowRoot.childElementCount === 0) return false;
      const root = el.shadowRoot.querySelector('.commune-root') ?? el.shadowRoot.firstElementChild;
      return root !== null && Object.keys(root).some((key) => key.startsWith('__reactFiber$'));
    });
  }, tags ? [...tags] : null);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core (WCAG 2.2 A/AA rules and best practices) and returns serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the site's CSP (no inline scripts) rightly
  // does not let a <script> tag do.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
