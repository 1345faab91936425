/**
 * One punch from the phone (docs/performance.md, "A punch's round trips"): how many HTTP requests one check-in and
 * one check-out make, and the time from the tap to the confirmed status on screen.
 *
 * Real Chromium (playwright-core) with iPhone 13 emulation (390×844, touch), its position at the office, against the
 * real server (bench/lib/bench-server.ts, PGlite) serving the built SPA. The employee logs in through the form (the
 * SPA registers its device and its device key, so every punch asks for a device challenge as on a phone). Then, for
 * each run, the dashboard is opened afresh (as an employee opens the app at the door), left until no request has run
 * for a while, and 'Check In' (or 'Check Out') is tapped.
 * - Requests: every /api/ request the page sends (page.on('request')) from the tap until WINDOW_MS after it and at
 *   least SETTLE_MS after the confirmed status, with none in flight: the device challenge, the punch, the status
 *   reads, the nearby places and the recent punches, and the nearby reload the punch's fresh GPS fix asks for.
 *   "Answered before confirmed" counts those whose answer had arrived when the status flipped.
 * - Times, in the page's own clock (performance.now()): the tap (the button's click event), the punch's answer
 *   (Resource Timing's responseEnd of the POST), the status card flipping to 'In Servizio' / 'Fuori Servizio'
 *   (MutationObserver: the DOM change, painted within the next frame) and the success toast.
 * Medians of BENCH_PUNCH_RUNS check-ins and as many check-outs, under each network condition of
 * BENCH_PUNCH_LATENCY_MS (comma-separated added round-trip latencies in ms, Chromium's network emulation; 0 is the
 * plain loopback). Service workers are blocked so that every request is counted once. The phone's GPS is a stand-in
 * answering a fresh fix after BENCH_PUNCH_GPS_MS (default 0; see STAND_IN_GPS for why): the times leave out the wait
 * for the fix, which a phone adds before the punch is sent, whatever the code after it.
 *
 *   npx tsx bench/punch-round-trip.ts                BENCH_PUNCH_RUNS=7 BENCH_PUNCH_LATENCY_MS=0,150 npx tsx bench/punch-round-trip.ts
 *   BENCH_ONLY=punch-round-trip npm run bench        (not part of a plain `npm run bench`)
 */
