// `npm run bench`'s "JavaScript off vs on": is everything a reader sees once every element has
// taken over already in the page a browser without JavaScript shows? For each route, the visible
// text lines of the whole page, open shadow roots included, with JavaScript disabled and with it
// enabled after hydrating everything; the share of the hydrated page's lines the first one has.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const TIMEOUT_MS = 30_000;

/**
 * In the page: the visible text lines of the document and of every open shadow root, nested ones
 * too (innerText of the body, then of each shadow root's children: innerText does not enter
 * shadow trees), trimmed, whitespace collapsed, empty ones dropped.
 */
function composedLines() {
  const lines = [];
  const add = (text) => {
    for (const line of (text ?? '').split('\n')) {
      const clean = line.replace(/\s+/g, ' ').trim();
      if (clean) lines.push(clean);
    }
  };
  const visit = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (!element.shadowRoot) continue;
      for (const child of element.shadowRoot.children) if (child.localName !== 'style' && child.localName !== 'script') add(child.innerText);
      visit(element.shadowRoot);
    }
  };
  add(document.body?.innerText);
  visit(document);
  return lines;
}

/** In the page: loads the code of every commune-* element, as interacting with each of them would. */
async function hydrateEverything() {
  const found = new Set();
  const walk = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.localName.startsWith('commune-')) found.add(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  const tags = [...new Set([...found].map((element) => element.localName))];
  // What the page's own loader listens for: focus on one of an element's controls.
  for (const element of found) {
    const control = element.shadowRoot?.querySelector('button, input, select, textarea, summary, [role="button"], [role="combobox"], [role="tab"]');
    control?.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
  }
  // Then every element's code for sure (those without controls, or whose loader waits for view).
  await Promise.allSettled(tags.map((tag) => (customElements.get(tag) ? undefined : import(`/lib/${tag}.js`))));
  await Promise.race([Promise.allSettled(tags.map((tag) => customElements.whenDefined(tag))), new Promise((done) => setTimeout(done, 5000))]);
  return { elements: found.size, tags: tags.length, defined: tags.filter((tag) => customElements.get(tag)).length };
}

async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 50));
    }
    scrollTo(0, 0);
  });
}

async function noScriptLines(browser, url) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    return { lines: await page.evaluate(composedLines), method: 'javaScriptEnabled: false' };
  } catch (error) {
    // Evaluation refused in a context without JavaScript: the page's HTML with its scripts blocked.
    const context2 = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' });
    try {
      const page = await context2.newPage();
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
      return { lines: await page.evaluate(composedLines), method: `*.js blocked (${error instanceof Error ? error.message.split('\n')[0] : error})` };
    } finally {
      await context2.close();
    }
  } finally {
    await context.close();
  }
}

async function hydratedLines(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS }).catch(() => {});
    await scrollThrough(page);
    const hydration = await page.evaluate(hydrateEverything);
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS }).catch(() => {});
    await page.waitForTimeout(500);
    return { lines: await page.evaluate(composedLines), hydration, errors };
  } finally {
    await context.close();
  }
}

/** `{ route, share, hydratedLines, noScriptLines, missing[] }` for each path of `paths` on `baseUrl`. */
export async function measureNoScript(baseUrl, paths) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const results = [];
    for (const path of paths) {
      const url = `${baseUrl}${path}`;
      try {
        const off = await noScriptLines(browser, url);
        const on = await hydratedLines(browser, url);
        const present = new Set(off.lines);
        const wanted = [...new Set(on.lines)];
        const missing = wanted.filter((line) => !present.has(line));
        results.push({
          route: path,
          share: wanted.length ? (wanted.length - missing.length) / wanted.length : 1,
          hydratedLines: wanted.length,
          noScriptLines: new Set(off.lines).size,
          method: off.method,
          hydration: on.hydration,
          pageErrors: on.errors,
          missing,
        });
      } catch (error) {
        results.push({ route: path, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
      }
    }
    return { browser: `Chromium ${browser.version()}`, routes: results };
  } finally {
    await browser.close();
  }
}

export function printNoScript(result) {
  console.log(`\nJavaScript off vs on (${result.browser}): share of the hydrated page's distinct visible text lines (open shadow roots included) already in the page without JavaScript; target 100 %\n`);
  for (const route of result.routes) {
    if (route.error) {
      console.log(`${route.route.padEnd(32)} failed: ${route.error}`);
      continue;
    }
    const percent = `${(route.share * 100).toFixed(1)} %`;
    const verdict = route.share >= 1 ? '✓' : '✗';
    const detail = `${route.hydratedLines - route.missing.length}/${route.hydratedLines} lines; ${route.noScriptLines} without JS; ${route.hydration.defined}/${route.hydration.tags} element types defined after hydrating`;
    console.log(`${route.route.padEnd(32)} ${percent.padStart(7)} ${verdict}  (${detail})`);
    for (const line of route.missing.slice(0, 5)) console.log(`${''.padEnd(34)}missing without JS: ${JSON.stringify(line.length > 90 ? `${line.slice(0, 87)}…` : line)}`);
    if (route.missing.length > 5) console.log(`${''.padEnd(34)}… and ${route.missing.length - 5} more`);
    if (route.pageErrors.length) console.log(`${''.padEnd(34)}page errors: ${route.pageErrors.slice(0, 2).join(' | ')}`);
  }
}
