import { accessSync, constants, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS as PROJECT_CHROMIUM_ARGS, chromiumPathFromEnv } from '../../../scripts/chromium';
import { jestRunId } from './paths';

/**
 * The features Playwright itself turns off (playwright-core 1.65.1, `chromiumSwitches`), repeated here: Chromium keeps
 * only the last `--disable-features` of its command line, so the suite's must carry Playwright's too. After a
 * Playwright upgrade, tests/e2e/chromium-launch.test.ts says which are missing.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's pop-up. Chromium draws it with a page of its own (chrome://omnibox-popup.top-chrome), which every
 * new window loads in a renderer of its own and keeps running, and every browser context is a new window. No journey
 * types in an address bar: without it a context costs about 0.4 s less CPU to open, and nothing runs beside the app
 * while a journey waits (docs/performance.md, "Test time: a smaller test cluster"). The benches keep the project's
 * flags as they were: Lighthouse's launcher has a `--disable-features` list of its own, and their figures stay
 * comparable with earlier runs.
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** The browser suite's Chromium: the project's flags (scripts/chromium.ts), and no address-bar pop-up. */
export const CHROMIUM_ARGS: string[] = [
  ...PROJECT_CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

export type ChromiumLookup = { found: true; path: string } | { found: false; reason: string };

/** CHROME_PATH when set, else Debian's /usr/bin/chromium; it must exist and be executable. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumLookup {
  const fromEnv = env.CHROME_PATH?.trim();
  const path = chromiumPathFromEnv(env);
  try {
    accessSync(path, constants.X_OK);
    return { found: true, path };
  } catch {
    const where = fromEnv ? `CHROME_PATH=${fromEnv} is not an executable file` : 'no CHROME_PATH and no /usr/bin/chromium';
    return {
      found: false,
      reason: `e2e suite skipped: no Chromium found (${where}); install it with \`apt-get install -y chromium\` or set CHROME_PATH`,
    };
  }
}

/**
 * Prints the skip reason once per Jest run, not once per test file: the first worker to create the marker
 * file (named after the Jest parent process) prints it, the others stay silent.
 */
export function announceSkipOnce(reason: string): void {
  const marker = join(tmpdir(), `timbrature-e2e-skip-${jestRunId()}`);
  try {
    writeFileSync(marker, reason, { flag: 'wx' });
  } catch {
    return; // another test file of this run already said it
  }
  process.stderr.write(`\n${reason}\n`);
}
