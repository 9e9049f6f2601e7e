// `npm run bench`'s lists that grow: the real server (`npm start`'s process) on a throwaway
// database seeded with 5,000 news items through the API, then
//   (a) the News admin screen, signed in, in Chromium: from the navigation to its table's first
//       row visible (budget ≤ 300 ms), a warm-up visit then `--runs` visits, then `--runs` visits
//       each after an article changed (the server cannot reuse the page it rendered before);
//   (b) a search: `GET /api/v1/news?status=all&q=…&page=1&pageSize=25` as the screen sends it
//       (budget ≤ 100 ms), and through the screen: from typing in the header's search to the
//       matching rows shown, with and without its 300 ms pause for typing.
// Reports median and p95; a figure over its budget is marked ✗ (and this script, run alone,
// exits 1).
//
//   node scripts/bench-lists.mjs [--items 5000] [--runs 15] [--dist dist]
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { percentile, round } from './bench-writes.mjs';
import { signInAsAdmin, startServerProcess } from './server-process.mjs';

export const LIST_BUDGET = { firstPageMs: 300, searchMs: 100 };
/** The header's search waits this long for typing to pause (src/admin/collection/CollectionScreen.tsx). */
const SEARCH_DEBOUNCE_MS = 300;

const WORDS = ['marché', 'forage', 'école', 'route', 'santé', 'budget', 'conseil', 'jeunesse', 'eau', 'élection', 'stade', 'récolte'];
const PLACES = ['Dtima', 'Kolofata', 'Mora', 'Maroua', 'Tokombéré', 'Mokolo'];

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { runs: sorted.length, medianMs: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)), maxMs: round(sorted.at(-1) ?? null) };
}


