/**
 * Lighthouse (docs/performance.md): performance, accessibility and best practices of /login and of the employee's
 * mobile dashboard, Lighthouse 12's default mobile emulation (Moto G Power, simulated slow 4G, 4× CPU
 * slowdown) on Debian's Chromium, median of 3 runs each. Goals: performance ≥ 90, accessibility 100,
 * best practices 100. Lighthouse's CPU benchmark index of this machine is printed beside the scores: a
 * box slower than Lighthouse assumes lowers every performance score.
 *
 * The dashboard needs a logged-in employee with a position, without Puppeteer: Chromium is started by
 * chrome-launcher with remote debugging; playwright-core connects to the same browser, logs the employee
 * in through the real form (the SPA keeps its tokens in localStorage and registers its device), grants
 * geolocation and keeps the position override on every page of the browser, including the tab Lighthouse
 * opens. Lighthouse then runs with storage reset off (the session must survive); the HTTP cache, the
 * service worker and its caches are cleared before each run, so every run is still a first load.
 *
 *   npx tsx bench/lighthouse.ts       (builds the SPA first when dist/web is missing)
 *   BENCH_LIGHTHOUSE_SAVE=/tmp/lh npx tsx bench/lighthouse.ts   (also keeps every full report)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium, type Browser as PlaywrightBrowser, type CDPSession } from 'playwright-core';
import { startBenchServer } from './lib/bench-server';
import { CHROME_FLAGS, chromePath, ensureSpaBuilt, logInThroughForm, watchErrors } from './lib/browser';
import { BenchRecorder, round } from './lib/report';
import { createEmployees, createPlaces, EMPLOYEE_PASSWORD, OFFICE } from './lib/workforce';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
const GOALS: Record<Category, number> = { performance: 90, accessibility: 100, 'best-practices': 100 };
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

/** The parts of a Lighthouse result this bench reads. */
interface Lhr {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  environment: { benchmarkIndex: number; hostUserAgent: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhrAudit>;
}

interface LhrAudit {
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  scoreDisplayMode: string;
  details?: { items?: LhrAuditItem[] };
}

/** What an audit item may carry; not every field is text (see itemText). */
interface LhrAuditItem {
  description?: unknown;
  source?: unknown;
  url?: unknown;
  node?: { snippet?: unknown };
}

interface Run {
  scores: Record<Category, number>;
  metrics: Record<string, number>;
  benchmarkIndex: number;
  finalUrl: string;
  warnings: string[];
  /** 'category: audit id' → what it found, for audits that did not pass (perf: scored under 0.9). */
  failing: Record<string, string>;
}

/** BENCH_LIGHTHOUSE_SAVE=<folder>: every run's full report is written there (open it in Lighthouse's viewer). */
const SAVE_DIR = process.env.BENCH_LIGHTHOUSE_SAVE;
let savedReports = 0;

function saveReport(url: string, lhr: unknown): void {
  mkdirSync(SAVE_DIR!, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '') || 'root'}-${++savedReports}.json`;
  writeFileSync(path.join(SAVE_DIR!, name), JSON.stringify(lhr));
  console.log(`  report saved: ${path.join(SAVE_DIR!, name)}`);
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function runLighthouse(url: string, port: number, disableStorageReset: boolean): Promise<Run> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset,
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const lhr = result.lhr as unknown as Lhr;
  if (SAVE_DIR) saveReport(url, result.lhr);
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
  const metrics = Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.numericValue ?? NaN]));
  const failing = Object.fromEntries(
    CATEGORIES.flatMap((c) =>
      lhr.categories[c].auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
        .filter(({ audit }) => audit && audit.scoreDisplayMode !== 'notApplicable' && audit.score !== null && audit.score < (c === 'performance' ? 0.9 : 1))
        .map(({ ref, audit }) => [`${c}: ${ref.id}`, audit.displayValue || describeItems(audit)]),
    ),
  );
  return { scores, metrics, benchmarkIndex: lhr.environment.benchmarkIndex, finalUrl: lhr.finalDisplayedUrl, warnings: lhr.runWarnings, failing };
}

/** The first few things an audit found (a console error, an element's snippet), so a miss says why. */
function describeItems(audit: LhrAudit): string {
  const items = audit.details?.items ?? [];
  const found = items.slice(0, 3).map((i) => itemText(i).replace(/\s+/g, ' ').slice(0, 140));
  return `${items.length} found${found.length ? `: ${found.join(' | ')}` : ''}`;
}

/**
 * The first text an audit item carries. Not every field is a string: errors-in-console gives `source` as a
 * source location object ({url, line, …}) in some runs and as a label ('exception', 'network') in others.
 */
function itemText(item: LhrAuditItem): string {
  const source = item.source;
  const sourceText = typeof source === 'string' ? source : (source as { url?: unknown } | undefined)?.url;
  const candidates: unknown[] = [item.description, item.node?.snippet, sourceText, item.url];
  return (candidates.find((c) => typeof c === 'string' && c !== '') as string | undefined) ?? '';
}

/** Lighthouse's own trace failures, for which its advice is to run it again (NO_NAVSTART, NO_FCP and the like). */
function isTraceGlitch(error: unknown): boolean {
  return error instanceof Error && /: (NO_NAVSTART|NO_FCP|NO_TRACING_STARTED|NO_LCP) /.test(error.message);
}

/** RUNS Lighthouse runs of one page; `beforeEach` prepares the browser for a cold load. */
async function measurePage(name: string, url: string, port: number, disableStorageReset: boolean, beforeEach: () => Promise<void>): Promise<Run[]> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    await beforeEach();
    const run = await runLighthouse(url, port, disableStorageReset).catch(async (error: unknown) => {
      if (!isTraceGlitch(error)) throw error;
      console.log(`  ${name} run ${i + 1}: ${(error as Error).message}; running it again once`);
      await beforeEach();
      return runLighthouse(url, port, disableStorageReset);
    });
    console.log(
      `  ${name} run ${i + 1}: perf ${run.scores.performance}, a11y ${run.scores.accessibility}, best practices ${run.scores['best-practices']}; ` +
        `LCP ${Math.round(run.metrics['largest-contentful-paint'])} ms, TBT ${Math.round(run.metrics['total-blocking-time'])} ms; ` +
        `benchmark index ${Math.round(run.benchmarkIndex)}; final URL ${new URL(run.finalUrl).pathname}`,
    );
    runs.push(run);
  }
  return runs;
}

function report(rec: BenchRecorder, name: string, runs: Run[], expectedPath: string): void {
  for (const c of CATEGORIES) {
    const value = median(runs.map((r) => r.scores[c]));
    rec.add({
      name: `${name}: ${c} (median of ${runs.length})`,
      value: `${value} (${runs.map((r) => r.scores[c]).join(', ')})`,
      goal: c === 'performance' ? `≥ ${GOALS[c]}` : `${GOALS[c]}`,
      met: value >= GOALS[c],
    });
  }
  const m = (id: string) => median(runs.map((r) => r.metrics[id]));
  rec.add({
    name: `${name}: FCP / LCP / TBT / SI (median)`,
    value: `${round(m('first-contentful-paint') / 1000, 2)} s / ${round(m('largest-contentful-paint') / 1000, 2)} s / ${Math.round(m('total-blocking-time'))} ms / ${round(m('speed-index') / 1000, 2)} s`,
    goal: '—',
  });
  rec.add({ name: `${name}: CLS (median)`, value: round(m('cumulative-layout-shift'), 3), goal: '—' });
  const landed = runs.every((r) => new URL(r.finalUrl).pathname === expectedPath);
  if (!landed) rec.note(`${name}: some runs ended on ${runs.map((r) => new URL(r.finalUrl).pathname).join(', ')}, not ${expectedPath}`);
  const failing = new Map<string, string[]>();
  for (const run of runs) for (const [id, found] of Object.entries(run.failing)) failing.set(id, [...(failing.get(id) ?? []), found]);
  if (failing.size) {
    const list = [...failing].map(([id, found]) => `${id} (${runs.length > 1 ? `${found.length}/${runs.length} runs; ` : ''}${[...new Set(found)].join(' / ')})`);
    rec.note(`${name}: audits below par: ${list.join('; ')}`);
  }
}

async function measure(rec: BenchRecorder): Promise<void> {
  ensureSpaBuilt();
  const server = await startBenchServer('pglite');
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'timbrature-lighthouse-'));
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let playwright: PlaywrightBrowser | undefined;
  try {
    await createPlaces(server, 1);
    await createEmployees(server, 1, 'none');
    chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'error' });
    const port = chrome.port;

    // /login: Lighthouse's own storage reset gives every run a cold, logged-out first load.
    const login = await measurePage('/login', `${server.apiUrl}/login`, port, false, async () => undefined);

    // The dashboard: playwright prepares the session and the position on the same browser.
    let dashboard: Run[] = [];
    let failure: string | undefined;
    try {
      playwright = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const context = playwright.contexts()[0];
      await context.grantPermissions(['geolocation'], { origin: server.apiUrl });
      await context.setGeolocation({ latitude: OFFICE.latitude, longitude: OFFICE.longitude, accuracy: 15 });
      const page = await context.newPage();
      watchErrors(page);
      const cdp = await context.newCDPSession(page);
      await emulateLighthouseMobile(cdp);
      await logInThroughForm(page, server.apiUrl, 'emp1', EMPLOYEE_PASSWORD);
      await page.goto('about:blank');
      dashboard = await measurePage('/dashboard', `${server.apiUrl}/dashboard`, port, true, async () => {
        // A cold load but the same session: the HTTP cache, the service worker and its caches go; localStorage stays.
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Storage.clearDataForOrigin', { origin: server.apiUrl, storageTypes: 'service_workers,cache_storage' });
      });
      rec.details.chromium = playwright.version();
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }

    const benchmarkIndex = median([...login, ...dashboard].map((r) => r.benchmarkIndex));
    rec.add({ name: 'machine: Lighthouse CPU benchmark index (median)', value: Math.round(benchmarkIndex), goal: '— (Lighthouse warns below 1000)' });
    report(rec, '/login', login, '/login');
    if (failure) {
      rec.add({ name: '/dashboard (employee, mobile)', value: 'not measured', goal: 'measured', met: false });
      rec.note(`the dashboard could not be measured: ${failure}`);
      process.exitCode = 1;
    } else {
      report(rec, '/dashboard (employee, mobile)', dashboard, '/dashboard');
    }
    rec.details.login = login;
    rec.details.dashboard = failure ? { failure } : dashboard;
    rec.finish();
  } finally {
    await playwright?.close().catch(() => undefined);
    chrome?.kill();
    await server.stop();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * The login step runs with the user agent, screen and touch Lighthouse's mobile run will emulate, so
 * that the device fingerprint the SPA stores at login is the one it recomputes under Lighthouse.
 */
async function emulateLighthouseMobile(cdp: CDPSession): Promise<void> {
  const { screenEmulationMetrics, userAgents } = await import('lighthouse/core/config/constants.js');
  const screen = screenEmulationMetrics.mobile;
  await cdp.send('Emulation.setUserAgentOverride', { userAgent: userAgents.mobile });
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: screen.width,
    height: screen.height,
    deviceScaleFactor: screen.deviceScaleFactor,
    mobile: screen.mobile,
  });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
}

/** A page that never becomes usable still leaves a result saying so, rather than the previous run's figures. */
async function main(): Promise<void> {
  const rec = new BenchRecorder('lighthouse');
  try {
    await measure(rec);
  } catch (error) {
    console.error(error);
    rec.add({ name: 'lighthouse', value: 'not measured', goal: 'measured', met: false });
    rec.note(`not measured: ${error instanceof Error ? error.message : String(error)}`);
    rec.finish();
    process.exitCode = 1;
  }
}

main();
