// npm run bench: sizes of every dist/lib entry with the chunks it pulls in, load metrics of key
// routes on a cheap phone over a slow network, Lighthouse's mobile run of the public routes
// against their budgets, "JavaScript off vs on" (is the text of every hydrated page already in
// the page without JavaScript?), then the server (uncached render, throughput) and its public reads
// while 20 staff sessions write (scripts/bench-writes.mjs), and the staff lists with 5,000 news
// items (scripts/bench-lists.mjs). A benchmark, not a
// test: it writes dist/bench.json, prints tables and exits 0 unless it cannot run at all. The
// machine it runs on is usually shared: figures are noisy, Lighthouse's the least (simulated).
//
//   node scripts/bench.mjs                 build if dist/ is missing, then measure
//   node scripts/bench.mjs --sizes-only    skip the browser
//   node scripts/bench.mjs --no-lighthouse skip Lighthouse (about 5 minutes)
//   node scripts/bench.mjs --no-nojs       skip "JavaScript off vs on"
//   node scripts/bench.mjs --no-server     skip the server's throughput, render time and cold start
//   node scripts/bench.mjs --no-writes     skip the reads under writes (20 staff sessions writing for 20 s)
//   node scripts/bench.mjs --no-lists      skip the lists that grow (5,000 news: the News screen's first page, a search)
//   node scripts/bench.mjs --dist <dir>    measure another build (default: dist)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { measureNoScript, printNoScript } from './bench-nojs.mjs';
import { measureServer, printServer } from './bench-server.mjs';
import { measureWrites, printWrites } from './bench-writes.mjs';
import { listsWithinBudget, measureLists, printLists } from './bench-lists.mjs';
import { startServerProcess } from './server-process.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';


/** A cheap phone on a slow network (Lighthouse's "slow 4G" figures, CPU 4× slower). */
const PROFILE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: 4,
};

const ROUTE_TIMEOUT_MS = 30_000;
/** After everything is rendered, how long the network must stay quiet before reading the metrics. */
const QUIET_MS = 1000;
const QUIET_MAX_MS = 6000;

const args = process.argv.slice(2);
const sizesOnly = args.includes('--sizes-only');
const noLighthouse = args.includes('--no-lighthouse');
const noServer = args.includes('--no-server');
const noNoScript = args.includes('--no-nojs');
const noWrites = args.includes('--no-writes');
const noLists = args.includes('--no-lists');
const distIndex = args.indexOf('--dist');
const distDir = resolve(distIndex >= 0 && args[distIndex + 1] ? args[distIndex + 1] : 'dist');
const libDir = join(distDir, 'lib');
const demoDir = resolve('demo');

// ---------------------------------------------------------------------------------------------
// Build