import { chromium, devices, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { delay, startBenchServer, type BenchServer } from './lib/bench-server';
import { CHROME_FLAGS, chromePath, ensureSpaBuilt, logInThroughForm, waitForDashboard, watchErrors } from './lib/browser';
import { BenchRecorder, round } from './lib/report';
import { createEmployees, createPlaces, EMPLOYEE_PASSWORD, OFFICE } from './lib/workforce';

const RUNS = Number(process.env.BENCH_PUNCH_RUNS ?? 5);
const LATENCIES = (process.env.BENCH_PUNCH_LATENCY_MS ?? '0,100').split(',').map((s) => Number(s.trim()));
/** Requests are counted until at least this long after the tap… */
const WINDOW_MS = 10_000;
/** …and this long after the confirmed status. */
const SETTLE_MS = 4_000;
/** Before a tap: the dashboard has loaded, its start-up reloads are over (nearby places at most every 5 s), nothing runs. */
const QUIET_BEFORE_TAP_MS = 6_500;

const { defaultBrowserType: _ignored, ...iPhone } = devices['iPhone 13'];
const phone: BrowserContextOptions = {
  ...iPhone,
  viewport: { width: 390, height: 844 },
  permissions: ['geolocation'],
  geolocation: { latitude: OFFICE.latitude, longitude: OFFICE.longitude, accuracy: 15 },
  locale: 'it-IT',
  timezoneId: 'Europe/Rome',
  serviceWorkers: 'block',
};

type Kind = 'check-in' | 'check-out';

const LOOK: Record<Kind, { button: string; status: string; toast: string }> = {
  'check-in': { button: '.punch-button--in', status: 'In Servizio', toast: 'Check-in effettuato con successo' },
  'check-out': { button: '.punch-button--out', status: 'Fuori Servizio', toast: 'Check-out effettuato con successo' },
};

interface SentRequest {
  method: string;
  path: string;
  /** ms after the tap, in the page's clock (Resource Timing), when the page could match it; else Node's clock. */
  at: number;
  /** When its answer had arrived, ms after the tap (Resource Timing's responseEnd); null when unmatched. */
  end: number | null;
}

interface PunchRun {
  kind: Kind;
  latencyMs: number;
  requests: SentRequest[];
  total: number;
  /** Requests whose answers had arrived before the status flipped: the round trips the confirmation waited for. */
  beforeConfirmed: number;
  /** ms from the tap. */
  answerMs: number | null;
  statusMs: number;
  toastMs: number | null;
}

/**
 * The phone's GPS, standing in for Chromium's emulated one: with a watch running (the dashboard's live position),
 * this Chromium never answers a one-off read that asks for a fresh fix (maximumAge 0), which every punch makes: it
 * times out after the app's 15 s and the app falls back on its last fix. A phone with its GPS on answers such a
 * read with its next fix; here every read answers the office's position, fresh, GPS_MS after it is asked for, and
 * the watch reports it once (a phone lying still).
 */
const GPS_MS = Number(process.env.BENCH_PUNCH_GPS_MS ?? 0);
const STAND_IN_GPS = `
  (() => {
    const fix = () => ({ coords: { latitude: ${OFFICE.latitude}, longitude: ${OFFICE.longitude}, accuracy: 15, altitude: null,
      altitudeAccuracy: null, heading: null, speed: null }, timestamp: Date.now() });
    let nextId = 1;
    const watches = new Map();
    const geolocation = {
      getCurrentPosition(success) { setTimeout(() => success(fix()), ${GPS_MS}); },
      watchPosition(success) {
        const id = nextId++;
        watches.set(id, setTimeout(() => { if (watches.has(id)) success(fix()); }, ${GPS_MS}));
        return id;
      },
      clearWatch(id) { clearTimeout(watches.get(id)); watches.delete(id); },
    };
    Object.defineProperty(navigator, 'geolocation', { configurable: true, get: () => geolocation });
  })();
`;

/** Installed in every page: the tap, the status card's flip and the toast, in performance.now(). */
const OBSERVE = `
  window.__punch = null;
  window.__armPunch = (expectedStatus, toast) => {
    const state = { tap: null, status: null, toast: null };
    window.__punch = state;
    document.addEventListener('click', (event) => {
      if (state.tap === null && event.target instanceof Element && event.target.closest('.punch-button')) state.tap = performance.now();
    }, true);
    const check = () => {
      if (state.tap === null) return;
      const label = document.querySelector('.status-card .status-label');
      if (state.status === null && label && label.textContent.includes(expectedStatus)) state.status = performance.now();
      if (state.toast === null && document.body.textContent.includes(toast)) state.toast = performance.now();
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  };
`;

async function openDashboard(page: Page, server: BenchServer, kind: Kind, inFlight: () => number, lastActivity: () => number): Promise<void> {
  await page.goto(`${server.apiUrl}/dashboard`);
  await waitForDashboard(page);
  await page.locator(LOOK[kind].button).waitFor({ timeout: 30_000 });
  await page.getByText('Sistema pronto').waitFor({ timeout: 30_000 });
  const ready = Date.now();
  for (;;) {
    const quietFor = Date.now() - lastActivity();
    if (inFlight() === 0 && Date.now() - ready >= QUIET_BEFORE_TAP_MS && quietFor >= 1_500) return;
    await delay(100);
  }
}

async function punchOnce(page: Page, server: BenchServer, kind: Kind, latencyMs: number): Promise<PunchRun> {
  const sent: Array<{ method: string; path: string; node: number }> = [];
  const inFlight = new Set<import('playwright-core').Request>();
  let lastActivity = Date.now();
  let recording = false;
  const onRequest = (request: import('playwright-core').Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    inFlight.add(request);
    lastActivity = Date.now();
    if (recording) sent.push({ method: request.method(), path: url.pathname, node: Date.now() });
  };
  const onDone = (request: import('playwright-core').Request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await openDashboard(page, server, kind, () => inFlight.size, () => lastActivity);
    const look = LOOK[kind];
    await page.evaluate(([status, toast]) => (window as unknown as { __armPunch: (s: string, t: string) => void }).__armPunch(status, toast), [look.status, look.toast]);
    recording = true;
    const tappedAt = Date.now();
    await page.locator(look.button).tap();
    await page.waitForFunction(() => (window as unknown as { __punch: { status: number | null } }).__punch.status !== null, undefined, { timeout: 30_000, polling: 20 });
    const confirmedAt = Date.now();
    for (;;) {
      const now = Date.now();
      if (now - tappedAt >= WINDOW_MS && now - confirmedAt >= SETTLE_MS && inFlight.size === 0) break;
      await delay(100);
    }
    recording = false;
    const timing = (await page.evaluate(() => {
      const state = (window as unknown as { __punch: { tap: number; status: number; toast: number | null } }).__punch;
      const resources = performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/api/') && e.startTime >= state.tap - 1)
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd }));
      return { ...state, resources };
    })) as { tap: number; status: number; toast: number | null; resources: Array<{ path: string; start: number; end: number }> };
    // Each request, placed on the page's clock when Resource Timing has it (in order, path by path).
    const unused = [...timing.resources];
    const requests: SentRequest[] = sent.map((r) => {
      const i = unused.findIndex((e) => e.path === r.path);
      const match = i >= 0 ? unused.splice(i, 1)[0] : undefined;
      return {
        method: r.method,
        path: r.path,
        at: Math.round(match ? match.start - timing.tap : r.node - tappedAt),
        end: match ? Math.round(match.end - timing.tap) : null,
      };
    });
    const punchPath = kind === 'check-in' ? '/api/timesheet/checkin/' : '/api/timesheet/checkout/';
    const answer = timing.resources.find((e) => e.path === punchPath);
    const statusMs = timing.status - timing.tap;
    return {
      kind,
      latencyMs,
      requests,
      total: requests.length,
      beforeConfirmed: requests.filter((r) => r.end !== null && r.end <= statusMs).length,
      answerMs: answer ? Math.round(answer.end - timing.tap) : null,
      statusMs: Math.round(statusMs),
      toastMs: timing.toast === null ? null : Math.round(timing.toast - timing.tap),
    };
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** 'POST /api/auth/device-challenge/ ×1, …' in the order first sent. */
function requestMix(runs: PunchRun[]): string {
  const counts = new Map<string, number>();
  for (const run of runs) for (const r of run.requests) counts.set(`${r.method} ${r.path}`, (counts.get(`${r.method} ${r.path}`) ?? 0) + 1);
  return [...counts].map(([key, n]) => `${key} ×${round(n / runs.length, 1)}`).join(', ');
}