const itemOf = (n) => {
  const word = WORDS[n % WORDS.length];
  const place = PLACES[Math.floor(n / WORDS.length) % PLACES.length];
  return {
    title: { fr: `Article ${n} : ${word} à ${place}`, en: `Article ${n}: ${word} in ${place}` },
    content: { fr: `Compte rendu numéro ${n} sur ${word}.`, en: `Report number ${n} on ${word}.` },
    date: `2026-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
    status: n % 4 === 0 ? 'draft' : 'published',
  };
}

/** `count` news items through the staff API, `parallel` at a time. */
async function seed(origin, cookie, count, parallel = 8) {
  const headers = { 'content-type': 'application/json', origin, cookie };
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = (next += 1);
      const response = await fetch(`${origin}/api/v1/news`, { method: 'POST', headers, body: JSON.stringify(itemOf(n)) });
      if (response.status !== 201) throw new Error(`seeding item ${n}: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

export async function measureLists({ distDir = 'dist', items = 5000, runs = 15 } = {}) {
  // A throwaway database, fsync off so that seeding 5,000 items takes a minute, not four: what is
  // measured here only reads, and a read never waits for fsync.
  const server = await startServerProcess({ distDir, env: { EMBEDDED_FSYNC: 'off' } });
  let browser;
  try {
    const cookie = await signInAsAdmin(server.url);
    const seedStarted = performance.now();
    await seed(server.url, cookie, items);
    const seedMs = performance.now() - seedStarted;
    const headers = { origin: server.url, cookie };
    const total = (await (await fetch(`${server.url}/api/v1/news?status=all&page=1&pageSize=1`, { headers })).json()).total;

    // (b) The search through the API, as the screen asks it: a different word each time.
    const api = [];
    for (let run = 0; run < Math.max(runs * 4, 40); run++) {
      const q = run % 3 === 0 ? WORDS[run % WORDS.length].toUpperCase() : run % 3 === 1 ? `${PLACES[run % PLACES.length]} ${WORDS[run % WORDS.length]}` : `article ${run * 37}`;
      const started = performance.now();
      const response = await fetch(`${server.url}/api/v1/news?status=all&page=1&pageSize=25&q=${encodeURIComponent(q)}&sort=-updatedAt`, { headers });
      await response.json();
      api.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`search ${q}: ${response.status}`);
    }
    const apiWhole = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await (await fetch(`${server.url}/api/v1/news?status=all&page=${1 + run}&pageSize=25&sort=-updatedAt`, { headers })).json();
      apiWhole.push(performance.now() - started);
    }

    // (a) The screen, signed in: the session cookie given to the browser. Times are taken in the
    // page (a check every frame from the navigation's start, `performance.now()` counting from it),
    // not by polling from here, which would round them up to Playwright's polling steps.
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: server.url }]);
    await context.addInitScript(() => {
      /** The table rows drawn in any shadow root of the page. */
      const rows = () => {
        const found = [];
        const visit = (root) => {
          for (const row of root.querySelectorAll('.ui-table__body .ui-table__row')) found.push(row);
          for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
        };
        visit(document);
        return found;
      };
      const visible = (row) => row.getClientRects().length > 0;
      window.__benchRowShown = (text) =>
        new Promise((resolve) => {
          const check = () => (rows().some((row) => visible(row) && (!text || row.textContent.includes(text))) ? resolve(performance.now()) : requestAnimationFrame(check));
          check();
        });
      window.__benchFirstRow = window.__benchRowShown('');
    });
    const page = await context.newPage();
    const screen = [];
    // Where the navigation's time goes: the page's HTML arriving (the server renders the screen
    // with its first page of items), then the browser drawing it until the first row shows.
    const htmlReceived = [];
    const htmlToRows = [];
    // Each visit asks the API for page 1 only if the page came without it (then the rows wait for it).
    let pageRequests = 0;
    let coldMs;
    for (let run = 0; run <= runs; run++) {
      await page.goto('about:blank');
      await page.goto(`${server.url}/admin-dtima/content/news`, { waitUntil: 'commit' });
      const elapsed = await page.evaluate(() => window.__benchFirstRow);
      const timing = await page.evaluate(() => ({
        html: performance.getEntriesByType('navigation')[0]?.responseEnd,
        asked: performance.getEntriesByType('resource').some((entry) => /\/api\/v1\/news\?.*\bpage=1\b/.test(entry.name)),
      }));
      if (run === 0) coldMs = elapsed;
      else {
        screen.push(elapsed);
        if (timing.asked) pageRequests++;
        if (timing.html !== undefined) {
          htmlReceived.push(timing.html);
          htmlToRows.push(elapsed - timing.html);
        }
      }
    }
    // The same, each visit after an article changed (its title, through the API): the server
    // cannot reuse the HTML it sent a moment ago, and renders the screen afresh.
    const afterChange = [];
    const { items: newest } = await (await fetch(`${server.url}/api/v1/news?status=all&page=1&pageSize=1&sort=-updatedAt`, { headers })).json();
    let edited = newest[0];
    for (let run = 0; run < runs; run++) {
      const changed = await fetch(`${server.url}/api/v1/news/${edited.id}`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ version: edited.version, title: { fr: `${edited.title.fr.replace(/ \(mis à jour \d+\)$/, '')} (mis à jour ${run + 1})`, en: edited.title.en } }),
      });
      if (changed.status !== 200) throw new Error(`changing an article: ${changed.status} ${await changed.text()}`);
      edited = (await changed.json()).item;
      await page.goto('about:blank');
      await page.goto(`${server.url}/admin-dtima/content/news`, { waitUntil: 'commit' });
      afterChange.push(await page.evaluate(() => window.__benchFirstRow));
    }

    const shown = await page.locator('.collection__total').first().textContent();
    // One page of items has no « Page 1 sur … » (a run with `--items 20`).
    const position = (await page.locator('.collection__page').count()) > 0 ? await page.locator('.collection__page').first().textContent() : '';

    // (b) The search through the screen: typing in the header's search to the matching rows, and
    // from the request leaving (its resource timing) to the rows.
    const box = page.getByRole('searchbox').first();
    const typed = [];
    const answered = [];
    for (let run = 0; run < runs; run++) {
      const n = Math.max(1, items - 7 - run * 13);
      const title = `Article ${n} :`;
      const started = await page.evaluate(() => performance.now());
      const shownAt = page.evaluate((text) => window.__benchRowShown(text), title);
      await box.fill(String(n));
      const done = await shownAt;
      typed.push(done - started);
      const sent = await page.evaluate((q) => performance.getEntriesByType('resource').findLast((entry) => entry.name.includes(`q=${q}&`) || entry.name.endsWith(`q=${q}`))?.startTime, String(n));
      if (sent !== undefined) answered.push(done - sent);
    }
    await context.close();

    return {
      database: 'PGlite (embedded)',
      items,
      totalListed: total,
      seedSeconds: round(seedMs / 1000),
      shown: [shown?.trim(), position?.trim()].filter(Boolean).join(' — '),
      budget: LIST_BUDGET,
      firstPage: { coldMs: round(coldMs), ...summary(screen), htmlMs: summary(htmlReceived), htmlToRows: summary(htmlToRows), pageRequests, afterChange: summary(afterChange) },
      searchApi: summary(api),
      pageApi: summary(apiWhole),
      searchScreen: { typedToRows: summary(typed), requestToRows: summary(answered), debounceMs: SEARCH_DEBOUNCE_MS },
    };
  } finally {
    await browser?.close();
    await server.stop();
  }
}

