/**
 * Debian's Chromium as every browser tool of the project launches it: the e2e suite, the benches and the
 * screenshot script. One list of flags, so that a flag found necessary on these machines is added once.
 */

/**
 * The features Playwright itself turns off (playwright-core 1.65.1, `chromiumSwitches`), repeated here: Chromium keeps
 * only the last `--disable-features` of its command line, so ours must carry Playwright's too. After a Playwright
 * upgrade, tests/e2e/chromium-launch.test.ts says which are missing.
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
 * new window loads in a renderer of its own and keeps running, and every browser context is a new window. Nobody types
 * in an address bar here: without it a context costs about 0.4 s less CPU to open, and nothing runs while a journey
 * waits (docs/performance.md, "Test time: a smaller test cluster").
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Headless, quiet and offline: without the background-networking flags Chromium keeps dialling Google's hosts,
 * which a closed CI network refuses, many times a start.
 */
export const CHROMIUM_ARGS: string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

/** CHROME_PATH when set, else Debian's /usr/bin/chromium (`apt-get install -y chromium`). */
export function chromiumPathFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH?.trim() || '/usr/bin/chromium';
}