async function measure(rec: BenchRecorder): Promise<void> {
  ensureSpaBuilt();
  const server = await startBenchServer('pglite');
  let browser: Browser | undefined;
  const runs: PunchRun[] = [];
  try {
    await createPlaces(server, 1);
    await createEmployees(server, 1, 'none');
    console.log(`  server at ${server.apiUrl} (log ${server.logFile}); logging in emp1 through the form`);
    browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
    const context = await browser.newContext(phone);
    await context.addInitScript(STAND_IN_GPS + OBSERVE);
    // The map's tiles come from the internet, which this box may not reach: refused at once rather than waited for.
    await context.route((url) => !url.href.startsWith(server.apiUrl), (route) => route.abort());
    const page = await context.newPage();
    watchErrors(page);
    await logInThroughForm(page, server.apiUrl, 'emp1', EMPLOYEE_PASSWORD);
    console.log('  logged in');
    const cdp = await context.newCDPSession(page);
    for (const latencyMs of LATENCIES) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
      for (let i = 0; i < RUNS; i++) {
        for (const kind of ['check-in', 'check-out'] as const) {
          const run = await punchOnce(page, server, kind, latencyMs);
          runs.push(run);
          console.log(
            `  ${latencyMs} ms, ${kind} ${i + 1}: ${run.total} requests (${run.beforeConfirmed} before confirmed), answer ${run.answerMs} ms, ` +
              `status ${run.statusMs} ms, toast ${run.toastMs} ms — ${run.requests.map((r) => `${r.at} ${r.method} ${r.path}`).join(' | ')}`,
          );
        }
      }
    }
    await context.close();
    for (const latencyMs of LATENCIES) {
      for (const kind of ['check-in', 'check-out'] as const) {
        const of = runs.filter((r) => r.kind === kind && r.latencyMs === latencyMs);
        const where = latencyMs === 0 ? 'loopback' : `+${latencyMs} ms round trip`;
        rec.add({ name: `${kind}, ${where}: requests (answered before confirmed)`, value: `${median(of.map((r) => r.total))} (${median(of.map((r) => r.beforeConfirmed))})`, goal: '—' });
        rec.add({
          name: `${kind}, ${where}: tap → confirmed status (answer / toast)`,
          value: `${median(of.map((r) => r.statusMs))} ms (${median(of.map((r) => r.answerMs ?? NaN))} / ${median(of.map((r) => r.toastMs ?? NaN))} ms)`,
          goal: '—',
        });
        rec.details[`${kind} ${where}: requests`] = requestMix(of);
      }
    }
    rec.details.runs = runs;
    rec.details.runsPerKind = RUNS;
    rec.finish();
  } finally {
    await browser?.close();
    await server.stop();
  }
}

async function main(): Promise<void> {
  const rec = new BenchRecorder('punch-round-trip');
  try {
    await measure(rec);
  } catch (error) {
    console.error(error);
    rec.add({ name: 'punch round trip', value: 'not measured', goal: 'measured', met: false });
    rec.note(`not measured: ${error instanceof Error ? error.message : String(error)}`);
    rec.finish();
    process.exitCode = 1;
  }
}

main();