const mark = (ok) => (ok ? '✓' : '✗');

export const listsWithinBudget = (result) =>
  result.firstPage.p95Ms <= result.budget.firstPageMs && result.firstPage.afterChange.p95Ms <= result.budget.firstPageMs && result.searchApi.p95Ms <= result.budget.searchMs;

export function printLists(result) {
  const { budget } = result;
  console.log(
    `\nLists that grow (${result.database}, loopback): ${result.items} news items seeded through the API in ${result.seedSeconds} s (${result.totalListed} listed); the screen shows « ${result.shown} »`,
  );
  const rows = [
    ['News screen: navigation → first row visible', result.firstPage, `${mark(result.firstPage.p95Ms <= budget.firstPageMs)} ≤ ${budget.firstPageMs} ms (first visit ${result.firstPage.coldMs} ms)`],
    ['  of which: navigation → the page (rendered with page 1) received', result.firstPage.htmlMs, ''],
    [`  of which: page received → first row visible (page 1 asked again: ${result.firstPage.pageRequests} times)`, result.firstPage.htmlToRows, ''],
    ['News screen after an article changed (rendered afresh)', result.firstPage.afterChange, `${mark(result.firstPage.afterChange.p95Ms <= budget.firstPageMs)} ≤ ${budget.firstPageMs} ms`],
    ['Search through the API (?q=, page 1)', result.searchApi, `${mark(result.searchApi.p95Ms <= budget.searchMs)} ≤ ${budget.searchMs} ms`],
    ['A page through the API (no search)', result.pageApi, ''],
    ['Search in the screen: request → rows shown', result.searchScreen.requestToRows, ''],
    [`Search in the screen: typing → rows (with its ${result.searchScreen.debounceMs} ms pause)`, result.searchScreen.typedToRows, ''],
  ].map(([name, figures, verdict]) => [name, String(figures.runs), `${figures.medianMs} ms`, `${figures.p95Ms} ms`, `${figures.maxMs} ms`, verdict]);
  const headers = ['measure', 'runs', 'median', 'p95', 'max', 'budget (p95)'];
  const widths = headers.map((header, index) => Math.max(header.length, ...rows.map((row) => row[index].length)));
  const line = (cells) => cells.map((cell, index) => (index === 0 || index === cells.length - 1 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ').trimEnd();
  console.log(line(headers));
  for (const row of rows) console.log(line(row));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const result = await measureLists({ distDir: option('--dist') ?? 'dist', items: Number(option('--items') ?? 5000), runs: Number(option('--runs') ?? 15) });
  printLists(result);
  if (args.includes('--json')) console.log(JSON.stringify(result));
  process.exit(listsWithinBudget(result) ? 0 : 1);
}
