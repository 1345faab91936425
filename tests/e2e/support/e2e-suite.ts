import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { chromium, devices, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { startAppServer, type AppServer } from './app-server';
import { announceSkipOnce, CHROMIUM_ARGS, findChromium } from './chromium';
import { holdPointerWhileDialogsOpen } from './dialog-motion';
import { NetworkStandIns, type FakePlace } from './network-stand-ins';
import { PageJournal } from './page-journal';
import { FAILURES_DIR, SCREENSHOTS_DIR, slug } from './paths';
import { SeedApi, type Spot } from './seed-api';
import { ensureSpaBuilt } from './spa-build';
import { tickLikeARealGps } from './ticking-gps';

/** Size of the phone (iPhone 13's screen) and of the desktop the journeys use. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
/** Every journey test gets this long unless it asks for more; its own deadline fires 10 s earlier. */
export const JOURNEY_TIMEOUT_MS = 120_000;
/** How long one locator wait may take before the step fails (the app's own retries stay well within it). */
const ACTION_TIMEOUT_MS = 20_000;

export interface DeviceOptions {
  /** Where the device's GPS says it is (geolocation granted); omitted: permission granted but no fix set. */
  at?: Spot;
  /** GPS accuracy in metres reported with the position. */
  accuracy?: number;
  /** Names the page in artifacts; default 'phone' / 'desktop'. */
  label?: string;
  /**
   * Lets the app's service worker run (default: blocked, because route interception does not see the requests a
   * worker answers, and the journeys wait on those).
   */
  serviceWorker?: boolean;
}

export interface SuiteOptions {
  /** Extra environment of this file's server (e.g. ACCESS_TOKEN_TTL). */
  serverEnv?: Record<string, string>;
  /** What the fake geocoder answers. */
  places?: FakePlace[];
}

export interface E2E {
  readonly server: AppServer;
  readonly seed: SeedApi;
  readonly browser: Browser;
  readonly standIns: NetworkStandIns;
  /** A fresh phone context (iPhone 13: mobile UA, touch, 390×844) and its page. */
  phone(options?: DeviceOptions): Promise<Page>;
  /** A fresh desktop context (1280×800, no touch) and its page. */
  desktop(options?: DeviceOptions): Promise<Page>;
  /** Takes the CSP refusals seen on `page` so far (a journey that leaves any fails at its end). */
  cspViolations(page: Page): string[];
  /** Names the current step: a failure report says which step failed. */
  step<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Saves test-output/e2e/screenshots/<screen>--<phone|desktop>.png. */
  screenshot(page: Page, screen: string): Promise<void>;
  /** Declares a journey test: fresh contexts, closed afterwards; on failure screenshots and console logs. */
  test(name: string, journey: () => Promise<void>, timeoutMs?: number): void;
}

interface TrackedPage {
  page: Page;
  context: BrowserContext;
  journal: PageJournal;
  kind: 'phone' | 'desktop';
}

/**
 * One test file = one server (own port, own fresh database) + one Chromium. Skipped, with one printed line
 * saying why, when no Chromium is found.
 */
export function describeE2E(title: string, body: (e2e: E2E) => void, options: SuiteOptions = {}): void {
  const chromiumLookup = findChromium();
  if (!chromiumLookup.found) {
    // CI installs Chromium and sets E2E_REQUIRED: there a missing browser is a failure, not a quiet skip.
    if (process.env.E2E_REQUIRED === '1') throw new Error(`${chromiumLookup.reason} (E2E_REQUIRED=1)`);
    announceSkipOnce(chromiumLookup.reason);
    describe.skip(`${title} (${chromiumLookup.reason})`, () => body(skippedSuite()));
    return;
  }

  const suiteFile = basename(expect.getState().testPath ?? title, '.test.ts');
  const standIns = new NetworkStandIns(options.places);
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  let seed: SeedApi | undefined;
  let tracked: TrackedPage[] = [];
  let currentStep = '(set-up)';

  const open = async (kind: 'phone' | 'desktop', deviceOptions: DeviceOptions = {}): Promise<Page> => {
    if (!browser) throw new Error('the browser is not running (see beforeAll failure)');
    const base: BrowserContextOptions = kind === 'phone' ? phoneDevice() : { viewport: DESKTOP_VIEWPORT, hasTouch: false, isMobile: false };
    const geolocation = deviceOptions.at ? { ...deviceOptions.at, accuracy: deviceOptions.accuracy ?? 10 } : undefined;
    const context = await browser.newContext({
      ...base,
      baseURL: server!.url,
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
      permissions: ['geolocation'],
      geolocation,
      serviceWorkers: deviceOptions.serviceWorker ? 'allow' : 'block',
    });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    tickLikeARealGps(context, geolocation);
    await standIns.install(context);
    await holdPointerWhileDialogsOpen(context);
    const page = await context.newPage();
    const journal = new PageJournal(deviceOptions.label ?? kind);
    await journal.attach(page);
    tracked.push({ page, context, journal, kind });
    return page;
  };

  const e2e: E2E = {
    get server() {
      return required(server, 'server');
    },
    get seed() {
      return required(seed, 'seed API');
    },
    get browser() {
      return required(browser, 'browser');
    },
    standIns,
    phone: (deviceOptions) => open('phone', deviceOptions),
    desktop: (deviceOptions) => open('desktop', deviceOptions),
    cspViolations: (page) => tracked.find((entry) => entry.page === page)?.journal.takeCspViolations() ?? [],
    async step(name, work) {
      currentStep = name;
      tracked.forEach((entry) => entry.journal.add(`── step: ${name}`));
      return work();
    },
    async screenshot(page, screen) {
      const entry = tracked.find((candidate) => candidate.page === page);
      mkdirSync(SCREENSHOTS_DIR, { recursive: true });
      // The viewport only: a full-page capture resizes the viewport for a moment, and the app re-evaluates
      // mobile/desktop on resize, which can remount the screen (closing its dialogs) in the middle of a journey.
      await page.screenshot({
        path: join(SCREENSHOTS_DIR, `${slug(screen)}--${entry?.kind ?? 'page'}.png`),
        fullPage: false,
        animations: 'disabled',
        scale: 'css',
      });
    },
    test(name, journey, timeoutMs = JOURNEY_TIMEOUT_MS) {
      test(
        name,
        async () => {
          currentStep = '(start)';
          removeOldFailureArtifacts(`${suiteFile}--${name}`);
          try {
            await withDeadline(journey(), timeoutMs - 10_000, () => `timed out during step "${currentStep}"`);
            currentStep = '(end: no CSP violation)';
            expectNoCspViolation(tracked);
          } catch (error) {
            const artifacts = await saveFailureArtifacts(`${suiteFile}--${name}`, currentStep, tracked, error);
            if (error instanceof Error) {
              // Jest prints the stack, which already holds the old message: rewrite both.
              const original = error.message;
              error.message = `[step: ${currentStep}] ${original}\nartifacts:\n  ${artifacts.join('\n  ')}`;
              if (error.stack) error.stack = error.stack.replace(original, error.message);
            }
            throw error;
          } finally {
            await Promise.all(tracked.map((entry) => entry.context.close().catch(() => undefined)));
            tracked = [];
          }
        },
        timeoutMs,
      );
    },
  };

  describe(title, () => {
    beforeAll(async () => {
      const webDir = await ensureSpaBuilt();
      // The browser starts while the server does (each takes seconds on a busy machine); afterAll stops whichever started.
      const [started, launched] = await Promise.allSettled([
        startAppServer({ name: `${suiteFile}${process.env.DATABASE_URL ? '-postgres' : ''}`, webDir, env: options.serverEnv }),
        chromium.launch({ executablePath: chromiumLookup.path, args: CHROMIUM_ARGS, headless: true }),
      ]);
      if (started.status === 'fulfilled') server = started.value;
      if (launched.status === 'fulfilled') browser = launched.value;
      if (started.status === 'rejected') throw started.reason;
      if (launched.status === 'rejected') throw launched.reason;
      seed = await SeedApi.connect(server!.url);
    }, 300_000);

    afterAll(async () => {
      await browser?.close().catch(() => undefined);
      await server?.stop();
    }, 60_000);

    body(e2e);
  });
}

/** Whatever a journey did, the page's Content-Security-Policy refused nothing (README, "Security headers"). */
function expectNoCspViolation(pages: TrackedPage[]): void {
  const violations = pages.flatMap((entry) => entry.journal.takeCspViolations().map((text) => `${entry.journal.label}: ${text}`));
  if (violations.length > 0) throw new Error(`the page's Content-Security-Policy refused:\n  ${violations.join('\n  ')}`);
}

function phoneDevice(): BrowserContextOptions {
  const { defaultBrowserType: _ignored, ...iphone } = devices['iPhone 13'];
  return { ...iphone, viewport: PHONE_VIEWPORT };
}

async function saveFailureArtifacts(testName: string, step: string, pages: TrackedPage[], error: unknown): Promise<string[]> {
  mkdirSync(FAILURES_DIR, { recursive: true });
  const written: string[] = [];
  for (const entry of pages) {
    const base = join(FAILURES_DIR, `${slug(testName)}--${slug(entry.journal.label)}`);
    try {
      if (!entry.page.isClosed()) {
        await entry.page.screenshot({ path: `${base}.png`, fullPage: true, scale: 'css', timeout: 10_000 });
        written.push(`${base}.png`);
      }
    } catch (screenshotError) {
      entry.journal.add(`(screenshot failed: ${String(screenshotError)})`);
    }
    const url = entry.page.isClosed() ? '(closed)' : entry.page.url();
    const header = `test: ${testName}\nfailed step: ${step}\npage: ${entry.journal.label} at ${url}\nerror: ${String(error instanceof Error ? error.stack : error)}\n\n`;
    writeFileSync(`${base}.console.log`, header + entry.journal.text());
    written.push(`${base}.console.log`);
  }
  return written;
}

/** A previous run's failure files of this test would read as this run's: they go before it starts. */
function removeOldFailureArtifacts(testName: string): void {
  const prefix = `${slug(testName)}--`;
  let entries: string[];
  try {
    entries = readdirSync(FAILURES_DIR);
  } catch {
    return;
  }
  for (const entry of entries) if (entry.startsWith(prefix)) rmSync(join(FAILURES_DIR, entry), { force: true });
}

function withDeadline<T>(work: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message())), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the e2e ${what} is not ready (see beforeAll failure)`);
  return value;
}

/** The suite object given to a skipped describe: tests are declared (and reported skipped), never run. */
function skippedSuite(): E2E {
  const unavailable = (): never => {
    throw new Error('e2e suite skipped');
  };
  return {
    get server() {
      return unavailable();
    },
    get seed() {
      return unavailable();
    },
    get browser() {
      return unavailable();
    },
    standIns: new NetworkStandIns(),
    phone: unavailable,
    desktop: unavailable,
    cspViolations: unavailable,
    step: unavailable,
    screenshot: unavailable,
    test: (name) => test(name, () => undefined),
  };
}