function ensureBuild() {
  if (existsSync(join(distDir, 'index.html')) && existsSync(join(libDir, 'commune.js'))) return { built: true };
  if (distIndex >= 0) return { built: existsSync(libDir), reason: `${distDir} has no complete build` };
  console.log('No build in dist/ yet: building…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status === 0) return { built: true };
  return { built: existsSync(libDir), reason: `npm run build failed (exit ${build.status})` };
}

// ---------------------------------------------------------------------------------------------
// Sizes

const gzipped = (bytes) => gzipSync(bytes, { level: 9 }).length;

// Built ES modules put each static import on its own statement: `import{a as b}from"./x.js"`,
// `import"./x.js"`, `export{c}from"./x.js"`. Only relative specifiers are chunks of ours.
const STATIC_IMPORT = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[^"'`;()]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

const fileInfo = new Map();
function info(file) {
  let known = fileInfo.get(file);
  if (!known) {
    const bytes = readFileSync(file);
    const text = bytes.toString('utf8');
    const specifiers = (pattern) => [...new Set([...text.matchAll(pattern)].map((match) => resolve(dirname(file), match[1])))];
    known = { raw: bytes.length, gzip: gzipped(bytes), imports: specifiers(STATIC_IMPORT), lazy: specifiers(DYNAMIC_IMPORT) };
    fileInfo.set(file, known);
  }
  return known;
}

/** The entry and every module it imports statically, directly or not, in load order. */
function staticGraph(entry) {
  const seen = new Set();
  const missing = [];
  const visit = (file) => {
    if (seen.has(file)) return;
    if (!existsSync(file)) {
      missing.push(file);
      return;
    }
    seen.add(file);
    for (const dependency of info(file).imports) visit(dependency);
  };
  visit(entry);
  return { files: [...seen], missing };
}

function measureSizes() {
  const entries = readdirSync(libDir)
    .filter((name) => /\.(js|css)$/.test(name) && statSync(join(libDir, name)).isFile())
    .sort((a, b) => (a === 'commune.js' ? -1 : b === 'commune.js' ? 1 : a.localeCompare(b)));
  const rows = entries.map((name) => {
    const file = join(libDir, name);
    if (name.endsWith('.css')) {
      const { raw, gzip } = info(file);
      return { entry: name, raw, gzip, totalRaw: raw, totalGzip: gzip, chunks: [], lazy: [] };
    }
    const { files, missing } = staticGraph(file);
    const deps = files.slice(1);
    const lazy = [...new Set(files.flatMap((member) => info(member).lazy))].filter((chunk) => !files.includes(chunk));
    return {
      entry: name,
      raw: info(file).raw,
      gzip: info(file).gzip,
      totalRaw: files.reduce((sum, member) => sum + info(member).raw, 0),
      totalGzip: files.reduce((sum, member) => sum + info(member).gzip, 0),
      chunks: deps.map((member) => relative(libDir, member)),
      lazy: lazy.map((member) => relative(libDir, member)),
      ...(missing.length ? { missing: missing.map((member) => relative(libDir, member)) } : {}),
    };
  });
  const chunkDir = join(libDir, 'chunks');
  const chunks = existsSync(chunkDir)
    ? readdirSync(chunkDir)
        .filter((name) => name.endsWith('.js'))
        .map((name) => {
          const file = join(chunkDir, name);
          const usedBy = rows.filter((row) => row.chunks.includes(`chunks/${name}`)).map((row) => row.entry);
          return { chunk: `chunks/${name}`, raw: info(file).raw, gzip: info(file).gzip, usedBy };
        })
        .sort((a, b) => b.raw - a.raw)
    : [];
  return { entries: rows, chunks };
}

/** The chunk holding React (the `react` group of vite.config.ts): `chunks/react-<hash>.js`. */
function reactChunkName() {
  const chunkDir = join(libDir, 'chunks');
  if (!existsSync(chunkDir)) return undefined;
  const names = readdirSync(chunkDir).filter((name) => /^react-[\w-]{8}\.js$/.test(name));
  return names.find((name) => readFileSync(join(chunkDir, name), 'utf8').includes('react.transitional.element')) ?? names[0];
}

// ---------------------------------------------------------------------------------------------
// Load metrics

/** Runs in every page before its own scripts: records readiness, LCP and CLS as they happen. */
function pageProbe() {
  const state = { readySince: null, elements: 0, lcp: null, lcpElement: null, cls: 0, stopped: false };
  Object.defineProperty(window, '__communeBench', { value: state });
  const describe = (node) => {
    if (!node) return null;
    const root = node.getRootNode();
    const where = root instanceof ShadowRoot ? `${root.host.localName} › ` : '';
    return `${where}${node.localName}${node.id ? `#${node.id}` : ''}${node.classList?.length ? `.${[...node.classList].join('.')}` : ''}`;
  };
  try {
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (!last) return;
      state.lcp = last.startTime;
      state.lcpElement = describe(last.element);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No LCP in this browser: reported as null.
  }
  // CLS as web-vitals defines it: the largest burst of shifts less than 1 s apart, within 5 s.
  let sessionValue = 0;
  let sessionEntries = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        const first = sessionEntries[0];
        const last = sessionEntries.at(-1);
        if (last && entry.startTime - last.startTime < 1000 && entry.startTime - first.startTime < 5000) {
          sessionValue += entry.value;
          sessionEntries.push(entry);
        } else {
          sessionValue = entry.value;
          sessionEntries = [entry];
        }
        state.cls = Math.max(state.cls, sessionValue);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // No layout-shift entries in this browser.
  }
  const communeElements = (root, found) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.localName.startsWith('commune-')) found.push(element);
      if (element.shadowRoot) communeElements(element.shadowRoot, found);
    }
    return found;
  };
  // Every frame: are the commune-* elements of the first screen (also inside shadow roots)
  // drawn, by the server (a declarative shadow root, before any script) or by their script?
  // Those further down load as they come near, so they do not count.
  // The time kept is when that last became true, so elements added later reset it.
  const onFirstScreen = (element) => element.getBoundingClientRect().top < innerHeight || getComputedStyle(element).position === 'fixed';
  const check = () => {
    if (state.stopped) return;
    const elements = document.readyState === 'loading' ? [] : communeElements(document, []).filter(onFirstScreen);
    const ready = elements.length > 0 && elements.every((element) => element.shadowRoot && element.shadowRoot.childElementCount > 0);
    if (!ready) state.readySince = null;
    else if (state.readySince === null || elements.length !== state.elements) state.readySince = performance.now();
    state.elements = elements.length;
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function measureRoute(browser, route, reactChunk) {
  const context = await browser.newContext({
    viewport: PROFILE.viewport,
    deviceScaleFactor: PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  try {
    await context.addInitScript(pageProbe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map();
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      lastActivity = Date.now();
      if (event.request.url.startsWith('data:')) return;
      if (!requests.has(event.requestId)) requests.set(event.requestId, { url: event.request.url, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', (event) => {
      lastActivity = Date.now();
      const request = requests.get(event.requestId);
      if (request) request.bytes = event.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', () => {
      lastActivity = Date.now();
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: (PROFILE.downloadKbps * 1000) / 8,
      uploadThroughput: (PROFILE.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });

    await page.goto(route.url, { waitUntil: 'load', timeout: ROUTE_TIMEOUT_MS });
    let readyError;
    try {
      await page.waitForFunction(() => window.__communeBench.readySince !== null, null, { timeout: ROUTE_TIMEOUT_MS, polling: 100 });
    } catch {
      readyError = 'no commune-* element was drawn in time';
    }
    const quietSince = Date.now();
    while (Date.now() - lastActivity < QUIET_MS && Date.now() - quietSince < QUIET_MAX_MS) await page.waitForTimeout(200);

    const probe = await page.evaluate(() => {
      const state = window.__communeBench;
      state.stopped = true;
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        readyMs: state.readySince,
        elements: state.elements,
        lcpMs: state.lcp,
        lcpElement: state.lcpElement,
        cls: state.cls,
        ttfbMs: navigation?.responseStart ?? null,
        domContentLoadedMs: navigation?.domContentLoadedEventEnd ?? null,
        loadMs: navigation?.loadEventEnd ?? null,
      };
    });
    const fetched = [...requests.values()];
    const reactFetches = reactChunk ? fetched.filter((request) => new URL(request.url).pathname.endsWith(`/lib/chunks/${reactChunk}`)).length : 0;
    const round = (value) => (value === null || value === undefined ? null : Math.round(value));
    return {
      route: route.name,
      url: route.url,
      readyMs: round(probe.readyMs),
      elements: probe.elements,
      lcpMs: round(probe.lcpMs),
      lcpElement: probe.lcpElement,
      cls: Math.round(probe.cls * 1000) / 1000,
      requests: fetched.length,
      bytes: fetched.reduce((sum, request) => sum + request.bytes, 0),
      reactChunk: reactChunk ?? null,
      reactFetches,
      reactFetchedOnce: reactFetches === 1,
      ttfbMs: round(probe.ttfbMs),
      domContentLoadedMs: round(probe.domContentLoadedMs),
      loadMs: round(probe.loadMs),
      ...(readyError ? { error: readyError } : {}),
    };
  } catch (error) {
    return { route: route.name, url: route.url, error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await context.close();
  }
}

function demoPage() {
  if (!existsSync(demoDir)) return undefined;
  if (existsSync(join(demoDir, 'index.html'))) return '/';
  const page = readdirSync(demoDir).find((name) => name.endsWith('.html'));
  return page ? `/${page}` : undefined;
}

async function measureRoutes(reactChunk, server) {
  const routes = [
    { name: 'home (/)', url: `${server.url}/` },
    { name: 'events (/events)', url: `${server.url}/events` },
  ];
  const demoPath = demoPage();
  if (demoPath && server.demoUrl) routes.push({ name: `partner demo (${demoPath})`, url: `${server.demoUrl}${demoPath}` });
  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    const version = browser.version();
    const results = [];
    for (const route of routes) results.push(await measureRoute(browser, route, reactChunk));
    return { browser: `Chromium ${version}`, routes: results };
  } finally {
    await browser?.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Lighthouse: its default mobile run (simulated slow 4G, 4× CPU), driving Debian's Chromium

const require = createRequire(import.meta.url);
/** The public routes measured by Lighthouse and by "JavaScript off vs on". */
const PAGE_ROUTES = ['/', '/?lang=en', '/events', '/government/council', '/business/projects', '/residents/points-of-interest'];
const LIGHTHOUSE_RUNS = 3;

/**
 * The budgets: the home page's in both languages, and every other route's score and LCP. JS is
 * the gzip size of the scripts fetched before any interaction (kB = 1000 bytes).
 */
const BUDGETS = {
  home: { performance: 99, lcpMs: 1000, tbtMs: 50, cls: 0.01, scriptGzipKb: 100 },
  other: { performance: 99, lcpMs: 1200 },
};
const budgetOf = (route) => (route === '/' || route === '/?lang=en' ? BUDGETS.home : BUDGETS.other);

/** Runs a command without blocking this process, which serves the pages being measured. */
function run(command, args, options) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeout);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolvePromise({ status, stderr });
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      resolvePromise({ status: null, stderr: error.message });
    });
  });
}

