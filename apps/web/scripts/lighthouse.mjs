#!/usr/bin/env node
/*
 * Lighthouse on the pages a phone user meets first (issue 13, "Fast on a phone"): mobile form
 * factor, simulated throttling (Lighthouse's defaults), Debian Chromium, the production build.
 *
 *   node apps/web/scripts/lighthouse.mjs [--base http://127.0.0.1:5173] [--runs 3] [--start]
 *        [--pages login,assistant,viewer] [--json out.json] [--reports dir]
 *        [--throttling simulate|devtools] [--cpu-slowdown 4]
 *
 * --throttling devtools  slows the browser itself (the same latency, bandwidth and CPU factor) and
 *           reports what it observed, instead of Lighthouse's default estimate (simulate) from an
 *           unthrottled load: the estimate does not know that a fetch waits for another one's answer
 *           (a request chain), so a change to the order of requests shows only this way. Noisier.
 * --cpu-slowdown N  the CPU factor (Lighthouse's default 4). Lighthouse's factor is meant for a
 *           machine of CPU index about 1,000-1,500 (see below); on a faster one a larger factor
 *           stands in for a slower machine, so that a change can be judged with margin.
 * --start   starts the app itself (scripts/start.ts --e2e: cognito-local, the API and the built web
 *           app on private ports, throw-away data) and stops it at the end; otherwise the app must
 *           already answer at --base (`npm start`, or `npm start -- --e2e --web-port N ...`).
 *
 * The signed-in pages are measured in a browser that signed in first as a demo user (the e2e
 * journeys' sign-in form, apps/web/e2e/support.ts); Lighthouse then keeps the origin's storage
 * (disableStorageReset) so the session survives, and the HTTP cache is cleared before every run so
 * each run is a cold load like the sign-in page's.
 *
 * Lighthouse 12.8.2 is a devDependency of the workspace (`npm install` brings it; 13.x needs Node
 * 22.19). LIGHTHOUSE_DIR=/some/prefix loads it from another install instead. CHROME_PATH picks the
 * browser (default /usr/bin/chromium).
 * The load average is printed with every run, and the median of each page's runs at the end:
 * simulated throttling multiplies the main-thread time observed here by 4, so a busy machine lowers
 * the score. So does a slower one: each run also prints the main-thread work (simulated seconds; what
 * the page's code costs, less noisy than TBT) and Lighthouse's CPU benchmark index of the machine
 * (higher is faster), so that figures from two machines can be told apart.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { mkdirSync, writeFileSync } from 'node:fs';

const root = path.resolve(import.meta.dirname, '../../..');
const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    runs: { type: 'string', default: '3' },
    start: { type: 'boolean', default: false },
    pages: { type: 'string', default: 'login,assistant,viewer' },
    json: { type: 'string' },
    reports: { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
    'cpu-slowdown': { type: 'string', default: '4' },
    'web-port': { type: 'string', default: '4657' },
    'api-port': { type: 'string', default: '4658' },
    'identity-port': { type: 'string', default: '4659' },
  },
});

const email = process.env.LIGHTHOUSE_EMAIL ?? 'owner.professional@demo.lexio.local';
const password = process.env.LIGHTHOUSE_PASSWORD ?? 'Lexio-demo-2025!';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(args.runs);

const pages = {
  login: { path: '/auth/login', signedIn: false },
  assistant: { path: '/assistant', signedIn: true },
  // The whole GDPR (99 articles, 173 recitals), no anchor.
  viewer: { path: '/documents/eu/reg/2016/679', signedIn: true },
};

async function importFrom(name) {
  const dir = process.env.LIGHTHOUSE_DIR;
  if (!dir) return import(name);
  const require = createRequire(path.join(path.resolve(dir), 'package.json'));
  return import(pathToFileURL(require.resolve(name)).href);
}

const { default: lighthouse } = await importFrom('lighthouse');
const chromeLauncher = await importFrom('chrome-launcher');
const { default: puppeteer } = await importFrom('puppeteer-core');

let app = null;
async function startApp() {
  const webPort = args['web-port'];
  app = spawn(
    process.execPath,
    [
      '--conditions=@lexio/source',
      '--import',
      'tsx',
      'scripts/start.ts',
      '--e2e',
      '--web-port',
      webPort,
      '--api-port',
      args['api-port'],
      '--identity-port',
      args['identity-port'],
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], detached: false },
  );
  await new Promise((resolve, reject) => {
    app.once('exit', (code) => reject(new Error(`the app exited (${code}) before it was up`)));
    app.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Lexio is running')) resolve();
    });
  });
  return `http://127.0.0.1:${webPort}`;
}

const base = args.start ? await startApp() : (args.base ?? 'http://127.0.0.1:5173');

async function launch() {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

async function signIn(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/auth/login`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('input[type="email"], input[name="email"]');
  await page.type('input[type="email"], input[name="email"]', email);
  await page.type('input[type="password"]', password);
  await page.click('button[type="submit"]');
  await page.waitForFunction(() => !location.pathname.startsWith('/auth'), { timeout: 60_000 });
  await page.close();
  return browser;
}

async function clearCache(browser) {
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await page.close();
}

const results = [];
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

try {
  for (const name of args.pages.split(',')) {
    const spec = pages[name];
    if (!spec) throw new Error(`unknown page ${name}; known: ${Object.keys(pages).join(', ')}`);
    const chrome = await launch();
    let browser = null;
    try {
      if (spec.signedIn) browser = await signIn(chrome.port);
      for (let run = 1; run <= runs; run += 1) {
        if (browser) await clearCache(browser);
        const load = loadAverage();
        const result = await lighthouse(
          `${base}${spec.path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            // Keep the signed-in session (local storage) of the signed-in pages.
            disableStorageReset: spec.signedIn,
            throttlingMethod: args.throttling,
            // Merged into the mobile preset (latency and bandwidth stay Lighthouse's).
            throttling: { cpuSlowdownMultiplier: Number(args['cpu-slowdown']) },
          },
          undefined,
        );
        const lhr = result.lhr;
        const audit = (id) => lhr.audits[id]?.numericValue;
        const row = {
          page: name,
          path: spec.path,
          run,
          load,
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          si: audit('speed-index'),
          mainThread: audit('mainthread-work-breakdown'),
          benchmarkIndex: lhr.environment?.benchmarkIndex,
          finalUrl: lhr.finalDisplayedUrl,
          lcpElement:
            lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
              ?.snippet ?? null,
          failedA11y: Object.values(lhr.audits)
            .filter(
              (a) =>
                lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) &&
                a.score === 0,
            )
            .map((a) => a.id),
          opportunities: Object.values(lhr.audits)
            .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 100)
            .map((a) => `${a.id} ${Math.round(a.numericValue)}ms`),
        };
        results.push(row);
        if (args.reports) {
          mkdirSync(args.reports, { recursive: true });
          writeFileSync(path.join(args.reports, `${name}-${run}.json`), JSON.stringify(lhr));
        }
        if (lhr.runtimeError) console.error(`${name} run ${run}: ${lhr.runtimeError.message}`);
        console.error(
          `${name} run ${run}: perf ${row.performance} a11y ${row.accessibility} LCP ${(row.lcp / 1000).toFixed(1)} s TBT ${Math.round(row.tbt)} ms (load ${load}) ${row.finalUrl}`,
        );
      }
    } finally {
      if (browser) await browser.disconnect();
      await chrome.kill();
    }
  }
} finally {
  if (app) app.kill('SIGTERM');
}

const pad = (value, width) => String(value).padEnd(width);
const header = [
  'page',
  'run',
  'perf',
  'a11y',
  'FCP s',
  'LCP s',
  'TBT ms',
  'CLS',
  'SI s',
  'main thread s',
  'CPU index',
  'load avg (1/5/15 min)',
];
const widths = [10, 4, 5, 5, 6, 6, 7, 6, 6, 13, 9, 22];
console.log(`| ${header.map((h, i) => pad(h, widths[i])).join(' | ')} |`);
console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
for (const r of results) {
  const cells = [
    r.page,
    r.run,
    r.performance,
    r.accessibility,
    (r.fcp / 1000).toFixed(1),
    (r.lcp / 1000).toFixed(1),
    Math.round(r.tbt),
    r.cls.toFixed(3),
    (r.si / 1000).toFixed(1),
    (r.mainThread / 1000).toFixed(1),
    Math.round(r.benchmarkIndex ?? 0),
    r.load,
  ];
  console.log(`| ${cells.map((c, i) => pad(c, widths[i])).join(' | ')} |`);
}
for (const r of results) {
  if (r.failedA11y.length)
    console.log(`${r.page} run ${r.run} accessibility failures: ${r.failedA11y.join(', ')}`);
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
for (const name of [...new Set(results.map((r) => r.page))]) {
  const rows = results.filter((r) => r.page === name);
  const of = (key) => median(rows.map((r) => r[key]));
  console.log(
    `${name} median of ${rows.length}: performance ${of('performance')}, accessibility ${of('accessibility')}, LCP ${(of('lcp') / 1000).toFixed(1)} s, TBT ${Math.round(of('tbt'))} ms, FCP ${(of('fcp') / 1000).toFixed(1)} s, main thread ${(of('mainThread') / 1000).toFixed(1)} s, CPU index ${Math.round(of('benchmarkIndex'))}`,
  );
}
const seen = new Set();
for (const r of results) {
  if (seen.has(r.page)) continue;
  seen.add(r.page);
  console.log(`${r.page} opportunities: ${r.opportunities.join('; ')}`);
  if (r.lcpElement) console.log(`${r.page} LCP element: ${r.lcpElement}`);
}
if (args.json) writeFileSync(args.json, JSON.stringify(results, null, 2));
