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
  /** Saved language choice, put in localStorage before any script runs. */
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

/** A fresh context (empty storage) with a page at `url`, waiting for every commune element. */
export async function openPage(browser: Browser, url: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, reducedMotion: options.reducedMotion ?? 'no-preference' });
  if (options.savedLang !== undefined) {
    await context.addInitScript((lang) => localStorage.setItem('commune.lang', lang), options.savedLang);
  }
  if (options.signedIn) {
    await context.addCookies([{ name: 'commune_session', value: await staffSession(), url: siteUrl('/'), httpOnly: true, sameSite: 'Strict' }]);
  }
  context.setDefaultTimeout(8_000);
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    // axe-core, evaluated by the tests themselves (no script URL), adds a <style> that a strict
    // CSP refuses: that is the test tool, not the page. The page's own violations keep their URL.
    if (message.location().url === '' && message.text().includes('Content Security Policy')) return;
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(url, { waitUntil: 'load' });
  await loadEveryElement(page);
  return { page, context, errors, warnings };
}

/**
 * Scrolls through the whole page and back, as a reader would, so elements that load when they
 * come near the viewport are loaded, then waits until every one is defined and rendered.
 */
export async function loadEveryElement(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
  await whenElementsDefined(page);
}

/** Waits until every commune-* element in the page (and in its shadow roots) is defined and rendered. */
export async function whenElementsDefined(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const pending = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('commune-'));
    return pending.every((el) => customElements.get(el.localName) && el.shadowRoot && el.shadowRoot.childElementCount > 0);
  });
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