/** The bytes of a URL's body as the server sends it to a client that accepts only gzip. */
function gzipBytes(url) {
  return new Promise((resolvePromise) => {
    const request = httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolvePromise(response.headers['content-encoding'] === 'gzip' ? bytes : null));
      response.on('error', () => resolvePromise(null));
    });
    request.on('error', () => resolvePromise(null));
    request.end();
  });
}

/** The LCP element (selector and snippet) and the LCP's phases, from Lighthouse's audit. */
function lcpDetails(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const tables = items.flatMap((item) => (item.type === 'table' ? [item] : item.items ? [item] : []));
  const node = tables.flatMap((table) => table.items ?? []).find((row) => row.node)?.node;
  const phases = tables
    .flatMap((table) => table.items ?? [])
    .filter((row) => row.phase !== undefined && row.timing !== undefined)
    .map((row) => `${row.phase} ${Math.round(row.timing)} ms`);
  return {
    lcpElement: node ? `${node.selector ?? ''}${node.snippet ? ` ${node.snippet.slice(0, 160)}` : ''}`.trim() : null,
    lcpPhases: phases,
  };
}

async function lighthouseOnce(url) {
  const profile = mkdtempSync(join(tmpdir(), 'commune-lh-'));
  const output = join(profile, 'report.json');
  const flags = [...CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--headless')), '--headless=new', `--user-data-dir=${join(profile, 'chromium')}`].join(' ');
  const result = await run(
    process.execPath,
    [
      require.resolve('lighthouse/cli/index.js'),
      url,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--max-wait-for-load=60000',
      '--only-categories=performance',
      // Its screenshot of the whole page grows the viewport, which would load the carousels'
      // code after the measurement; and it takes time.
      '--disable-full-page-screenshot',
      `--chrome-flags=${flags}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: 180_000 },
  );
  try {
    if (result.status !== 0 || !existsSync(output)) throw new Error((result.stderr || `exit ${result.status}`).split('\n').filter(Boolean).slice(-1)[0]);
    const lhr = JSON.parse(readFileSync(output, 'utf8'));
    const audit = (id) => lhr.audits[id]?.numericValue;
    const resources = lhr.audits['resource-summary']?.details?.items ?? [];
    const bytesOf = (type) => resources.find((item) => item.resourceType === type)?.transferSize ?? null;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests
      .filter((item) => item.resourceType === 'Script' && /^https?:/.test(item.url))
      .map((item) => ({ url: item.url, transferBytes: item.transferSize ?? 0, resourceBytes: item.resourceSize ?? 0 }));
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
      fcpMs: Math.round(audit('first-contentful-paint')),
      speedIndexMs: Math.round(audit('speed-index')),
      scriptBytes: bytesOf('script'),
      totalBytes: bytesOf('total'),
      requests: requests.length,
      scripts,
      ...lcpDetails(lhr),
    };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measureLighthouse(liveServer) {
  const results = [];
  for (const path of PAGE_ROUTES) {
    const siteUrl = (await liveServer()).url;
    const runs = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      await new Promise((resolvePromise) => setTimeout(resolvePromise, 1000)); // let the CPU go quiet
      try {
        runs.push(await lighthouseOnce(`${siteUrl}${path}`));
      } catch (error) {
        runs.push({ error: error instanceof Error ? error.message : String(error) });
      }
    }
    const good = runs.filter((run) => !run.error);
    if (good.length === 0) {
      results.push({ route: path, error: runs[0].error });
      continue;
    }
    // The run with the median score stands for the route, so its figures belong together; the
    // other metrics are each their own median.
    const score = median(good.map((run) => run.performance));
    const chosen = good.find((run) => run.performance === score);
    // The scripts fetched before any interaction, as gzip (what a client accepting only gzip gets).
    const scriptGzipBytes = (await Promise.all(chosen.scripts.map((script) => gzipBytes(script.url)))).reduce(
      (sum, bytes, index) => sum + (bytes ?? chosen.scripts[index].transferBytes),
      0,
    );
    results.push({
      route: path,
      runs: good.length,
      ...chosen,
      scriptGzipBytes,
      scores: good.map((run) => run.performance),
      medians: {
        lcpMs: median(good.map((run) => run.lcpMs)),
        tbtMs: median(good.map((run) => run.tbtMs)),
        cls: median(good.map((run) => run.cls)),
      },
    });
  }
  return results;
}

function budgetVerdicts(result) {
  if (result.error) return [];
  const budget = budgetOf(result.route);
  const checks = [
    ['perf', result.performance >= budget.performance, `≥ ${budget.performance}`],
    ['LCP', result.lcpMs <= budget.lcpMs, `≤ ${(budget.lcpMs / 1000).toFixed(1)} s`],
  ];
  if (budget.tbtMs !== undefined) checks.push(['TBT', result.tbtMs <= budget.tbtMs, `≤ ${budget.tbtMs} ms`]);
  if (budget.cls !== undefined) checks.push(['CLS', result.cls <= budget.cls, `≤ ${budget.cls}`]);
  if (budget.scriptGzipKb !== undefined) checks.push(['JS', result.scriptGzipBytes / 1000 <= budget.scriptGzipKb, `≤ ${budget.scriptGzipKb} kB gz`]);
  return checks.map(([name, ok, limit]) => ({ name, ok, limit }));
}

function printLighthouse(results) {
  console.log(
    `\nLighthouse ${require('lighthouse/package.json').version}, mobile (simulated slow 4G, 4× CPU), median of ${LIGHTHOUSE_RUNS} runs (the median-score run's figures); JS = scripts fetched before any interaction, gzip (as served: br)\n`,
  );
  console.log(
    table(
      ['route', 'perf', 'scores', 'FCP', 'LCP', 'TBT', 'CLS', 'JS gzip', 'JS as served', 'scripts', 'transferred', 'budgets'],
      results.map((result) =>
        result.error
          ? [result.route, `failed: ${result.error}`, '', '', '', '', '', '', '', '', '', '']
          : [
              result.route,
              result.performance,
              result.scores.join(' '),
              ms(result.fcpMs),
              ms(result.lcpMs),
              ms(result.tbtMs),
              result.cls.toFixed(3),
              kB(result.scriptGzipBytes),
              kB(result.scriptBytes),
              result.scripts.length,
              kB(result.totalBytes),
              budgetVerdicts(result)
                .map((check) => `${check.ok ? '✓' : '✗'} ${check.name} ${check.limit}`)
                .join(', '),
            ],
      ),
      [1, 3, 4, 5, 6, 7, 8, 9, 10],
    ),
  );
  console.log('\nLCP element of each route (median-score run), with its phases:');
  for (const result of results) {
    if (result.error) continue;
    console.log(`  ${result.route}: ${result.lcpElement ?? '(none reported)'}`);
    if (result.lcpPhases?.length) console.log(`  ${''.padEnd(result.route.length)}  ${result.lcpPhases.join(', ')}`);
  }
  const failed = results.filter((result) => budgetVerdicts(result).some((check) => !check.ok));
  for (const result of failed) {
    const largest = [...result.scripts].sort((a, b) => b.transferBytes - a.transferBytes);
    const scripts = largest.slice(0, 6).map((script) => `${new URL(script.url).pathname} ${kB(script.transferBytes)}`).join(', ') + (largest.length > 6 ? `, and ${largest.length - 6} more` : '');
    console.log(`\n! ${result.route} misses a budget: ${budgetVerdicts(result).filter((check) => !check.ok).map((check) => check.name).join(', ')}; ${result.requests} requests; ${result.scripts.length} scripts before interaction (largest first, as served): ${scripts || 'none'}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const kB = (bytes) => (bytes === null || bytes === undefined ? '–' : `${(bytes / 1000).toFixed(1)} kB`);
const ms = (value) => (value === null || value === undefined ? '–' : `${value} ms`);

function table(headers, rows, alignRight = []) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) => (alignRight.includes(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((width) => '─'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

function printSizes(sizes) {
  console.log('\nEntries of dist/lib (gzip -9; "with deps" adds every chunk the entry imports statically)\n');
  console.log(
    table(
      ['entry', 'raw', 'gzip', 'with deps raw', 'with deps gzip', 'static chunks', 'lazy'],
      sizes.entries.map((row) => [row.entry, kB(row.raw), kB(row.gzip), kB(row.totalRaw), kB(row.totalGzip), row.chunks.length, row.lazy.length]),
      [1, 2, 3, 4, 5, 6],
    ),
  );
  if (sizes.chunks.length) {
    console.log('\nShared chunks\n');
    console.log(
      table(
        ['chunk', 'raw', 'gzip', 'used by'],
        sizes.chunks.map((chunk) => [chunk.chunk, kB(chunk.raw), kB(chunk.gzip), chunk.usedBy.length ? chunk.usedBy.join(', ') : '(lazy or shell only)']),
        [1, 2],
      ),
    );
  }
  for (const row of sizes.entries) if (row.missing) console.log(`\n! ${row.entry} imports missing files: ${row.missing.join(', ')}`);
}

function printRoutes(load) {
  const { viewport, latencyMs, downloadKbps, uploadKbps, cpuSlowdown } = PROFILE;
  console.log(
    `\nLoad on a cheap phone (${viewport.width}×${viewport.height}, ${downloadKbps / 1000} Mbps down, ${uploadKbps} kbps up, ${latencyMs} ms RTT, CPU ${cpuSlowdown}× slower), cold cache, ${load.browser}\n`,
  );
  console.log(
    table(
      ['route', 'first screen ready', 'elements', 'LCP', 'CLS', 'requests', 'transferred', 'React chunk'],
      load.routes.map((route) =>
        route.error && route.requests === undefined
          ? [route.route, `failed: ${route.error}`, '', '', '', '', '', '']
          : [
              route.route,
              ms(route.readyMs),
              route.elements,
              ms(route.lcpMs),
              route.cls.toFixed(3),
              route.requests,
              kB(route.bytes),
              route.reactFetches === 0 ? 'not fetched' : route.reactFetchedOnce ? 'fetched once' : `fetched ${route.reactFetches}×`,
            ],
      ),
      [1, 2, 3, 4, 5, 6],
    ),
  );
  for (const route of load.routes) if (route.error && route.requests !== undefined) console.log(`! ${route.route}: ${route.error}`);
}

// ---------------------------------------------------------------------------------------------

const started = Date.now();
const loadAtStart = loadavg();
console.log(`Machine: ${cpus().length} cores, load average ${loadAtStart.map((value) => value.toFixed(2)).join(' ')} at the start (other work on a shared machine makes every figure noisy)`);
const build = ensureBuild();
if (!build.built) {
  console.error(`Cannot benchmark: ${build.reason ?? `no build in ${distDir}`}.`);
  process.exit(1);
}

const sizes = measureSizes();
const reactChunk = reactChunkName();
printSizes(sizes);

let load = { skipped: sizesOnly ? 'run with --sizes-only' : build.reason };
let lighthouse = { skipped: sizesOnly ? 'run with --sizes-only' : noLighthouse ? 'run with --no-lighthouse' : build.reason };
let noScript = { skipped: sizesOnly ? 'run with --sizes-only' : noNoScript ? 'run with --no-nojs' : build.reason };
let exitCode = 0;
if (!sizesOnly && !build.reason) {
  // The real server, as `npm start` runs it, on a fresh database, for every browser measurement.
  const start = () =>
    startServerProcess({ distDir }).catch((error) => {
      console.error(`\nCannot start the server: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    });
  let server = await start();
  console.log(`\nServer for the browsers: ${server.url} (ready in ${(server.readyMs / 1000).toFixed(1)} s)`);
  // The server, started again if it has gone (what it printed last is shown): one crash (or a
  // process killed by other work on the machine) costs a route, not the rest of the run.
  const liveServer = async () => {
    if (existsSync(`/proc/${server.pid}`)) return server;
    console.log(`\n! The server (pid ${server.pid}) has exited; its last output:\n${server.output().split('\n').slice(-8).join('\n')}\nStarting it again.`);
    server = await start();
    return server;
  };
  try {
    try {
      load = await measureRoutes(reactChunk, server);
      printRoutes(load);
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.error(`\nCannot measure the routes: ${message}`);
      load = { error: message };
      exitCode = 1;
    }
    if (!noLighthouse) {
      const results = await measureLighthouse(liveServer);
      printLighthouse(results);
      lighthouse = { runsPerRoute: LIGHTHOUSE_RUNS, budgets: BUDGETS, routes: results.map((result) => ({ ...result, budgets: budgetVerdicts(result) })) };
    }
    if (!noNoScript) {
      try {
        noScript = await measureNoScript((await liveServer()).url, PAGE_ROUTES);
        printNoScript(noScript);
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        console.error(`\nCannot compare JavaScript off and on: ${message}`);
        noScript = { error: message };
      }
    }
  } finally {
    if (existsSync(`/proc/${server.pid}`)) await server.stop();
  }
} else {
  console.log(`\nRoutes not measured: ${load.skipped}.`);
}

let serverFigures = { skipped: sizesOnly ? 'run with --sizes-only' : noServer ? 'run with --no-server' : build.reason };
if (!sizesOnly && !noServer && !build.reason) {
  try {
    serverFigures = await measureServer({ distDir, paths: PAGE_ROUTES });
    printServer(serverFigures);
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.error(`\nCannot measure the server: ${message}`);
    serverFigures = { error: message };
    exitCode = 1;
  }
}

let writeFigures = { skipped: sizesOnly ? 'run with --sizes-only' : noWrites ? 'run with --no-writes' : build.reason };
if (!sizesOnly && !noWrites && !build.reason) {
  try {
    writeFigures = await measureWrites({ distDir });
    printWrites(writeFigures);
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.error(`\nCannot measure the reads under writes: ${message}`);
    writeFigures = { error: message };
    exitCode = 1;
  }
}

let listFigures = { skipped: sizesOnly ? 'run with --sizes-only' : noLists ? 'run with --no-lists' : build.reason };
if (!sizesOnly && !noLists && !build.reason) {
  try {
    listFigures = await measureLists({ distDir });
    printLists(listFigures);
    if (!listsWithinBudget(listFigures)) console.log('\n! The lists that grow miss a budget (p95 of the News screen’s first page, or of a search).');
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.error(`\nCannot measure the lists that grow: ${message}`);
    listFigures = { error: message };
    exitCode = 1;
  }
}

const report = {
  generatedAt: new Date().toISOString(),
  dist: relative(process.cwd(), distDir) || '.',
  profile: PROFILE,
  reactChunk: reactChunk ? `chunks/${reactChunk}` : null,
  sizes,
  load,
  lighthouse,
  noScript,
  server: serverFigures,
  writes: writeFigures,
  lists: listFigures,
  loadAverage: { start: loadAtStart, end: loadavg() },
  durationMs: Date.now() - started,
};
const reportFile = join(distDir, 'bench.json');
writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nLoad average at the end: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
console.log(`\nReport: ${relative(process.cwd(), reportFile)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(exitCode);
