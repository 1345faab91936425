/**
 * Chromium as the browser suite launches it (tests/e2e/support/chromium.ts): the features Playwright turns off stay
 * off under the suite's own `--disable-features` (Chromium keeps only the last one), and a new browser context opens
 * no address-bar pop-up page beside the journey's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { announceSkipOnce, CHROMIUM_ARGS, findChromium } from './support/chromium';

const lookup = findChromium();
if (!lookup.found && process.env.E2E_REQUIRED === '1') throw new Error(`${lookup.reason} (E2E_REQUIRED=1)`);
if (!lookup.found) announceSkipOnce(lookup.reason);
const describeWithChromium = lookup.found ? describe : describe.skip;

describeWithChromium('Chromium as the browser suite launches it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: lookup.found ? lookup.path : undefined, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(() => browser?.close());

  it("keeps every feature Playwright turns off turned off: the last --disable-features holds the earlier ones'", async () => {
    const argv = browserCommandLine();
    const lists = argv.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.split('=')[1].split(','));
    expect(lists.length).toBeGreaterThanOrEqual(2); // Playwright's, then ours
    const effective = lists[lists.length - 1];
    for (const earlier of lists.slice(0, -1)) expect(effective).toEqual(expect.arrayContaining(earlier));
  });

  it('opens a new context without the address bar pop-up page', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto('data:text/html,<p>Timbrature</p>');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { url: string }[] };
      expect(targetInfos.map((target) => target.url)).toEqual(['data:text/html,<p>Timbrature</p>']);
    } finally {
      await context.close();
    }
  });
});

/**
 * The command line of the browser process this test launched: Playwright starts it as a child of this process.
 * (CDP's Browser.getBrowserCommandLine answers only with --enable-automation, which Playwright does not pass.)
 */
function browserCommandLine(): string[] {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const parent = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (parent === process.pid && argv.includes('--remote-debugging-pipe')) return argv;
    } catch {
      // a process that ended while the list was read
    }
  }
  throw new Error('the browser process was not found among this process\'s children');
}
